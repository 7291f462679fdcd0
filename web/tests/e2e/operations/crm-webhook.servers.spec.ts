// Every new request handed to the agency's CRM: signed Standard Webhooks events that reach a receiver the test
// stands up, once each, whatever the receiver, the server or a second server does meanwhile.
import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { leadRequest, serviceRequestBody, storedLeads } from '../../support/forms/leads'
import { logLines } from '../../support/checks/log-lines'
import { startRedis, type RedisServer } from '../../support/servers/redis-server'
import { postFrom, startSite, type SiteServer } from '../../support/servers/standalone-site'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'

test.describe.configure({ mode: 'serial' })

const CRON_SECRET = 'e2e-cron-secret-0123456789'
let servers: SiteServer[] = []
let receiver: WebhookReceiver | undefined
let redis: RedisServer | undefined

test.afterEach(async () => {
  for (const server of servers) server.stop()
  servers = []
  await receiver?.stop()
  receiver = undefined
  await redis?.stop()
  redis = undefined
})

async function siteFor(name: string, webhook: WebhookReceiver, env: Record<string, string> = {}) {
  const site = await startSite(name, {
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    ...env,
  })
  servers.push(site)
  return site
}

// Each request from its own client address: five a minute from one address is the endpoints' limit.
let client = 0
const nextClient = () => {
  client += 1
  return `127.0.${20 + Math.floor(client / 200)}.${(client % 200) + 1}`
}

const post = async (site: SiteServer, path: string, body: object) => {
  const status = await postFrom(nextClient(), `${site.origin}${path}`, JSON.stringify(body), {
    origin: site.origin,
    'content-type': 'application/json',
  })
  expect(status, `${path} keeps the request`).toBe(202)
}

const sendLead = (site: SiteServer, email: string) =>
  post(site, '/api/leads', { ...leadRequest(email), key: randomUUID(), emailsSent: 'customer,agency' })

const sendServiceRequest = (site: SiteServer, email: string) =>
  post(site, '/api/service-requests', serviceRequestBody(email))

const idsOf = (tries: { id: string }[]) => tries.map((received) => received.id)
const duplicates = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index)

/** The times from a request kept to its event accepted, as the servers logged them. */
const deliveryTimes = (...sites: SiteServer[]) =>
  sites
    .flatMap((site) => logLines(site.output()))
    .filter((line) => / delivered$/.test(line.msg) && typeof line.ms === 'number')
    .map((line) => line.ms as number)
    .sort((a, b) => a - b)

test('20 leads and 5 service requests reach the CRM as 25 signed events, one webhook-id each', async () => {
  test.setTimeout(120_000)
  receiver = await startWebhookReceiver()
  const site = await siteFor('crm-webhook', receiver)
  const run = Date.now()
  const leads = Array.from({ length: 20 }, (_, n) => `lead.${run}.${n}@example.com`)
  const serviceRequests = Array.from({ length: 5 }, (_, n) => `client.${run}.${n}@example.com`)
  await Promise.all([
    ...leads.map((email) => sendLead(site, email)),
    ...serviceRequests.map((email) => sendServiceRequest(site, email)),
  ])

  await expect.poll(() => receiver!.accepted().length, { timeout: 20_000 }).toBe(25)
  // Nothing more follows: no event is sent twice.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const accepted = receiver.accepted()
  expect(receiver.tries).toHaveLength(25)
  expect(accepted.every((received) => received.validSignature)).toBe(true)
  expect(duplicates(idsOf(accepted))).toEqual([])

  // One event per kept request, each carrying that request.
  const kept = storedLeads(site.databaseFile)
  expect(new Set(accepted.map((received) => received.body.data.id))).toEqual(
    new Set(kept.map((doc) => doc._id)),
  )
  const types = accepted.map((received) => received.body.type)
  expect(types.filter((type) => type === 'lead.created')).toHaveLength(20)
  expect(types.filter((type) => type === 'service_request.created')).toHaveLength(5)
  const emails = accepted.map((received) => received.body.data.email)
  expect(emails.sort()).toEqual([...leads, ...serviceRequests].sort())
  const lead = accepted.find((received) => received.body.type === 'lead.created')!.body
  expect(lead.data).toMatchObject({
    kind: 'lead',
    stage: 'new',
    fullName: 'Ana García',
    language: 'en',
    pageUrl: expect.stringMatching(/\/auto-insurance$/),
    consentText: expect.stringContaining('contact you'),
    consentVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
    // Sent with no tick in the box about texts: an automation that texts must let it pass.
    smsConsent: { given: false, at: expect.any(String), version: null, optedOutAt: null },
    submittedAt: expect.any(String),
    attribution: expect.objectContaining({ landingPage: expect.any(String) }),
  })
  expect(lead.data).not.toHaveProperty('webhookEvents')
  const times = deliveryTimes(site)
  console.log(
    `Kept to accepted (loopback, 25 at once): median ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms`,
  )
  // No visitor's details in the server's log.
  expect(site.output()).not.toContain('@example.com')
})

test('events kept while the receiver is down arrive after the server restarts and the receiver is back', async () => {
  test.setTimeout(120_000)
  receiver = await startWebhookReceiver()
  await receiver.stop()
  const site = await siteFor('crm-webhook-restart', receiver)
  const run = Date.now()
  await Promise.all(Array.from({ length: 10 }, (_, n) => sendLead(site, `down.${run}.${n}@example.com`)))
  // Every first try has failed; the server is stopped before any retry and started again.
  await expect
    .poll(() => logLines(site.output()).filter((line) => /try 1 failed/.test(line.msg)).length)
    .toBe(10)
  await site.restart(() => receiver!.start())

  await expect.poll(() => receiver!.accepted().length, { timeout: 30_000 }).toBe(10)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  expect(receiver.tries).toHaveLength(10)
  expect(duplicates(idsOf(receiver.accepted()))).toEqual([])
  expect(new Set(receiver.accepted().map((received) => received.body.data.id))).toEqual(
    new Set(storedLeads(site.databaseFile).map((doc) => doc._id)),
  )
})

test('two servers on one Redis deliver 20 leads once each, each about 5 s after its failed first try, and one stopped mid-schedule leaves its retries to the other', async () => {
  test.setTimeout(150_000)
  redis = await startRedis()
  // Each event's first try fails, so every retry waits in the queue.
  receiver = await startWebhookReceiver((_, earlierTries) => (earlierTries === 0 ? 500 : 200))
  const [a, b] = await Promise.all([
    siteFor('crm-webhook-a', receiver, { REDIS_URL: redis.url }),
    siteFor('crm-webhook-b', receiver, { REDIS_URL: redis.url }),
  ])
  const run = Date.now()
  await Promise.all(
    Array.from({ length: 20 }, (_, n) => sendLead(n % 2 ? a : b, `shared.${run}.${n}@example.com`)),
  )
  // Every first try's failure is in the log of the server whose worker made it.
  const failedFirstTries = () =>
    [a, b].flatMap((site) =>
      logLines(site.output()).filter((line) => /try 1 failed \(HTTP 500\); next try in 5 s$/.test(line.msg)),
    )
  await expect.poll(() => failedFirstTries().length, { timeout: 10_000 }).toBe(20)
  // A goes away with its leads' retries waiting in the queue (given a moment to put its last one back there).
  await new Promise((resolve) => setTimeout(resolve, 500))
  a.stop()
  servers = [b]

  await expect.poll(() => receiver!.accepted().length, { timeout: 40_000 }).toBe(20)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(receiver.tries).toHaveLength(40)
  // Each event arrived about 5 s after its failed first try, A's too: its jobs waited in Redis for B.
  for (const accepted of receiver.accepted()) {
    const first = receiver.tries.find((received) => received.id === accepted.id)!
    expect(first.status).toBe(500)
    expect(accepted.at - first.at).toBeGreaterThanOrEqual(4400)
    expect(accepted.at - first.at).toBeLessThan(7000)
  }
  expect(duplicates(idsOf(receiver.accepted()))).toEqual([])
  expect(new Set(receiver.accepted().map((received) => received.body.data.id)).size).toBe(20)
  expect(receiver.accepted().every((received) => received.validSignature)).toBe(true)
})

test('where no process stays up, the cron route retries what is due, and only with its secret', async () => {
  test.setTimeout(90_000)
  receiver = await startWebhookReceiver((_, earlierTries) => (earlierTries === 0 ? 500 : 200))
  const site = await siteFor('crm-webhook-cron', receiver, {
    LEADS_WEBHOOK_SWEEP_SECONDS: '0',
    CRON_SECRET,
  })
  const run = Date.now()
  await Promise.all(Array.from({ length: 3 }, (_, n) => sendLead(site, `cron.${run}.${n}@example.com`)))
  await expect.poll(() => receiver!.tries.length).toBe(3)
  // Nothing in the process retries them (a retry would have come 5 s after the first try, 5.5 s at the most).
  await new Promise((resolve) => setTimeout(resolve, 6000))
  expect(receiver.accepted()).toHaveLength(0)

  const sweep = `${site.origin}/api/crm-webhook/sweep`
  expect((await fetch(sweep)).status).toBe(401)
  expect((await fetch(sweep, { headers: { authorization: 'Bearer not-the-secret-at-all' } })).status).toBe(
    401,
  )
  const response = await fetch(sweep, { headers: { authorization: `Bearer ${CRON_SECRET}` } })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ configured: true, events: 3 })
  // The cron's call answers once the tries are made.
  expect(receiver.accepted()).toHaveLength(3)
  const again = await fetch(sweep, { headers: { authorization: `Bearer ${CRON_SECRET}` } })
  expect(await again.json()).toEqual({ configured: true, events: 0 })
  expect(receiver.tries).toHaveLength(6)
})
