import 'server-only'

import { timedTries, type TimedTry, type Tries } from '../outbox/timed-tries'
import type { Delivery, EventStore } from './event-store'
import type { WebhookTarget } from './send-event'
import { ERASED, tryEvent } from './try-event'

/** What runs the CRM's tries: this process's own timers, or a job queue every server shares. */
export type Runner = Tries<Delivery>

/**
 * Deliveries run by this one server, without Redis, on its own timers (`web/lib/outbox/timed-tries.ts`); with
 * `keepsRunning` false (Vercel) the cron sweep takes each due try instead, claiming it first so two instances never
 * send it twice.
 */
export function localRunner(target: WebhookTarget, store: EventStore, keepsRunning: boolean): Runner {
  // The process made a retry's time itself, so the Content Lake's claim (which needs the revision it was read at)
  // is not asked for when its timer fires. The database's claim needs no revision: there every try is claimed, so
  // servers sharing its volume without Redis never make the same try twice.
  const tries = timedTries({ keepsRunning, claimEachTry: store.where === 'database' })
  const timed = (delivery: Delivery): TimedTry => ({
    id: delivery.event.id,
    name: `CRM event ${delivery.event.id}`,
    nextTryAt: delivery.event.nextTryAt,
    claimed: delivery.claimed,
    claim: (until) => store.claim(delivery, until),
    attempt: async () => {
      const changes = await tryEvent(target, store, delivery, delivery.event.tries + 1)
      return changes !== ERASED && changes.status === 'pending'
        ? timed({ ...delivery, event: { ...delivery.event, ...changes }, claimed: true })
        : undefined
    },
  })
  return {
    deliver: (delivery) => tries.deliver(timed(delivery)),
    settled: tries.settled,
    close: tries.close,
  }
}
