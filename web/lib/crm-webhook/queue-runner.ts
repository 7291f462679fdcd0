import 'server-only'

import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq'
import { Redis, type RedisOptions } from 'ioredis'

import { log } from '../log/logger.mjs'
import { KEY_PREFIX } from '../shared-store/redis.mjs'
import type { CrmEvent } from '../database/crm-event-row'
import type { EventStore } from './event-store'
import type { Runner } from './local-runner'
import { MAX_TRIES } from './retry-schedule'
import type { WebhookTarget } from './send-event'
import { ERASED, tryEvent } from './try-event'

const QUEUE = 'crm-webhooks'
/** BullMQ's keys, under the site's own prefix like every other key it writes. */
const PREFIX = `${KEY_PREFIX}queue`
/**
 * How long, and how many, ended jobs are kept (their body removed). While a job is kept, adding the same event again
 * is a no-op, so a sweep that read a record a moment before its delivery was written never sends it twice: a sweep
 * reads and adds within seconds, so an hour is ample. The jobs' keys have no expiry (BullMQ sets none, and so Redis's
 * volatile-lru never evicts them); BullMQ removes ended jobs itself, lazily: each time a job ends, those of the same
 * kind (completed, failed) past the age, and past the count whatever their age. So at most `count` completed and
 * `count` failed jobs are ever in Redis, however many leads come, and a quiet queue keeps its last few until the
 * next job ends. The count is far above what ends within a sweep's few seconds, even a sweep of a backlog.
 */
export const KEEP_ENDED = { age: 3600, count: 10_000 }
/** BullMQ's stream of queue events, which nothing here reads: trimmed to about this many (BullMQ's default 10,000). */
const EVENTS_KEPT = 1000
// Tries run side by side per server; each waits at most 10 s on its receiver.
const CONCURRENCY = 8

/** What a job carries: enough for any server to send the event, and for its retries to keep their schedule. */
type JobData = {
  recordId: string
  event: CrmEvent
  /** Removed once the event is delivered or failed: nothing the visitor sent outlives the delivery in Redis. */
  body?: string
  /** Tries made before the job was queued (an event sent again after it failed starts at 0). */
  triesBefore: number
  /** When the try after a failed one is due, as written on the record. */
  nextTryAt?: string
}

// One line per outage, as the shared store does: a Redis that is down is said once, not per command.
let lastProblem: string | undefined
const warnOnce = (where: string) => (error: Error) => {
  const problem = `${(error as { code?: string }).code ?? error.name}`
  if (problem === lastProblem) return
  lastProblem = problem
  log.warn(
    `CRM webhook queue (${where}): Redis cannot be reached (${problem}); pending events are queued again once it is back`,
  )
}

/**
 * Deliveries on a BullMQ queue in the shared Redis: any server's worker may take an event, BullMQ's lock gives each
 * try to one of them, and a retry waits in Redis as a delayed job, so a server stopped mid-schedule loses nothing.
 * The job id is the event's webhook-id: adding an event already queued (by another server's sweep) is a no-op.
 */
export function queueRunner(
  target: WebhookTarget,
  store: EventStore,
  redisUrl: string,
  keepEnded: typeof KEEP_ENDED = KEEP_ENDED,
): Runner {
  // BullMQ's start-up check asks for the eviction policy "noeviction" and warns on any other. The site's Redis runs
  // volatile-lru on purpose (docs/several-servers.md): only keys with an expiry are evicted, and BullMQ's have
  // none. The Redis version it would check is the site's own requirement (6.2 or later).
  const connection = (options: RedisOptions) => new Redis(redisUrl, { connectTimeout: 2000, ...options })
  // Adding fails at once while Redis is down (the event stays pending for the sweep); the worker waits it out.
  const adding = connection({ enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  const queue = new Queue<JobData>(QUEUE, {
    prefix: PREFIX,
    skipVersionCheck: true,
    connection: adding,
    streams: { events: { maxLen: EVENTS_KEPT } },
  })
  queue.on('error', warnOnce('adding'))

  const processJob = async (job: Job<JobData>) => {
    const { recordId, event, body, triesBefore } = job.data
    if (body === undefined) return
    const tries = triesBefore + job.attemptsMade + 1
    const changes = await tryEvent(target, store, { recordId, event, body }, tries)
    // Its person was erased: the job ends without the body, and quietly.
    if (changes === ERASED) return void (await job.updateData({ recordId, event, triesBefore }))
    if (changes.status === 'pending') {
      await job.updateData({ ...job.data, nextTryAt: changes.nextTryAt })
      throw new Error(changes.lastError)
    }
    await job.updateData({ recordId, event, triesBefore })
    if (changes.status === 'failed') throw new UnrecoverableError(changes.lastError)
  }
  const delivering = connection({ maxRetriesPerRequest: null })
  const worker = new Worker<JobData>(QUEUE, processJob, {
    prefix: PREFIX,
    skipVersionCheck: true,
    connection: delivering,
    concurrency: CONCURRENCY,
    settings: {
      // The next try is when the record says, so the Studio and the queue agree.
      backoffStrategy: (_attempts, _type, _error, job) =>
        Math.max(0, Date.parse((job?.data as JobData | undefined)?.nextTryAt ?? '') - Date.now() || 0),
    },
  })
  worker.on('error', warnOnce('delivering'))

  return {
    deliver: async ({ recordId, event, body, claimed }) => {
      const jobId = event.id
      // A failed job is in the way of the event's id. One that still has its body was failed by BullMQ itself
      // (its worker died mid-try more often than it allows), never written down: it is tried again. One without
      // was failed here and written down; only the office manager's "send again" (in the Studio, so only on
      // records in the Content Lake) starts it over.
      if (!claimed) {
        const ended = await queue.getJob(jobId)
        const resent = store.where === 'sanity' && event.tries === 0
        if (ended && (await ended.isFailed()) && (ended.data.body !== undefined || resent))
          await ended.remove()
      }
      const delay = claimed ? 0 : Math.max(0, Date.parse(event.nextTryAt ?? '') - Date.now() || 0)
      await queue.add(
        'deliver',
        { recordId, event, body, triesBefore: event.tries },
        {
          jobId,
          delay,
          attempts: Math.max(1, MAX_TRIES - event.tries),
          backoff: { type: 'record' },
          removeOnComplete: keepEnded,
          removeOnFail: keepEnded,
        },
      )
      // A sweep that read the record before this hand-over queued the event to wait for its claim to end: it goes
      // now. Only a delayed job no try has failed yet is the sweep's: the job just added here is never delayed before
      // its first try, and a failed try moves it to delayed and counts it in one step, so its retry (which may come
      // a few milliseconds after this add, on a fast receiver) keeps its schedule. The state is read before the job.
      if (claimed && (await queue.getJobState(jobId)) === 'delayed') {
        const queued = await queue.getJob(jobId)
        if (queued?.attemptsMade === 0) await queued.promote().catch(() => {})
      }
    },
    settled: async () => {},
    close: async () => {
      // The worker takes no new job and waits for the tries it has; a retry still waiting stays queued in Redis
      // for the other servers. BullMQ leaves the connections it was given open.
      await worker.close()
      await queue.close()
      await Promise.all([adding.quit(), delivering.quit()])
    },
  }
}
