// The lead endpoint under load, as the bench runs it (`pnpm bench`), or alone against a site already served:
//   tsx scripts/lead-load.ts http://127.0.0.1:3000
// The server must trust 127.0.0.1 as a proxy (TRUSTED_PROXIES=127.0.0.1): each request comes from an address of
// its own, as real visitors do, so the limit of five a minute per client never refuses one. Every request is a
// valid quote with a key and an email of its own, so each one is a record the server keeps.
import { randomUUID } from 'node:crypto'

import autocannon from 'autocannon'

import type { WebhookReceiver } from '../tests/support/fakes/webhook-receiver'

const lead = (run: string, index: number) =>
  JSON.stringify({
    name: 'Bench Visitor',
    // Every bench visitor a different person: no lead is a possible duplicate of another.
    phone: `(214) ${String(200 + (index % 800)).padStart(3, '0')}-${String(Math.floor(index / 800) % 10_000).padStart(4, '0')}`,
    email: `bench.${run}.${index}@example.com`,
    zip: '75204',
    coverageType: 'Auto Insurance',
    page: '/auto-insurance',
    consent: 'By submitting this form, you agree that we may contact you.',
    language: 'en',
    website: '',
    key: randomUUID(),
    emailsSent: 'customer,agency',
  })

// An address of the 10.0.0.0/8 range per request: about 16 million before one repeats.
const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

const headers = (origin: string, index: number) => ({
  origin,
  'content-type': 'application/json',
  'x-forwarded-for': address(index),
})

/** Milliseconds, to one decimal, that keeping one lead takes with nothing else going on: the median of 100. */
async function keepTime(origin: string, run: string): Promise<{ median: number; p99: number }> {
  const times: number[] = []
  for (let index = 0; index < 100; index++) {
    const started = performance.now()
    const response = await fetch(`${origin}/api/leads`, {
      method: 'POST',
      headers: headers(origin, 1_000_000 + index),
      body: lead(`${run}-seq`, 1_000_000 + index),
    })
    await response.arrayBuffer()
    if (response.status !== 202) throw new Error(`a lead was answered ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return { median: round(times[50]!), p99: round(times[98]!) }
}

/** Sequential keep time, then 10 connections posting leads for 10 s. */
export async function leadLoad(origin: string) {
  const run = randomUUID().slice(0, 8)
  const keep = await keepTime(origin, run)
  let index = 0
  const result = await autocannon({
    url: origin,
    connections: 10,
    duration: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        setupRequest: (request) => {
          index++
          return { ...request, headers: headers(origin, index), body: lead(run, index) }
        },
      },
    ],
  })
  return {
    keep,
    /** Leads the load tool saw answered 202: records the server kept (a few more may land as it stops). */
    kept: 100 + result['2xx'],
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    detail: `${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
  }
}

export const describeLeadLoad = ({ keep, rps, p99, errors, detail }: Awaited<ReturnType<typeof leadLoad>>) =>
  `keeping one lead ${keep.median} ms (p99 ${keep.p99} ms); under load ${rps} leads/s, p99 ${p99} ms, ` +
  `${errors} errors (${detail})`

/**
 * From each lead kept to its event accepted by the receiver (the event's timestamp is when its request came in),
 * once every kept lead's event has arrived: for the leads sent one by one and for those sent under load.
 */
export async function crmDeliveries(receiver: WebhookReceiver, kept: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (receiver.accepted().length < kept && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250))
  // The load tool stops counting at its deadline, while the server may still keep the leads it had in hand:
  // their events come a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const times = (sequential: boolean) =>
    receiver
      .accepted()
      .filter((received) => String(received.body.data.email).includes('-seq.') === sequential)
      .map((received) => received.at - Date.parse(received.body.timestamp))
      .sort((a, b) => a - b)
  const summary = (sorted: number[]) => ({
    median: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
  })
  const ids = receiver.accepted().map((received) => received.id)
  return {
    accepted: receiver.accepted().length,
    kept,
    repeated: ids.length - new Set(ids).size,
    invalid: receiver.tries.filter((received) => !received.validSignature).length,
    oneByOne: summary(times(true)),
    underLoad: summary(times(false)),
  }
}

export const describeCrmDeliveries = (d: Awaited<ReturnType<typeof crmDeliveries>>) =>
  `${d.accepted} of ${d.kept} events accepted (${d.repeated} repeated, ${d.invalid} badly signed); kept → accepted ` +
  `one by one median ${d.oneByOne.median} ms (p99 ${d.oneByOne.p99}), under load median ${d.underLoad.median} ms ` +
  `(p99 ${d.underLoad.p99})`

if (process.argv[1] === import.meta.filename) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3000'
  console.log(`Lead endpoint on ${origin}: ${describeLeadLoad(await leadLoad(origin))}`)
}
