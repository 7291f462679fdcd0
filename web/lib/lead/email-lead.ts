import { EmailJSResponseStatus, send, type StorageProvider } from '@emailjs/browser'

import type { Language } from '../i18n'
import { publicEnv } from '../public-env'
import { TimeoutError, withTimeout } from '../timeout'
import { agencyEmailParams, customerEmailParams } from './emails'
import type { Lead, LeadContext } from './lead'
import { DUPLICATE_WINDOW_MS } from './submission-guard'

export const SEND_TIMEOUT_MS = 15_000
export const RETRY_DELAY_MS = 1_000

export type EmailKind = 'customer' | 'agency'

const REQUIRED = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicEnv.emailjsPublicKey,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: publicEnv.emailjsServiceId,
  NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID: publicEnv.emailjsCustomerTemplateId,
  NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID: publicEnv.emailjsAgencyTemplateId,
}

/** Missing ids are a deployment mistake: it throws, and the console says which (the lead goes to the server). */
function emailConfig(language: Language) {
  const missing = Object.entries(REQUIRED)
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length) {
    throw new Error(
      `Quote emails are not configured: set ${missing.join(', ')} (see README, "Environment variables").`,
    )
  }
  return {
    publicKey: publicEnv.emailjsPublicKey!,
    serviceId: publicEnv.emailjsServiceId!,
    templates: {
      customer:
        (language === 'es' && publicEnv.emailjsCustomerTemplateIdEs) || publicEnv.emailjsCustomerTemplateId!,
      agency: publicEnv.emailjsAgencyTemplateId!,
    } satisfies Record<EmailKind, string>,
  }
}

// The library's throttle keeps its clock in storage. This tab's sessionStorage (as the double-submit guard's)
// rather than the default localStorage: nothing outlives the tab.
const tabStorage: StorageProvider = {
  get: async (key) => sessionStorage.getItem(key),
  set: async (key, value) => sessionStorage.setItem(key, value),
  remove: async (key) => sessionStorage.removeItem(key),
}

// The throttle stamps its clock before it sends, so one id shared by the two parallel emails, or by an email and
// its retry, would refuse the second. One id per email and attempt lets a request and its retry through while
// a script looping over the form in this tab gets at most one send of each per window.
const throttle = (kind: EmailKind, attempt: 'first' | 'retry') => ({
  limitRate: { id: `quote-${kind}-${attempt}`, throttle: DUPLICATE_WINDOW_MS },
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

async function sendWithRetry(
  kind: EmailKind,
  params: Record<string, string>,
  config: ReturnType<typeof emailConfig>,
) {
  const attempt = (which: 'first' | 'retry') =>
    withTimeout(
      send(config.serviceId, config.templates[kind], params, {
        publicKey: config.publicKey,
        ...throttle(kind, which),
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
 * Sends the customer confirmation (in the visitor's language) and the agency lead in parallel, so "Sending..."
 * lasts as long as the slower of the two, each retried once on a transient failure so that a passing network
 * blip does not lose the lead. Resolves with the emails that did not go out: none when both did.
 */
export async function sendLeadEmails(
  lead: Lead,
  leadInbox: string,
  context: LeadContext,
): Promise<EmailKind[]> {
  const config = emailConfig(context.language)
  // Written here, in the chunk that loads on submit, so the emails' wording stays out of the page's first load.
  const emails: Record<EmailKind, Record<string, string>> = {
    customer: customerEmailParams(lead, context),
    agency: agencyEmailParams(lead, leadInbox, context),
  }
  const kinds = Object.keys(emails) as EmailKind[]
  const results = await Promise.allSettled(kinds.map((kind) => sendWithRetry(kind, emails[kind], config)))
  const failed = kinds.filter((_, index) => results[index]!.status === 'rejected')
  if (failed.length) {
    const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    console.error('Failed to send emails', ...reasons)
  }
  return failed
}
