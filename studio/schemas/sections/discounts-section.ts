import { TagIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { anchorField, headingField } from '../fields'

export const discountsSection = defineType({
  name: 'discountsSection',
  title: 'Discounts',
  type: 'object',
  icon: TagIcon,
  description: 'The ways customers save, each with its “up to” percentage.',
  fields: [
    headingField(),
    defineField({
      name: 'items',
      title: 'Discounts',
      type: 'array',
      of: [defineArrayMember({ type: 'discount' })],
      validation: (rule) => rule.required().min(1).error('Add at least one discount.'),
    }),
    defineField({ name: 'savingsClaim', title: 'Savings claim (optional)', type: 'string' }),
    anchorField(),
  ],
  preview: {
    select: { title: 'heading.title' },
    prepare: ({ title }) => ({ title, subtitle: 'Discounts' }),
  },
})
