import { CheckmarkCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { cardsField, requiredString, seoField } from '../fields'

export const thankYouPage = defineType({
  name: 'thankYouPage',
  title: 'Thank-you page',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    requiredString('title', 'Title', 'Write the title, for example “Thank You!”.'),
    defineField({
      name: 'message',
      title: 'Message',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().error('Write a short message confirming the request arrived.'),
    }),
    requiredString(
      'stepsHeading',
      'Heading of the next steps',
      'Write the heading, for example “What happens next”.',
    ),
    cardsField('steps', 'Next steps', 1),
    requiredString(
      'contactHeading',
      'Heading above phone and email',
      'Write the heading, for example “Questions?”.',
    ),
    seoField(),
  ],
  preview: { select: { title: 'title' } },
})
