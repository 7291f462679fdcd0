import { defineArrayMember, defineType, isPortableTextSpan, isPortableTextTextBlock } from 'sanity'

import { linkAnnotations } from './link-annotation'

// Empty paragraphs satisfy “required”, but a request sent under them would record no consent at all.
export const hasText = (blocks: unknown) =>
  Array.isArray(blocks) &&
  blocks.some(
    (block) =>
      isPortableTextTextBlock(block) &&
      block.children.some((child) => isPortableTextSpan(child) && child.text.trim() !== ''),
  )

/**
 * The consent paragraph under the button of the quote form and of the service center's request form. A named type
 * so the internationalized-array plugin can keep the quote form's once per language
 * (`internationalizedArrayConsentText`); each lead or service request records the text the visitor saw.
 */
export const consentText = defineType({
  name: 'consentText',
  title: 'Consent text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Paragraph', value: 'normal' }],
      lists: [],
      marks: { decorators: [{ title: 'Bold', value: 'strong' }], annotations: linkAnnotations },
    }),
  ],
})
