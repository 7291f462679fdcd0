// What a load balancer or an operator reads at /api/health: each part of the server, and 503 only when the server
// cannot do its job, so an outage every server shares (Redis) never takes them all out of rotation.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { askHealth } from '../../support/checks/health'
import { E2E } from '../../support/servers/servers'
import { startRedis, type RedisServer } from '../../support/servers/redis-server'
import { expectServerErrors } from '../../support/servers/server-errors'
import { startSite, type SiteServer } from '../../support/servers/standalone-site'

test.describe.configure({ mode: 'serial' })

const health = (server: SiteServer) => askHealth(server.origin)

/** The answer names no software version, file path or address an attacker could use. */
function expectNothingRevealed(text: string, server: SiteServer, redis?: RedisServer) {
  expect(text).not.toMatch(/\d+\.\d+\.\d+|\/tmp|\/data|127\.0\.0\.1|redis:\/\/|node_modules/)
  expect(text).not.toContain(server.dir)
  if (redis) expect(text).not.toContain(String(redis.port))
}

test('Redis down: every server stays in rotation with Redis degraded, and ok again once it is back', async () => {
  test.setTimeout(90_000)
  let redis = await startRedis()
  const server = await startSite('health-shared', { REDIS_URL: redis.url })
  try {
    const healthy = await health(server)
    expect(healthy.status).toBe(200)
    expect(healthy.body).toEqual({
      status: 'ok',
      checks: {
        content: { status: 'ok' },
        redis: { status: 'ok' },
        requests: { status: 'ok' },
        requestCeiling: { status: 'ok' },
        onlineQuotes: { status: 'ok' },
      },
    })
    expect(healthy.headers.get('cache-control')).toBe('no-store')
    expectNothingRevealed(healthy.text, server, redis)
    const post = await fetch(`${server.origin}/api/health`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET')

    await redis.stop()
    await expect
      .poll(async () => (await health(server)).body.checks?.redis?.status, { timeout: 15_000 })
      .toBe('degraded')
    const degraded = await health(server)
    expect(degraded.status).toBe(200)
    expect(degraded.body.status).toBe('degraded')
    expect(degraded.body.checks?.redis?.detail).toMatch(/own memory/)
    expectNothingRevealed(degraded.text, server, redis)
    // A stranger, or someone guessing the token, learns the status and nothing of the parts.
    for (const token of [null, 'not-the-health-token-0123456789', E2E.healthToken.slice(0, -1)]) {
      const asked = await askHealth(server.origin, { token })
      expect(asked.status, String(token)).toBe(200)
      expect(asked.body, String(token)).toEqual({ status: 'degraded' })
    }
    // Pages are served all the while.
    expect((await fetch(`${server.origin}/auto-insurance`)).status).toBe(200)

    redis = await startRedis(redis.port)
    await expect.poll(async () => (await health(server)).body.status, { timeout: 15_000 }).toBe('ok')
  } finally {
    server.stop()
    await redis.stop()
  }
})

test('a server that cannot keep the requests it is sent answers 503', async () => {
  expectServerErrors(
    test.info().title,
    /^The requests database cannot be opened: /,
    /^Health: requests failing: Requests cannot be written/,
    /^request\nGET \/api\/health 503$/,
  )
  // A directory where the database should be: not writable as a file, whoever the server runs as.
  const notAFile = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-unwritable-'))
  const server = await startSite('health-unwritable', { DATABASE_FILE: notAFile })
  try {
    const { status, body, text } = await health(server)
    expect(status).toBe(503)
    expect(body.status).toBe('failing')
    expect(body.checks?.requests).toEqual({
      status: 'failing',
      detail: expect.stringMatching(/cannot be written/),
    })
    expect(body.checks?.content).toEqual({ status: 'ok' })
    expectNothingRevealed(text, server)
    expect(text).not.toContain(notAFile)
    // The load balancer needs no token to take the server out of rotation.
    const stranger = await askHealth(server.origin, { token: null })
    expect(stranger.status).toBe(503)
    expect(stranger.body).toEqual({ status: 'failing' })
  } finally {
    server.stop()
  }
})

test('without HEALTH_TOKEN set, nobody reads the parts, whatever they send', async () => {
  const server = await startSite('health-no-token', { HEALTH_TOKEN: '' })
  try {
    for (const token of [null, E2E.healthToken, '', 'undefined']) {
      const asked = await askHealth(server.origin, { token })
      expect(asked.status, String(token)).toBe(200)
      expect(asked.body, String(token)).toEqual({ status: 'ok' })
    }
  } finally {
    server.stop()
  }
})
