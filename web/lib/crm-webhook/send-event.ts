import { Webhook } from 'standardwebhooks'

import type { CrmEvent, CrmEventUpdate } from '../database/crm-event-row'
import { MAX_TRIES, retryDelay, TRY_TIMEOUT_MS } from './retry-schedule'

/** Where events go and the secret they are signed with (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET). */
export type WebhookTarget = { url: string; secret: string }

/** What one try came to: accepted; refused for good (HTTP 410); or failed, to be tried again. */
export type TryOutcome = { result: 'delivered' } | { result: 'gone' | 'failed'; error: string }

const USER_AGENT = 'LoneStarShield-Webhooks/1'

// Names what went wrong without anything that was sent: an error code, or the HTTP status.
function describeNetworkError(error: unknown): string {
  const { name, cause } = error as { name?: string; cause?: { code?: string } }
  if (name === 'TimeoutError') return `Timed out after ${TRY_TIMEOUT_MS / 1000} s`
  return cause?.code ?? name ?? 'Network error'
}

/**
 * One signed POST of the event (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature). A redirect
 * is not followed: it counts as a failed try, as a receiver that moved must be named anew.
 */
export async function sendEvent(
  target: WebhookTarget,
  event: Pick<CrmEvent, 'id'>,
  body: string,
  now = new Date(),
): Promise<TryOutcome> {
  const signature = new Webhook(target.secret).sign(event.id, now, body)
  let status: number
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    })
    status = response.status
    // What the receiver says is not read, only whether it took the event.
    await response.body?.cancel()
  } catch (error) {
    return { result: 'failed', error: describeNetworkError(error) }
  }
  if (status >= 200 && status < 300) return { result: 'delivered' }
  if (status === 410) return { result: 'gone', error: 'HTTP 410: the receiver asked to stop' }
  return { result: 'failed', error: `HTTP ${status}` }
}

/** The event's delivery after try number `tries`: delivered, failed for good, or due again after its delay. */
export function afterTry(
  outcome: TryOutcome,
  tries: number,
  now: Date,
  random?: () => number,
): CrmEventUpdate {
  if (outcome.result === 'delivered') {
    return { status: 'delivered', tries, deliveredAt: now.toISOString(), nextTryAt: undefined }
  }
  if (outcome.result === 'gone' || tries >= MAX_TRIES) {
    return { status: 'failed', tries, lastError: outcome.error, nextTryAt: undefined }
  }
  return {
    status: 'pending',
    tries,
    lastError: outcome.error,
    nextTryAt: new Date(now.getTime() + retryDelay(tries, random)).toISOString(),
  }
}
