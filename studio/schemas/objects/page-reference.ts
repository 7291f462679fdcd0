import { defineField, type ReferenceFilterResolver, type StringRule } from 'sanity'

import { languageOf } from '../../languages'

/** The documents with an address of their own that links may point to. */
export const LINKABLE_TYPES = [
  { type: 'page' },
  { type: 'homePage' },
  { type: 'legalPage' },
  { type: 'serviceCenterPage' },
  { type: 'optOutPage' },
  { type: 'guidesPage' },
]

/**
 * Offers only documents in the language of the document being edited (English ones from documents that hold every
 * language), so a Spanish page's links are picked among Spanish pages. The site follows any reference into the
 * visitor's language anyway.
 */
export const inDocumentLanguage: ReferenceFilterResolver = ({ document }) => ({
  filter: 'language == $language',
  params: { language: languageOf(document) },
})

export const pageReference = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'reference',
    to: LINKABLE_TYPES,
    description,
    options: { disableNew: true, filter: inDocumentLanguage },
  })

const ANCHOR_PATTERN = /^[a-z][a-z0-9-]*$/

/** A section's address within a page: what follows “#” in a link. */
export const anchorRule = (rule: StringRule) =>
  rule.custom((anchor) =>
    !anchor || ANCHOR_PATTERN.test(anchor)
      ? true
      : 'Use lower-case letters, digits and hyphens, starting with a letter, and leave out the “#”.',
  )
