// What an operator reads of the container's server: one JSON object per line, a line per request with the id the
// client was given, and nothing a visitor typed. Plain HTTP, no browser.
import { expect, test } from '@playwright/test'

import { leadRequest } from '../../support/forms/leads'
import { logLines } from '../../support/checks/log-lines'
import { startSite } from '../../support/servers/standalone-site'

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
// Values no page, log message or id could hold by chance.
const VISITOR = {
  name: 'Quillon Zephyrine-Marsh',
  phone: '(469) 555-0173',
  email: `quillon.zephyrine.${Date.now()}@example.com`,
}

test('the server logs JSON lines only, one per request with its id, and nothing personal', async ({
  request,
}) => {
  test.setTimeout(60_000)
  const site = await startSite('server-log', {})
  try {
    // What each request was answered, by the id the answer carried.
    const answered = new Map<string, { route: string; status: number }>()
    const note = (route: string, response: Awaited<ReturnType<typeof request.get>>) => {
      const id = response.headers()['x-request-id']
      expect(id, `${route}: X-Request-Id`).toBeTruthy()
      answered.set(id!, { route, status: response.status() })
      return id!
    }

    for (const path of ['/', '/auto-insurance', '/es/seguro-de-auto'])
      note(path, await request.get(`${site.origin}${path}`))
    // Whatever the address says after `?` stays out of the log.
    note('/', await request.get(`${site.origin}/?email=${encodeURIComponent(VISITOR.email)}`))
    const missing = `/no-such-page-${Date.now()}`
    const notFound = await request.get(`${site.origin}${missing}`)
    expect(notFound.status()).toBe(404)
    note(missing, notFound)
    // The id the proxy in front gave the request is the one the server uses.
    const fromProxy = 'nginx-5f0c2a9e81b34d7c'
    const proxied = await request.get(`${site.origin}/`, { headers: { 'x-request-id': fromProxy } })
    expect(note('/', proxied)).toBe(fromProxy)
    const lead = await request.post(`${site.origin}/api/leads`, {
      headers: { origin: site.origin },
      data: { ...leadRequest(VISITOR.email), name: VISITOR.name, phone: VISITOR.phone },
    })
    const leadId = note('/api/leads', lead)
    expect(lead.status()).toBe(202)

    // Each request's line is written as its answer ends, a moment after the client has it.
    const requestLines = () => logLines(site.output()).filter(({ msg }) => msg === 'request')
    await expect
      .poll(() => requestLines().filter(({ reqId }) => answered.has(reqId!)).length)
      .toBe(answered.size)

    const output = site.output()
    for (const line of output.split('\n').filter((line) => line.trim())) {
      const [entry] = logLines(line)
      expect(entry, `a JSON object: ${line}`).toEqual(
        expect.objectContaining({
          level: expect.stringMatching(/^(trace|debug|info|warn|error|fatal)$/),
          time: expect.stringMatching(ISO_TIME),
          msg: expect.any(String),
        }),
      )
    }
    const lines = logLines(output)
    expect(lines.filter(({ level }) => level === 'error' || level === 'fatal')).toEqual([])
    expect(lines[0]?.msg, 'Next’s start banner, held until the logger took it').toMatch(/^Next\.js \d+\.\d+/)

    for (const [id, { route, status }] of answered) {
      const own = requestLines().filter(({ reqId }) => reqId === id)
      expect(own, `${route}: one line for the request`).toEqual([
        expect.objectContaining({
          level: 'info',
          method: expect.stringMatching(/^(GET|POST)$/),
          route,
          status,
          ms: expect.any(Number),
        }),
      ])
    }
    // Logged from inside the route handler, it carries the id of the request it handled.
    expect(lines.filter(({ reqId }) => reqId === leadId).map(({ msg }) => msg)).toEqual([
      expect.stringMatching(/^Lead leads\.[0-9a-f-]{36} kept \(form, database\)$/),
      'request',
    ])

    for (const detail of [
      VISITOR.name,
      VISITOR.phone,
      VISITOR.email,
      encodeURIComponent(VISITOR.email),
      'Zephyrine',
    ])
      expect(output, 'a personal detail in the log').not.toContain(detail)
  } finally {
    site.stop()
  }
})
