import 'server-only'

import { serverEnv } from '../config/env'
import { publicEnv } from '../config/public-env'

/** EmailJS is given this long to take an email; past it the try counts as failed. */
export const SEND_TIMEOUT_MS = 10_000

/** EmailJS answered with an error status: its status says whether a retry can help. */
export class EmailJsRefusal extends Error {
  constructor(readonly status: number) {
    super(`EmailJS answered HTTP ${status}`)
    this.name = 'EmailJsRefusal'
  }
}

/** Sends an email template with these parameters; rejects when EmailJS did not take it. */
export type SendEmail = (templateId: string, params: Record<string, string>) => Promise<void>

/**
 * Sends an email from the server with EmailJS's REST API and the account's private key (set "Allow EmailJS API
 * for non-browser applications" and "Use Private Key" under Account → Security): how the agency still gets a
 * request whose email the browser could not send. Null when no private key is configured. A plain POST rather
 * than @emailjs/nodejs, which always dials api.emailjs.com on port 443, so tests could not point it at a local
 * stand-in.
 */
export function emailJsSender(): SendEmail | null {
  const env = serverEnv()
  const { emailjsPublicKey, emailjsServiceId } = publicEnv
  if (!env.EMAILJS_PRIVATE_KEY || !emailjsPublicKey || !emailjsServiceId) return null
  const origin = env.EMAILJS_API_ORIGIN ?? 'https://api.emailjs.com'
  return async (templateId, params) => {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: emailjsPublicKey,
        accessToken: env.EMAILJS_PRIVATE_KEY,
        service_id: emailjsServiceId,
        template_id: templateId,
        template_params: params,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    if (!response.ok) throw new EmailJsRefusal(response.status)
  }
}
