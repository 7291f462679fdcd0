import { defineArrayMember, defineType } from 'sanity'

import { linkAnnotations } from './link-annotation'

/** Paragraphs, headings, lists, bold, italic and links: what every long text of the site is written with. */
const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: linkAnnotations,
  },
})

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Text',
  type: 'array',
  of: [textBlock],
})

/** A guide's text: the same as every long text, with “Good to know” boxes between the paragraphs. */
export const articleBody = defineType({
  name: 'articleBody',
  title: 'Guide text',
  type: 'array',
  of: [textBlock, defineArrayMember({ type: 'callout' })],
})
