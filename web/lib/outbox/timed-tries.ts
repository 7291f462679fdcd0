import 'server-only'

import { log } from '../log/logger.mjs'

/** How long a try is its taker's alone: the try's own timeout, and time to write its outcome. */
export const CLAIM_MS = 30_000

/**
 * One thing kept to be sent (a CRM event, the agency's email of a finished online quote), as the timers see it:
 * when its next try is due, how to take that try for this process, and how to make it.
 */
export type TimedTry = {
  /** Unique among what one runner sends: a CRM event's webhook-id, a lead's id for its email. */
  id: string
  /** What a log line calls it, ids only: “CRM event msg_…”. */
  name: string
  /** ISO 8601: when its next try is due (or until when whoever made it holds its first). */
  nextTryAt?: string
  /** Its try is this process's already (it was just made here): it goes at once, unclaimed. */
  claimed?: boolean
  /** Takes the next try for this process until `until`; false when another process took it first. */
  claim: (until: Date) => Promise<boolean>
  /**
   * Makes the try and writes its outcome (under the claim that holds it until `claimedUntil`, when it was claimed);
   * resolves with the try after it while there is one to wait for.
   */
  attempt: (claimedUntil?: Date) => Promise<TimedTry | undefined>
}

/** What runs the tries of something kept to be sent: this process's own timers, or a job queue servers share. */
export type Tries<Item> = {
  /** Takes something to send: at once when it is due or just made here, else at its next try. */
  deliver: (item: Item) => Promise<void>
  /** Waits for the tries started so far: what a cron sweep answers after. */
  settled: () => Promise<void>
  /** At the server's stop: starts nothing more and waits for the tries under way. */
  close: () => Promise<void>
}

/**
 * Tries run by this process's own timers. Each failed try's next one waits on a timer here (and is written down
 * where it is kept, so a restart or another server's sweep resumes it); with `keepsRunning` false (a platform that
 * freezes the process between requests, as Vercel does) nothing waits on a timer: the cron sweep takes each due
 * try instead. A due try is claimed first, so two processes never make it both; with `claimEachTry`, so is a try
 * this process timed itself (where a claim needs nothing but what was read, as a database row's compare-and-set).
 */
export function timedTries({ keepsRunning, claimEachTry }: { keepsRunning: boolean; claimEachTry: boolean }) {
  const waiting = new Map<string, NodeJS.Timeout>()
  const running = new Map<string, Promise<void>>()

  const run = (item: TimedTry, claimedUntil?: Date) => {
    const task = item
      .attempt(claimedUntil)
      .then((next) => {
        if (next && keepsRunning) wait(next)
      })
      .catch(() => {
        // Logged where it failed; it stays pending where it is kept and the next sweep takes it again.
      })
      .finally(() => running.delete(item.id))
    running.set(item.id, task)
    return task
  }

  const wait = (item: TimedTry) => {
    clearTimeout(waiting.get(item.id))
    const delay = Math.max(0, Date.parse(item.nextTryAt ?? '') - Date.now() || 0)
    const timer = setTimeout(() => {
      waiting.delete(item.id)
      void (claimEachTry ? claimAndRun(item) : run(item))
    }, delay)
    waiting.set(item.id, timer.unref())
  }

  const claimAndRun = async (item: TimedTry) => {
    const until = new Date(Date.now() + CLAIM_MS)
    const claimed = await item.claim(until).catch((error: unknown) => {
      log.warn(`${item.name}: could not be claimed for a try (${(error as Error).name})`)
      return false
    })
    if (claimed) void run(item, until)
  }

  return {
    deliver: async (item) => {
      if (running.has(item.id)) return
      // Something this process just made goes at once, even when a sweep read it first and set it to wait for
      // the claim to end.
      if (item.claimed) {
        clearTimeout(waiting.get(item.id))
        waiting.delete(item.id)
        return void run(item)
      }
      if (waiting.has(item.id)) return
      if (Date.parse(item.nextTryAt ?? '') > Date.now()) {
        if (keepsRunning) wait(item)
        return
      }
      await claimAndRun(item)
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
  } satisfies Tries<TimedTry>
}
