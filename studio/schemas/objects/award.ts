import { StarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const award = defineType({
  name: 'award',
  title: 'Award',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Award',
      type: 'string',
      validation: (rule) => rule.required().error('Name the award.'),
    }),
    defineField({
      name: 'issuer',
      title: 'Given by',
      type: 'string',
      validation: (rule) => rule.required().error('Say who gave the award.'),
    }),
    defineField({
      name: 'year',
      title: 'Year (optional)',
      type: 'number',
      validation: (rule) => rule.integer().min(1997).max(2100).warning('That year looks unusual.'),
    }),
  ],
  preview: {
    select: { title: 'title', issuer: 'issuer', year: 'year' },
    prepare: ({ title, issuer, year }) => ({ title, subtitle: [issuer, year].filter(Boolean).join(' · ') }),
  },
})
