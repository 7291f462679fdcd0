import { ChartUpwardIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { anchorField, headingField, statsField } from '../fields'

export const statsSection = defineType({
  name: 'statsSection',
  title: 'Stats band',
  type: 'object',
  icon: ChartUpwardIcon,
  description: 'Figures at a glance: rating, reviews, prices. The figures come from “Claims and stats”.',
  fields: [
    headingField(),
    {
      ...statsField('items', 'Stats'),
      validation: (rule) => rule.required().min(1).error('Pick at least one stat.'),
    },
    anchorField(),
  ],
  preview: {
    select: { title: 'heading.title' },
    prepare: ({ title }) => ({ title, subtitle: 'Stats band' }),
  },
})
