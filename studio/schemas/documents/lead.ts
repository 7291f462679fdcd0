import { InboxIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { OnlineQuoteInput } from '../../inbox/online-quote-input'
import { LEAD_STAGES } from '../../inbox/stages'
import {
  attributionField,
  contactKeyFields,
  NEWEST_FIRST,
  readOnlyField,
  type ReadOnlyField,
  receiptFields,
  requestPreview,
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
    ...requestFields.map(readOnlyField),
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
