import { BellIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { languageOf } from '../../languages'
import { OPT_OUT_SLUGS } from '../../singletons'
import {
  addressField,
  addressPreview,
  folded,
  labelsIn,
  languageField,
  requiredString,
  requiredText,
  seoField,
} from '../fields'

// One message per field of the form, shown when the visitor leaves it empty or wrong.
const errorMessages = [
  [
    'phone',
    'Phone missing or not a valid number',
    'Enter the phone number we text or call, area code included, like (214) 555-0143.',
  ],
  ['email', 'Email mistyped', 'Enter a valid email address, or leave it empty.'],
  ['channels', 'Neither texts nor calls ticked', 'Tick texts, calls or both.'],
] as const

/**
 * The page where anyone asks the agency to stop texting or calling them: the request goes into the register of
 * contact choices at once, whether or not the agency knows the number. One document per language; its addresses
 * are fixed, as footer, privacy policy and terms link there.
 */
export const optOutPage = defineType({
  name: 'optOutPage',
  title: 'Stop texts and calls',
  type: 'document',
  icon: BellIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'form', title: 'Form' },
    { name: 'sent', title: 'After sending' },
  ],
  fields: [
    {
      ...requiredString('title', 'Title', 'Write the title, for example “Stop texts and calls”.'),
      group: 'page',
    },
    // Fixed in both languages: the footer, the privacy policy and the terms link here.
    { ...addressField((document) => OPT_OUT_SLUGS[languageOf(document)]), group: 'page' },
    {
      ...requiredString(
        'linkLabel',
        'Link to this page',
        'Write the words of the footer’s link to this page, for example “Stop texts or calls”.',
        'The footer of every page links here with these words.',
      ),
      group: 'page',
    },
    {
      ...requiredText('intro', 'Introduction', 'Write a sentence or two on what visitors can do here.'),
      group: 'page',
    },
    {
      ...requiredText(
        'textsNote',
        'When texts stop',
        'Write when texts stop, for example at once, and that replying STOP to any text works too.',
        'Keep it true: the site records the choice the moment the form is sent, and every text must honor STOP.',
      ),
      group: 'page',
    },
    {
      ...requiredText(
        'callsNote',
        'When calls stop',
        'Write when calls stop, for example within 10 business days at the latest.',
        'Federal rules allow at most 10 business days to honor a request to stop calls.',
      ),
      group: 'page',
    },
    {
      ...requiredText(
        'otherNote',
        'What does not change',
        'Write what the request does not change, for example a policy the visitor has with the agency.',
      ),
      group: 'page',
    },
    {
      ...requiredString(
        'formHeading',
        'Heading of the form',
        'Write the heading, for example “Your request”.',
      ),
      group: 'form',
    },
    ...labelsIn('fields', [
      ['phoneLabel', 'Phone', 'Phone number'],
      ['phoneHint', 'Under the phone', 'The number we text or call, area code included.'],
      ['emailLabel', 'Email', 'Email (optional)'],
      ['emailHint', 'Under the email', 'If you give it, we note your choice under your email too.'],
      ['channelsLegend', 'Question above the boxes', 'What should we stop?'],
      ['textsLabel', 'Box for texts', 'Texts'],
      ['callsLabel', 'Box for calls', 'Calls'],
      ['submitLabel', 'Button', 'Send my request'],
    ]).map((field) => ({ ...field, group: 'form' })),
    ...labelsIn('messages', [
      ['errorSummary', 'Above the form when a field is wrong', 'Please check the highlighted fields.'],
      [
        'deliveryError',
        'When the request could not be recorded (the office phone number follows)',
        'We couldn’t record your request. Please try again, or call us at',
      ],
    ]).map((field) => ({ ...field, group: 'form' })),
    defineField({
      name: 'errors',
      title: 'Messages next to a field left empty or wrong',
      type: 'object',
      group: 'form',
      options: { collapsible: true, collapsed: true },
      fields: errorMessages.map(([name, title, example]) =>
        requiredString(name, title, `Write the message, for example “${example}”.`),
      ),
      validation: (rule) => rule.required().error('Fill in the messages next to the form’s fields.'),
    }),
    {
      ...requiredString(
        'sentTitle',
        'Title after sending',
        'Write the title, for example “Request received”.',
      ),
      group: 'sent',
    },
    {
      ...requiredText(
        'sentText',
        'Text after sending',
        'Write what visitors read once their request is sent.',
        'Everyone who sends the form reads this, whether or not the agency knows the number: never say whether it does.',
      ),
      group: 'sent',
    },
    { ...seoField(), group: 'page' },
    languageField(),
  ],
  fieldsets: [folded('fields', 'Fields and button'), folded('messages', 'Messages')],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: addressPreview(language, slug) }),
  },
})
