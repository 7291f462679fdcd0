import { BulbOutlineIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const ctaBand = defineType({
  name: 'ctaBand',
  title: 'Call-to-action band',
  type: 'object',
  icon: BulbOutlineIcon,
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
      title: 'Button that scrolls to the quote form',
      type: 'string',
      validation: (rule) => rule.required().error('Write the button label.'),
    }),
    defineField({
      name: 'phoneLabel',
      title: 'Phone link label',
      type: 'string',
      description: 'The phone number itself comes from Site settings.',
      validation: (rule) => rule.required().error('Write the phone link label, for example “Call us”.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'buttonLabel' } },
})
