import { BulbOutlineIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { anchorField } from '../fields'
import { pageReference } from '../objects/page-reference'

export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call-to-action band',
  type: 'object',
  icon: BulbOutlineIcon,
  description: 'A band with a button to the quote form (or another page) and the phone number.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the band a title, for example “Get Covered Today”.'),
    }),
    defineField({ name: 'text', title: 'Text (optional)', type: 'text', rows: 2 }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().error('Write the button label.'),
    }),
    pageReference(
      'buttonPage',
      'Page the button opens (optional)',
      'Leave empty to scroll to this page’s quote form (or the home page’s, when this page has none).',
    ),
    defineField({
      name: 'phoneLabel',
      title: 'Phone link label',
      type: 'string',
      description: 'The phone number itself comes from Site settings.',
      validation: (rule) => rule.required().error('Write the phone link label, for example “Call us”.'),
    }),
    anchorField(),
  ],
  preview: { select: { title: 'title', subtitle: 'buttonLabel' } },
})
