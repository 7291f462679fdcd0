import 'server-only'

import type { Kept } from '../delivery/request-record'
import { serverEnv } from '../config/env'
import { log } from '../log/logger.mjs'
import type { ContactChoices } from '../contact-choices/contact-choices'
import type { CrmEvent } from '../database/crm-event-row'
import { startSweeping, sweepSeconds } from '../outbox/sweep'
import { CLAIM_MS } from '../outbox/timed-tries'
import {
  callEvent,
  createdEvent,
  eventBody,
  intakeCompletedEvent,
  reviewRequestedEvent,
  type CrmRecord,
} from './crm-event'
import { eventStore, type EventStore } from './event-store'
import { localRunner, type Runner } from './local-runner'
import { queueRunner } from './queue-runner'

/** Events older than this are no longer swept: their schedule (28 hours) has long ended, failed or not. */
const SWEEP_HORIZON_MS = 7 * 24 * 3600_000

export type SweepResult = { events: number }

/** The hand-over of kept requests to the agency's CRM, when LEADS_WEBHOOK_URL is set. */
export type CrmWebhook = {
  /** The request about to be kept, with the event that tells the CRM it came in and what the register says. */
  withCreatedEvent: <D extends Kept>(document: D, now: Date, choices?: ContactChoices) => D
  /** The event that tells the CRM a lead's online quote is finished, to keep with the answers. */
  intakeEvent: (lead: { _id: string; stage: string }, now: Date) => CrmEvent
  /** The event that tells the CRM a won client was asked for a review, to keep with the request's email. */
  reviewEvent: (lead: { _id: string; stage: string }, now: Date) => CrmEvent
  /** The event that tells the CRM the time the visitor chose for the call (or that they left it to the office). */
  callEvent: (
    lead: { _id: string; stage: string },
    call: { callAt: string | null; rescheduled: boolean },
    now: Date,
  ) => CrmEvent
  /** Starts delivering the events of a request just kept; runs after the visitor has their answer. */
  handOff: (document: Kept) => Promise<void>
  /** Delivers (or queues) every event still to deliver whose try is due, stage changes made in the Studio included. */
  sweep: () => Promise<SweepResult>
  /** Waits for the tries a sweep started: a cron call answers once they are done. */
  settled: () => Promise<void>
  /** At the server's stop: waits for the tries under way and closes the queue's connections. */
  close: () => Promise<void>
}

function create(): CrmWebhook | null {
  const env = serverEnv()
  if (!env.LEADS_WEBHOOK_URL || !env.LEADS_WEBHOOK_SECRET) return null
  const target = { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }
  const store: EventStore = eventStore()
  // A queue needs a worker that stays up; where none does (Vercel), each instance tries what it is handed and the
  // cron sweeps the rest, Redis or not.
  const keepsRunning = sweepSeconds() > 0
  const runner: Runner =
    env.REDIS_URL && keepsRunning
      ? queueRunner(target, store, env.REDIS_URL)
      : localRunner(target, store, keepsRunning)
  // Whatever could not be handed on is still pending where it is kept: the next sweep hands it on again.
  let failure = ''
  const deliver = (delivery: Parameters<Runner['deliver']>[0]) =>
    runner.deliver(delivery).then(
      () => true,
      (error: unknown) => {
        failure = (error as Error).name
        return false
      },
    )
  const warnIfFailed = (count: number) => {
    if (count)
      log.warn(`${count} CRM event(s) could not be handed on yet (${failure}); the next sweep tries again`)
  }
  return {
    withCreatedEvent: (document, now, choices) => ({
      ...document,
      webhookEvents: [createdEvent(document, now, new Date(now.getTime() + CLAIM_MS), choices)],
    }),
    intakeEvent: (lead, now) => intakeCompletedEvent(lead, now, new Date(now.getTime() + CLAIM_MS)),
    callEvent: (lead, call, now) => callEvent(lead, call, now, new Date(now.getTime() + CLAIM_MS)),
    reviewEvent: (lead, now) => reviewRequestedEvent(lead, now, new Date(now.getTime() + CLAIM_MS)),
    handOff: async (document) => {
      const record = document as CrmRecord
      let failed = 0
      for (const event of record.webhookEvents ?? [])
        if (!(await deliver({ recordId: record._id, event, body: eventBody(record, event), claimed: true })))
          failed++
      warnIfFailed(failed)
    },
    sweep: async () => {
      const now = new Date()
      // Opt-outs first, so their events go out with this sweep. One that cannot be read now does not hold up
      // the rest: it stays untold for the next sweep.
      await store.tellOptOuts(now).catch((error: unknown) => {
        log.warn(
          `The opt-outs could not be told to the CRM yet (${(error as Error).name}); the next sweep tries again`,
        )
      })
      const unfinished = await store.unfinished(
        new Date(now.getTime() - SWEEP_HORIZON_MS),
        now,
        new Date(now.getTime() + CLAIM_MS),
      )
      let failed = 0
      for (const delivery of unfinished) if (!(await deliver(delivery))) failed++
      // One line per sweep, however many are waiting: a Redis outage is said once a sweep, not once an event.
      warnIfFailed(failed)
      return { events: unfinished.length }
    },
    settled: () => runner.settled(),
    close: () => runner.close(),
  }
}

// Route bundles and the start-up each load their own copy of this module: one hand-over per process.
const INSTANCE = Symbol.for('lone-star-shield.crm-webhook')
const processGlobals = () => globalThis as { [INSTANCE]?: CrmWebhook | null }

/** The process's hand-over to the CRM, or null when no LEADS_WEBHOOK_URL is set (nothing is sent). */
export function crmWebhook(): CrmWebhook | null {
  const globals = processGlobals()
  if (globals[INSTANCE] === undefined) globals[INSTANCE] = create()
  return globals[INSTANCE]
}

/**
 * At start: resumes what the last process left (retries due, events kept but never handed on), then sweeps
 * again every LEADS_WEBHOOK_SWEEP_SECONDS. Never holds the server's start. Returns what stops it: no more
 * sweeps, and the one under way and the tries it started finished.
 */
export function startCrmWebhook(): () => Promise<void> {
  const webhook = crmWebhook()
  if (!webhook) return async () => {}
  const stop = startSweeping(
    webhook.sweep,
    (error) => log.warn(`CRM webhook sweep failed (${error.name}); the next one tries again`),
    webhook.close,
  )
  const every = sweepSeconds()
  log.info(
    `Requests are handed to the CRM webhook (${serverEnv().REDIS_URL ? 'queue in Redis' : 'this server'}; sweep ${every > 0 ? `every ${every} s` : 'by cron only'}).`,
  )
  return stop
}
