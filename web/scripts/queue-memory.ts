// What the CRM delivery queue leaves in Redis after the bench's lead load: a copy of the production build (run
// `next build` first; E2E_DIST_DIR names another) with REDIS_URL on a throwaway redis-server and the CRM webhook
// on, to a receiver on loopback that takes every event. Once every event is delivered, prints Redis's
// used_memory and DBSIZE, and the keys and bytes of the queue's own keys:
//   tsx scripts/queue-memory.ts
import { createClient } from '@redis/client'

import { startRedis } from '../tests/support/servers/redis-server'
import { startSite } from '../tests/support/servers/standalone-site'
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from '../tests/support/fakes/webhook-receiver'
import { crmDeliveries, describeCrmDeliveries, leadLoad } from './lead-load'

const QUEUE_KEYS = 'lone-star-shield:queue:'
const MB = 1024 * 1024

async function memory(url: string) {
  const client = createClient({ url })
  await client.connect()
  try {
    const used = Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1])
    const keys = await client.dbSize()
    // The queue's keys by kind: one hash per job (its id is the event's, msg_…), the event stream, the rest.
    const kinds = { jobs: { keys: 0, bytes: 0 }, events: { keys: 0, bytes: 0 }, other: { keys: 0, bytes: 0 } }
    for await (const batch of client.scanIterator({ MATCH: `${QUEUE_KEYS}*`, COUNT: 1000 })) {
      for (const key of batch) {
        const kind = key.endsWith(':events') ? 'events' : key.includes(':msg_') ? 'jobs' : 'other'
        kinds[kind].keys++
        kinds[kind].bytes += (await client.memoryUsage(key)) ?? 0
      }
    }
    const events = await client.xLen(`${QUEUE_KEYS}crm-webhooks:events`)
    const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`
    return (
      `used_memory ${(used / MB).toFixed(2)} MB, DBSIZE ${keys}; the queue: ${kinds.jobs.keys} job keys ` +
      `${kB(kinds.jobs.bytes)}, its event stream ${events} entries ${kB(kinds.events.bytes)}, ` +
      `${kinds.other.keys} other keys ${kB(kinds.other.bytes)}`
    )
  } finally {
    await client.close()
  }
}

const redis = await startRedis()
const receiver = await startWebhookReceiver()
try {
  const site = await startSite('queue-memory', {
    REDIS_URL: redis.url,
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // lead-load gives each lead an address of its own in X-Forwarded-For, as a proxy on loopback would.
    TRUSTED_PROXIES: '127.0.0.1',
  })
  try {
    console.log(`Before the load: ${await memory(redis.url)}`)
    const leads = await leadLoad(site.origin)
    console.log(
      `${leads.kept} leads kept; ${describeCrmDeliveries(await crmDeliveries(receiver, leads.kept))}`,
    )
    console.log(`After every event is delivered: ${await memory(redis.url)}`)
  } finally {
    site.stop()
  }
} finally {
  await receiver.stop()
  await redis.stop()
}
