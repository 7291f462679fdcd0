import { ChartUpwardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'

export const statHighlight = defineType({
  name: 'statHighlight',
  title: 'Stat shown on the page',
  type: 'object',
  icon: ChartUpwardIcon,
  fields: [
    defineField({
      name: 'stat',
      title: 'Stat',
      type: 'reference',
      to: [{ type: 'stat' }],
      description: 'Figures live in “Claims and stats” so one change updates every page.',
      validation: (rule) => rule.required().error('Pick which stat to show.'),
    }),
    defineField({
      name: 'label',
      title: 'Label on this page (optional)',
      type: 'string',
      description: 'Leave empty to use the stat’s own label.',
    }),
  ],
  preview: {
    select: { value: 'stat.value', statLabel: 'stat.label', label: 'label' },
    prepare: ({
      value,
      statLabel,
      label,
    }: {
      value?: TranslatedValue<string>[]
      statLabel?: TranslatedValue<string>[]
      label?: string
    }) => ({
      title: `${inEnglish(value) ?? '?'} ${label || inEnglish(statLabel) || ''}`.trim(),
    }),
  },
})
