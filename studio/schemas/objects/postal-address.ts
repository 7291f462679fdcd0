import { PinIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Street address',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'street',
      title: 'Street',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the street and number.'),
    }),
    defineField({ name: 'suite', title: 'Suite or floor (optional)', type: 'string' }),
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the city.'),
    }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      description: 'Two-letter code, for example TX.',
      validation: (rule) =>
        rule
          .required()
          .error('Enter the state.')
          .regex(/^[A-Z]{2}$/, { name: 'two-letter state code' }),
    }),
    defineField({
      name: 'postalCode',
      title: 'ZIP code',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .error('Enter the ZIP code.')
          .regex(/^\d{5}(-\d{4})?$/, { name: 'ZIP code like 75201' }),
    }),
  ],
  preview: {
    select: { street: 'street', city: 'city', state: 'state' },
    prepare: ({ street, city, state }) => ({ title: street, subtitle: `${city}, ${state}` }),
  },
})
