import { LaunchIcon, LinkIcon } from '@sanity/icons'
import { defineField } from 'sanity'

import { anchorRule, pageReference } from './page-reference'

// One pair of definitions for every Portable Text field that offers links (legal texts, rich-text sections, the
// consent under the quote form's button), so they all accept and check addresses the same way.

/** A page of this site, picked rather than typed, so a renamed page keeps its links. */
const internalLinkAnnotation = defineField({
  name: 'internalLink',
  title: 'Link to a page of this site',
  type: 'object',
  icon: LinkIcon,
  fields: [
    {
      ...pageReference('page', 'Page'),
      validation: (rule) => rule.required().error('Pick the page the link opens.'),
    },
    defineField({
      name: 'anchor',
      title: 'Section of the page (optional)',
      type: 'string',
      validation: (rule) => anchorRule(rule),
    }),
  ],
})

const externalLinkAnnotation = defineField({
  name: 'link',
  title: 'Link to another site, a phone or an email',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .error('Enter where the link goes.')
          .uri({ scheme: ['https', 'mailto', 'tel'] }),
    }),
  ],
})

export const linkAnnotations = [internalLinkAnnotation, externalLinkAnnotation]
