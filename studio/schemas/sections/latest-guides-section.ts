import { BookIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { anchorField, headingField } from '../fields'

export const latestGuidesSection = defineType({
  name: 'latestGuidesSection',
  title: 'Latest guides',
  type: 'object',
  icon: BookIcon,
  description: 'The three newest guides in the page’s language, on one line of insurance or on every line.',
  fields: [
    headingField(),
    defineField({
      name: 'line',
      title: 'Line of insurance (optional)',
      type: 'reference',
      to: [{ type: 'insuranceLine' }],
      description: 'Show only guides about this line. Leave empty to show the newest guides on every line.',
      options: { disableNew: true },
    }),
    defineField({
      name: 'linkLabel',
      title: 'Link to the other guides (optional)',
      type: 'string',
      description:
        'The link under the guides to every guide on the line (or to all guides, when no line is picked), for example “All auto insurance guides”.',
    }),
    anchorField(),
  ],
  preview: {
    select: { title: 'heading.title', line: 'line.title' },
    prepare: ({ title, line }: { title?: string; line?: TranslatedValue<string>[] }) => ({
      title: title ?? 'Latest guides',
      subtitle: `Latest guides · ${inEnglish(line) ?? 'Every line'}`,
    }),
  },
})
