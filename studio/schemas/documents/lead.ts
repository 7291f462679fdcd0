import { InboxIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

// The agency works on Dallas time; showing every lead in it keeps "when did this come in" the same for
// everyone, wherever the Studio is opened.
const AGENCY_TIME_ZONE = 'America/Chicago'

const receivedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "Mar 2, 2026, 10:00 AM CST" for an ISO 8601 time, or nothing when it is missing or unreadable. */
const formatReceived = (submittedAt: string | undefined) => {
  const date = submittedAt ? new Date(submittedAt) : undefined
  return date && !Number.isNaN(date.getTime()) ? receivedFormat.format(date) : undefined
}

type ReadOnlyField = [name: string, title: string, type?: 'string' | 'text']

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

const readOnlyField = ([name, title, type = 'string']: ReadOnlyField) =>
  defineField({ name, title, type, readOnly: true })

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
    defineField({
      name: 'contacted',
      title: 'Contacted',
      type: 'boolean',
      initialValue: false,
      description: 'Tick once someone has answered this request; it then leaves “Leads to follow up”.',
    }),
    ...requestFields.map(readOnlyField),
    defineField({
      name: 'language',
      title: 'Language of the request (call back in it)',
      type: 'string',
      readOnly: true,
      options: {
        list: [
          { title: 'English', value: 'en' },
          { title: 'Spanish', value: 'es' },
        ],
      },
    }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      readOnly: true,
      options: { displayTimeZone: AGENCY_TIME_ZONE },
    }),
    defineField({
      name: 'undeliveredEmails',
      title: 'Emails that could not be sent',
      type: 'array',
      readOnly: true,
      description:
        'If the confirmation to the customer is ticked, they got no email from us: mention that their request arrived when you call.',
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: [
          { title: 'Confirmation to the customer', value: 'customer' },
          { title: 'Lead email to the agency', value: 'agency' },
        ],
      },
    }),
    defineField({
      name: 'channel',
      title: 'How it reached us',
      type: 'string',
      readOnly: true,
      options: {
        list: [
          { title: 'Sent by the form after the email service failed', value: 'browser-fallback' },
          { title: 'Sent by a browser without JavaScript', value: 'no-javascript' },
        ],
      },
    }),
    defineField({
      name: 'consentText',
      title: 'Consent shown',
      type: 'text',
      readOnly: true,
      description: 'The exact disclosure the visitor saw under the button when they sent the request.',
    }),
    defineField({ name: 'pageUrl', title: 'Sent from page', type: 'string', readOnly: true }),
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
  orderings: [
    { title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] },
  ],
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
      subtitle: [
        coverageType,
        language === 'es' ? 'Spanish' : undefined,
        formatReceived(submittedAt),
        contacted ? 'Contacted' : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
