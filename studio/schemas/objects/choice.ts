import { ListIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'

/**
 * One choice of a quote form list. Visitors read the label in their language; the agency receives the value, in
 * English whatever the page's language, and the site's server accepts only values from this list.
 */
export const choice = defineType({
  name: 'choice',
  title: 'Choice',
  type: 'object',
  icon: ListIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Sent to the agency',
      type: 'string',
      description: 'In English, as the agency’s emails and lead list show it, for example “Auto Insurance”.',
      validation: (rule) =>
        rule.required().error('Write what the agency receives, in English, for example “Auto Insurance”.'),
    }),
    translatedField('label', 'Shown to visitors', {
      required: 'Write the choice as English visitors read it, for example “Auto Insurance”.',
    }),
  ],
  preview: {
    select: { value: 'value', label: 'label' },
    prepare: ({ value, label }: { value?: string; label?: TranslatedValue<string>[] }) => {
      const title = inEnglish(label) ?? value
      return { title, subtitle: value && value !== title ? `Sent as “${value}”` : undefined }
    },
  },
})
