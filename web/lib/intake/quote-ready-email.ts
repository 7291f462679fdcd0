import { retryDelay } from '../crm-webhook/retry-schedule'

/**
 * When a failed try of the agency's email is tried again, counted from the try before: 5 s, 15 s, 1 min, 5 min,
 * 30 min, 2 h, 6 h, 12 h. EmailJS failing for a moment (a restart, its limit of a send a second) is over within
 * seconds, so the first two retries come at once; an outage of its service or of the network gets minutes, then
 * hours; the last try is about 20½ hours after the first, so a quote finished in the evening still reaches the
 * inbox the next working day. Past that the lead is worked from the Studio (or the export) anyway: the email is
 * marked failed, and health and the Studio say so.
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

/** pending: waiting for its next try; sent: EmailJS took it; failed: every try failed. */
export type QuoteReadyEmailStatus = 'pending' | 'sent' | 'failed'

/**
 * The agency's email about a finished online quote and where its sending stands, kept on the lead (the lead
 * document's `quoteReadyEmail`, or a row of `quote_ready_emails` in the requests database). Ids, times and error
 * names only: what the email says is made from the lead at each try.
 */
export type QuoteReadyEmail = {
  /** ISO 8601 (UTC): when the online quote was finished. */
  createdAt: string
  status: QuoteReadyEmailStatus
  tries: number
  /** ISO 8601 (UTC): when the next try is due, or until when whoever tries it holds it. */
  nextTryAt?: string
  sentAt?: string
  /** What went wrong on the last failed try, never what was sent: “EmailJS answered HTTP 500”. */
  lastError?: string
}

export type QuoteReadyEmailUpdate = Pick<QuoteReadyEmail, 'status' | 'tries'> &
  Partial<Pick<QuoteReadyEmail, 'nextTryAt' | 'sentAt' | 'lastError'>>

/** The email to keep with the save that finishes an online quote; its first try is its maker's until `claimedUntil`. */
export const newQuoteReadyEmail = (now: Date, claimedUntil: Date): QuoteReadyEmail => ({
  createdAt: now.toISOString(),
  status: 'pending',
  tries: 0,
  nextTryAt: claimedUntil.toISOString(),
})

/** The email after try number `tries`: sent, failed for good, or due again after its delay (`error` when it failed). */
export function afterEmailTry(
  error: string | undefined,
  tries: number,
  now: Date,
  random?: () => number,
): QuoteReadyEmailUpdate {
  if (error === undefined) return { status: 'sent', tries, sentAt: now.toISOString() }
  if (tries >= EMAIL_MAX_TRIES) return { status: 'failed', tries, lastError: error }
  return {
    status: 'pending',
    tries,
    lastError: error,
    nextTryAt: new Date(now.getTime() + retryDelay(tries, random, EMAIL_RETRY_DELAYS_MS)).toISOString(),
  }
}
