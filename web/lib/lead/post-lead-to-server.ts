import type { EmailKind } from './email-lead'

/** The site's own lead endpoint: same origin, so ad blockers and the CSP let it through where EmailJS failed. */
export const LEAD_ENDPOINT = '/api/leads'

/** The fallback may add at most this much to "Sending..." (a timer, not AbortSignal.timeout, so tests can drive it). */
const POST_TIMEOUT_MS = 5_000

/**
 * Posts a lead the browser could not email to the site's server. Resolves true when the server kept it; never
 * throws, and gives up after POST_TIMEOUT_MS.
 */
export async function postLeadToServer(
  fields: Record<string, string>,
  undelivered: EmailKind[],
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS)
  try {
    const response = await fetch(LEAD_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, undelivered: undelivered.join(',') }),
      signal: controller.signal,
      // The request must finish even if the visitor leaves during the redirect delay.
      keepalive: true,
    })
    if (response.ok) return true
    console.error(`The site could not keep the quote request either (HTTP ${response.status})`)
  } catch (error) {
    console.error('The site could not keep the quote request either', error)
  } finally {
    clearTimeout(timer)
  }
  return false
}
