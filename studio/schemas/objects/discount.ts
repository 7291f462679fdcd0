import { TagIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const discount = defineType({
  name: 'discount',
  title: 'Discount',
  type: 'object',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Discount',
      type: 'string',
      validation: (rule) => rule.required().error('Name the discount, for example “Multi-Car”.'),
    }),
    defineField({
      name: 'percent',
      title: 'Saves up to (percent)',
      type: 'number',
      validation: (rule) =>
        rule.required().error('Enter the most a customer can save, as a number.').min(1).max(100).integer(),
    }),
    defineField({ name: 'description', title: 'Who qualifies (optional)', type: 'text', rows: 2 }),
  ],
  preview: {
    select: { title: 'title', percent: 'percent' },
    prepare: ({ title, percent }) => ({ title, subtitle: `Up to ${percent}%` }),
  },
})
