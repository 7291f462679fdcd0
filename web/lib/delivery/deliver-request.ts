import { withTimeout } from '../timeout'
import type { EmailKind } from './send-emails'
import { claimSubmission } from './submission-guard'

export const LIBRARY_LOAD_TIMEOUT_MS = 10_000

type Analytics = typeof import('../analytics')

type Options = {
  /** What the request is, for the console: "Quote request". */
  what: string
  /** The request as the duplicate guard compares it. */
  request: unknown
  /**
   * Loads the form's email module (on the first submit: the email library stays out of the page's first load)
   * and sends both emails; resolves with those that did not go out.
   */
  email: () => Promise<EmailKind[]>
  /** Hands the request to the site's own endpoint, naming the emails that did not go out. */
  toServer: (undelivered: EmailKind[]) => Promise<boolean>
  /** Pushes the form's data-layer event, once the request has reached the agency. */
  track: (analytics: Analytics) => void
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
const loadAnalytics = () => loadOnSubmit(() => import('../analytics')).catch(() => null)

async function emailOrServer({ what, email, toServer }: Options): Promise<'email' | 'server' | 'nowhere'> {
  let undelivered: EmailKind[]
  try {
    undelivered = await email()
  } catch (error) {
    // The library could not load, or an id is missing: the request goes to the server like any failed send.
    console.error('Failed to send emails', error)
    undelivered = ['customer', 'agency']
  }
  if (undelivered.length === 0) return 'email'
  if (await toServer(undelivered)) return 'server'
  console.error(`${what} lost: neither the email service nor the site could take it`)
  return 'nowhere'
}

/**
 * What a form does on submit, once its honeypot is empty. Resolves once the request has reached the agency by
 * email or through the site's server, or neither could take it: the form shows success in every case, as how
 * the request travelled is nothing the visitor could fix. A repeat of the same request from this tab within
 * 10 s sends nothing. Throws only when the handler itself fails, and then the same request may be sent again
 * at once.
 */
export async function deliverRequest(options: Options): Promise<void> {
  const release = await claimSubmission(options.request)
  if (!release) return
  const analytics = loadAnalytics()
  try {
    const delivery = await emailOrServer(options)
    if (delivery === 'nowhere') release()
    else {
      const loaded = await analytics
      if (loaded) options.track(loaded)
    }
  } catch (error) {
    release()
    throw error
  }
}
