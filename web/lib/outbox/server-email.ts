import { retryDelay } from '../crm-webhook/retry-schedule'

/**
 * When a failed try of an email is tried again, counted from the try before: 5 s, 15 s, 1 min, 5 min, 30 min, 2 h,
 * 6 h, 12 h. EmailJS failing for a moment (a restart, its limit of a send a second) is over within seconds, so the
 * first two retries come at once; an outage of its service or of the network gets minutes, then hours; the last try
 * is about 20½ hours after the first, so a request sent in the evening still reaches the inbox the next working
 * day. Past that the request is worked from the Studio (or the export) anyway: the email is marked failed, and
 * health and the Studio say so.
 */
export const EMAIL_RETRY_DELAYS_MS = [
  5_000,
  15_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  6 * 3600_000,
  12 * 3600_000,
] as const

/** The first try and one per retry. */
export const EMAIL_MAX_TRIES = EMAIL_RETRY_DELAYS_MS.length + 1

/**
 * What the server emails the agency:
 * - `agency`: a lead or service request whose email the visitor's browser did not send (no JavaScript, or its send
 *   failed);
 * - `quote-ready`: a lead's online quote, finished;
 * - `call-time`: the time a lead chose for the call, or that they left it to the office after choosing one;
 * - `review-request`: to the client of a won lead, asking for a review (the one email not to the agency);
 * - `opt-out`: a request to stop texts or calls, from the site's stop page;
 * - `daily-ceiling`: the day's requests refused past the site-wide ceiling.
 */
export const SERVER_EMAIL_KINDS = [
  'agency',
  'quote-ready',
  'call-time',
  'review-request',
  'opt-out',
  'daily-ceiling',
] as const
export type ServerEmailKind = (typeof SERVER_EMAIL_KINDS)[number]

/** pending: waiting for its next try; sent: EmailJS took it; failed: every try failed, or EmailJS refused it. */
export type ServerEmailStatus = 'pending' | 'sent' | 'failed'

/**
 * One email the server sends, kept beside the record it is about (in the record's `serverEmails`, or a row of
 * `server_emails` in the requests database), written with it. What it says is made from the record at each try;
 * only an email with no record of its own (the stop page's, the day's refusals) keeps its parameters.
 */
export type ServerEmail = {
  /** Unique on its record: its kind, for an email a record has once. */
  _key: string
  /** The Studio's type of an item of a record's serverEmails. */
  _type: 'serverEmail'
  kind: ServerEmailKind
  /** ISO 8601 (UTC): when it was made. */
  createdAt: string
  status: ServerEmailStatus
  tries: number
  /**
   * ISO 8601 (UTC): when the next try is due, or until when whoever took it holds it. A try is taken by moving this
   * time, only if it is still as read; what the try did is written only while it is still that time.
   */
  nextTryAt?: string
  sentAt?: string
  /** What went wrong on the last failed try, never what was sent: “EmailJS answered HTTP 500”. */
  lastError?: string
  /** The email's template parameters, for an email with no record to make them from. */
  params?: Record<string, string>
}

export type ServerEmailUpdate = Pick<ServerEmail, 'status' | 'tries'> &
  Partial<Pick<ServerEmail, 'nextTryAt' | 'sentAt' | 'lastError'>>

/**
 * An email to keep with its record: due at once; whichever server takes it first sends it. Its key is its kind,
 * unless the record may have several of that kind (the register's document of a person who asks twice).
 */
export const newServerEmail = (
  kind: ServerEmailKind,
  now: Date,
  { key = kind, params }: { key?: string; params?: Record<string, string> } = {},
): ServerEmail => ({
  _key: key,
  _type: 'serverEmail',
  kind,
  createdAt: now.toISOString(),
  status: 'pending',
  tries: 0,
  nextTryAt: now.toISOString(),
  ...(params && { params }),
})

/** Why a try failed, and whether trying again can help (a refusal of the email itself cannot be cured by waiting). */
export type TryFailure = { reason: string; final: boolean }

/**
 * The email after try number `tries`: sent, failed for good (the last try, or a failure no retry can cure), or due
 * again after its delay.
 */
export function afterEmailTry(
  failure: TryFailure | undefined,
  tries: number,
  now: Date,
  random?: () => number,
): ServerEmailUpdate {
  if (failure === undefined) return { status: 'sent', tries, sentAt: now.toISOString() }
  if (failure.final || tries >= EMAIL_MAX_TRIES) return { status: 'failed', tries, lastError: failure.reason }
  return {
    status: 'pending',
    tries,
    lastError: failure.reason,
    nextTryAt: new Date(now.getTime() + retryDelay(tries, random, EMAIL_RETRY_DELAYS_MS)).toISOString(),
  }
}
