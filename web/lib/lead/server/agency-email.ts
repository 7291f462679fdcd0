import 'server-only'

import { serverEnv } from '../../env'
import { publicEnv } from '../../public-env'
import { agencyEmailParams } from '../emails'
import type { LeadDocument } from './lead-document'

const SEND_TIMEOUT_MS = 10_000

/**
 * Sends the agency's lead email from the server with EmailJS's REST API and the account's private key (set
 * "Allow EmailJS API for non-browser applications" and "Use Private Key" under Account → Security). Null when
 * no private key is configured. A plain POST rather than @emailjs/nodejs, which always dials api.emailjs.com on
 * port 443, so tests could not point it at a local stand-in.
 */
export function serverAgencyEmail() {
  const env = serverEnv()
  const { emailjsPublicKey, emailjsServiceId, emailjsAgencyTemplateId } = publicEnv
  if (!env.EMAILJS_PRIVATE_KEY || !emailjsPublicKey || !emailjsServiceId || !emailjsAgencyTemplateId)
    return null
  const origin = env.EMAILJS_API_ORIGIN ?? 'https://api.emailjs.com'
  return async (lead: LeadDocument, leadInbox: string) => {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: emailjsPublicKey,
        accessToken: env.EMAILJS_PRIVATE_KEY,
        service_id: emailjsServiceId,
        template_id: emailjsAgencyTemplateId,
        template_params: agencyEmailParams(lead, leadInbox, lead),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`EmailJS answered HTTP ${response.status}`)
  }
}
