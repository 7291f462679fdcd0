import { BookIcon } from '@sanity/icons'
import { defineField, defineType, type PreviewValue } from 'sanity'

import { articlePath } from '../../languages'
import {
  addressPreview,
  altTextField,
  articleAddressField,
  insuranceLinesField,
  languageField,
  seoField,
} from '../fields'
import { AGENCY_TIME_ZONE, agencyTimeFormat } from '../stored-requests'

/** Newest first, as the site lists the guides. */
export const NEWEST_PUBLISHED_FIRST = {
  title: 'Newest first',
  name: 'publishedAtDesc',
  by: [{ field: 'publishedAt', direction: 'desc' as const }],
}

const formatDay = agencyTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' })

// An update cannot come before the guide it updates: readers would not know which date to trust.
const UPDATED_BEFORE_PUBLISHED =
  'The update date is before the date the guide was published. Pick the day of the update, or leave it empty.'

const isBefore = (time: string | undefined, other: string | undefined) =>
  Boolean(time && other && new Date(time).getTime() < new Date(other).getTime())

/**
 * An insurance guide: an article the agency publishes to answer a question clients ask, in English or in Spanish
 * (each language its own document, linked by the translation plugin).
 */
export const article = defineType({
  name: 'article',
  title: 'Guide',
  type: 'document',
  icon: BookIcon,
  orderings: [NEWEST_PUBLISHED_FIRST],
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'address', title: 'Address' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: ['content', 'address'],
      description: 'As readers see it at the top of the guide and in the list of guides.',
      validation: (rule) =>
        rule
          .required()
          .error('Give the guide a title, for example “What Texas requires of your auto insurance”.'),
    }),
    { ...articleAddressField(), group: 'address' },
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'content',
      description:
        'Two or three sentences, shown in the list of guides, in the feed and in search results on the site.',
      validation: (rule) => [
        rule.required().error('Write a two- or three-sentence summary of the guide.'),
        rule
          .max(300)
          .error('Keep the summary under 300 characters so the list of guides stays easy to scan.'),
      ],
    }),
    defineField({
      name: 'coverImage',
      title: 'Cover picture (optional)',
      type: 'image',
      group: 'content',
      description:
        'Shown at the top of the guide, as wide as its text (up to 1152 pixels), cut as you crop it. When the guide ' +
        'is shared (Facebook, LinkedIn, messages), it is cut to 1200 × 630 around the hotspot. A picture at least ' +
        '1600 pixels wide stays sharp on every screen. Without one, sharing shows the agency’s card.',
      options: { hotspot: true },
      fields: [
        altTextField(
          'Describe the picture for visitors who cannot see it, in the guide’s language, for example “A blue car on a highway beside a road sign”.',
        ),
      ],
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'articleBody',
      group: 'content',
      description:
        'Use headings to break the guide into parts, and “Good to know” boxes for tips and warnings.',
      validation: (rule) => rule.required().min(1).error('Write the text of the guide.'),
    }),
    {
      ...insuranceLinesField(
        'Lines it is about',
        'The lines of insurance the guide explains. The first is its main line: the guide ends with the quote form of that line’s page. New lines are added under “Insurance lines”.',
        'Pick at least one line of insurance the guide is about.',
      ),
      group: 'content',
    },
    defineField({
      name: 'author',
      title: 'Written by',
      type: 'reference',
      group: 'content',
      to: [{ type: 'teamMember' }],
      description: 'Picked from the team. New people are added under “Team”.',
      options: { disableNew: true },
      validation: (rule) => rule.required().error('Pick the team member who wrote the guide.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      group: 'content',
      description: 'The date readers see on the guide. The newest guides are listed first.',
      options: { displayTimeZone: AGENCY_TIME_ZONE },
      validation: (rule) => rule.required().error('Enter the date the guide was published.'),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Updated (optional)',
      type: 'datetime',
      group: 'content',
      description: 'Fill in when the guide changes in substance, so readers know it is up to date.',
      options: { displayTimeZone: AGENCY_TIME_ZONE },
      validation: (rule) =>
        rule.custom((updatedAt, context) =>
          isBefore(updatedAt, (context.document as { publishedAt?: string } | undefined)?.publishedAt)
            ? UPDATED_BEFORE_PUBLISHED
            : true,
        ),
    }),
    { ...seoField(), group: 'seo' },
    languageField(),
  ],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      language: 'language',
      publishedAt: 'publishedAt',
      media: 'coverImage',
    },
    prepare: ({
      title,
      slug,
      language,
      publishedAt,
      media,
    }: {
      title?: string
      slug?: string
      language?: string
      publishedAt?: string
      media?: PreviewValue['media']
    }) => ({
      title,
      subtitle: [addressPreview(language, slug, articlePath), formatDay(publishedAt)]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
