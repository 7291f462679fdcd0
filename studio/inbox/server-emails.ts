// Whether the agency's inbox got each email the site's server sends it about a record, in words the office manager
// reads at a glance: the agency's email of a request the visitor's browser did not send, the email of a finished
// online quote, the email of a request made on the stop page. The server keeps them on the record (`serverEmails`),
// written with it, and updates each after every try. Pure (the time to compare with is passed in), so the tests pin
// every line.
import {
  EMAIL_RETRY_DELAYS_MS,
  SERVER_EMAIL_KINDS,
  type ServerEmail,
  type ServerEmailKind,
} from '../../web/lib/outbox/server-email'
import { formatAgencyTime } from './agency-time'
import type { DeliveryLine } from './crm-delivery'

/** The field of a lead, a service request or a register document that holds the server's emails. */
export const SERVER_EMAILS = 'serverEmails'

export const EMAIL_NOT_SENT = 'failed'

/** GROQ: some email of the record never reached the agency, even after every retry, or was refused for good. */
export const EMAIL_NOT_SENT_FILTER = `count(${SERVER_EMAILS}[status == "${EMAIL_NOT_SENT}"]) > 0`

export const EMAIL_STATUSES = [
  { value: 'pending', title: 'Waiting to be sent' },
  { value: 'sent', title: 'Sent' },
  { value: EMAIL_NOT_SENT, title: 'Not sent' },
]

/** What each email was, as its line starts. */
const TITLES: Record<ServerEmailKind, string> = {
  agency: 'The agency’s email of this request',
  'quote-ready': 'The email of the finished online quote',
  'call-time': 'The email of the time chosen for the call',
  'review-request': 'The email of the review request, to the client',
  'opt-out': 'The email of this stop request',
  'daily-ceiling': 'The email of the day’s refused requests',
}

export const EMAIL_KINDS = SERVER_EMAIL_KINDS.map((value) => ({ value, title: TITLES[value] }))

const HOUR_MS = 3600_000

/** How long the site goes on trying a failed email, in whole hours (its last try is this long after its first). */
export const RETRY_HOURS = Math.floor(EMAIL_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) / HOUR_MS)

/** An email as the server writes it; any field may be missing from a record someone edited by hand. */
export type StoredServerEmail = Partial<Omit<ServerEmail, 'kind' | 'status'>> & {
  kind?: string
  status?: string
}

/** The document the server keeps for a day the site reached its ceiling on requests (dailyCeilings.<day>). */
export const DAILY_CEILING_TYPE = 'dailyCeiling'

/** “Requests refused on 2026-12-02”, and whether the agency was told. */
export function dailyCeilingPreview({ id, serverEmails }: { id?: string; serverEmails?: unknown }) {
  const day = id?.replace(/^(drafts\.)?dailyCeilings\./, '')
  return {
    title: day ? `Requests refused on ${day}` : 'Requests refused',
    subtitle: emailNotSentMark(serverEmails) ?? 'Past the daily ceiling on requests',
  }
}

/** What a list shows of a record with an email the agency never got, or nothing. */
export const emailNotSentMark = (emails: unknown): string | undefined =>
  Array.isArray(emails) &&
  (emails as (StoredServerEmail | null)[]).some((email) => email?.status === EMAIL_NOT_SENT)
    ? 'Email to agency not sent'
    : undefined

const isTime = (time: string | undefined): time is string => Boolean(time) && !Number.isNaN(Date.parse(time!))

const triesText = (tries: number) => (tries === 1 ? '1 try' : `${tries} tries`)

// The server writes what went wrong; the office manager reads what it means, the words kept for whoever fixes it.
const REASONS: [error: RegExp, meaning: string][] = [
  [/HTTP 429\b/, 'the email service was sent too many emails at once'],
  [/HTTP 4\d\d\b/, 'the email service refused it'],
  [/HTTP 5\d\d\b/, 'the email service had a problem on its side'],
  [/could not be reached/, 'the email service could not be reached'],
  [/did not answer/, 'the email service did not answer in time'],
  [/No EmailJS template/, 'the site has no email template set up for it'],
  [/no longer kept/, 'what it was about was deleted since'],
]

function reason(error: string | undefined): string {
  const said = error?.trim()
  if (!said) return 'it could not be sent'
  const meaning = REASONS.find(([pattern]) => pattern.test(said))?.[1] ?? 'it could not be sent'
  return `${meaning} (${said})`
}

const CHECK_SETTINGS = 'ask whoever runs the site to check its email settings'

/** What the office does when an email of this kind never reached `inbox`. */
function whatToDo(kind: string | undefined, inbox: string): string {
  switch (kind) {
    case 'agency':
      return `The agency’s ${inbox} never got this request, so it is only here: answer it from the Studio, and ${CHECK_SETTINGS}.`
    case 'quote-ready':
      return `The agency’s ${inbox} never got this online quote: read the answers under “Online quote” and pass them to whoever quotes it, and ${CHECK_SETTINGS}.`
    case 'call-time':
      return `The agency’s ${inbox} never heard when this visitor asked to be called: the time is on the request, and under Calls. Put it in whoever calls them’s calendar, and ${CHECK_SETTINGS}.`
    case 'review-request':
      return `The client never got the email asking for a review. Send it from your own email if you wish, and ${CHECK_SETTINGS}.`
    case 'opt-out':
      return `The agency’s ${inbox} never got this stop request. It holds all the same: the register has it and the CRM is told. Take the number off any list of your own, and ${CHECK_SETTINGS}.`
    case 'daily-ceiling':
      return `The agency’s ${inbox} never heard that the site turned visitors away today: if the calls do not come, the site may be flooded by a script. Tell whoever runs the site, and ${CHECK_SETTINGS}.`
    default:
      return `The agency’s ${inbox} never got it: ${CHECK_SETTINGS}.`
  }
}

/**
 * One line for one email, what it was first: “The email of the finished online quote — sent to the agency’s lead
 * inbox Nov 26, 10:15 AM”, “The agency’s email of this request — not sent yet: the email service had a problem on
 * its side (EmailJS answered HTTP 503). The site tries again at 10:20 AM (2 tries so far).”, or, once it failed
 * for good, what to do. `recordType` is the record's type: a service request's own email goes to the service
 * inbox, every other email to the lead inbox. Times are on Dallas time.
 */
export function serverEmailLine(
  email: StoredServerEmail | undefined,
  now: Date,
  recordType?: string,
): DeliveryLine {
  const kind = email?.kind
  const title =
    kind && kind in TITLES ? TITLES[kind as ServerEmailKind] : 'An email from the site to the agency'
  const inbox = kind === 'agency' && recordType === 'serviceRequest' ? 'service inbox' : 'lead inbox'
  const tries = typeof email?.tries === 'number' && email.tries > 0 ? email.tries : 0
  const line = (tone: DeliveryLine['tone'], text: string): DeliveryLine => ({
    tone,
    text: `${title} — ${text}`,
  })
  if (email?.status === 'sent') {
    const at = isTime(email.sentAt) ? ` ${formatAgencyTime(email.sentAt)}` : ''
    return line(
      'positive',
      `sent to the agency’s ${inbox}${at}${tries > 1 ? ` (after ${triesText(tries)})` : ''}.`,
    )
  }
  if (email?.status === EMAIL_NOT_SENT) {
    return line(
      'critical',
      `not sent: ${reason(email.lastError)}${tries ? `, ${triesText(tries)}` : ''}. ${whatToDo(kind, inbox)}`,
    )
  }
  const next = isTime(email?.nextTryAt)
    ? Date.parse(email.nextTryAt) > now.getTime()
      ? ` at ${formatAgencyTime(email.nextTryAt, now.getTime())}`
      : ' any moment now'
    : ''
  if (email?.lastError) {
    return line(
      'caution',
      `not sent yet: ${reason(email.lastError)}. The site tries again${next}${tries ? ` (${triesText(tries)} so far)` : ''}.`,
    )
  }
  return line('default', `being sent to the agency’s ${inbox}.`)
}
