import 'server-only'

import { log } from '../log/logger.mjs'
import type { CrmEventUpdate } from '../database/crm-event-row'
import { durationText } from '../outbox/duration-text'
import type { Delivery, EventStore } from './event-store'
import { afterTry, sendEvent, type WebhookTarget } from './send-event'

/** A try of an event whose record was erased meanwhile, at the person's request: there is nothing left to send. */
export const ERASED = 'erased'

/**
 * Try number `tries` of an event: sent, its outcome written where the event is kept, and logged by id (never
 * with what was sent). Resolves with the event's new delivery state, or ERASED when its record is gone (erased at
 * the person's request): nothing is sent, and no retry follows.
 */
export async function tryEvent(
  target: WebhookTarget,
  store: EventStore,
  delivery: Delivery,
  tries: number,
): Promise<CrmEventUpdate | typeof ERASED> {
  const { event, recordId } = delivery
  const erased = () => log.info(`CRM event ${event.id}: its record was erased, so nothing is sent`)
  if (!(await store.has(delivery))) {
    erased()
    return ERASED
  }
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
      `${what}: try ${tries} failed (${changes.lastError}); next try in ${durationText(Date.parse(changes.nextTryAt!) - now.getTime())}`,
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
    // Erased while it was being sent: there is no record left to write the try on.
    if (!(await store.has(delivery).catch(() => true))) {
      erased()
      return ERASED
    }
    log.error(`${what}: could not record its delivery (${(error as Error).name})`)
    throw error
  }
  return changes
}
