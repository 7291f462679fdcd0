import { ChartUpwardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const stat = defineType({
  name: 'stat',
  title: 'Claim or stat',
  type: 'document',
  icon: ChartUpwardIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Figure as shown',
      type: 'string',
      description: 'Exactly as visitors should read it: “4.9”, “2,500+”, “97%”, “$12/mo”.',
      validation: (rule) => [
        rule.required().error('Enter the figure.'),
        rule.max(12).warning('Figures longer than 12 characters may not fit the stat boxes.'),
      ],
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the figure means, for example “Google rating”.',
      validation: (rule) => rule.required().error('Say what the figure means.'),
    }),
    defineField({
      name: 'source',
      title: 'Source (for the team, not shown)',
      type: 'string',
      description: 'Where the figure comes from, so it can be checked before it is changed.',
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
