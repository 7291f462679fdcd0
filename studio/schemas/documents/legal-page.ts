import { DocumentsIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { seoField } from '../fields'
import { LEGAL_PAGES } from '../../singletons'

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    defineField({
      name: 'route',
      title: 'Web address',
      type: 'string',
      readOnly: true,
      options: { list: LEGAL_PAGES.map(({ route }) => route) },
      validation: (rule) => rule.required().error('This page needs its web address.'),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
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
  ],
  preview: {
    select: { title: 'title', route: 'route', lastUpdated: 'lastUpdated' },
    prepare: ({ title, route, lastUpdated }) => ({ title, subtitle: `/${route} · updated ${lastUpdated}` }),
  },
})
