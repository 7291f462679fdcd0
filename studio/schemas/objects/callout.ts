import { BulbOutlineIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

const CALLOUT_TONES = [
  { title: 'Tip', value: 'tip' },
  { title: 'Warning', value: 'warning' },
  { title: 'Information', value: 'info' },
]

/** A “Good to know” box inside a guide, set apart from the paragraphs around it. */
export const callout = defineType({
  name: 'callout',
  title: 'Good to know box',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    defineField({
      name: 'tone',
      title: 'Kind of box',
      type: 'string',
      description: 'Sets the box apart as a tip, a warning about a common mistake, or plain information.',
      options: { list: CALLOUT_TONES, layout: 'radio' },
      initialValue: 'tip',
      validation: (rule) =>
        rule.required().error('Choose whether the box is a tip, a warning or information.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Write what the reader should know.'),
    }),
  ],
  preview: {
    select: { tone: 'tone', text: 'text' },
    prepare: ({ tone, text }: { tone?: string; text?: string }) => ({
      title: text,
      subtitle: `Good to know · ${CALLOUT_TONES.find(({ value }) => value === tone)?.title ?? 'No kind chosen'}`,
    }),
  },
})
