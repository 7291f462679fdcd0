// compose.yaml's nginx finds the replicas by name through the container network's DNS, and asks again once its
// answer is 5 s old. Under podman that DNS stops answering for about 1.3 s (once, 6 s) each time a container
// joins or leaves the network: a visitor whose request waits on that lookup must get the page late, not a 502.
// Debian's nginx runs compose.yaml's own configuration against a DNS server of the test's, which answers nginx's
// first lookup and falls silent for 3 s at the moment nginx asks again, while requests keep coming.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { startDnsServer, type DnsServer } from '../../support/fakes/dns-server'
import { startNginx, type Nginx } from '../../support/servers/nginx'
import { freePort } from '../../support/servers/redis-server'

const SILENCE_MS = 3_000
const REQUEST_EVERY_MS = 100

let replica: Server
let dns: DnsServer
let nginx: Nginx

beforeAll(async () => {
  // The replica: anything that answers 200. /api/ is never answered from nginx's micro-cache, so every request
  // below needs the replica's address.
  replica = createServer((_request, response) => response.end('ok'))
  await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve))
  dns = await startDnsServer({ site: '127.0.0.1' })
  nginx = await startNginx(
    { resolver: dns.address, sitePort: (replica.address() as AddressInfo).port },
    await freePort(),
  )
})

afterAll(async () => {
  await nginx?.stop()
  await dns?.close()
  replica?.closeAllConnections()
  await new Promise((resolve) => replica?.close(resolve))
})

it('answers every request while the DNS is silent for 3 s just as nginx asks it again', async () => {
  // nginx has resolved `site` once, to answer startNginx's first request, and keeps that answer 5 s.
  expect(dns.queries.filter(({ answered }) => answered).length).toBeGreaterThan(0)
  let silence: { from: number; to: number } | undefined
  void dns.fallSilentAtNextQuery(SILENCE_MS).then((window) => (silence = window))
  const answeredAgain = () =>
    silence !== undefined && dns.queries.some(({ at, answered }) => answered && at >= silence!.to)

  const sent: { at: number; status: Promise<number> }[] = []
  const deadline = Date.now() + 20_000
  while (!answeredAgain() && Date.now() < deadline) {
    const status = fetch(`${nginx.origin}/api/health?visit=${sent.length}`).then(
      (response) => response.status,
      () => 0,
    )
    sent.push({ at: Date.now(), status })
    await new Promise((resolve) => setTimeout(resolve, REQUEST_EVERY_MS))
  }
  const statuses = await Promise.all(sent.map(({ status }) => status))

  // nginx asked during the silence, got nothing, and was answered once it was over.
  expect(silence, 'nginx never asked the DNS again').toBeDefined()
  expect(answeredAgain(), 'nginx was not answered after the silence').toBe(true)
  const { from, to } = silence!
  expect(dns.queries.filter(({ answered }) => !answered).length).toBeGreaterThan(0)
  const duringSilence = sent.filter(({ at }) => at >= from && at < to).length
  expect(duringSilence).toBeGreaterThanOrEqual(SILENCE_MS / REQUEST_EVERY_MS / 2)

  const failed = statuses.filter((status) => status !== 200)
  const firstError = nginx
    .errorLog()
    .split('\n')
    .find((line) => line.includes('[error]'))
  expect(failed.length, `${failed.join(' ')} of ${statuses.length} requests; nginx: ${firstError}`).toBe(0)
}, 40_000)
