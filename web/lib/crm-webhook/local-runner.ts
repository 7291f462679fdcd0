import 'server-only'

import { log } from '../log/logger.mjs'
import type { Delivery, EventStore } from './event-store'
import type { WebhookTarget } from './send-event'
import { tryEvent } from './try-event'

/** What runs the tries: this process's own timers, or a job queue every server shares. */
export type Runner = {
  /** Takes an event to deliver: at once when it is due or the caller just made it, else at its next try. */
  deliver: (delivery: Delivery) => Promise<void>
  /** Waits for the tries started so far: what a cron sweep answers after. */
  settled: () => Promise<void>
  /** At the server's stop: starts nothing more and waits for the tries under way. */
  close: () => Promise<void>
}

/**
 * Deliveries run by this one server, without Redis. Each failed try's next one waits on a timer in this process
 * (and is written down, so a restart resumes it); with `keepsRunning` false (a platform that freezes the process
 * between requests, as Vercel does) nothing waits on a timer: the cron sweep takes each due try instead, claiming
 * it first so two instances never send it twice.
 */
export function localRunner(target: WebhookTarget, store: EventStore, keepsRunning: boolean): Runner {
  const waiting = new Map<string, NodeJS.Timeout>()
  const running = new Map<string, Promise<void>>()

  const run = (delivery: Delivery) => {
    const { id } = delivery.event
    const task = tryEvent(target, store, delivery, delivery.event.tries + 1)
      .then((changes) => {
        if (changes.status === 'pending' && keepsRunning)
          wait({ ...delivery, event: { ...delivery.event, ...changes }, claimed: true })
      })
      .catch(() => {
        // Logged where it failed; the event stays pending and the next sweep takes it again.
      })
      .finally(() => running.delete(id))
    running.set(id, task)
    return task
  }

  // The process made this try's time itself, so the Content Lake's claim (which needs the revision it was read
  // at) is not asked for when the timer fires. The database's claim needs no revision: there every try is claimed,
  // so servers sharing its volume without Redis never make the same try twice.
  const claimEachTry = store.where === 'database'
  const wait = (delivery: Delivery) => {
    const { id, nextTryAt } = delivery.event
    clearTimeout(waiting.get(id))
    const delay = Math.max(0, Date.parse(nextTryAt ?? '') - Date.now() || 0)
    const timer = setTimeout(() => {
      waiting.delete(id)
      void (claimEachTry ? claimAndRun(delivery) : run(delivery))
    }, delay)
    waiting.set(id, timer.unref())
  }

  const claimAndRun = async (delivery: Delivery) => {
    const until = new Date(Date.now() + CLAIM_MS)
    const claimed = await store.claim(delivery, until).catch((error: unknown) => {
      log.warn(`CRM event ${delivery.event.id}: could not be claimed for a try (${(error as Error).name})`)
      return false
    })
    if (claimed) void run(delivery)
  }

  return {
    deliver: async (delivery) => {
      const { id, nextTryAt } = delivery.event
      if (running.has(id)) return
      // An event this process just made goes at once, even when a sweep read its record first and set it to wait
      // for the claim to end.
      if (delivery.claimed) {
        clearTimeout(waiting.get(id))
        waiting.delete(id)
        return void run(delivery)
      }
      if (waiting.has(id)) return
      if (Date.parse(nextTryAt ?? '') > Date.now()) {
        if (keepsRunning) wait({ ...delivery, claimed: true })
        return
      }
      await claimAndRun(delivery)
    },
    settled: async () => {
      await Promise.all(running.values())
    },
    close: async () => {
      // A try waiting on its timer is written down with its time: the next server to sweep takes it.
      for (const timer of waiting.values()) clearTimeout(timer)
      waiting.clear()
      await Promise.all(running.values())
    },
  }
}

/** How long a try is its taker's alone: the try's own timeout, and time to write its outcome. */
export const CLAIM_MS = 30_000
