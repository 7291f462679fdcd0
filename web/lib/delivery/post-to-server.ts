import { type AdUserData, adUserDataState } from './ad-user-data'
import type { EmailKind } from './email-kind'

/** Handing a request to the server may add at most this much to "Sending..." (timers, so tests can drive them). */
const POST_TIMEOUT_MS = 5_000
const RETRY_DELAY_MS = 500

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// A data layer that cannot be read must not lose the request: then only Global Privacy Control, the site's own
// default, decides.
function adUserData(): AdUserData {
  try {
    return adUserDataState()
  } catch {
    return navigator.globalPrivacyControl === true ? 'denied' : 'granted'
  }
}

/**
 * Hands a request to the site's own endpoint, with the key that makes a repeat harmless and the emails that went
 * out: same origin, so ad blockers and the CSP let it through where the email service may have failed. A network
 * failure or a 5xx is tried once more with the same key. Resolves true when the server kept it; never throws,
 * and gives up after POST_TIMEOUT_MS. `what` names the request in the console ("quote request"). Every request
 * carries the page's Consent Mode state of `ad_user_data`, which the server keeps with it for the ad files.
 */
export async function postToServer(
  endpoint: string,
  fields: Record<string, string>,
  { key, emailsSent }: { key: string; emailsSent: EmailKind[] },
  what: string,
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS)
  const body = JSON.stringify({
    ...fields,
    key,
    emailsSent: emailsSent.join(','),
    adUserData: adUserData(),
  })
  const attempt = () =>
    fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: controller.signal,
      // The request must finish even if the visitor leaves the page meanwhile.
      keepalive: true,
    })
  try {
    for (let tries = 1; ; tries++) {
      try {
        const response = await attempt()
        if (response.ok) return true
        console.error(`The site could not keep the ${what} (HTTP ${response.status})`)
        if (response.status < 500 || tries === 2) return false
      } catch (error) {
        console.error(`The site could not keep the ${what}`, error)
        if (controller.signal.aborted || tries === 2) return false
      }
      await delay(RETRY_DELAY_MS)
      if (controller.signal.aborted) return false
    }
  } finally {
    clearTimeout(timer)
  }
}
