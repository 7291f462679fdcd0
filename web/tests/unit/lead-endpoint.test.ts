import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FIELD_LIMITS, LEAD_BODY_MAX_BYTES } from '@/lib/lead/fields'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { handleLeadRequest } from '@/lib/lead/server/handle-lead-request'
import type { LeadDocument } from '@/lib/lead/server/lead-document'

import type { LogLine } from '../support/log-lines'
import { captureLog } from './log-capture'

const SITE = 'https://www.lonestarshield.example'
const CHOICES = {
  coverage: ['Home Insurance', 'Auto Insurance', 'Bundle (Home + Auto)'],
  contact: ['Phone Call', 'Text Message', 'Email'],
  timeframe: ['ASAP', 'This Week'],
}

const visitor = {
  name: 'Ana García',
  phone: '(469) 555-0188',
  email: 'ana.garcia@example.com',
  zip: '75204',
  coverageType: 'Auto Insurance',
  contactPreference: 'Text Message',
  timeframe: 'ASAP',
  additionalInfo: 'Two cars.\nOne teen driver.',
  website: '',
  page: '/auto-insurance',
  consent: 'By submitting this form, you agree that we may contact you.',
}
const PERSONAL = [visitor.name, visitor.phone, visitor.email, visitor.zip, 'García']

type Setup = { failStore?: boolean; emailAgency?: boolean }

function endpoint({ failStore = false, emailAgency = true }: Setup = {}) {
  const saved: LeadDocument[] = []
  const emailed: LeadDocument[] = []
  const later: Array<() => Promise<void>> = []
  const rateLimiter = createRateLimiter({ name: 'leads', limit: 5, windowSeconds: 60 })
  const call = (request: Request) =>
    handleLeadRequest(request, {
      rateLimiter,
      // The server's hook vouches for the address in production; here the test names it.
      clientAddress: (headers) => headers.get('x-test-client') ?? 'unknown',
      choices: async () => CHOICES,
      thankYouPath: async (language) => (language === 'es' ? '/es/gracias' : '/thank-you'),
      store: {
        where: 'memory',
        check: async () => {},
        save: async (lead) => {
          if (failStore)
            throw Object.assign(new Error(`disk full while writing ${lead.email}`), { code: 'ENOSPC' })
          saved.push(lead)
        },
      },
      emailAgency: emailAgency ? async (lead) => void emailed.push(lead) : null,
      afterResponse: (task) => void later.push(task),
      now: () => new Date('2026-03-02T16:00:00Z'),
    })
  return { call, saved, emailed, runAfter: () => Promise.all(later.map((task) => task())) }
}

function post(
  body: BodyInit,
  {
    type = 'application/json',
    origin = SITE,
    address = '198.51.100.7',
    headers = {} as Record<string, string>,
  } = {},
) {
  return new Request(`${SITE}/api/leads`, {
    method: 'POST',
    headers: {
      host: new URL(SITE).host,
      'content-type': type,
      'x-test-client': address,
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit)
}

const json = (fields: Record<string, unknown>, options?: Parameters<typeof post>[1]) =>
  post(JSON.stringify(fields), options)
const form = (fields: Record<string, string>, options?: Parameters<typeof post>[1]) =>
  post(new URLSearchParams(fields).toString(), { type: 'application/x-www-form-urlencoded', ...options })

let lines: LogLine[]
// The messages the server logged, in order.
const logged = () => lines.map(({ msg }) => msg)
beforeEach(() => {
  lines = captureLog()
})
afterEach(() => vi.restoreAllMocks())

describe('lead endpoint', () => {
  it('keeps a lead the browser could not email, as plain text with its consent, time and attribution', async () => {
    const { call, saved, emailed, runAfter } = endpoint()
    const response = await call(
      json({
        ...visitor,
        name: ' Ana\r\nGarcía ',
        landingPage: `${SITE}/?utm_source=google&gclid=abc`,
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        gclid: 'abc',
        undelivered: 'agency',
        isAdmin: true,
      }),
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ received: true })
    expect(saved).toHaveLength(1)
    const [lead] = saved
    expect(lead).toEqual({
      _id: expect.stringMatching(/^leads\.[0-9a-f-]{36}$/),
      _type: 'lead',
      fullName: 'Ana  García',
      phoneNumber: visitor.phone,
      email: visitor.email,
      zipCode: visitor.zip,
      coverageType: 'Auto Insurance',
      // A form that names no language is English; its coverage reads as sent.
      language: 'en',
      coverageLabel: 'Auto Insurance',
      additionalInfo: 'Two cars.\nOne teen driver.',
      contactPreference: 'Text Message',
      timeframe: 'ASAP',
      consentText: visitor.consent,
      pageUrl: `${SITE}/auto-insurance`,
      submittedAt: '2026-03-02T10:00:00-06:00',
      attribution: {
        landingPage: `${SITE}/?utm_source=google&gclid=abc`,
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'Not provided',
        utm_campaign: 'Not provided',
        utm_term: 'Not provided',
        utm_content: 'Not provided',
        gclid: 'abc',
        gbraid: 'Not provided',
        wbraid: 'Not provided',
        fbclid: 'Not provided',
        msclkid: 'Not provided',
      },
      channel: 'browser-fallback',
      undeliveredEmails: ['agency'],
      contacted: false,
    })
    // The agency email goes out after the answer, never before it.
    expect(emailed).toEqual([])
    await runAfter()
    expect(emailed).toEqual([lead])
  })

  it('answers a plain form post (no JavaScript) with 303 to the thank-you page, attributing it to the page', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      form(visitor, { headers: { referer: `${SITE}/auto-insurance?utm_campaign=spring` } }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you')
    expect(saved[0]).toMatchObject({
      channel: 'no-javascript',
      undeliveredEmails: ['customer', 'agency'],
      additionalInfo: 'Two cars.\nOne teen driver.',
      attribution: { landingPage: `${SITE}/auto-insurance?utm_campaign=spring`, utm_campaign: 'spring' },
    })
  })

  it('keeps a Spanish form’s language and lands its visitor on the Spanish thank-you page', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      form({ ...visitor, page: '/es/seguro-de-auto', language: 'es', coverageLabel: 'Seguro de auto' }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/gracias')
    expect(saved[0]).toMatchObject({
      language: 'es',
      coverageType: 'Auto Insurance',
      coverageLabel: 'Seguro de auto',
    })
    // A bot's post lands where a person's would; a form that names no known language is English.
    const bot = await call(form({ ...visitor, language: 'es', website: 'http://spam.example' }))
    expect(bot.headers.get('location')).toBe('/es/gracias')
    await call(form({ ...visitor, language: 'fr' }))
    expect(saved[1]).toMatchObject({ language: 'en', coverageLabel: 'Auto Insurance' })
  })

  it('does not email the agency from the server when the browser’s agency email went out', async () => {
    const { call, saved, emailed, runAfter } = endpoint()
    await call(json({ ...visitor, undelivered: 'customer' }))
    await runAfter()
    expect(saved).toHaveLength(1)
    expect(emailed).toEqual([])
  })

  it('refuses requests from other sites or none, before reading them', async () => {
    const { call, saved } = endpoint()
    for (const request of [
      json(visitor, { origin: 'https://evil.example' }),
      json(visitor, { origin: '' }),
      json(visitor, { headers: { 'sec-fetch-site': 'cross-site' } }),
    ]) {
      const response = await call(request)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
    expect(saved).toEqual([])
  })

  it('answers 415 to anything but JSON or a form, and 400 to JSON that is not an object', async () => {
    const { call } = endpoint()
    expect((await call(post('name=Ana', { type: 'text/plain' }))).status).toBe(415)
    expect((await call(post('x', { type: 'multipart/form-data; boundary=x' }))).status).toBe(415)
    expect((await call(post('["Ana"]'))).status).toBe(400)
    expect((await call(post('{"name": '))).status).toBe(400)
  })

  it('answers 413 to a body over 16 kB, declared or streamed, without reading the rest', async () => {
    const { call, saved } = endpoint()
    const big = JSON.stringify({ ...visitor, padding: 'x'.repeat(LEAD_BODY_MAX_BYTES) })
    const declared = post(big, { headers: { 'content-length': String(big.length) } })
    expect((await call(declared)).status).toBe(413)
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 4096
        controller.enqueue(new Uint8Array(4096).fill(32))
      },
    })
    expect((await call(post(endless))).status).toBe(413)
    expect(pulled).toBeLessThan(LEAD_BODY_MAX_BYTES + 3 * 4096)
    expect(saved).toEqual([])
  })

  it('names the fields that are missing or not valid, and echoes nothing that was sent', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      json({
        ...visitor,
        name: 'N'.repeat(FIELD_LIMITS.name + 1),
        email: 'not an email',
        zip: '',
        coverageType: 'Free money',
        contactPreference: 'Carrier pigeon',
        additionalInfo: 'x'.repeat(FIELD_LIMITS.additionalInfo + 1),
        page: 'https://evil.example/',
        phone: 12345,
      }),
    )
    expect(response.status).toBe(400)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({
      error: 'Some fields are missing or not valid',
      fields: [
        'name',
        'phone',
        'email',
        'zip',
        'coverageType',
        'contactPreference',
        'additionalInfo',
        'page',
      ],
    })
    for (const sent of ['Free money', 'Carrier pigeon', 'not an email', 'evil.example'])
      expect(body).not.toContain(sent)
    expect(saved).toEqual([])
  })

  it('accepts every field at its limit', async () => {
    const { call, saved } = endpoint()
    const atLimit = {
      ...visitor,
      name: 'N'.repeat(FIELD_LIMITS.name),
      phone: '1'.repeat(FIELD_LIMITS.phone),
      zip: '7'.repeat(FIELD_LIMITS.zip),
      additionalInfo: 'a'.repeat(FIELD_LIMITS.additionalInfo),
      consent: 'c'.repeat(FIELD_LIMITS.consent),
    }
    expect((await call(json(atLimit))).status).toBe(202)
    expect(saved).toHaveLength(1)
  })

  it('tells a bot that filled the honeypot what it tells a person, and keeps nothing', async () => {
    const { call, saved } = endpoint()
    expect((await call(json({ ...visitor, website: 'http://spam.example' }))).status).toBe(202)
    expect((await call(form({ ...visitor, website: 'http://spam.example' }))).status).toBe(303)
    expect(saved).toEqual([])
  })

  it('lets one address send five a minute, then answers 429 with Retry-After; other addresses go on', async () => {
    const { call, saved } = endpoint()
    for (let count = 0; count < 5; count++) expect((await call(json(visitor))).status).toBe(202)
    const limited = await call(json(visitor))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(json(visitor, { address: '198.51.100.8' }))).status).toBe(202)
    expect(saved).toHaveLength(6)
  })

  it('answers 500 when the lead cannot be kept, and the log names the lead, not the visitor', async () => {
    const { call } = endpoint({ failStore: true })
    const response = await call(json(visitor))
    expect(response.status).toBe(500)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringMatching(
          /^Lead leads\.[0-9a-f-]{36} could not be kept \(browser-fallback, memory\): Error ENOSPC$/,
        ),
      }),
    ])
  })

  it('logs a lead id and the channel, never a personal detail', async () => {
    const { call, runAfter } = endpoint()
    await call(json(visitor))
    await call(form(visitor, { address: '198.51.100.9' }))
    await runAfter()
    expect(logged()).toEqual([
      expect.stringMatching(/^Lead leads\.\S+ kept \(browser-fallback, memory\)$/),
      expect.stringMatching(/^Lead leads\.\S+ kept \(no-javascript, memory\)$/),
      expect.stringMatching(/^Lead leads\.\S+ emailed to the agency from the server$/),
      expect.stringMatching(/^Lead leads\.\S+ emailed to the agency from the server$/),
    ])
    expect(lines.map(({ level }) => level)).toEqual(['info', 'info', 'info', 'info'])
    for (const detail of PERSONAL) expect(JSON.stringify(lines)).not.toContain(detail)
  })
})
