import { defineArrayMember, defineType } from 'sanity'

import { linkAnnotations } from './link-annotation'

/**
 * The consent paragraph under the quote form's button. A named type so the internationalized-array plugin can keep
 * it once per language (`internationalizedArrayConsentText`); the lead records the text the visitor saw.
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
