import { EmailJSResponseStatus, send } from '@emailjs/browser'

import { publicEnv } from '../public-env'
import { agencyEmailParams, customerEmailParams, type Lead } from './lead'

export const SEND_TIMEOUT_MS = 15_000
export const RETRY_DELAY_MS = 1_000

const REQUIRED = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: publicEnv.emailjsPublicKey,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: publicEnv.emailjsServiceId,
  NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID: publicEnv.emailjsCustomerTemplateId,
  NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID: publicEnv.emailjsAgencyTemplateId,
}

/** Missing ids are a deployment mistake: it throws, so the form shows its error state and the console says which. */
function emailConfig() {
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
    customerTemplateId: publicEnv.emailjsCustomerTemplateId!,
    agencyTemplateId: publicEnv.emailjsAgencyTemplateId!,
  }
}

class SendTimeout extends Error {}

// A network failure (fetch throws, or EmailJS reports status 0), a 5xx or no answer at all may be a passing blip;
// 4xx answers (blocked, throttled, headless, bad ids) will not change on a second try.
function isTransient(error: unknown): boolean {
  if (error instanceof SendTimeout) return true
  if (error instanceof EmailJSResponseStatus) return error.status === 0 || error.status >= 500
  return error instanceof TypeError
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  // The abandoned request may still settle later; it must not surface as an unhandled rejection.
  promise.catch(() => {})
  return Promise.race([
    promise,
    delay(SEND_TIMEOUT_MS).then(() => {
      throw new SendTimeout(`No answer from the email service within ${SEND_TIMEOUT_MS / 1000} s`)
    }),
  ])
}

async function sendOnce(
  templateId: string,
  params: Record<string, string>,
  config: ReturnType<typeof emailConfig>,
) {
  try {
    return await withTimeout(send(config.serviceId, templateId, params, { publicKey: config.publicKey }))
  } catch (error) {
    if (!isTransient(error)) throw error
    await delay(RETRY_DELAY_MS)
    return withTimeout(send(config.serviceId, templateId, params, { publicKey: config.publicKey }))
  }
}

/**
 * Sends the customer confirmation and the agency lead in parallel (spec section 7).
 * Resolves true when both went out, false when either failed; throws only on missing configuration.
 */
export async function sendLead(lead: Lead, leadInbox: string): Promise<boolean> {
  const config = emailConfig()
  try {
    await Promise.all([
      sendOnce(config.customerTemplateId, customerEmailParams(lead), config),
      sendOnce(config.agencyTemplateId, agencyEmailParams(lead, leadInbox), config),
    ])
    return true
  } catch (error) {
    console.error('Failed to send emails', error)
    return false
  }
}
