// A redeploy as compose.yaml runs one: two replicas of the build behind compose.yaml's own nginx configuration
// (Debian's nginx, the replicas on loopback ports instead of the name `site`), one of them stopped with SIGTERM in
// the middle of a burst of visitors and leads, then started again. And nginx's micro-cache in front of them.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { leadRequest, storedLeads } from '../../support/forms/leads'
import { startNginx, type Nginx } from '../../support/servers/nginx'
import { freePort, startRedis, type RedisServer } from '../../support/servers/redis-server'
import { sendFrom, startSite, type Answer, type SiteServer } from '../../support/servers/standalone-site'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'

test.describe.configure({ mode: 'serial' })

let volume: string
let redis: RedisServer
let receiver: WebhookReceiver
let replicas: SiteServer[] = []
let nginx: Nginx

test.beforeAll(async () => {
  test.setTimeout(90_000)
  volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-redeploy-'))
  ;[redis, receiver] = await Promise.all([startRedis(), startWebhookReceiver(() => 200)])
  // As compose.yaml's replicas: one Redis (the CRM queue's worker on each), one volume, nginx as the trusted proxy.
  const shared = {
    REDIS_URL: redis.url,
    DATABASE_FILE: path.join(volume, 'requests.sqlite'),
    TRUSTED_PROXIES: '127.0.0.1',
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  }
  replicas = await Promise.all([startSite('redeploy-a', shared), startSite('redeploy-b', shared)])
  nginx = await startNginx(
    { replicas: replicas.map((replica) => new URL(replica.origin).host) },
    await freePort(),
  )
})

test.afterAll(async () => {
  await nginx?.stop()
  // Each one stops as a container does, and the run waits for it.
  for (const replica of replicas) replica.stop()
  await Promise.all(replicas.map((replica) => replica.exited))
  await receiver?.stop()
  await redis?.stop()
  if (volume) rmSync(volume, { recursive: true, force: true })
})

// Each visitor from a client address of their own: the lead endpoint takes five a minute from one address.
let clients = 0
const nextClient = () => {
  clients += 1
  return `127.9.${Math.floor(clients / 250)}.${(clients % 250) + 1}`
}

/** A GET from client address `from`; rejects when the connection fails. */
function getFrom(from: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, { localAddress: from, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

const sendLead = (key: string, origin = nginx.origin) =>
  sendFrom(
    nextClient(),
    `${origin}/api/leads`,
    JSON.stringify({ ...leadRequest(`redeploy.${key}@example.com`), key, emailsSent: 'customer,agency' }),
    { origin, 'content-type': 'application/json' },
  )

// As the quote form sends one (lib/delivery/post-to-server.ts): a failed connection or a 5xx is tried once more with
// the same key, which the server keeps once. A connection the stopping replica's kernel had queued but the server
// never took is reset, and nginx never sends a POST again by itself.
let leadsTriedTwice = 0
async function sendLeadAsTheFormDoes(key: string) {
  const first = await sendLead(key).catch(() => null)
  if (first && first.status < 500) return first
  leadsTriedTwice++
  return sendLead(key)
}

const PAGES = ['/', '/auto-insurance', '/home-insurance', '/es', '/service-center']

test('SIGTERM to a replica in the middle of 50 requests: every one answered, every lead kept once, the replica exits 0', async () => {
  test.setTimeout(60_000)
  const [a] = replicas as [SiteServer, SiteServer]
  // Replicas that have served a while, as in production: a cold server's first renders hold its event loop for
  // a quarter of a second, and whatever connects meanwhile waits in the kernel's backlog (see docs/containers.md).
  for (const replica of replicas) {
    for (const page of [...PAGES, ...PAGES])
      expect((await getFrom(nextClient(), `${replica.origin}${page}?warm`)).status).toBe(200)
    expect((await sendLead(randomUUID(), replica.origin)).status).toBe(202)
  }
  const stopped = a.exited
  type Sent = { kind: 'page' | 'lead'; key: string; outcome: Promise<number | string> }
  const sent: Sent[] = []
  let answered = 0
  const send = (n: number) => {
    const key = randomUUID()
    // A query string keeps pages out of nginx's cache, so they reach the replicas as leads do.
    const answer =
      n % 2
        ? sendLeadAsTheFormDoes(key)
        : getFrom(nextClient(), `${nginx.origin}${PAGES[n % PAGES.length]}?visit=${n}`)
    sent.push({
      kind: n % 2 ? 'lead' : 'page',
      key,
      outcome: answer
        .then(
          ({ status }) => status,
          (error: NodeJS.ErrnoException) => error.code ?? error.message,
        )
        .finally(() => answered++),
    })
  }
  // Twenty at once, the SIGTERM while they are answered, then ten every 100 ms while the replica stops and starts
  // again, as compose replaces it.
  for (let n = 0; n < 20; n++) send(n)
  await new Promise((resolve) => setTimeout(resolve, 10))
  // The stop is real: it comes while requests of the burst are still unanswered. (How many the replica itself
  // holds when it stops listening, after its lull, is printed: a fast server may have answered them all by then.)
  const unansweredAtSigterm = sent.length - answered
  // What the stopped server printed, read before its successor starts.
  let stoppedOutput = ''
  const restarted = a.restart(async () => {
    stoppedOutput = a.output()
  })
  for (let wave = 2; wave < 5; wave++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (let n = wave * 10; n < wave * 10 + 10; n++) send(n)
  }
  const outcomes = await Promise.all(sent.map(({ outcome }) => outcome))
  const exitCode = await stopped
  await restarted
  const drain = /"msg":"SIGTERM: no new connections; finishing (\d+) request\(s\) in flight/.exec(
    stoppedOutput,
  )

  const byOutcome = (kind: Sent['kind']) =>
    sent.flatMap((request, n) => (request.kind === kind ? [outcomes[n]] : []))
  // e.g. {"202":25}
  const count = (kind: Sent['kind']) => {
    const tally: Record<string, number> = {}
    for (const outcome of byOutcome(kind)) tally[String(outcome)] = (tally[String(outcome)] ?? 0) + 1
    return JSON.stringify(tally)
  }
  console.log(
    `SIGTERM with ${unansweredAtSigterm} of 20 unanswered, ${drain?.[1]} request(s) in flight when the replica stopped listening; ${/Stopped in \d+ ms/.exec(stoppedOutput)?.[0]}, exit code ` +
      `${exitCode}; pages ${count('page')}, leads ${count('lead')} (${leadsTriedTwice} tried twice)`,
  )
  expect(unansweredAtSigterm).toBeGreaterThan(0)
  expect(byOutcome('page')).toEqual(Array.from({ length: 25 }, () => 200))
  expect(byOutcome('lead')).toEqual(Array.from({ length: 25 }, () => 202))
  expect(exitCode).toBe(0)
  expect(stoppedOutput).toMatch(/"msg":"Stopped in \d+ ms"/)

  const keys = sent.filter(({ kind }) => kind === 'lead').map(({ key }) => `leads.${key}`)
  const kept = storedLeads(path.join(volume, 'requests.sqlite')).map((lead) => lead._id)
  expect(kept.filter((id) => keys.includes(id)).sort()).toEqual([...keys].sort())
  // Both replicas took some: nginx sent to the one that was left while the other was away.
  const upstreams = new Set(nginx.accessLog().match(/upstream=[\d.:]+/g))
  expect(upstreams.size).toBe(2)
  expect(nginx.accessLog()).not.toMatch(/" 50\d /)
})

const cacheStatus = (answer: Answer) => answer.headers['x-cache-status']

test("nginx's micro-cache: a page twice within a second reaches a replica once; a cookie, an RSC request, /api/ and a private page never come from it", async () => {
  test.setTimeout(30_000)
  const url = `${nginx.origin}/auto-insurance`
  const client = nextClient()
  // The log names the path without its query, as the earlier tests' visits to it do.
  const logged = () =>
    nginx
      .accessLog()
      .split('\n')
      .filter((line) => line.includes('"GET /auto-insurance HTTP/1.1"'))
  const before = logged().length
  const first = await getFrom(client, url)
  const second = await getFrom(client, url)
  expect(first.status).toBe(200)
  expect(['MISS', 'EXPIRED']).toContain(cacheStatus(first))
  expect(cacheStatus(second)).toBe('HIT')
  // nginx writes a request's line once its answer is out, so the client can read the log before it is there.
  await expect.poll(() => logged().length).toBe(before + 2)
  const lines = logged().slice(-2)
  expect(lines[0]).toMatch(/upstream=127\.0\.0\.1:\d+ cache=(MISS|EXPIRED)$/)
  expect(lines[1]).toMatch(/upstream=- cache=HIT$/)
  // nginx counts whole seconds: a page kept for one is kept until the second after next at most. Then the next
  // visitor gets a page rendered again.
  await new Promise((resolve) => setTimeout(resolve, 2100))
  expect(cacheStatus(await getFrom(client, url))).not.toBe('HIT')

  const personal: Record<string, string>[] = [
    { cookie: 'quote_link=abc' },
    { cookie: '__prerender_bypass=1' },
    { rsc: '1' },
    { 'next-router-prefetch': '1' },
  ]
  for (const headers of personal) {
    for (let n = 0; n < 2; n++) {
      const answer = await getFrom(client, url, headers)
      // Next sends an RSC request without its ?_rsc= to the address with one (307).
      expect(answer.status, JSON.stringify(headers)).toBeLessThan(400)
      expect(cacheStatus(answer), JSON.stringify(headers)).toBe('BYPASS')
    }
  }
  expect(cacheStatus(await getFrom(client, `${url}?_rsc=abc`))).toBe('BYPASS')
  // The online quote's pages are private: rendered for each visitor, even without a cookie.
  for (let n = 0; n < 2; n++)
    expect(cacheStatus(await getFrom(client, `${nginx.origin}/finish-your-quote`))).toBe('MISS')
  for (let n = 0; n < 2; n++) {
    const health = await getFrom(client, `${nginx.origin}/api/health`)
    expect(health.status).toBe(200)
    expect(cacheStatus(health)).toBeUndefined()
  }

  // Compressed by whichever of the two does it.
  const compressed = await getFrom(client, url, { 'accept-encoding': 'gzip' })
  expect(compressed.headers['content-encoding']).toBe('gzip')
})
