import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  createdEvent,
  eventBody,
  intakeCompletedEvent,
  optedOutEvent,
  stageChangedEvent,
  type CrmRecord,
} from '@/lib/crm-webhook/crm-event'
import { databaseEventStore } from '@/lib/crm-webhook/event-store'
import { localRunner } from '@/lib/crm-webhook/local-runner'
import { queueRunner } from '@/lib/crm-webhook/queue-runner'
import { MAX_TRIES, RETRY_DELAYS_MS, retryDelay } from '@/lib/crm-webhook/retry-schedule'
import { database } from '@/lib/database/database'
import { updateEvent } from '@/lib/database/request-rows'
import { attributionFrom } from '@/lib/delivery/attribution'
import type { StoredDocument } from '@/lib/delivery/request-record'
import { databaseStore } from '@/lib/delivery/server/request-store'
import { CLAIM_MS } from '@/lib/outbox/timed-tries'

import { rowsOf } from '../../support/data/database-rows'
import type { LogLine } from '../../support/checks/log-lines'
import { startRedis, type RedisServer } from '../../support/servers/redis-server'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'
import { captureLog } from '../operations/log-capture'

const KEY = '5f0c2c4e-1b2a-4c3d-8e4f-a0b1c2d3e4f5'
const record = (fields: Partial<CrmRecord> = {}): CrmRecord =>
  ({
    _id: `leads.${KEY}`,
    _type: 'lead',
    fullName: 'Rosa Delgado',
    email: 'rosa.delgado@example.com',
    phoneNumber: '(214) 555-0134',
    submittedAt: '2026-11-26T10:30:00-06:00',
    stage: 'new',
    notes: 'Called back, voicemail',
    owner: { _type: 'reference', _ref: 'teamMember-maria' },
    ...fields,
  }) as CrmRecord

describe('the retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each within a tenth either way', () => {
    expect(MAX_TRIES).toBe(8)
    RETRY_DELAYS_MS.forEach((delay, index) => {
      expect(retryDelay(index + 1, () => 0)).toBe(Math.round(delay * 0.9))
      expect(retryDelay(index + 1, () => 1)).toBe(Math.round(delay * 1.1))
      expect(retryDelay(index + 1, () => 0.5)).toBe(delay)
    })
  })
})

describe('the events', () => {
  it('send the record as the visitor sent it, without the office’s notes, owner or bookkeeping', () => {
    const now = new Date('2026-11-26T16:30:00Z')
    const kept = record({ possibleDuplicateOf: { _type: 'reference', _ref: 'leads.earlier', _weak: true } })
    const event = createdEvent(kept, now, now)
    expect(event.id).toBe(`msg_${KEY.replaceAll('-', '')}`)
    const body = JSON.parse(eventBody({ ...kept, webhookEvents: [event] }, event))
    expect(body).toEqual({
      type: 'lead.created',
      timestamp: '2026-11-26T16:30:00.000Z',
      data: expect.objectContaining({
        id: `leads.${KEY}`,
        kind: 'lead',
        fullName: 'Rosa Delgado',
        stage: 'new',
        possibleDuplicateOf: 'leads.earlier',
      }),
    })
    for (const internal of ['notes', 'owner', 'webhookEvents', '_id', '_type'])
      expect(body.data).not.toHaveProperty(internal)
    expect(body.data.orderId).toBe(KEY)
  })

  it('tell a sale with what an ad platform’s upload needs: when, the premium, the click ids and the order id', () => {
    const now = new Date('2026-12-02T17:00:00Z')
    const sale = {
      quotedAt: '2026-11-28T15:00:00.000Z',
      wonAt: '2026-12-02T16:55:00.000Z',
      annualPremium: 1840.5,
      attribution: attributionFrom(
        'https://lonestarshield.com/auto-insurance?utm_source=google&utm_campaign=dallas-auto&gclid=Cj0KCQ-sale',
        null,
      ),
    }
    const created = createdEvent(record(), now, now)
    const won = record({ stage: 'won', ...sale, webhookEvents: [created] })
    const event = stageChangedEvent(won, now, now)!
    expect(JSON.parse(eventBody(won, event)).data).toMatchObject({
      stage: 'won',
      previousStage: 'new',
      orderId: KEY,
      ...sale,
    })
    // A created event tried again after the sale still sends what its first try did.
    const retried = JSON.parse(eventBody(won, created)).data
    for (const recorded of ['quotedAt', 'wonAt', 'annualPremium'])
      expect(retried).not.toHaveProperty(recorded)
    expect(retried.attribution.gclid).toBe('Cj0KCQ-sale')
  })

  it('tell an automation whether it may text or call: the answer, when, under which words, and the register’s opt-outs', () => {
    const now = new Date('2026-11-27T15:00:00Z')
    const smsConsent = {
      given: true,
      words: 'Yes, text me about this request. Reply STOP to opt out, HELP for help.',
      version: '3f2a9c81d4e0',
      at: '2026-11-26T16:30:00.000Z',
      page: 'https://lonestarshield.com/auto-insurance',
      clientAddress: '198.51.100.7',
      userAgent: 'Mozilla/5.0',
    }
    const created = createdEvent(record({ smsConsent }), now, now)
    const agreed = { given: true, at: smsConsent.at, version: smsConsent.version }
    expect(JSON.parse(eventBody(record({ smsConsent }), created)).data.smsConsent).toEqual({
      ...agreed,
      optedOutAt: null,
    })
    expect(JSON.parse(eventBody(record({ smsConsent }), created)).data.doNotCall).toBeNull()
    // An opt-out in the register outweighs the box ticked before it, in the event made after it; the proof stays
    // with the record.
    const register = {
      texts: { at: '2026-11-27T14:00:00.000Z', how: 'text reply' as const },
      calls: { at: '2026-11-27T14:05:00.000Z', how: 'call' as const },
    }
    const optedOut = record({ smsConsent, stage: 'contacted', webhookEvents: [created] })
    const moved = JSON.parse(eventBody(optedOut, stageChangedEvent(optedOut, now, now, register)!)).data
    expect(moved.smsConsent).toEqual({ ...agreed, optedOutAt: '2026-11-27T14:00:00.000Z' })
    expect(moved.doNotCall).toEqual({ at: '2026-11-27T14:05:00.000Z' })
    for (const proof of ['198.51.100.7', 'Mozilla/5.0', 'Reply STOP'])
      expect(JSON.stringify(moved)).not.toContain(proof)
    // Every event of the person says it, whatever its type: the opt-out's own event too.
    const told = JSON.parse(eventBody(optedOut, optedOutEvent(optedOut, 'c1', now, register))).data
    expect(told).toMatchObject({ stage: 'contacted', smsConsent: { optedOutAt: register.texts.at } })
    // A box ticked after the opt-out is a new consent, with the earlier opt-out beside it.
    const again = record({ smsConsent: { ...smsConsent, at: '2026-11-28T10:00:00.000Z' } })
    expect(
      JSON.parse(eventBody(again, createdEvent(again, now, now, { ...register, calls: null }))).data,
    ).toMatchObject({
      smsConsent: {
        given: true,
        at: '2026-11-28T10:00:00.000Z',
        optedOutAt: null,
        earlierOptOutAt: register.texts.at,
      },
      doNotCall: null,
    })
    // A request kept before the site had the box was never asked.
    expect(JSON.parse(eventBody(record(), created)).data.smsConsent).toEqual({
      given: false,
      at: null,
      version: null,
      optedOutAt: null,
    })
  })

  it('name a stage change the same on every server, and only when the stage moved', () => {
    const now = new Date('2026-11-26T17:00:00Z')
    const created = createdEvent(record(), now, now)
    expect(stageChangedEvent(record({ webhookEvents: [created] }), now, now)).toBeNull()
    const moved = record({ stage: 'contacted', webhookEvents: [created] })
    const event = stageChangedEvent(moved, now, now)!
    expect(event).toMatchObject({ type: 'lead.stage_changed', stage: 'contacted', previousStage: 'new' })
    expect(event.id).toBe(`${created.id}_1`)
    expect(stageChangedEvent(moved, now, now)!.id).toBe(event.id)
    expect(JSON.parse(eventBody(moved, event)).data).toMatchObject({
      stage: 'contacted',
      previousStage: 'new',
    })
    const service = stageChangedEvent(
      record({
        _id: `serviceRequests.${KEY}`,
        _type: 'serviceRequest',
        stage: 'done',
        webhookEvents: [created],
      }),
      now,
      now,
    )
    expect(service?.type).toBe('service_request.stage_changed')
  })

  it('still tell a stage change made just before a finished online quote’s event', () => {
    const now = new Date('2026-11-26T17:00:00Z')
    const created = createdEvent(record(), now, now)
    // Marked Contacted in the Studio; the visitor finished their online quote before a sweep noticed.
    const finished = intakeCompletedEvent({ _id: `leads.${KEY}`, stage: 'contacted' }, now, now)
    const event = stageChangedEvent(
      record({ stage: 'contacted', webhookEvents: [created, finished] }),
      now,
      now,
    )
    expect(event).toMatchObject({ type: 'lead.stage_changed', stage: 'contacted', previousStage: 'new' })
  })
})

describe('delivery by this server alone, on a clock the test moves', () => {
  let dir: string
  let receiver: WebhookReceiver
  let logged: LogLine[]
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'crm-webhook-'))
    logged = captureLog()
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    vi.useRealTimers()
    await receiver?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  /** A lead kept in the database with its created event, as the endpoint keeps it. */
  async function keptLead(now: Date, claimedUntil = now) {
    const file = path.join(dir, 'requests.sqlite')
    const lead = record()
    const event = createdEvent(lead, now, claimedUntil)
    const kept = { ...lead, webhookEvents: [event] }
    await databaseStore(file).save(kept as unknown as StoredDocument)
    return { file, kept, event }
  }

  /** The event's delivery as the database has it. */
  const stateOf = (file: string, id: string) =>
    rowsOf<{ status: string; tries: number; nextTryAt: string | null; lastError: string | null }>(
      file,
      'SELECT status, tries, next_try_at AS nextTryAt, delivered_at AS deliveredAt, last_error AS lastError FROM crm_events WHERE id = ?',
      id,
    )[0]!

  it('walks an event that always fails through the whole schedule to failed, with one webhook-id', async () => {
    receiver = await startWebhookReceiver(() => 500)
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-26T16:30:00Z'),
    })
    const { file, kept, event } = await keptLead(new Date())
    const store = databaseEventStore(file)
    const runner = localRunner({ url: receiver.url, secret: TEST_WEBHOOK_SECRET }, store, true)
    await runner.deliver({ recordId: kept._id, event, body: eventBody(kept, event), claimed: true })

    for (let tries = 1; tries <= MAX_TRIES; tries++) {
      await vi.waitFor(() => expect(stateOf(file, event.id).tries).toBe(tries), { timeout: 5000 })
      const last = stateOf(file, event.id)
      expect(receiver.tries).toHaveLength(tries)
      if (tries < MAX_TRIES) {
        expect(last).toMatchObject({ status: 'pending', tries, lastError: 'HTTP 500' })
        const wait = Date.parse(last.nextTryAt!) - Date.now()
        expect(wait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[tries - 1]! * 0.9 - 1000)
        expect(wait).toBeLessThanOrEqual(RETRY_DELAYS_MS[tries - 1]! * 1.1)
        await vi.advanceTimersByTimeAsync(wait)
      } else {
        expect(last).toMatchObject({ status: 'failed', tries: MAX_TRIES, lastError: 'HTTP 500' })
      }
    }
    // Every try was the same event, signed, and the store no longer lists it to deliver.
    expect(new Set(receiver.tries.map((received) => received.id))).toEqual(new Set([event.id]))
    expect(receiver.tries.every((received) => received.validSignature)).toBe(true)
    const gaps = receiver.tries.slice(1).map((received, index) => received.at - receiver.tries[index]!.at)
    gaps.forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[index]! * 0.9 - 1000)
      expect(gap).toBeLessThanOrEqual(RETRY_DELAYS_MS[index]! * 1.1 + 1000)
    })
    expect(await store.unfinished(new Date(0), new Date(), new Date())).toEqual([])
    // The operator reads each failed try, then one error when it is given up; never who sent it.
    expect(logged.filter((line) => line.level === 'warn')).toHaveLength(MAX_TRIES - 1)
    expect(logged.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual([
      `CRM event ${event.id} (lead.created, ${kept._id}) not delivered after 8 tries (HTTP 500): marked failed`,
    ])
    expect(JSON.stringify(logged)).not.toMatch(/Rosa|example\.com|555-0134|5550134/)
    // Nothing the visitor sent is in the record of tries.
    expect(JSON.stringify(stateOf(file, event.id))).not.toMatch(/Rosa|example\.com|555-0134|5550134/)
  })

  it('stops at once when the receiver answers 410 Gone', async () => {
    receiver = await startWebhookReceiver(() => 410)
    const { file, kept, event } = await keptLead(new Date())
    const store = databaseEventStore(file)
    const runner = localRunner({ url: receiver.url, secret: TEST_WEBHOOK_SECRET }, store, true)
    await runner.deliver({ recordId: kept._id, event, body: eventBody(kept, event), claimed: true })
    await runner.settled()
    expect(stateOf(file, event.id)).toMatchObject({
      status: 'failed',
      tries: 1,
      lastError: 'HTTP 410: the receiver asked to stop',
    })
    expect(receiver.tries).toHaveLength(1)
    expect(logged.map((line) => line.level)).toEqual(['error'])
  })

  it('resumes after a restart what the last process left pending, at its next try', async () => {
    receiver = await startWebhookReceiver()
    const { file, event } = await keptLead(new Date(Date.now() - 60_000))
    // The process died after its first try failed, with the next one due now.
    updateEvent(await database(file), event.id, {
      status: 'pending',
      tries: 1,
      lastError: 'ECONNREFUSED',
      nextTryAt: new Date().toISOString(),
    })
    const store = databaseEventStore(file)
    const runner = localRunner({ url: receiver.url, secret: TEST_WEBHOOK_SECRET }, store, true)
    const [pending] = await store.unfinished(new Date(0), new Date(), new Date())
    expect(pending).toMatchObject({ event: { id: event.id, tries: 1 } })
    await runner.deliver(pending!)
    await runner.settled()
    expect(receiver.accepted().map((received) => received.id)).toEqual([event.id])
    expect(stateOf(file, event.id)).toMatchObject({ status: 'delivered', tries: 2 })
    expect(logged.map((line) => [line.level, line.tries])).toEqual([['info', 2]])
    expect(await store.unfinished(new Date(0), new Date(), new Date())).toEqual([])
  })

  it('tries an event it just made at once, even when a sweep read the record before the hand-over', async () => {
    receiver = await startWebhookReceiver()
    const now = new Date()
    // The endpoint keeps the lead with its first try claimed for as long as a try may take, then hands it over
    // once the visitor has their answer: a sweep can read the record in between.
    const { file, kept, event } = await keptLead(now, new Date(now.getTime() + CLAIM_MS))
    const store = databaseEventStore(file)
    const runner = localRunner({ url: receiver.url, secret: TEST_WEBHOOK_SECRET }, store, true)
    const [swept] = await store.unfinished(new Date(0), now, now)
    await runner.deliver(swept!)
    await runner.deliver({ recordId: kept._id, event, body: eventBody(kept, event), claimed: true })
    await runner.settled()
    expect(receiver.accepted().map((received) => received.id)).toEqual([event.id])
    expect(stateOf(file, event.id)).toMatchObject({ status: 'delivered', tries: 1 })
  })

  it('never sends again an event delivered after a sweep read it', async () => {
    receiver = await startWebhookReceiver()
    const { file, event } = await keptLead(new Date(Date.now() - 60_000))
    const store = databaseEventStore(file)
    const runner = localRunner({ url: receiver.url, secret: TEST_WEBHOOK_SECRET }, store, true)
    // Two sweeps read the same pending event; the first delivers it before the second hands its copy on.
    const [first] = await store.unfinished(new Date(0), new Date(), new Date())
    const [stale] = await store.unfinished(new Date(0), new Date(), new Date())
    await runner.deliver(first!)
    await runner.settled()
    await runner.deliver(stale!)
    await runner.settled()
    expect(receiver.tries.map((received) => received.id)).toEqual([event.id])
    expect(stateOf(file, event.id)).toMatchObject({ status: 'delivered', tries: 1 })
  })
})

describe('delivery on a queue in a real Redis', () => {
  let dir: string
  let redis: RedisServer
  let receiver: WebhookReceiver
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'crm-queue-'))
    captureLog()
    redis = await startRedis()
    receiver = await startWebhookReceiver()
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await receiver.stop()
    await redis.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('sends an event it just made at once, even when a sweep queued it first to wait for its claim', async () => {
    const file = path.join(dir, 'requests.sqlite')
    const now = new Date()
    const lead = record()
    const event = createdEvent(lead, now, new Date(now.getTime() + CLAIM_MS))
    const kept = { ...lead, webhookEvents: [event] }
    await databaseStore(file).save(kept as unknown as StoredDocument)
    const store = databaseEventStore(file)
    const runner = queueRunner({ url: receiver.url, secret: TEST_WEBHOOK_SECRET }, store, redis.url)
    const [swept] = await store.unfinished(new Date(0), now, now)
    await runner.deliver(swept!)
    await runner.deliver({ recordId: kept._id, event, body: eventBody(kept, event), claimed: true })
    // Well within the 30 s the claim would have held it back.
    await vi.waitFor(() => expect(receiver.accepted().map((received) => received.id)).toEqual([event.id]), {
      timeout: 5000,
    })
  }, 15_000)

  it('leaves a job a worker has started on its schedule: the second try 5 s after a failed first', async () => {
    await receiver.stop()
    receiver = await startWebhookReceiver((_, earlierTries) => (earlierTries === 0 ? 500 : 200))
    const file = path.join(dir, 'requests.sqlite')
    const now = new Date()
    const lead = record()
    const event = createdEvent(lead, now, new Date(now.getTime() + CLAIM_MS))
    await databaseStore(file).save({ ...lead, webhookEvents: [event] } as unknown as StoredDocument)
    const runner = queueRunner(
      { url: receiver.url, secret: TEST_WEBHOOK_SECRET },
      databaseEventStore(file),
      redis.url,
    )
    const handOff = { recordId: lead._id, event, body: eventBody(lead, event), claimed: true }
    await runner.deliver(handOff)
    await vi.waitFor(() => expect(receiver.tries).toHaveLength(1), { interval: 20 })
    // The hand-over comes again once the first try has failed, as a slow one can on a busy server.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await runner.deliver(handOff)
    await vi.waitFor(() => expect(receiver.tries).toHaveLength(2), { timeout: 10_000, interval: 50 })
    const [first, second] = receiver.tries
    expect(first!.status).toBe(500)
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0] * 0.9 - 100)
  }, 20_000)

  it('removes ended jobs, delivered or failed for good, once past their window, and sends none twice within it', async () => {
    await receiver.stop()
    const refused = new Set<string>()
    receiver = await startWebhookReceiver((received) => (refused.has(received.body.data.id) ? 410 : 200))
    const file = path.join(dir, 'requests.sqlite')
    // A window of one second instead of an hour.
    const runner = queueRunner(
      { url: receiver.url, secret: TEST_WEBHOOK_SECRET },
      databaseEventStore(file),
      redis.url,
      { age: 1, count: 100 },
    )
    const jobs = createClient({ url: redis.url })
    await jobs.connect()
    const QUEUE_KEYS = 'lone-star-shield:queue:crm-webhooks:'
    const ended = async (set: 'completed' | 'failed') =>
      (await jobs.zRange(`${QUEUE_KEYS}${set}`, 0, -1)).sort()
    /** A lead kept and handed over, its CRM answering 200, or 410 (failed for good at once) when `refuse`. */
    const handOver = async (refuse = false) => {
      const now = new Date()
      const lead = record({ _id: `leads.${randomUUID()}` })
      const event = createdEvent(lead, now, new Date(now.getTime() + CLAIM_MS))
      await databaseStore(file).save({ ...lead, webhookEvents: [event] } as unknown as StoredDocument)
      if (refuse) refused.add(lead._id)
      const delivery = { recordId: lead._id, event, body: eventBody(lead, event), claimed: true }
      await runner.deliver(delivery)
      return delivery
    }
    try {
      const [delivered, failed] = [await handOver(), await handOver(true)]
      await vi.waitFor(async () => {
        expect(await ended('completed')).toEqual([delivered.event.id])
        expect(await ended('failed')).toEqual([failed.event.id])
      })
      // A sweep that read both records before their outcome was written adds them again: nothing is sent twice.
      await runner.deliver({ ...delivered, claimed: false })
      await runner.deliver({ ...failed, claimed: false })
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect(receiver.tries.map((received) => received.id)).toEqual([delivered.event.id, failed.event.id])

      // Past the window, the next jobs to end take the earlier ones with them: none of their keys is left.
      const [later, laterFailed] = [await handOver(), await handOver(true)]
      await vi.waitFor(async () => {
        expect(await ended('completed')).toEqual([later.event.id])
        expect(await ended('failed')).toEqual([laterFailed.event.id])
      })
      expect(await jobs.keys(`${QUEUE_KEYS}${delivered.event.id}*`)).toEqual([])
      expect(await jobs.keys(`${QUEUE_KEYS}${failed.event.id}*`)).toEqual([])
      expect(receiver.tries).toHaveLength(4)
    } finally {
      await runner.close()
      await jobs.close()
    }
  }, 20_000)
})
