import { ChartUpwardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'

export const stat = defineType({
  name: 'stat',
  title: 'Claim or stat',
  type: 'document',
  icon: ChartUpwardIcon,
  fields: [
    translatedField('value', 'Figure as shown', {
      description:
        'Exactly as visitors should read it: “4.9”, “2,500+”, “97%”, “$12/mo” (Spanish may write “$12/mes”).',
      required: 'Enter the figure.',
      max: { length: 12, message: 'Figures longer than 12 characters may not fit the stat boxes.' },
    }),
    translatedField('label', 'Label', {
      description: 'What the figure means, for example “Google rating”.',
      required: 'Say what the figure means.',
    }),
    defineField({
      name: 'source',
      title: 'Source (for the team, not shown)',
      type: 'string',
      description: 'Where the figure comes from, so it can be checked before it is changed.',
    }),
  ],
  preview: {
    select: { value: 'value', label: 'label' },
    prepare: ({
      value,
      label,
    }: {
      value?: TranslatedValue<string>[]
      label?: TranslatedValue<string>[]
    }) => ({
      title: inEnglish(value),
      subtitle: inEnglish(label),
    }),
  },
})
