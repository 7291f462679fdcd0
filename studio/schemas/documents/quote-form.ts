import { EnvelopeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { DEFAULT_LANGUAGE, LANGUAGES, type TranslatedValue, valueIn } from '../../languages'
import { earlierConsentField, rulesByLevel, translatedField } from '../fields'
import { hasText } from '../objects/consent-text'

const CONSENT_MISSING =
  'Write the consent text visitors see under the button: how the agency may contact them, with links to the privacy policy and terms.'

type Choice = { value?: string; label?: TranslatedValue<string>[] }

export const CHOICES_MISSING = 'Add at least one choice; each only once.'

export const SPANISH_LABEL_TWICE =
  'Two choices have the same Spanish label: give each its own, so visitors can tell them apart.'

/**
 * Choices the agency or visitors could not tell apart. The agency receives the value and English visitors read
 * the English label, so those must differ from choice to choice; a Spanish label used twice only warns, like any
 * unfinished translation.
 */
export function choiceProblems(choices: Choice[] | undefined) {
  const list = choices ?? []
  const repeats = (texts: (string | undefined)[]) => {
    const written = texts.filter(Boolean)
    return new Set(written).size !== written.length
  }
  const labelsRepeat = (language: string) => repeats(list.map(({ label }) => valueIn(label, language)))
  return [
    ...(list.length === 0 || repeats(list.map(({ value }) => value)) || labelsRepeat(DEFAULT_LANGUAGE)
      ? [{ level: 'error' as const, message: CHOICES_MISSING }]
      : []),
    ...(LANGUAGES.some(({ id }) => id !== DEFAULT_LANGUAGE && labelsRepeat(id))
      ? [{ level: 'warning' as const, message: SPANISH_LABEL_TWICE }]
      : []),
  ]
}

const choicesField = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: 'Visitors pick one; the agency receives its English value.',
    type: 'array',
    group: 'choices',
    of: [defineArrayMember({ type: 'choice' })],
    validation: (rule) => rulesByLevel(rule, (choices) => choiceProblems(choices as Choice[] | undefined)),
  })

export const quoteForm = defineType({
  name: 'quoteForm',
  title: 'Quote form',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'labels', title: 'Field labels', default: true },
    { name: 'choices', title: 'Choices' },
    { name: 'states', title: 'Button states and messages' },
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
      ...translatedField(name!, title!, { required: `Write this label, for example “${example}”.` }),
      group: 'labels',
    })),
    choicesField('coverageOptions', 'Coverage choices (home page form)'),
    choicesField('contactOptions', 'Contact method choices'),
    choicesField('timeframeOptions', 'Timeframe choices'),
    ...[
      ['sendingLabel', 'While sending', 'Sending...'],
      ['successLabel', 'After sending', 'Success! Redirecting...'],
      ['errorLabel', 'After an error', 'Try Again'],
      [
        'deliveryError',
        'Under the button when the request could not be sent (the office phone number follows)',
        'We couldn’t send your request. Please try again, or call us at',
      ],
      [
        'errorSummary',
        'Above the messages when a field is wrong (forms sent without JavaScript)',
        'Please check these fields:',
      ],
      ['nameError', 'Message: full name missing', 'Enter your full name.'],
      [
        'phoneError',
        'Message: phone missing or not a valid number',
        'Enter a phone number we can reach you at, area code included, like (214) 555-0143.',
      ],
      ['emailError', 'Message: email missing or not valid', 'Enter a valid email address.'],
      ['zipError', 'Message: ZIP code missing', 'Enter your ZIP code.'],
      ['coverageError', 'Message: no coverage chosen', 'Choose the coverage you need.'],
    ].map(([name, title, example]) => ({
      ...translatedField(name!, title!, { required: `Write this label, for example “${example}”.` }),
      group: 'states',
    })),
    {
      ...translatedField('privacyNote', 'Note under the button', {
        description: 'For example “We never share your information.”',
      }),
      group: 'labels',
    },
    {
      ...translatedField('consentDisclosure', 'Consent under the button', {
        type: 'consentText',
        description:
          'Shown under the button of every quote form; its exact text is recorded with each lead as the visitor’s consent to be contacted. Keep it saying that the agency may call or email (possibly by automated means) and that consent is not a condition of purchase, with the links to the privacy policy and terms. Leave texts out: they have a box of their own by the phone field (Site settings → Text messages), never bundled into sending the form.',
        required: CONSENT_MISSING,
        hasValue: hasText,
      }),
      group: 'labels',
    },
    earlierConsentField('labels'),
  ],
  preview: { prepare: () => ({ title: 'Quote form' }) },
})
