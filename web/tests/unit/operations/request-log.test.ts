import { once } from 'node:events'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { errorLevel, log } from '@/lib/log/logger.mjs'
import { installRequestLog, logRequestError, requestId, requestLevel, routeOf } from '@/lib/log/request-log'

import { captureLog } from './log-capture'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.restoreAllMocks())

describe('requestId', () => {
  it('keeps the id the proxy in front sent when it is well formed', () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'a1b2c3d4', 'trace.id-42_x', 'x'.repeat(128)])
      expect(requestId(id)).toBe(id)
  })

  it('makes a new one for a missing, short, long or odd id', () => {
    for (const id of [
      undefined,
      '',
      'short',
      'x'.repeat(129),
      'has space',
      'a"b\nc12345',
      'ünïcødé123',
      ['a1b2c3d4'],
    ])
      expect(requestId(id)).toMatch(UUID)
    expect(requestId(undefined)).not.toBe(requestId(undefined))
  })
})

describe('routeOf', () => {
  it('is the path alone: no query string, no fragment', () => {
    expect(routeOf('/auto-insurance')).toBe('/auto-insurance')
    expect(routeOf('/thank-you?name=Ana&phone=4695550188')).toBe('/thank-you')
    expect(routeOf('/a#b?c')).toBe('/a')
    expect(routeOf('/?q=1')).toBe('/')
  })

  it('drops the scheme, host and credentials of an absolute-form target', () => {
    expect(routeOf('http://user:secret@www.example.com/es/contacto?x=1')).toBe('/es/contacto')
    expect(routeOf('*')).toBe('*')
  })

  it('cuts a long path to 200 characters', () => {
    expect(routeOf(`/${'a'.repeat(500)}?q`)).toBe(`/${'a'.repeat(199)}`)
  })
})

describe('requestLevel', () => {
  it('makes a server error an error, and ordinary traffic, 404s included, nothing alarming', () => {
    expect(requestLevel('/', 200)).toBe('info')
    expect(requestLevel('/old-page', 308)).toBe('info')
    expect(requestLevel('/wp-login.php', 404)).toBe('info')
    expect(requestLevel('/api/leads', 400)).toBe('info')
    expect(requestLevel('/api/leads', 405)).toBe('info')
    expect(requestLevel('/api/revalidate', 401)).toBe('warn')
    expect(requestLevel('/api/leads', 403)).toBe('warn')
    expect(requestLevel('/api/leads', 429)).toBe('warn')
    expect(requestLevel('/', 500)).toBe('error')
    expect(requestLevel('/api/health', 503)).toBe('error')
  })

  it('puts the build’s static files at debug, unless they fail', () => {
    expect(requestLevel('/_next/static/chunks/app.js', 200)).toBe('debug')
    expect(requestLevel('/_next/static/chunks/gone.js', 404)).toBe('debug')
    expect(requestLevel('/_next/static/chunks/app.js', 500)).toBe('error')
  })
})

describe('the request log on a Node server', () => {
  // A handler that logs on the request's behalf after an await, as a route does.
  const server = createServer(async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    log.info({ seen: request.headers['x-request-id'] }, 'inside')
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200
    response.end('ok')
  })
  let origin = ''
  beforeAll(async () => {
    installRequestLog()
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ id: string | undefined }>((resolve, reject) => {
      httpRequest(`${origin}${path}`, { headers, agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve({ id: response.headers['x-request-id'] as string | undefined }))
      })
        .on('error', reject)
        .end()
    })

  // The request's line is written when its response closes, just after the client has the answer.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('gives each request an id, in the response and on every line logged for it, and logs one line at its end', async () => {
    const lines = captureLog()
    const [first, second] = await Promise.all([get('/a?email=ana@example.com'), get('/missing/b?x=1')])
    await settled()
    expect(first.id).toMatch(UUID)
    expect(second.id).toMatch(UUID)
    expect(first.id).not.toBe(second.id)
    for (const { id, route, status } of [
      { id: first.id, route: '/a', status: 200 },
      { id: second.id, route: '/missing/b', status: 404 },
    ]) {
      const own = lines.filter((line) => line.reqId === id)
      expect(own).toEqual([
        expect.objectContaining({ level: 'info', msg: 'inside', seen: id }),
        expect.objectContaining({
          level: 'info',
          msg: 'request',
          method: 'GET',
          route,
          status,
          ms: expect.any(Number),
        }),
      ])
    }
    expect(JSON.stringify(lines)).not.toContain('ana@example.com')
  })

  it('keeps a well-formed X-Request-Id from the proxy in front, and replaces one that is not', async () => {
    const lines = captureLog()
    expect((await get('/a', { 'x-request-id': 'nginx-0123456789abcdef' })).id).toBe('nginx-0123456789abcdef')
    const odd = await get('/a', { 'x-request-id': 'no good' })
    await settled()
    expect(odd.id).toMatch(UUID)
    expect(lines.filter(({ msg }) => msg === 'request').map(({ reqId }) => reqId)).toEqual([
      'nginx-0123456789abcdef',
      odd.id,
    ])
  })
})

describe('logRequestError', () => {
  const request = { path: '/guides/x?utm_source=mail', method: 'GET', headers: {} }
  const context = {
    routerKind: 'App Router',
    routePath: '/guides/[slug]',
    routeType: 'render',
    revalidateReason: undefined,
  } as const

  it('logs an error no one has logged at level error, with the route, its stack and digest, and no query', () => {
    const lines = captureLog()
    const error = Object.assign(new Error('Content missing: the guide /guides/x'), { digest: '123' })
    logRequestError(error, request, context)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Content missing: the guide /guides/x',
        routePath: '/guides/[slug]',
        routeType: 'render',
        method: 'GET',
        path: '/guides/x',
        err: expect.objectContaining({ message: error.message, stack: error.stack, digest: '123' }),
      }),
    ])
  })

  it('adds only the route, at level info, for an error Next has printed already', () => {
    const lines = captureLog()
    const error = Object.assign(new Error('boom'), { digest: '456' })
    // What the console does with Next's `⨯` line for it.
    expect(errorLevel(error)).toBe('error')
    logRequestError(error, request, context)
    logRequestError(error, request, context)
    expect(lines.map(({ level }) => level)).toEqual(['info', 'info'])
    expect(lines[0]).not.toHaveProperty('err')
    expect(lines[0]).toEqual(
      expect.objectContaining({ msg: 'boom', routePath: '/guides/[slug]', path: '/guides/x', digest: '456' }),
    )
  })
})
