import { EnvelopeIcon } from '@sanity/icons'
import {
  defineArrayMember,
  defineField,
  defineType,
  isPortableTextSpan,
  isPortableTextTextBlock,
} from 'sanity'

import { requiredString } from '../fields'
import { linkAnnotation } from '../objects/link-annotation'

const CONSENT_MISSING =
  'Write the consent text visitors see under the button: how the agency may contact them, with links to the privacy policy and terms.'

// Empty paragraphs satisfy “required”, but a lead sent under them would record no consent at all.
const hasText = (blocks: unknown) =>
  Array.isArray(blocks) &&
  blocks.some(
    (block) =>
      isPortableTextTextBlock(block) &&
      block.children.some((child) => isPortableTextSpan(child) && child.text.trim() !== ''),
  )

const optionsField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    validation: (rule) => rule.required().min(1).unique().error('Add at least one choice; each only once.'),
  })

export const quoteForm = defineType({
  name: 'quoteForm',
  title: 'Quote form',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'labels', title: 'Field labels', default: true },
    { name: 'choices', title: 'Choices' },
    { name: 'states', title: 'Button states' },
  ],
  fields: [
    ...[
      ['nameLabel', 'Full name', 'Full Name'],
      ['phoneLabel', 'Phone', 'Phone Number'],
      ['emailLabel', 'Email', 'Email Address'],
      ['zipLabel', 'ZIP code', 'ZIP Code'],
      ['coverageLabel', 'Coverage type (home page form)', 'Coverage Type'],
      ['additionalInfoLabel', 'Additional information', 'Additional Information'],
      ['contactPreferenceLabel', 'Preferred contact method', 'Preferred Contact Method'],
      ['timeframeLabel', 'Timeframe', 'When do you need coverage?'],
      ['coveragePlaceholder', 'Empty choice of the coverage list', 'Select coverage type'],
    ].map(([name, title, example]) => ({
      ...requiredString(name!, title!, `Write this label, for example “${example}”.`),
      group: 'labels',
    })),
    {
      ...optionsField(
        'coverageOptions',
        'Coverage choices (home page form)',
        'Sent to the agency as written.',
      ),
      group: 'choices',
    },
    {
      ...optionsField('contactOptions', 'Contact method choices', 'Sent to the agency as written.'),
      group: 'choices',
    },
    {
      ...optionsField('timeframeOptions', 'Timeframe choices', 'Sent to the agency as written.'),
      group: 'choices',
    },
    ...[
      ['sendingLabel', 'While sending', 'Sending...'],
      ['successLabel', 'After sending', 'Success! Redirecting...'],
      ['errorLabel', 'After an error', 'Try Again'],
    ].map(([name, title, example]) => ({
      ...requiredString(name!, title!, `Write this label, for example “${example}”.`),
      group: 'states',
    })),
    defineField({
      name: 'privacyNote',
      title: 'Note under the button',
      type: 'string',
      group: 'labels',
      description: 'For example “We never share your information.”',
    }),
    defineField({
      name: 'consentDisclosure',
      title: 'Consent under the button',
      type: 'array',
      group: 'labels',
      description:
        'Shown under the button of every quote form; its exact text is recorded with each lead as the visitor’s consent to be contacted. Keep it saying that the agency may call, text or email (possibly by automated means), that consent is not a condition of purchase and that message and data rates may apply, with the links to the privacy policy and terms.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: 'Paragraph', value: 'normal' }],
          lists: [],
          marks: { decorators: [{ title: 'Bold', value: 'strong' }], annotations: [linkAnnotation] },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .custom((blocks) => (hasText(blocks) ? true : CONSENT_MISSING))
          .error(CONSENT_MISSING),
    }),
  ],
  preview: { prepare: () => ({ title: 'Quote form' }) },
})
