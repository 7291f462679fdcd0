import { EmailJSResponseStatus, send, type StorageProvider } from '@emailjs/browser'

import { publicEnv } from '../config/public-env'
import type { EmailKind } from './email-kind'
import { TimeoutError, withTimeout } from '../timeout'
import { DUPLICATE_WINDOW_MS } from './submission-guard'

// Loaded on the first submit only (through each form's own email module): the email library stays out of the
// page's first load.

export const SEND_TIMEOUT_MS = 15_000
export const RETRY_DELAY_MS = 1_000

export type Email = { templateId: string; params: Record<string, string> }

type Emails = {
  /** Names the form in the throttle's ids ("quote") and in the console ("Quote"). */
  form: string
  what: string
  /** The template ids the emails use, by the variable each comes from, checked with the account's own. */
  templates: Record<string, string | undefined>
  build: (templateIds: Record<string, string>) => Record<EmailKind, Email>
}

/** Missing ids are a deployment mistake: it throws, and the console says which (the request goes to the server). */
function requireConfig(what: string, required: Record<string, string | undefined>) {
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length) {
    throw new Error(`${what} emails are not configured: set ${missing.join(', ')} (see docs/environment.md).`)
  }
  return required as Record<string, string>
}

// The library's throttle keeps its clock in storage. This tab's sessionStorage (as the double-submit guard's)
// rather than the default localStorage: nothing outlives the tab.
const tabStorage: StorageProvider = {
  get: async (key) => sessionStorage.getItem(key),
  set: async (key, value) => sessionStorage.setItem(key, value),
  remove: async (key) => sessionStorage.removeItem(key),
}

type Attempt = 'first' | 'retry'

// The throttle stamps its clock before it sends, so one id shared by the two parallel emails, or by an email and
// its retry, would refuse the second. One id per form, email and attempt lets a request and its retry through
// while a script looping over a form in this tab gets at most one send of each per window.
const throttle = (form: string, kind: EmailKind, attempt: Attempt) => ({
  limitRate: { id: `${form}-${kind}-${attempt}`, throttle: DUPLICATE_WINDOW_MS },
  storageProvider: tabStorage,
})

// A network failure (fetch throws, or EmailJS reports status 0), a 5xx or no answer at all may be a passing blip;
// 4xx answers (blocked, throttled, headless, bad ids) will not change on a second try.
function isTransient(error: unknown): boolean {
  if (error instanceof TimeoutError) return true
  if (error instanceof EmailJSResponseStatus) return error.status === 0 || error.status >= 500
  return error instanceof TypeError
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sendWithRetry(form: string, kind: EmailKind, { templateId, params }: Email) {
  const attempt = (which: Attempt) =>
    withTimeout(
      send(publicEnv.emailjsServiceId!, templateId!, params, {
        publicKey: publicEnv.emailjsPublicKey!,
        ...throttle(form, kind, which),
      }),
      SEND_TIMEOUT_MS,
      `No answer from the email service within ${SEND_TIMEOUT_MS / 1000} s`,
    )
  try {
    return await attempt('first')
  } catch (error) {
    if (!isTransient(error)) throw error
    await delay(RETRY_DELAY_MS)
    return attempt('retry')
  }
}

/**
 * Sends a request's two emails in parallel, so "Sending..." lasts as long as the slower of the two, each retried
 * once on a transient failure so that a passing network blip does not lose the request. Throws when an id is
 * missing; else resolves with the emails that did not go out: none when both did.
 */
export async function sendEmails({ form, what, templates, build }: Emails): Promise<EmailKind[]> {
  const ids = requireConfig(what, {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicEnv.emailjsPublicKey,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: publicEnv.emailjsServiceId,
    ...templates,
  })
  const emails = build(ids)
  const kinds = Object.keys(emails) as EmailKind[]
  const results = await Promise.allSettled(kinds.map((kind) => sendWithRetry(form, kind, emails[kind])))
  const failed = kinds.filter((_, index) => results[index]!.status === 'rejected')
  if (failed.length) {
    const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    console.error('Failed to send emails', ...reasons)
  }
  return failed
}
