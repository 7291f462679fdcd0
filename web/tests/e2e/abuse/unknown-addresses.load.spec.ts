// Anyone can make up addresses. The proxy answers each with its language's prerendered 404 page, and nothing lasts:
// no file in the build folder, no Redis entry, no memory kept per address, on a server alone and on one in shared
// mode.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import { expect, test } from '@playwright/test'

import { NOT_FOUND_PATHS } from '@/lib/routes'

import { settings } from '../../support/data/dataset'
import { madeUpAddress } from '../../support/checks/made-up-addresses'
import { pidListeningOn } from '../../support/servers/process-memory'
import { startRedis, until } from '../../support/servers/redis-server'
import { recordServerErrors, SERVER_ERROR_LOGS } from '../../support/servers/server-errors'
import { startSite, type SiteServer } from '../../support/servers/standalone-site'

const MB = 1024 * 1024
// Enough to show any per-address cost (before, 300 addresses added 75 MB to the disk) within the suite's time;
// E2E_UNKNOWN_ADDRESSES=10000 runs the full count.
const REQUESTS = Number(process.env.E2E_UNKNOWN_ADDRESSES ?? 500)
const WARM_UP = 200
const CONCURRENCY = 8

test.describe.configure({ mode: 'serial' })

/** Sends `count` made-up addresses, a few at a time; each must get the proxy's whole 404 page in its language. */
async function sendMadeUp(server: SiteServer, count: number, from: number) {
  let next = from
  const failures: string[] = []
  const worker = async () => {
    while (next < from + count) {
      const [address, language] = madeUpAddress(next++)
      const response = await fetch(`${server.origin}${address}`)
      const html = await response.text()
      const whole =
        response.headers.get('x-middleware-rewrite') === NOT_FOUND_PATHS[language] &&
        html.startsWith(`<!DOCTYPE html><html lang="${language}"`) &&
        html.includes(settings(language).notFound.title) &&
        html.trimEnd().endsWith('</html>')
      if (response.status !== 404 || !whole) failures.push(`${address}: ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return failures
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name)
    return total + (entry.isDirectory() ? bytesUnder(full) : statSync(full).size)
  }, 0)
}

const port = (server: SiteServer) => Number(new URL(server.origin).port)

const heapProbe = path.join(tmpdir(), `lone-star-shield-e2e-heap-${process.pid}.json`)

/** The server's memory once every piece of garbage is collected, and its resident size (tests/support/servers/heap-probe.mjs). */
async function memoryOf(server: SiteServer): Promise<{ kept: number; rss: number }> {
  rmSync(heapProbe, { force: true })
  process.kill(pidListeningOn(port(server)), 'SIGUSR2')
  await until('the heap probe', async () => existsSync(heapProbe) && readFileSync(heapProbe, 'utf8') !== '')
  return JSON.parse(readFileSync(heapProbe, 'utf8'))
}

test('a server alone: made-up addresses leave its disk and memory as they were', async () => {
  test.setTimeout(20 * 60_000)
  const probe = `${recordServerErrors(SERVER_ERROR_LOGS.standaloneCopies).NODE_OPTIONS} --import=${path.join(import.meta.dirname, '../../support/servers/heap-probe.mjs')}`
  const server = await startSite('unknown-addresses', { NODE_OPTIONS: probe, E2E_HEAP_PROBE_FILE: heapProbe })
  try {
    const build = path.join(server.dir, 'web/.next')
    // The server's first renders load its code and fill its caches of the site's own content.
    expect(await sendMadeUp(server, WARM_UP, 0)).toEqual([])
    const [diskBefore, memoryBefore] = [bytesUnder(build), await memoryOf(server)]
    const started = Date.now()
    expect(await sendMadeUp(server, REQUESTS, WARM_UP)).toEqual([])
    const [diskAfter, memoryAfter] = [bytesUnder(build), await memoryOf(server)]
    const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`
    console.log(
      `${REQUESTS} made-up addresses in ${((Date.now() - started) / 1000).toFixed(0)} s: build folder ` +
        `${((diskAfter - diskBefore) / MB).toFixed(2)} MB more; memory kept ${mb(memoryBefore.kept)} → ` +
        `${mb(memoryAfter.kept)}, resident ${mb(memoryBefore.rss)} → ${mb(memoryAfter.rss)}`,
    )
    expect(diskAfter - diskBefore).toBeLessThan(1 * MB)
    expect(memoryAfter.kept - memoryBefore.kept).toBeLessThan(50 * MB)
  } finally {
    server.stop()
  }
})

test('a server in shared mode: made-up addresses add nothing to Redis', async () => {
  test.setTimeout(20 * 60_000)
  const redis = await startRedis()
  const server = await startSite('unknown-addresses-shared', { REDIS_URL: redis.url })
  const client = createClient({ url: redis.url })
  await client.connect()
  const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1])
  try {
    expect(await sendMadeUp(server, WARM_UP, 0)).toEqual([])
    const [keysBefore, redisBefore] = [await client.dbSize(), await usedMemory()]
    expect(await sendMadeUp(server, REQUESTS, WARM_UP)).toEqual([])
    const [keysAfter, redisAfter] = [await client.dbSize(), await usedMemory()]
    console.log(
      `${REQUESTS} made-up addresses in shared mode: Redis keys ${keysBefore} → ${keysAfter}, ` +
        `memory ${((redisAfter - redisBefore) / MB).toFixed(2)} MB`,
    )
    expect(keysAfter).toBe(keysBefore)
    expect(redisAfter - redisBefore).toBeLessThan(1 * MB)
  } finally {
    await client.quit()
    server.stop()
    await redis.stop()
  }
})
