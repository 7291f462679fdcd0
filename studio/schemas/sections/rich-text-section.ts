import { BlockContentIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { anchorField, backgroundField } from '../fields'

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  icon: BlockContentIcon,
  description: 'Free copy with headings, lists and links.',
  fields: [
    defineField({ name: 'heading', title: 'Heading (optional)', type: 'sectionHeading' }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      validation: (rule) => rule.required().min(1).error('Write the text of this section.'),
    }),
    backgroundField(),
    anchorField(),
  ],
  preview: {
    select: { title: 'heading.title', body: 'body' },
    prepare: ({ title, body }) => ({
      title: title ?? firstText(body) ?? 'Text',
      subtitle: 'Text',
    }),
  },
})

function firstText(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined
  const block = body.find((item) => Array.isArray(item?.children))
  return block?.children.map((child: { text?: string }) => child.text ?? '').join('')
}
