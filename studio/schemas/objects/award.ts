import { StarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'

export const award = defineType({
  name: 'award',
  title: 'Award',
  type: 'object',
  icon: StarIcon,
  fields: [
    translatedField('title', 'Award', { required: 'Name the award.' }),
    translatedField('issuer', 'Given by', { required: 'Say who gave the award.' }),
    defineField({
      name: 'year',
      title: 'Year (optional)',
      type: 'number',
      validation: (rule) => rule.integer().min(1997).max(2100).warning('That year looks unusual.'),
    }),
  ],
  preview: {
    select: { title: 'title', issuer: 'issuer', year: 'year' },
    prepare: ({
      title,
      issuer,
      year,
    }: {
      title?: TranslatedValue<string>[]
      issuer?: TranslatedValue<string>[]
      year?: number
    }) => ({ title: inEnglish(title), subtitle: [inEnglish(issuer), year].filter(Boolean).join(' · ') }),
  },
})
