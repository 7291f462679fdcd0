import 'server-only'

import { log } from '../log/logger.mjs'
import type { CrmEventUpdate } from '../database/crm-event-row'
import type { Delivery, EventStore } from './event-store'
import { afterTry, sendEvent, type WebhookTarget } from './send-event'

const duration = (ms: number) =>
  ms < 120_000
    ? `${Math.round(ms / 1000)} s`
    : ms < 7_200_000
      ? `${Math.round(ms / 60_000)} min`
      : `${(ms / 3_600_000).toFixed(1)} h`

/**
 * Try number `tries` of an event: sent, its outcome written where the event is kept, and logged by id (never
 * with what was sent). Resolves with the event's new delivery state.
 */
export async function tryEvent(
  target: WebhookTarget,
  store: EventStore,
  delivery: Delivery,
  tries: number,
): Promise<CrmEventUpdate> {
  const { event, recordId } = delivery
  const outcome = await sendEvent(target, event, delivery.body)
  const now = new Date()
  const changes = afterTry(outcome, tries, now)
  const what = `CRM event ${event.id} (${event.type}, ${recordId})`
  if (changes.status === 'delivered') {
    // From the request kept (or the stage change seen) to the receiver's answer.
    const ms = now.getTime() - Date.parse(event.createdAt)
    log.info({ ms, tries }, `${what} delivered`)
  } else if (changes.status === 'pending') {
    log.warn(
      `${what}: try ${tries} failed (${changes.lastError}); next try in ${duration(Date.parse(changes.nextTryAt!) - now.getTime())}`,
    )
  } else {
    const listed = store.where === 'sanity' ? 'listed under "Not delivered" in the Studio' : 'marked failed'
    log.error(
      `${what} not delivered after ${tries} ${tries === 1 ? 'try' : 'tries'} (${changes.lastError}): ${listed}`,
    )
  }
  try {
    await store.update(delivery, changes)
  } catch (error) {
    log.error(`${what}: could not record its delivery (${(error as Error).name})`)
    throw error
  }
  return changes
}
