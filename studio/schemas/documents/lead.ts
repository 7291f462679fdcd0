import { InboxIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import {
  handledField,
  NEWEST_FIRST,
  readOnlyField,
  type ReadOnlyField,
  receiptFields,
  receivedSubtitle,
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

// Named as the parameters appear in links, so a marketer recognises them; the server writes "Not provided"
// for each one the visit did not carry.
const attributionFields: ReadOnlyField[] = [
  ['landingPage', 'Landing page'],
  ['referrer', 'Referrer'],
  ['utm_source', 'Campaign source (utm_source)'],
  ['utm_medium', 'Campaign medium (utm_medium)'],
  ['utm_campaign', 'Campaign name (utm_campaign)'],
  ['utm_term', 'Campaign keyword (utm_term)'],
  ['utm_content', 'Campaign content (utm_content)'],
  ['gclid', 'Google Ads click id (gclid)'],
  ['gbraid', 'Google Ads click id from iOS apps (gbraid)'],
  ['wbraid', 'Google Ads click id from iOS web (wbraid)'],
  ['fbclid', 'Meta (Facebook, Instagram) click id (fbclid)'],
  ['msclkid', 'Microsoft Ads click id (msclkid)'],
]

/**
 * A quote request the site's server kept because its emails could not be sent. The server writes every field
 * (under a private id, leads.<uuid>); the office manager only ticks "Contacted", which saves at once.
 */
export const lead = defineType({
  name: 'lead',
  title: 'Lead',
  type: 'document',
  icon: InboxIcon,
  liveEdit: true,
  fields: [
    handledField(
      'contacted',
      'Contacted',
      'Tick once someone has answered this request; it then leaves “Leads to follow up”.',
    ),
    ...requestFields.map(readOnlyField),
    ...receiptFields({
      description:
        'If the confirmation to the customer is ticked, they got no email from us: mention that their request arrived when you call.',
      customer: 'Confirmation to the customer',
      agency: 'Lead email to the agency',
    }),
    defineField({
      name: 'attribution',
      title: 'Where the lead came from',
      type: 'object',
      readOnly: true,
      description:
        'The first page of the visit, the site that sent it, and the campaign parameters in its link.',
      options: { collapsible: true, collapsed: true },
      fields: attributionFields.map(readOnlyField),
    }),
  ],
  orderings: [NEWEST_FIRST],
  preview: {
    select: {
      title: 'fullName',
      coverageType: 'coverageType',
      submittedAt: 'submittedAt',
      contacted: 'contacted',
      language: 'language',
    },
    prepare: ({ title, coverageType, submittedAt, contacted, language }) => ({
      title,
      subtitle: receivedSubtitle(coverageType, language, submittedAt, contacted ? 'Contacted' : undefined),
    }),
  },
})
