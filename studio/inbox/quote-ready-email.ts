// Whether the agency's lead inbox got the email the site sends when a visitor finishes the online quote, in words
// the office manager reads at a glance. The site's server writes `quoteReadyEmail` on the lead with the save that
// finishes the online quote, and updates it after every try. Pure (the time to compare with is passed in), so the
// tests pin every line.
import { formatDayAndTime } from './agency-time'
import type { DeliveryLine } from './crm-delivery'
import { formatDue } from './wait'

/** The lead's field that holds the email and where its sending stands. */
export const QUOTE_READY_EMAIL = 'quoteReadyEmail'

export const EMAIL_NOT_SENT = 'failed'

/** GROQ: the lead's email to the agency could not be sent, even after every retry. */
export const EMAIL_NOT_SENT_FILTER = `${QUOTE_READY_EMAIL}.status == "${EMAIL_NOT_SENT}"`

export const EMAIL_STATUSES = [
  { value: 'pending', title: 'Waiting to be sent' },
  { value: 'sent', title: 'Sent' },
  { value: EMAIL_NOT_SENT, title: 'Not sent' },
]

/** The email as the server writes it; any field may be missing from a lead someone edited by hand. */
export type QuoteReadyEmail = {
  status?: string
  tries?: number
  createdAt?: string
  nextTryAt?: string
  sentAt?: string
  lastError?: string
}

const isTime = (time: string | undefined): time is string => Boolean(time) && !Number.isNaN(Date.parse(time!))

const triesText = (tries: number) => (tries === 1 ? '1 try' : `${tries} tries`)

// The server writes what EmailJS answered; the office manager reads what it means, the answer kept for whoever fixes it.
const REASONS: [error: RegExp, meaning: string][] = [
  [/HTTP 429\b/, 'the email service was sent too many emails at once'],
  [/HTTP 4\d\d\b/, 'the email service refused it'],
  [/HTTP 5\d\d\b/, 'the email service had a problem on its side'],
  [/could not be reached/, 'the email service could not be reached'],
  [/did not answer/, 'the email service did not answer in time'],
]

function reason(error: string | undefined): string {
  const said = error?.trim()
  if (!said) return 'it could not be sent'
  const meaning = REASONS.find(([pattern]) => pattern.test(said))?.[1] ?? 'it could not be sent'
  return `${meaning} (${said})`
}

/**
 * One line on the lead: “Sent to the agency’s lead inbox Nov 26, 10:15 AM”, “Not sent yet: the email service had
 * a problem on its side (EmailJS answered HTTP 503). The site tries again at 10:20 AM (2 tries so far).”, or, once
 * every try failed, what to do. Times are on Dallas time.
 */
export function quoteReadyEmailLine(email: QuoteReadyEmail | undefined, now: Date): DeliveryLine {
  const tries = typeof email?.tries === 'number' && email.tries > 0 ? email.tries : 0
  if (email?.status === 'sent') {
    const at = isTime(email.sentAt) ? ` ${formatDayAndTime(email.sentAt)}` : ''
    return {
      tone: 'positive',
      text: `Sent to the agency’s lead inbox${at}${tries > 1 ? ` (after ${triesText(tries)})` : ''}.`,
    }
  }
  if (email?.status === EMAIL_NOT_SENT) {
    return {
      tone: 'critical',
      text: `Not sent: ${reason(email.lastError)}${tries ? `, ${triesText(tries)}` : ''}. The agency’s lead inbox never got this online quote: read the answers under “Online quote” and pass them to whoever quotes it, and ask whoever runs the site to check its email settings.`,
    }
  }
  const next = isTime(email?.nextTryAt)
    ? Date.parse(email.nextTryAt) > now.getTime()
      ? ` at ${formatDue(email.nextTryAt, now.toISOString())}`
      : ' any moment now'
    : ''
  if (email?.lastError) {
    return {
      tone: 'caution',
      text: `Not sent yet: ${reason(email.lastError)}. The site tries again${next}${tries ? ` (${triesText(tries)} so far)` : ''}.`,
    }
  }
  return { tone: 'default', text: 'Being sent to the agency’s lead inbox.' }
}
