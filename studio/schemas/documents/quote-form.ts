import { EnvelopeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { requiredString } from '../fields'

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
  ],
  preview: { prepare: () => ({ title: 'Quote form' }) },
})
