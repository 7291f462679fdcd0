import { ThListIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { GUIDES_FOLDERS, languageOf } from '../../languages'
import {
  addressField,
  addressPreview,
  labelsIn,
  languageField,
  requiredString,
  requiredText,
  seoField,
  templateField,
} from '../fields'

/**
 * The list of insurance guides, and the words every guide shares: the list's filter and page links, the byline,
 * the table of contents and the names of the “Good to know” boxes. One document per language, like the other
 * fixed pages; the guides themselves are `article` documents.
 */
export const guidesPage = defineType({
  name: 'guidesPage',
  title: 'Guides page',
  type: 'document',
  icon: ThListIcon,
  fields: [
    requiredString('title', 'Title', 'Write the title, for example “Insurance guides”.'),
    // Fixed in both languages: every guide lives below this address, and the site's links to the list point here.
    addressField((document) => GUIDES_FOLDERS[languageOf(document)]),
    requiredText(
      'intro',
      'Introduction',
      'Write a sentence or two on what readers find in the guides, for example that they answer the questions clients ask most.',
    ),
    defineField({
      name: 'labels',
      title: 'Labels of the list and of the guides',
      type: 'object',
      description: 'The short texts around the guides. Each language’s guides page has its own.',
      options: { collapsible: true, collapsed: true },
      fieldsets: [
        { name: 'list', title: 'On the list of guides' },
        { name: 'guide', title: 'On each guide' },
        {
          name: 'boxes',
          title: 'On the “Good to know” boxes',
          description: 'The name shown at the top of each box of a guide, by its kind.',
        },
      ],
      fields: [
        ...labelsIn('list', [
          ['filterHeading', 'Heading of the topic filter', 'Guides about'],
          ['allLines', 'Choice for every topic', 'All topics'],
          [
            'noGuides',
            'When a topic has no guides',
            'There are no guides on this topic yet. Call us and we will gladly answer your question.',
          ],
          ['newerPage', 'Link to the newer guides', 'Newer guides'],
          ['olderPage', 'Link to the older guides', 'Older guides'],
        ]),
        {
          ...templateField(
            'pageOf',
            'Page number',
            'Page {page} of {pages}',
            ['{page}', '{pages}'],
            'Shown when the list runs over several pages. The site puts the number of the page shown in place of {page}, and the number of pages in place of {pages}.',
          ),
          fieldset: 'list',
        },
        ...labelsIn('guide', [
          ['onThisPage', 'Heading of the guide’s contents', 'In this guide'],
          ['writtenBy', 'Before the author’s name', 'By'],
          ['published', 'Before the date it was published', 'Published'],
          ['updated', 'Before the date it was updated', 'Updated'],
        ]),
        {
          ...templateField(
            'readingTime',
            'Reading time',
            '{minutes} min read',
            ['{minutes}'],
            'The site puts the minutes the guide takes to read in place of {minutes}.',
          ),
          fieldset: 'guide',
        },
        ...labelsIn('guide', [
          ['related', 'Heading of the related guides', 'Related guides'],
          ['allGuides', 'Link back to the list', 'All guides'],
        ]),
        ...labelsIn('boxes', [
          ['tip', 'Tip', 'Tip'],
          ['warning', 'Warning', 'Watch out'],
          ['info', 'Information', 'Good to know'],
        ]),
      ],
      validation: (rule) => rule.required().error('Fill in the labels of the list and of the guides.'),
    }),
    seoField(),
    languageField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: addressPreview(language, slug) }),
  },
})
