import { CheckmarkCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { DEFAULT_LANGUAGE, languageOf } from '../../languages'
import { THANK_YOU_SLUG } from '../../singletons'
import { addressField, addressPreview, cardsField, languageField, requiredString, seoField } from '../fields'

export const thankYouPage = defineType({
  name: 'thankYouPage',
  title: 'Thank-you page',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    requiredString('title', 'Title', 'Write the title, for example “Thank You!”.'),
    // The English quote form sends visitors to /thank-you, and campaigns count conversions there.
    addressField((document) => (languageOf(document) === DEFAULT_LANGUAGE ? THANK_YOU_SLUG : undefined)),
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
    defineField({
      name: 'callTime',
      title: 'When should we call you?',
      type: 'callTimeWords',
      description:
        'Shown to the visitor who just sent a quote request, to choose a time for the call. The times come from the opening hours and “Closed on” in Site settings.',
      validation: (rule) => rule.required().error('Fill in “When should we call you?”.'),
    }),
    seoField(),
    languageField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: addressPreview(language, slug) }),
  },
})
