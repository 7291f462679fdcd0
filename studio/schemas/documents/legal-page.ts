import { DocumentsIcon } from '@sanity/icons'
import { defineField, defineType, getPublishedId } from 'sanity'

import { DEFAULT_LANGUAGE, languageOf } from '../../languages'
import { LEGAL_PAGES } from '../../singletons'
import { addressField, addressPreview, languageField, seoField } from '../fields'

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
    // The English addresses are in the footer, the consent text and the specification; translations choose theirs.
    addressField((document) =>
      languageOf(document) === DEFAULT_LANGUAGE
        ? LEGAL_PAGES.find(({ id }) => id === getPublishedId(document?._id ?? ''))?.slug
        : undefined,
    ),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Change this whenever the text changes in substance.',
      validation: (rule) => rule.required().error('Enter the date of the last change.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1).error('Write the text of the page.'),
    }),
    seoField(),
    languageField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language', lastUpdated: 'lastUpdated' },
    prepare: ({ title, slug, language, lastUpdated }) => ({
      title,
      subtitle: `${addressPreview(language, slug)} · updated ${lastUpdated}`,
    }),
  },
})
