import { InboxIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { OnlineQuoteInput } from '../../inbox/online-quote-input'
import { LEAD_STAGES } from '../../inbox/stages'
import {
  agencyTimeField,
  attributionField,
  contactKeyFields,
  NEWEST_FIRST,
  readOnlyField,
  type ReadOnlyField,
  receiptFields,
  requestPreview,
  textConsentFields,
  workFields,
} from '../stored-requests'

// The request as the visitor filled it in, under the names the form and the emails use.
const requestFields: ReadOnlyField[] = [
  ['fullName', 'Full name'],
  ['phoneNumber', 'Phone'],
  ['email', 'Email'],
  ['zipCode', 'ZIP code'],
  ['coverageType', 'Coverage type'],
  ['coverageLabel', 'Coverage as the visitor read it (in their language)'],
  ['additionalInfo', 'Additional information', 'text'],
  ['contactPreference', 'Preferred contact method'],
  ['timeframe', 'When they need coverage'],
]

/** A time the stage input records by itself (see stageTimesPatch), shown once it has been. */
const recordedTime = (name: string, title: string, description: string) => ({
  ...agencyTimeField(name, title, description),
  hidden: ({ value }: { value?: unknown }) => !value,
})

/**
 * A quote request from the site. The server keeps every one under a private id (leads.<uuid>) and writes what the
 * visitor sent; the office manager moves it from New through Contacted and Quoted to Won or Lost.
 */
export const lead = defineType({
  name: 'lead',
  title: 'Lead',
  type: 'document',
  icon: InboxIcon,
  liveEdit: true,
  fields: [
    ...workFields('lead', LEAD_STAGES),
    recordedTime(
      'quotedAt',
      'First quoted',
      'Filled in by itself the first time the stage reaches Quoted (or Won): the ad platforms count it as a qualified lead.',
    ),
    recordedTime(
      'wonAt',
      'Won',
      'Filled in by itself the first time the stage reaches Won: when the policy was sold.',
    ),
    defineField({
      name: 'annualPremium',
      title: 'Annual premium (US dollars)',
      type: 'number',
      description:
        'Optional: what the sold policy costs the client for a year, in dollars, for example 1840. It becomes the sale’s value in the ad conversions files and the leads report. Leave it empty if you don’t know it.',
      hidden: ({ document, value }) => value === undefined && document?.stage !== 'won',
      validation: (rule) => [
        rule.min(0).error('A premium cannot be below zero.'),
        rule.precision(2).error('Dollars and cents at most, for example 1840.50.'),
        rule.max(1_000_000).warning('That is over a million dollars a year: check the number.'),
      ],
    }),
    ...requestFields.map(readOnlyField),
    ...textConsentFields(),
    defineField({
      name: 'intake',
      title: 'Online quote',
      type: 'intakeProgress',
      readOnly: true,
      description: 'What the visitor answered online after the quote form, step by step, as far as they got.',
      hidden: ({ value }) => !value,
      // Read as the agent reads it: where it stands, then the answers by step and by driver or vehicle.
      components: { input: OnlineQuoteInput },
    }),
    defineField({
      name: 'intakeLinkHash',
      title: 'Online quote link (fingerprint)',
      type: 'string',
      readOnly: true,
      hidden: true,
      description: 'Checks the link the visitor opens their online quote with; the link itself is not kept.',
    }),
    ...receiptFields({
      description:
        'The emails the visitor’s browser sent. If the confirmation to the customer is not ticked, they got no email from us: mention that their request arrived when you call.',
      customer: 'Confirmation to the customer',
      agency: 'Lead email to the agency',
    }),
    attributionField(),
    ...contactKeyFields(),
  ],
  orderings: [NEWEST_FIRST],
  preview: requestPreview(LEAD_STAGES, 'coverageType'),
})
