import type { EmailKind } from './send-emails'

/** The fallback may add at most this much to "Sending..." (a timer, not AbortSignal.timeout, so tests can drive it). */
const POST_TIMEOUT_MS = 5_000

/**
 * Posts a request the browser could not email to the site's own endpoint: same origin, so ad blockers and the
 * CSP let it through where the email service failed. Resolves true when the server kept it; never throws, and
 * gives up after POST_TIMEOUT_MS. `what` names the request in the console ("quote request").
 */
export async function postToServer(
  endpoint: string,
  fields: Record<string, string>,
  undelivered: EmailKind[],
  what: string,
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS)
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, undelivered: undelivered.join(',') }),
      signal: controller.signal,
      // The request must finish even if the visitor leaves the page meanwhile.
      keepalive: true,
    })
    if (response.ok) return true
    console.error(`The site could not keep the ${what} either (HTTP ${response.status})`)
  } catch (error) {
    console.error(`The site could not keep the ${what} either`, error)
  } finally {
    clearTimeout(timer)
  }
  return false
}
