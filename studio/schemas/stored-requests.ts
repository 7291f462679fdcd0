import { defineArrayMember, defineField } from 'sanity'

// What quote requests (leads) and service requests have in common: the site's server keeps one when its emails
// could not be sent, writes every field itself, and the office manager only ticks the box that says it was handled.

// The agency works on Dallas time; showing every request in it keeps "when did this come in" the same for
// everyone, wherever the Studio is opened. The guides' dates are shown on it too.
export const AGENCY_TIME_ZONE = 'America/Chicago'

/** A formatter of ISO 8601 times on Dallas time, which gives nothing for a missing or unreadable time. */
export function agencyTimeFormat(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, ...options })
  return (time: string | undefined) => {
    const date = time ? new Date(time) : undefined
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : undefined
  }
}

/** "Mar 2, 2026, 10:00 AM CST" for an ISO 8601 time, or nothing when it is missing or unreadable. */
export const formatReceived = agencyTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/**
 * What a list shows under the visitor's name: what they asked for, the language to answer in when it is not
 * English, when it came in, and whether it was handled (“Auto Insurance · Spanish · Mar 2, 2026, 10:00 AM CST”).
 */
export const receivedSubtitle = (
  asked: string | undefined,
  language: unknown,
  submittedAt: string | undefined,
  handled: string | undefined,
) =>
  [asked, language === 'es' ? 'Spanish' : undefined, formatReceived(submittedAt), handled]
    .filter(Boolean)
    .join(' · ')

export type ReadOnlyField = [name: string, title: string, type?: 'string' | 'text']

export const readOnlyField = ([name, title, type = 'string']: ReadOnlyField) =>
  defineField({ name, title, type, readOnly: true })

/** The one box the office manager ticks; it saves at once, since these documents are edited live. */
export const handledField = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'boolean', initialValue: false, description })

type UndeliveredEmails = {
  description: string
  /** What the visitor's own copy is called in this kind of request. */
  customer: string
  /** What the agency's copy is called. */
  agency: string
}

/** When and how the request arrived, in the language to answer in, and what the visitor agreed to. */
export const receiptFields = (undelivered: UndeliveredEmails) => [
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
    description: undelivered.description,
    of: [defineArrayMember({ type: 'string' })],
    options: {
      list: [
        { title: undelivered.customer, value: 'customer' },
        { title: undelivered.agency, value: 'agency' },
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
]

export const NEWEST_FIRST = {
  title: 'Newest first',
  name: 'submittedAtDesc',
  by: [{ field: 'submittedAt', direction: 'desc' as const }],
}
