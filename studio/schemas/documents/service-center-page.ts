import { HelpCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { languageOf } from '../../languages'
import { SERVICE_CENTER_SLUGS } from '../../singletons'
import {
  addressField,
  addressPreview,
  cardsField,
  earlierConsentField,
  earlierWordsField,
  folded,
  labelsIn,
  languageField,
  orderedSection,
  requiredString,
  requiredText,
  seoField,
  templateField,
} from '../fields'
import { hasText } from '../objects/consent-text'

// One message per field of the request form, shown next to the field when the client leaves it empty or wrong.
const errorMessages = [
  ['requestType', 'No request type chosen', 'Choose what you need.'],
  ['name', 'Name missing', 'Enter your full name.'],
  [
    'phone',
    'Phone missing or not a valid number',
    'Enter a phone number we can reach you at, area code included, like (214) 555-0143.',
  ],
  ['email', 'Email missing or mistyped', 'Enter a valid email address.'],
  ['policyNumber', 'Policy number missing', 'Enter your policy number, or tick “I don’t know it”.'],
  ['carrier', 'Carrier not chosen', 'Choose your carrier, or “I’m not sure”.'],
  ['changeDescription', 'Change not described', 'Tell us what you would like to change.'],
  ['changeDate', 'Date of the change missing', 'Enter the date the change should take effect.'],
  ['holderName', 'Certificate holder missing', 'Enter the certificate holder’s name.'],
  ['holderAddress', 'Certificate holder’s address missing', 'Enter the certificate holder’s address.'],
  ['certificatePurpose', 'Purpose of the certificate missing', 'Tell us what the certificate is for.'],
  ['vehicle', 'Vehicle missing', 'Enter the year, make and model of the vehicle.'],
  ['dateOfLoss', 'Date of loss missing', 'Enter the date of the loss.'],
  ['lossDescription', 'Loss not described', 'Tell us briefly what happened.'],
] as const

/**
 * The page where existing clients find their carrier's claims line and ask the agency for a policy change, a
 * certificate, an ID card or help with a claim. One document per language, like the other fixed pages.
 */
export const serviceCenterPage = defineType({
  name: 'serviceCenterPage',
  title: 'Service center',
  type: 'document',
  icon: HelpCircleIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'directory', title: 'Carrier list' },
    { name: 'form', title: 'Request form' },
  ],
  fields: [
    { ...requiredString('title', 'Title', 'Write the title, for example “Service Center”.'), group: 'page' },
    // Fixed in both languages: the header, the footer and emails to clients link here.
    { ...addressField((document) => SERVICE_CENTER_SLUGS[languageOf(document)]), group: 'page' },
    {
      ...requiredText(
        'intro',
        'Introduction',
        'Write a sentence or two on what clients can do on this page.',
      ),
      group: 'page',
    },
    {
      ...orderedSection('firstSteps', 'First steps after an accident or a loss', [
        requiredString('heading', 'Heading', 'Write the heading, for example “Had an accident or a loss?”.'),
        cardsField('steps', 'Steps', 3),
      ]),
      group: 'page',
    },
    {
      ...orderedSection(
        'directory',
        'Carrier list',
        [
          requiredString('heading', 'Heading', 'Write the heading, for example “Find your carrier”.'),
          requiredText(
            'intro',
            'Introduction',
            'Write a sentence on what the list is for, for example that claims lines answer day and night.',
          ),
          ...labelsIn('filters', [
            ['lineFilterLabel', 'Line filter', 'Line of insurance'],
            ['allLinesLabel', 'Choice for every line', 'All lines'],
            ['searchLabel', 'Search box', 'Carrier name'],
            ['applyLabel', 'Filter button', 'Show carriers'],
            ['clearLabel', 'Link that clears the filters', 'Show all carriers'],
          ]),
          {
            ...templateField(
              'countTemplate',
              'Number of carriers shown',
              'Showing {count} of {total} carriers',
              ['{count}', '{total}'],
              'The site puts the number of carriers shown in place of {count}, and the number of carriers in the list in place of {total}.',
            ),
            fieldset: 'filters',
          },
          {
            ...requiredText(
              'noResults',
              'When no carrier matches',
              'Write what clients read when no carrier matches their search.',
            ),
            fieldset: 'filters',
          },
          ...labelsIn('card', [
            ['claimsPhoneLabel', 'Claims phone', '24/7 claims'],
            ['claimsWebsiteLabel', 'Claims website', 'Report a claim online'],
            ['paymentLabel', 'Payment website', 'Pay your bill'],
            ['policyServiceLabel', 'Policy website', 'Manage your policy'],
            ['roadsideLabel', 'Roadside phone', 'Roadside assistance'],
            ['linesLabel', 'Lines of the carrier', 'Lines we place with this carrier'],
            [
              'newTabNote',
              'New tab note (screen readers)',
              'opens the carrier’s site in a new tab',
              'Read aloud after each link to a carrier’s site, which opens in a new tab.',
            ],
          ]),
        ],
        [folded('filters', 'Filter and search'), folded('card', 'On each carrier')],
      ),
      group: 'directory',
    },
    {
      ...orderedSection('help', 'Not sure whom to call', [
        requiredString('heading', 'Heading', 'Write the heading, for example “Not sure whom to call?”.'),
        requiredText('text', 'Text', 'Write a sentence inviting clients to call the agency for help.'),
      ]),
      group: 'page',
    },
    {
      ...orderedSection(
        'requestForm',
        'Request form',
        [
          requiredString('heading', 'Heading', 'Write the heading, for example “Send us a request”.'),
          requiredText('intro', 'Introduction', 'Write a sentence on what clients can ask for here.'),
          ...labelsIn('requestTypes', [
            ['requestTypeLabel', 'Question', 'What do you need?'],
            ['policyChangeLabel', 'Policy change', 'Policy change'],
            ['certificateLabel', 'Certificate of insurance', 'Certificate of insurance'],
            ['autoIdCardLabel', 'Auto ID card', 'Auto ID card'],
            ['claimLabel', 'Help with a claim', 'Help with a claim'],
          ]),
          ...labelsIn('client', [
            ['nameLabel', 'Full name', 'Full Name'],
            ['phoneLabel', 'Phone', 'Phone Number'],
            ['emailLabel', 'Email', 'Email Address'],
            ['policyNumberLabel', 'Policy number', 'Policy number'],
            ['policyNumberUnknownLabel', 'Box for an unknown policy number', 'I don’t know it'],
            ['carrierLabel', 'Carrier', 'Insurance company'],
            ['carrierPlaceholder', 'Empty choice of the carrier list', 'Choose your carrier'],
            ['carrierUnknownLabel', 'Choice for an unknown carrier', 'I’m not sure'],
            ['detailsLabel', 'Anything else', 'Anything else we should know'],
          ]),
          ...labelsIn('byType', [
            ['changeDescriptionLabel', 'Policy change: the change', 'What would you like to change?'],
            ['changeDateLabel', 'Policy change: its date', 'When should the change take effect?'],
            ['holderNameLabel', 'Certificate: holder’s name', 'Certificate holder’s name'],
            ['holderAddressLabel', 'Certificate: holder’s address', 'Certificate holder’s address'],
            ['certificatePurposeLabel', 'Certificate: what it is for', 'What is the certificate for?'],
            ['vehicleLabel', 'Auto ID card: vehicle', 'Vehicle (year, make and model)'],
            ['dateOfLossLabel', 'Claim: date of loss', 'Date of loss'],
            ['lossDescriptionLabel', 'Claim: what happened', 'What happened?'],
          ]),
          ...labelsIn('states', [
            ['submitLabel', 'Button', 'Send request'],
            ['sendingLabel', 'Button while sending', 'Sending...'],
            ['successTitle', 'Title after sending', 'Request received'],
          ]),
          {
            ...requiredText(
              'successText',
              'Text after sending',
              'Write what clients read once their request is sent, for example when the agency will answer.',
            ),
            fieldset: 'states',
          },
          ...labelsIn('states', [
            ['errorLabel', 'Button after an error', 'Something went wrong. Try Again'],
            ['errorSummary', 'Above the form when a field is wrong', 'Please check the highlighted fields.'],
            [
              'deliveryError',
              'Under the button when the request could not be sent (the office phone number follows)',
              'We couldn’t send your request. Please try again, or call us at',
            ],
          ]),
          defineField({
            name: 'writtenConfirmationNotice',
            title: 'Notice by the button: nothing changes until confirmed in writing',
            type: 'consentText',
            description:
              'Shown above the button and again once the request is sent; its exact text is kept with each request, and the agency’s email repeats it. Keep it saying that no policy change, certificate or ID card asked for here is in effect until the client receives the agency’s written confirmation: E&O carriers advise saying so every time.',
            validation: (rule) =>
              rule.custom((blocks) =>
                hasText(blocks)
                  ? true
                  : 'Write the notice clients see by the button: nothing on their policy changes until the agency confirms it in writing.',
              ),
          }),
          defineField({
            name: 'consentDisclosure',
            title: 'Consent under the button',
            type: 'consentText',
            description:
              'Its exact text is kept with each request as the client’s consent to be contacted. Keep it saying that the agency may call or email about the request (possibly by automated means), with the links to the privacy policy and terms. Leave texts out: they have a box of their own by the phone field (Site settings → Text messages).',
            validation: (rule) =>
              rule.custom((blocks) =>
                hasText(blocks)
                  ? true
                  : 'Write the consent text clients see under the button: how the agency may contact them, with links to the privacy policy and terms.',
              ),
          }),
          defineField({
            name: 'errors',
            title: 'Messages next to a field left empty or wrong',
            type: 'object',
            options: { collapsible: true, collapsed: true },
            fields: errorMessages.map(([name, title, example]) =>
              requiredString(name, title, `Write the message, for example “${example}”.`),
            ),
            validation: (rule) => rule.required().error('Fill in the messages next to the form’s fields.'),
          }),
        ],
        [
          folded('requestTypes', 'What clients can ask for'),
          folded('client', 'The client, the policy and the carrier'),
          folded('byType', 'Questions for each kind of request'),
          folded('states', 'Button and messages'),
        ],
      ),
      group: 'form',
    },
    earlierConsentField('form'),
    earlierWordsField(
      'writtenConfirmationNoticeHistory',
      'form',
      'Filled in by itself each time a new notice by the button is published: what it said before, and until when.',
    ),
    { ...seoField(), group: 'page' },
    languageField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: addressPreview(language, slug) }),
  },
})
