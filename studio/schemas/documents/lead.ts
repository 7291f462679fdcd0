import { InboxIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { formatAgencyTime } from '../../inbox/agency-time'
import { reviewFact } from '../../inbox/review-fact'
import { MoneyInput } from '../../inbox/money-input'
import { OnlineQuoteInput } from '../../inbox/online-quote-input'
import { languageFact, requestFormInput } from '../../inbox/request-form-input'
import { LEAD_STAGES } from '../../inbox/stages'
import {
  agencyTimeField,
  attributionField,
  contactKeyFields,
  NEWEST_FIRST,
  onTheCard,
  readOnlyField,
  type ReadOnlyField,
  receiptFields,
  RECORDS,
  recordsFieldset,
  requestPreview,
  textConsentFields,
  workFields,
} from '../stored-requests'

// The request as the visitor filled it in, under the names the form and the emails use: what the contact card at
// the top shows, what else they told us, and how the coverage read in their language.
const cardFields: ReadOnlyField[] = [
  ['fullName', 'Full name'],
  ['phoneNumber', 'Phone'],
  ['email', 'Email'],
  ['coverageType', 'Coverage type'],
  ['contactPreference', 'Preferred contact method'],
  ['timeframe', 'When they need coverage'],
]
const toldUsFields: ReadOnlyField[] = [
  ['zipCode', 'ZIP code'],
  ['additionalInfo', 'Additional information', 'text'],
]
const coverageLabelField: ReadOnlyField = [
  'coverageLabel',
  'Coverage as the visitor read it (in their language)',
]

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A time the stage input records by itself (see stageTimesPatch), shown among the records once it has been. */
const recordedTime = (name: string, title: string, description: string) => ({
  ...agencyTimeField(name, title, description),
  hidden: ({ value }: { value?: unknown }) => !value,
  fieldset: RECORDS,
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
  components: {
    input: requestFormInput((lead) => [
      { label: 'Call booked for', value: formatAgencyTime(text(lead.callAt)) },
      { label: 'Review', value: reviewFact(lead) },
      { label: 'Coverage', value: text(lead.coverageType) },
      languageFact(lead.language),
      { label: 'Prefers', value: text(lead.contactPreference) },
      { label: 'Needs coverage', value: text(lead.timeframe) },
    ]),
  },
  fieldsets: [recordsFieldset],
  fields: [
    ...workFields('lead', LEAD_STAGES),
    defineField({
      name: 'annualPremium',
      title: 'Annual premium (US dollars)',
      type: 'number',
      description:
        'Optional: what the sold policy costs the client for a year, in dollars, for example 1840. It becomes the sale’s value in the ad conversions files and the leads report. Leave it empty if you don’t know it.',
      hidden: ({ document, value }) => value === undefined && document?.stage !== 'won',
      components: { input: MoneyInput },
      validation: (rule) => [
        rule.min(0).error('A premium cannot be below zero.'),
        rule.precision(2).error('Dollars and cents at most, for example 1840.50.'),
        rule.max(1_000_000).warning('That is over a million dollars a year: check the number.'),
      ],
    }),
    defineField({
      name: 'noReviewRequest',
      title: 'Don’t ask for a review',
      type: 'boolean',
      initialValue: false,
      description:
        'Only where asking would be wrong, for example a claim in dispute. Every other won client is asked, pleased or not: asking only some is what Google calls review gating, and it is not allowed.',
      readOnly: ({ document }) => Boolean(document?.reviewRequest),
    }),
    defineField({
      name: 'noReviewRequestReason',
      title: 'Why not',
      type: 'text',
      rows: 2,
      hidden: ({ document }) => !document?.noReviewRequest,
      readOnly: ({ document }) => Boolean(document?.reviewRequest),
      validation: (rule) =>
        rule.custom((reason, context) =>
          (context.document as { noReviewRequest?: boolean } | undefined)?.noReviewRequest &&
          !(typeof reason === 'string' && reason.trim())
            ? 'Say why this client is not asked, for example “Claim in dispute”.'
            : true,
        ),
    }),
    // On the contact card: whether and when the client was asked.
    onTheCard(
      defineField({
        name: 'reviewRequest',
        title: 'Review request',
        type: 'reviewRequest',
        readOnly: true,
      }),
    ),
    ...cardFields.map(readOnlyField).map(onTheCard),
    ...toldUsFields.map(readOnlyField),
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
    // On the contact card, beside the phone number.
    onTheCard(
      agencyTimeField(
        'callAt',
        'Call booked for',
        'The time the visitor chose on the thank-you page for our call. Still new past it, the lead is listed under “Waiting too long”. None: they asked to be called as soon as we can.',
      ),
    ),
    defineField({
      name: 'intakeLinkHash',
      title: 'Online quote link (fingerprint)',
      type: 'string',
      readOnly: true,
      hidden: true,
      description: 'Checks the link the visitor opens their online quote with; the link itself is not kept.',
    }),
    // The records last: the fieldset is drawn where its first field is.
    ...receiptFields({
      description:
        'The emails the visitor’s browser sent. If the confirmation to the customer is not ticked, they got no email from us: mention that their request arrived when you call.',
      customer: 'Confirmation to the customer',
      agency: 'Lead email to the agency',
    }),
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
    { ...readOnlyField(coverageLabelField), fieldset: RECORDS },
    attributionField(),
    ...contactKeyFields(),
  ],
  orderings: [NEWEST_FIRST],
  preview: requestPreview(LEAD_STAGES, 'coverageType'),
})
