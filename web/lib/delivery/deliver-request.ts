import { withTimeout } from '../timeout'
import { EMAIL_KINDS, type EmailKind } from './email-kind'
import { claimSubmission } from './submission-guard'

export const LIBRARY_LOAD_TIMEOUT_MS = 10_000

type Analytics = typeof import('../analytics/analytics')

type Options = {
  /** What the request is, for the console: "Quote request". */
  what: string
  /** The request as the duplicate guard compares it. */
  request: unknown
  /**
   * Loads the form's email module (on the first submit: the email library stays out of the page's first load)
   * and sends both emails, knowing the request's key; resolves with those that did not go out.
   */
  email: (key: string) => Promise<EmailKind[]>
  /** Hands the request to the site's own endpoint with its key, naming the emails that went out. */
  toServer: (receipt: { key: string; emailsSent: EmailKind[] }) => Promise<boolean>
  /** Pushes the form's data-layer event, once the request has reached the agency; `key` is its order id. */
  track: (analytics: Analytics, key: string) => void | Promise<void>
}

/** A module loaded on submit, given up after LIBRARY_LOAD_TIMEOUT_MS (blocked, offline, stalled). */
export const loadOnSubmit = <Module>(load: () => Promise<Module>) =>
  withTimeout(
    load(),
    LIBRARY_LOAD_TIMEOUT_MS,
    `The email library did not load within ${LIBRARY_LOAD_TIMEOUT_MS / 1000} s`,
  )

// The tag manager's helpers load with the email library, on the first submit, bounded by the same wait. A
// script that cannot load means no event, as behind a blocker; the request still reaches the agency.
const loadAnalytics = () => loadOnSubmit(() => import('../analytics/analytics')).catch(() => null)

async function emailsSent(email: Options['email'], key: string): Promise<EmailKind[]> {
  try {
    const failed = await email(key)
    return EMAIL_KINDS.filter((kind) => !failed.includes(kind))
  } catch (error) {
    // The library could not load, or an id is missing: no email went out.
    console.error('Failed to send emails', error)
    return []
  }
}

/**
 * What a form does on submit, once its honeypot is empty: both emails from the browser, then the request with
 * its key to the site's server, which keeps every one. Resolves true once the request has reached the agency (its
 * email went out, or the server kept it), or is a repeat of one sent from this tab within 10 s; false when it
 * reached neither, and the same request may be sent again at once. Throws only when the handler itself fails.
 */
export async function deliverRequest(options: Options): Promise<boolean> {
  const claim = await claimSubmission(options.request)
  if (!claim) return true
  const analytics = loadAnalytics()
  try {
    const sent = await emailsSent(options.email, claim.key)
    const kept = options.toServer({ key: claim.key, emailsSent: sent })
    // Once the agency's email is out the visitor need not wait for the server's copy, which finishes on its own.
    if (!sent.includes('agency') && !(await kept)) {
      console.error(`${options.what} lost: neither the email service nor the site could take it`)
      claim.release()
      return false
    }
    const loaded = await analytics
    if (loaded) await options.track(loaded, claim.key)
    return true
  } catch (error) {
    claim.release()
    throw error
  }
}
