// Two replicas of the site sharing one Redis, as behind a load balancer (Vercel's instances, two containers):
// one truth for the cache, the lead limit and the webhook's replay memory, and no header that buys more leads.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import { NOT_FOUND_PATHS } from '@/lib/routes'

import { leadRequest, storedLeads } from '../../support/forms/leads'
import { logLines } from '../../support/checks/log-lines'
import { freePort, startRedis, type RedisServer } from '../../support/servers/redis-server'
import { postFrom, startSite, type SiteServer } from '../../support/servers/standalone-site'
import { E2E } from '../../support/servers/servers'
import { expect, test } from '@playwright/test'

const PUBLISH_BUDGET_MS = 5000
const WEB = path.resolve(import.meta.dirname, '../../..')
// The content both replicas read, as they would read one Content Lake.
const dataset = path.join(tmpdir(), `lone-star-shield-e2e-shared-${E2E.sitePort}.ndjson`)

test.describe.configure({ mode: 'serial' })

let redis: RedisServer
let a: SiteServer
let b: SiteServer
/** A third replica behind a reverse proxy on 127.0.0.1, which the test plays. */
let proxied: SiteServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  copyFileSync(path.join(WEB, '../studio/seed/production.ndjson'), dataset)
  redis = await startRedis()
  const shared = { REDIS_URL: redis.url, EMBEDDED_DATASET_PATH: dataset }
  ;[a, b, proxied] = await Promise.all([
    startSite('replica-a', shared),
    startSite('replica-b', shared),
    startSite('replica-behind-proxy', { ...shared, TRUSTED_PROXIES: '127.0.0.1' }),
  ])
})

test.afterAll(() => {
  for (const server of [a, b, proxied]) server?.stop()
  redis?.stop()
})

/** Sends one lead to `site` from the client at `from`, with whatever X-Forwarded-For that client writes. */
const sendLead = (site: SiteServer, from: string, email: string, forwardedFor?: string) =>
  postFrom(from, `${site.origin}/api/leads`, JSON.stringify(leadRequest(email)), {
    origin: site.origin,
    'content-type': 'application/json',
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  })

const keptFor = (email: string, ...sites: SiteServer[]) =>
  sites.flatMap((site) => storedLeads(site.databaseFile)).filter((kept) => kept.email === email).length

async function signedCall(payload: object) {
  const body = JSON.stringify(payload)
  const signature = await encodeSignatureHeader(body, Date.now(), E2E.webhookSecret)
  return (site: SiteServer) =>
    fetch(`${site.origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body,
    }).then(async (response) => ({ status: response.status, body: await response.json() }))
}

const html = async (url: string) => {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return response.text()
}

function editReview(text: string) {
  const lines = readFileSync(dataset, 'utf8')
    .split('\n')
    .map((line) => (line.includes('"_id":"review-1"') ? JSON.stringify({ ...JSON.parse(line), text }) : line))
  writeFileSync(dataset, lines.join('\n'))
}

test('each replica says at start that it shares its state through Redis', () => {
  for (const site of [a, b, proxied])
    expect(site.output()).toContain(
      `Shared mode: cache, lead limit and webhook memory in Redis at ${redis.url}.`,
    )
})

test('a mis-cased address answers its lower-case form on a replica sharing Redis', async () => {
  for (const site of [a, b]) {
    const response = await fetch(`${site.origin}/Auto-Insurance?utm_source=Mailer`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/auto-insurance?utm_source=Mailer')
  }
})

test('a review published through A is served by B within 5 s (5 runs)', async ({}, testInfo) => {
  test.setTimeout(90_000)
  const pages = ['/', '/auto-insurance']
  // Both replicas have served (and cached) the pages before the edit.
  for (const site of [a, b]) for (const page of pages) await html(`${site.origin}${page}`)
  const times: number[] = []
  for (let run = 1; run <= 5; run++) {
    const text = `Shared edit ${run} at ${Date.now()}: they found us a better rate on both cars.`
    editReview(text)
    const start = Date.now()
    const call = await signedCall({ _id: 'review-1', _type: 'review' })
    expect((await call(a)).status).toBe(200)
    for (const page of pages) {
      await expect
        .poll(async () => (await html(`${b.origin}${page}`)).includes(text), {
          message: `B's ${page} shows the review published through A`,
          timeout: PUBLISH_BUDGET_MS,
          intervals: [100],
        })
        .toBe(true)
    }
    times.push(Date.now() - start)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const median = [...times].sort((x, y) => x - y)[2]!
  testInfo.annotations.push({
    type: 'A publish to B live (ms)',
    description: `${times.join(', ')}; median ${median}`,
  })
  console.log(`A publish → B live ms: ${times.join(', ')} (median ${median})`)
  expect(Math.max(...times)).toBeLessThanOrEqual(PUBLISH_BUDGET_MS)
})

// B learns of a publish taken by A through Redis alone: before answering an address 404, its proxy merges the shared
// tags and reads its published addresses again.
test("a page published through A is never B's 404; deleted, it is B's 404 again", async () => {
  const slug = `e2e-shared-page-${Date.now().toString(36)}`
  const id = `page-e2e-${slug}`
  const answer = async (site: SiteServer) => {
    const response = await fetch(`${site.origin}/${slug}`)
    await response.arrayBuffer()
    return { status: response.status, rewrite: response.headers.get('x-middleware-rewrite') }
  }
  for (const site of [a, b]) expect(await answer(site)).toEqual({ status: 404, rewrite: NOT_FOUND_PATHS.en })
  const original = readFileSync(dataset, 'utf8')
  const umbrella = original.split('\n').find((line) => line.includes('"_id":"page-umbrella-insurance"'))!
  const page = { ...JSON.parse(umbrella), _id: id, slug: { _type: 'slug', current: slug }, previousSlugs: [] }
  try {
    writeFileSync(dataset, `${original.trimEnd()}\n${JSON.stringify(page)}\n`)
    expect((await (await signedCall({ _id: id, _type: 'page', operation: 'create' }))(a)).status).toBe(200)
    expect((await answer(b)).rewrite, "B's first answer after the publish is the page route's").toBeNull()
    await expect
      .poll(async () => (await answer(b)).status, { timeout: PUBLISH_BUDGET_MS, intervals: [100] })
      .toBe(200)
  } finally {
    writeFileSync(dataset, original)
  }
  expect((await (await signedCall({ _id: id, _type: 'page', operation: 'delete' }))(a)).status).toBe(200)
  await expect
    .poll(() => answer(b), { timeout: PUBLISH_BUDGET_MS, intervals: [100] })
    .toEqual({ status: 404, rewrite: NOT_FOUND_PATHS.en })
})

test('a webhook call taken by A is a duplicate on B', async () => {
  const call = await signedCall({ _id: 'faq-1', _type: 'faqItem' })
  expect(await call(a)).toEqual({ status: 200, body: { revalidated: ['faqItem'], documentId: 'faq-1' } })
  expect(await call(b)).toEqual({ status: 200, body: { revalidated: [], duplicate: true } })
  expect(await call(a)).toEqual({ status: 200, body: { revalidated: [], duplicate: true } })
})

test('a client facing a replica directly gains nothing by writing X-Forwarded-For (30 leads)', async () => {
  const email = `forged-${Date.now()}@example.com`
  const statuses: number[] = []
  for (let i = 1; i <= 30; i++) statuses.push(await sendLead(a, '127.0.0.3', email, `203.0.113.${i}`))
  const kept = keptFor(email, a)
  console.log(`Forged X-Forwarded-For, one replica: ${kept} of 30 leads kept`)
  expect(statuses.filter((status) => status === 202)).toHaveLength(5)
  expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
  expect(kept).toBe(5)
})

test('the lead limit holds across A and B (10 leads sent alternately)', async () => {
  const email = `alternating-${Date.now()}@example.com`
  const statuses: number[] = []
  for (let i = 0; i < 10; i++) statuses.push(await sendLead(i % 2 === 0 ? a : b, '127.0.0.4', email))
  const kept = keptFor(email, a, b)
  console.log(`Alternating A and B: ${kept} of 10 leads kept`)
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429, 429])
  expect(kept).toBe(5)
})

test('behind a trusted proxy, visitors are told apart and the entries they forge are ignored', async () => {
  const email = `proxied-${Date.now()}@example.com`
  // The proxy (the test, on 127.0.0.1) appends the address it saw to whatever the visitor sent.
  const visitor = async (address: string, count: number) => {
    const statuses: number[] = []
    for (let i = 1; i <= count; i++)
      statuses.push(await sendLead(proxied, '127.0.0.1', email, `198.18.${i}.${i}, ${address}`))
    return statuses
  }
  expect(await visitor('198.51.100.10', 7)).toEqual([202, 202, 202, 202, 202, 429, 429])
  expect(await visitor('198.51.100.11', 1)).toEqual([202])
  expect(keptFor(email, proxied)).toBe(6)
})

test('with Redis stopped, pages still answer 200, a lead is still kept and a publish still goes live', async () => {
  test.setTimeout(60_000)
  await redis.stop()
  for (const site of [a, b]) {
    for (const page of ['/', '/auto-insurance', '/es', '/privacy-policy']) {
      expect((await fetch(`${site.origin}${page}`)).status, `${site.origin}${page}`).toBe(200)
    }
  }
  const email = `outage-${Date.now()}@example.com`
  expect(await sendLead(a, '127.0.0.5', email)).toBe(202)
  expect(keptFor(email, a)).toBe(1)

  const text = `Published during the outage ${Date.now()}`
  editReview(text)
  const call = await signedCall({ _id: 'review-1', _type: 'review' })
  expect((await call(a)).status).toBe(200)
  await expect
    .poll(async () => (await html(`${a.origin}/`)).includes(text), {
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toBe(true)
  for (const site of [a, b]) {
    const warnings = site.output().match(/Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached/g) ?? []
    expect(warnings, 'one line when Redis goes away, not one per request').toHaveLength(1)
  }
})

test('a replica whose Redis cannot be reached at start says so in one line and serves anyway', async () => {
  test.setTimeout(60_000)
  const nowhere = `redis://127.0.0.1:${await freePort()}`
  const alone = await startSite('replica-without-redis', {
    REDIS_URL: nowhere,
    EMBEDDED_DATASET_PATH: dataset,
  })
  try {
    for (const page of ['/', '/es/seguro-de-auto'])
      expect((await fetch(`${alone.origin}${page}`)).status).toBe(200)
    const email = `no-redis-${Date.now()}@example.com`
    expect(await sendLead(alone, '127.0.0.6', email)).toBe(202)
    expect(keptFor(email, alone)).toBe(1)
    const lines = logLines(alone.output())
      .filter(({ msg }) => msg.includes('cannot be reached'))
      .map(({ msg }) => msg)
    expect(lines).toEqual([
      `Redis at ${nowhere} cannot be reached (ECONNREFUSED): this server keeps serving, with its cache, lead limit and webhook memory in its own memory until Redis is back.`,
    ])
  } finally {
    alone.stop()
  }
})
