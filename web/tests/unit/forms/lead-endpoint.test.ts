import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createRequestCeiling } from '@/lib/delivery/server/request-ceiling'
import { databaseStore } from '@/lib/delivery/server/request-store'
import type { PublishedWords, SmsConsentWords } from '@/lib/delivery/server/sms-consent'
import { FIELD_LIMITS, LEAD_BODY_MAX_BYTES } from '@/lib/lead/fields'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { agencyEmailParams } from '@/lib/lead/emails'
import type { Post } from '@/lib/forms/form-kind'
import { handleFormPost } from '@/lib/forms/handle-form-post'
import { leadForm } from '@/lib/lead/server/lead-form'
import type { LeadDocument } from '@/lib/lead/server/lead-document'
import { databaseServerEmailStore } from '@/lib/outbox/server-email-store'
import { serverEmailSender, type ServerEmails } from '@/lib/outbox/server-emails'

import { rowsOf } from '../../support/data/database-rows'
import type { LogLine } from '../../support/checks/log-lines'
import { captureLog } from '../operations/log-capture'

// Set before the imports above load (vi.hoisted): the build writes the site's public origin in, and an HTTPS one
// makes the link's cookie Secure.
vi.hoisted(() => vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://www.lonestarshield.example'))

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

/** Words of the “text me” box as Site settings hold them: one paragraph with a link. */
const smsWords = (text: string) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [{ _type: 'internalLink', _key: 'l1', page: { _type: 'reference', _ref: 'legalPage-terms' } }],
    children: [
      { _type: 'span', _key: 's1', text, marks: [] },
      { _type: 'span', _key: 's2', text: 'Terms', marks: ['l1'] },
      { _type: 'span', _key: 's3', text: '.', marks: [] },
    ],
  },
]
const SMS = {
  en: 'Yes, text me about this request. Reply STOP to opt out, HELP for help. See our ',
  es: 'Sí, envíenme mensajes de texto. Responda STOP para cancelar y HELP para obtener ayuda. Consulte los ',
  replacedLastMonth: 'Text me about my quote. Msg & data rates may apply. Reply STOP to opt out. See our ',
  replacedLongAgo: 'Text me. Reply STOP to opt out. See our ',
}
const shown = (text: string) => `${text}Terms.`
const versionOf = (text: string) => createHash('sha256').update(shown(text)).digest('hex').slice(0, 12)
const SMS_WORDS: SmsConsentWords = {
  current: [smsWords(SMS.en), smsWords(SMS.es)],
  retired: [
    // Replaced 20 and 45 days before the test's Monday, 2026-03-02.
    { words: smsWords(SMS.replacedLastMonth), retiredAt: '2026-02-10T15:00:00Z' },
    { words: smsWords(SMS.replacedLongAgo), retiredAt: '2026-01-16T15:00:00Z' },
  ],
} as unknown as SmsConsentWords

/** The consent under the button as the quote form holds it, published now. */
const consentBlocks = (text: string) => [
  {
    _type: 'block',
    _key: 'c1',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 'c2', text }],
  },
]
const CONSENT_WORDS = {
  current: [consentBlocks(visitor.consent)],
  retired: [],
} as unknown as PublishedWords

type Setup = {
  failStore?: boolean
  /** The day's ceiling on requests, in count. */
  perDay?: number
  emailAgency?: boolean
  now?: string
  smsConsentWords?: () => Promise<SmsConsentWords>
}

/** The office's hours as content holds them: weekdays 9:30 to 5, closed at the weekend. */
const OFFICE_HOURS = [
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
    day,
    closed: false,
    opens: '09:30',
    closes: '17:00',
  })),
  ...['Saturday', 'Sunday'].map((day) => ({ day, closed: true, opens: null, closes: null })),
]

let directory: string
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'lead-endpoint-'))
})
let outboxes: ServerEmails[] = []
afterEach(async () => {
  await Promise.all(outboxes.map((outbox) => outbox.close()))
  outboxes = []
  rmSync(directory, { recursive: true, force: true })
})

const LEAD_INBOX = 'leads@lonestarshield.example'

function endpoint({
  failStore = false,
  perDay = 100,
  emailAgency = true,
  now = '2026-03-02T16:00:00Z',
  smsConsentWords = async () => SMS_WORDS,
}: Setup = {}) {
  const file = path.join(directory, 'requests.sqlite')
  const store = databaseStore(file)
  // The server's outbox on the same database, with an EmailJS that takes every email.
  const emailed: Record<string, string>[] = []
  const ceiling = createRequestCeiling(perDay, 1)
  const outbox = serverEmailSender({
    send: async (templateId, params) => void emailed.push({ templateId, ...params }),
    store: databaseServerEmailStore(file),
    keepsRunning: false,
    inboxes: async () => ({ leadEmail: LEAD_INBOX, serviceEmail: 'service@lonestarshield.example' }),
    templates: { lead: 'template_lead' },
    refusedOn: (day) => ceiling.refusedOn(day),
  })
  outboxes.push(outbox)
  const later: Array<() => Promise<void>> = []
  const rateLimiter = createRateLimiter({ name: 'leads', limit: 5, windowSeconds: 60 })
  let clock = new Date(now)
  const clientAddress = (headers: Headers) => headers.get('x-test-client') ?? 'unknown'
  const form = leadForm(
    {
      choices: async () => CHOICES,
      thankYouPath: async (language) => (language === 'es' ? '/es/gracias' : '/thank-you'),
    },
    {
      // The server's hook vouches for the address in production; here the test names it.
      clientAddress,
      store: {
        ...store,
        where: 'memory',
        save: async (lead) => {
          if (failStore)
            throw Object.assign(new Error(`disk full while writing ${lead.email}`), { code: 'ENOSPC' })
          return store.save(lead)
        },
      },
      openingHours: async () => OFFICE_HOURS,
      smsConsentWords,
      consentWords: async () => CONSENT_WORDS,
      emails: emailAgency ? outbox : null,
      crm: null,
      contactChoices: null,
      ceiling,
    },
  )
  const kind = {
    ...form,
    // The pages read the Studio's words; here each says which it is.
    pages: {
      invalid: async (invalid: string[], { language }: Post) =>
        new Response(`fix ${invalid.join(',')} in ${language}`, { status: 400 }),
      unkept: async ({ language }: Post) => new Response(`page in ${language}`, { status: 503 }),
      atLimit: async ({ language }: Post) => new Response(`call us in ${language}`, { status: 429 }),
    },
  }
  const call = (request: Request) =>
    handleFormPost(kind, request, {
      rateLimiter,
      clientAddress,
      emails: emailAgency ? outbox : null,
      afterResponse: (task) => void later.push(task),
      now: () => clock,
    })
  const saved = () =>
    rowsOf<{ document: string }>(file, 'SELECT document FROM requests ORDER BY rowid').map(
      (row) => JSON.parse(row.document) as LeadDocument,
    )
  return {
    call,
    saved,
    emailed,
    // What follows the answer, and the email tries it started.
    file: () => file,
    runAfter: async () => {
      await Promise.all(later.splice(0).map((task) => task()))
      await outbox.settled()
    },
    setNow: (time: string) => (clock = new Date(time)),
  }
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

const LINK_SECRET = 'Q2hvb3NlIGEgcmFuZG9tIG9u'
const KEY = '0b7f3c1e-8d2a-4c5b-9e6f-1a2b3c4d5e6f'

describe('lead endpoint', () => {
  it('keeps every lead the form hands over, as plain text with its consent, time, attribution and emails', async () => {
    const { call, saved, emailed, runAfter } = endpoint()
    const response = await call(
      json({
        ...visitor,
        name: ' Ana\r\nGarcía ',
        landingPage: `${SITE}/?utm_source=google&gclid=abc`,
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        gclid: 'abc',
        key: KEY.toUpperCase(),
        intakeSecret: LINK_SECRET,
        emailsSent: 'customer',
        isAdmin: true,
      }),
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ received: true })
    // The link to the online quote, for the thank-you page: the form's key and secret, open for 30 days, sent
    // back over HTTPS only, as the site is served.
    expect(response.headers.get('set-cookie')).toBe(
      `quote_link=${KEY}.${LINK_SECRET}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`,
    )
    expect(saved()).toHaveLength(1)
    const [lead] = saved()
    expect(lead).toEqual({
      // The form's key is the record's id: the same request sent again is the same record.
      _id: `leads.${KEY}`,
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
      consentVersion: createHash('sha256').update(visitor.consent).digest('hex').slice(0, 12),
      consentConfirmed: true,
      // Nothing told the server the visitor's browser keeps their data from ad platforms.
      adData: { allowed: true },
      // No box ticked, and no words named: nothing but the answer, its time and page.
      smsConsent: { given: false, at: '2026-03-02T16:00:00.000Z', page: `${SITE}/auto-insurance` },
      pageUrl: `${SITE}/auto-insurance`,
      submittedAt: '2026-03-02T10:00:00-06:00',
      // A Monday at 10:00 in Dallas: open, so 15 minutes later.
      answerBy: '2026-03-02T16:15:00.000Z',
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
      channel: 'form',
      emailsSent: ['customer'],
      stage: 'new',
      // Only the secret's hash is kept: the link itself stays with the visitor.
      intakeLinkHash: createHash('sha256').update(LINK_SECRET).digest('hex'),
    })
    // The agency email the browser could not send goes out after the answer, never before it.
    expect(emailed).toEqual([])
    await runAfter()
    expect(emailed).toEqual([{ templateId: 'template_lead', ...agencyEmailParams(lead!, LEAD_INBOX, lead!) }])
  })

  it('keeps a request sent again with the same key once, and emails the agency once', async () => {
    const { call, saved, emailed, runAfter } = endpoint()
    for (let time = 0; time < 3; time++) {
      expect((await call(json({ ...visitor, key: KEY, emailsSent: '' }))).status).toBe(202)
    }
    await runAfter()
    expect(saved().map(({ _id }) => _id)).toEqual([`leads.${KEY}`])
    expect(emailed).toHaveLength(1)
    expect(logged()).toContain(`Lead leads.${KEY} was kept already (form, memory)`)
    // Without a key (or with one that is not a UUID) every request is a record of its own.
    await call(json({ ...visitor, key: '../../etc/passwd' }))
    await call(json(visitor))
    expect(saved()).toHaveLength(3)
    expect(saved()[1]!._id).toMatch(
      /^leads\.[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('does not email the agency from the server when the browser’s agency email went out', async () => {
    const { call, saved, emailed, runAfter } = endpoint()
    await call(json({ ...visitor, emailsSent: 'customer,agency' }))
    await runAfter()
    expect(saved()).toMatchObject([{ emailsSent: ['customer', 'agency'] }])
    expect(emailed).toEqual([])
  })

  it('flags a request from the same email or phone within 30 days as a possible duplicate', async () => {
    const { call, saved, setNow } = endpoint()
    await call(json(visitor))
    setNow('2026-03-20T16:00:00Z')
    await call(json({ ...visitor, email: 'ANA.GARCIA@example.com', phone: '469-555-0199' }))
    await call(json({ ...visitor, email: 'someone.else@example.com', phone: '+1 469 555 0188' }))
    await call(json({ ...visitor, email: 'third@example.com', phone: '(214) 555-0100' }))
    setNow('2026-04-30T16:00:00Z')
    await call(
      json({ ...visitor, email: 'third@example.com', phone: '(214) 555-0100' }, { address: '198.51.100.8' }),
    )
    const [first, byEmail, byPhone, other, later] = saved()
    expect(first!.possibleDuplicateOf).toBeUndefined()
    expect(byEmail!.possibleDuplicateOf).toEqual({ _type: 'reference', _ref: first!._id, _weak: true })
    expect(byPhone!.possibleDuplicateOf).toEqual({ _type: 'reference', _ref: first!._id, _weak: true })
    expect(other!.possibleDuplicateOf).toBeUndefined()
    // Forty-one days on, the same visitor is not flagged.
    expect(later!.possibleDuplicateOf).toBeUndefined()
  })

  it('stamps a request that comes in after hours with 15 minutes after the next opening', async () => {
    const { call, saved, setNow } = endpoint()
    // Friday 17:30 in Dallas: the next opening is Monday 09:30.
    setNow('2026-03-06T23:30:00Z')
    await call(json(visitor))
    // Monday 08:00 in summer time: the same day's opening.
    setNow('2026-06-01T13:00:00Z')
    await call(json(visitor))
    // Summer time starts on Sunday 8 March: Monday's 09:30 is 14:30 UTC.
    expect(saved().map(({ answerBy }) => answerBy)).toEqual([
      '2026-03-09T14:45:00.000Z',
      '2026-06-01T14:45:00.000Z',
    ])
  })

  it('answers a plain form post (no JavaScript) with 303 to the thank-you page, attributing it to the page', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      form(visitor, { headers: { referer: `${SITE}/auto-insurance?utm_campaign=spring` } }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you')
    expect(saved()[0]).toMatchObject({
      channel: 'no-javascript',
      emailsSent: [],
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
    expect(saved()[0]).toMatchObject({
      language: 'es',
      coverageType: 'Auto Insurance',
      coverageLabel: 'Seguro de auto',
    })
    // A bot's post lands where a person's would; a form that names no known language is English.
    const bot = await call(form({ ...visitor, language: 'es', website: 'http://spam.example' }))
    expect(bot.headers.get('location')).toBe('/es/gracias')
    await call(form({ ...visitor, language: 'fr' }))
    expect(saved()[1]).toMatchObject({ language: 'en', coverageLabel: 'Auto Insurance' })
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
    expect(saved()).toEqual([])
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
    expect(saved()).toEqual([])
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
    // Text that is no phone number: +214 is no country's code.
    const wrongNumber = await call(json({ ...visitor, phone: '+214 555 0143' }))
    expect(wrongNumber.status).toBe(400)
    expect((await wrongNumber.json()).fields).toEqual(['phone'])
    expect(saved()).toEqual([])
  })

  it('accepts every field at its limit', async () => {
    const { call, saved } = endpoint()
    const atLimit = {
      ...visitor,
      name: 'N'.repeat(FIELD_LIMITS.name),
      // A valid number, spaced out to the limit.
      phone: `+1${' '.repeat(FIELD_LIMITS.phone - 16)}(214) 555-0143`,
      zip: '7'.repeat(FIELD_LIMITS.zip),
      additionalInfo: 'a'.repeat(FIELD_LIMITS.additionalInfo),
      consent: 'c'.repeat(FIELD_LIMITS.consent),
    }
    expect(atLimit.phone).toHaveLength(FIELD_LIMITS.phone)
    expect((await call(json(atLimit))).status).toBe(202)
    expect(saved()).toEqual([expect.objectContaining({ phoneNumber: '(214) 555-0143' })])
  })

  it('tells a bot that filled the honeypot what it tells a person, and keeps nothing', async () => {
    const { call, saved } = endpoint()
    expect((await call(json({ ...visitor, website: 'http://spam.example' }))).status).toBe(202)
    expect((await call(form({ ...visitor, website: 'http://spam.example' }))).status).toBe(303)
    expect(saved()).toEqual([])
  })

  it('lets one address send five a minute, then answers 429 with Retry-After; other addresses go on', async () => {
    const { call, saved } = endpoint()
    for (let count = 0; count < 5; count++) expect((await call(json(visitor))).status).toBe(202)
    const limited = await call(json(visitor))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call(json(visitor, { address: '198.51.100.8' }))).status).toBe(202)
    expect(saved()).toHaveLength(6)
  })

  it('answers 500 when the lead cannot be kept, and the log names the lead, not the visitor', async () => {
    const { call } = endpoint({ failStore: true })
    const response = await call(json(visitor))
    expect(response.status).toBe(500)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringMatching(
          /^Lead leads\.[0-9a-f-]{36} could not be kept \(form, memory\): Error ENOSPC$/,
        ),
      }),
    ])
  })

  it('answers a plain form it cannot keep with the page, and still emails the agency the request', async () => {
    const { call, emailed, runAfter } = endpoint({ failStore: true })
    const response = await call(form({ ...visitor, language: 'es' }))
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('page in es')
    expect(emailed).toEqual([])
    await runAfter()
    expect(emailed).toEqual([
      expect.objectContaining({
        templateId: 'template_lead',
        to_email: LEAD_INBOX,
        fullName: visitor.name,
        email: visitor.email,
        language: 'Spanish',
      }),
    ])
    expect(logged()).toEqual([
      expect.stringMatching(/^Lead leads\.\S+ could not be kept \(no-javascript, memory\): Error ENOSPC$/),
      expect.stringMatching(/^Lead leads\.\S+: its agency email is sent from this server's memory$/),
      expect.stringMatching(/^leads\.\S+: the agency's email sent$/),
    ])
    for (const detail of PERSONAL) expect(JSON.stringify(lines)).not.toContain(detail)
  })

  it('past the day’s ceiling keeps nothing, answers with the call-us page, and tells the agency once', async () => {
    const { call, saved, runAfter, file, emailed } = endpoint({ perDay: 2, emailAgency: true })
    for (let lead = 0; lead < 2; lead++) expect((await call(form(visitor))).status).toBe(303)
    const refused = await call(form({ ...visitor, language: 'es' }))
    expect(refused.status).toBe(429)
    expect(await refused.text()).toBe('call us in es')
    expect((await call(json(visitor))).status).toBe(429)
    await runAfter()
    expect(saved()).toHaveLength(2)
    // One email a day, due a quarter of an hour after the first refusal (long past, on this test's clock), saying
    // how many were refused by the time it went.
    const daily = rowsOf<{ record_id: string; due_ms: number; status: string }>(
      file(),
      "SELECT record_id, due_ms, status FROM server_emails WHERE kind = 'daily-ceiling'",
    )
    expect(daily).toEqual([
      { record_id: 'dailyCeilings.2026-03-02', due_ms: expect.any(Number), status: 'sent' },
    ])
    expect(emailed.filter(({ message }) => !message!.startsWith('New lead'))).toEqual([
      expect.objectContaining({
        templateId: 'template_lead',
        to_email: LEAD_INBOX,
        message: "The website reached today's ceiling on requests (2026-03-02)",
        additionalInfo: expect.stringContaining(
          "Since 2026-03-02T10:00:00-06:00, the website's quote and service forms have refused 2 requests past today's ceiling (2 requests or 1 MB a day).",
        ),
      }),
    ])
    expect(logged().filter((line) => line.includes('ceiling'))).toEqual([
      expect.stringMatching(/^Requests have reached today's ceiling of 2 requests or 1 MB/),
      expect.stringMatching(/^Lead leads\.\S+ refused: the site's daily ceiling on requests is reached$/),
      expect.stringMatching(/^Lead leads\.\S+ refused: the site's daily ceiling on requests is reached$/),
    ])
  })

  it('logs a lead id and the channel, never a personal detail', async () => {
    const { call, runAfter } = endpoint()
    await call(json(visitor))
    await call(form(visitor, { address: '198.51.100.9' }))
    await runAfter()
    expect(logged()).toEqual([
      expect.stringMatching(/^Lead leads\.\S+ kept \(form, memory\)$/),
      expect.stringMatching(/^Lead leads\.\S+ kept \(no-javascript, memory\)$/),
      expect.stringMatching(/^leads\.\S+: the agency's email sent$/),
      expect.stringMatching(/^leads\.\S+: the agency's email sent$/),
    ])
    expect(lines.map(({ level }) => level)).toEqual(['info', 'info', 'info', 'info'])
    for (const detail of PERSONAL) expect(JSON.stringify(lines)).not.toContain(detail)
  })
})

describe('the “text me” box', () => {
  const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148'
  const ticked = (text: string, extra: Record<string, string> = {}) => ({
    ...visitor,
    smsConsent: 'yes',
    smsConsentVersion: versionOf(text),
    ...extra,
  })
  const keptConsent = async (body: Request, setup?: Setup) => {
    const { call, saved } = endpoint(setup)
    expect([202, 303]).toContain((await call(body)).status)
    return saved().at(-1)!.smsConsent
  }

  it('records a tick under the words published now with their exact text, the time, the page, the address and browser', async () => {
    const consent = await keptConsent(
      json(ticked(SMS.es, { page: '/es/seguro-de-auto', language: 'es' }), { headers: { 'user-agent': UA } }),
    )
    expect(consent).toEqual({
      given: true,
      words: shown(SMS.es),
      version: versionOf(SMS.es),
      at: '2026-03-02T16:00:00.000Z',
      page: `${SITE}/es/seguro-de-auto`,
      clientAddress: '198.51.100.7',
      userAgent: UA,
    })
  })

  it('records the same from a browser without JavaScript, whose form posts itself', async () => {
    const consent = await keptConsent(form(ticked(SMS.en), { headers: { 'user-agent': UA } }))
    expect(consent).toMatchObject({ given: true, words: shown(SMS.en), clientAddress: '198.51.100.7' })
  })

  it('keeps an unticked box as not given, with the words shown but no address or browser', async () => {
    const consent = await keptConsent(
      json({ ...visitor, smsConsentVersion: versionOf(SMS.en) }, { headers: { 'user-agent': UA } }),
    )
    expect(consent).toEqual({
      given: false,
      words: shown(SMS.en),
      version: versionOf(SMS.en),
      at: '2026-03-02T16:00:00.000Z',
      page: `${SITE}/auto-insurance`,
    })
  })

  it('accepts words replaced within the last 30 days, not older ones', async () => {
    expect(await keptConsent(json(ticked(SMS.replacedLastMonth)))).toMatchObject({
      given: true,
      words: shown(SMS.replacedLastMonth),
    })
    const old = await keptConsent(json(ticked(SMS.replacedLongAgo)))
    expect(old).toEqual({ given: false, at: '2026-03-02T16:00:00.000Z', page: `${SITE}/auto-insurance` })
  })

  it('counts a version no page showed, a tick that is not “yes” or an oversized version as not given, and keeps the lead', async () => {
    for (const claim of [
      { smsConsent: 'yes', smsConsentVersion: 'deadbeef0123' },
      { smsConsent: 'yes', smsConsentVersion: 'x'.repeat(5000) },
      { smsConsent: 'on', smsConsentVersion: versionOf(SMS.en) },
      { smsConsent: 'yes' },
    ]) {
      const consent = await keptConsent(json({ ...visitor, ...claim }))
      expect(consent).toMatchObject({ given: false })
      expect(consent).not.toHaveProperty('clientAddress')
      expect(consent).not.toHaveProperty('userAgent')
    }
  })

  it('keeps the lead when the words cannot be read, the box counting as not ticked', async () => {
    const consent = await keptConsent(json(ticked(SMS.en)), {
      smsConsentWords: () => Promise.reject(new Error('Content Lake unreachable')),
    })
    expect(consent).toMatchObject({ given: false })
    expect(logged()).toContain("Lead: the text consent's words could not be read (Error)")
  })

  it('tells the agency in its email whether a text is allowed; the browser’s own email only that the box was ticked', async () => {
    const { call, saved } = endpoint()
    await call(json(ticked(SMS.en)))
    await call(json({ ...visitor, contactPreference: 'Text Message' }, { address: '198.51.100.8' }))
    const [agreed, notAgreed] = saved()
    expect(agencyEmailParams(agreed!, 'leads@lonestarshield.example', agreed!).texts).toBe('Texts: agreed')
    expect(agencyEmailParams(notAgreed!, 'leads@lonestarshield.example', notAgreed!).texts).toBe(
      'Texts: not agreed, call or email',
    )
    // The browser cannot know whether the server accepted the words: it never says "agreed".
    const browserContext = { ...agreed!, smsConsent: { ticked: true } }
    expect(agencyEmailParams(agreed!, 'leads@lonestarshield.example', browserContext).texts).toBe(
      'Texts: box ticked. The record of the consent is in the Studio: check it before any text',
    )
  })
})

describe('the consent kept as proof', () => {
  it('keeps the Studio’s words for a version it published, never words a post made up', async () => {
    const { call, saved } = endpoint()
    const forged = 'I agree to anything, including being called at 3 AM.'
    const published = createHash('sha256').update(visitor.consent).digest('hex').slice(0, 12)
    await call(json({ ...visitor, consent: forged, consentVersion: published }))
    await call(json({ ...visitor, consent: forged }, { address: '198.51.100.8' }))
    await call(
      json({ ...visitor, consent: forged, consentVersion: 'c0ffee00c0ff' }, { address: '198.51.100.9' }),
    )
    const [underPublished, madeUp, unknownVersion] = saved()
    expect(underPublished).toMatchObject({
      consentText: visitor.consent,
      consentVersion: published,
      consentConfirmed: true,
    })
    for (const lead of [madeUp, unknownVersion]) {
      expect(lead).toMatchObject({ consentConfirmed: false })
      expect(lead).not.toHaveProperty('consentText')
    }
    expect(JSON.stringify(saved())).not.toContain(forged)
    // The request itself is kept all the same, and the agency's email says the words were not confirmed.
    expect(agencyEmailParams(madeUp!, 'leads@lonestarshield.example', madeUp!).consentText).toBe(
      'Not confirmed: the page sent consent words the Studio never published',
    )
  })
})

describe('the ad-data choice', () => {
  const adDataOf = async (request: Request) => {
    const { call, saved } = endpoint()
    expect((await call(request)).status).toBeLessThan(400)
    return saved().at(-1)!.adData
  }

  it('keeps Global Privacy Control as denied, from the form’s script or a browser without JavaScript', async () => {
    expect(await adDataOf(json(visitor, { headers: { 'sec-gpc': '1' } }))).toEqual({
      allowed: false,
      signal: 'gpc',
    })
    expect(await adDataOf(form(visitor, { headers: { 'sec-gpc': '1' } }))).toEqual({
      allowed: false,
      signal: 'gpc',
    })
  })

  it('keeps the page’s Consent Mode state with ad_user_data denied as denied; anything else is allowed', async () => {
    expect(await adDataOf(json({ ...visitor, adUserData: 'denied' }))).toEqual({
      allowed: false,
      signal: 'consent-mode',
    })
    expect(await adDataOf(json({ ...visitor, adUserData: 'granted' }))).toEqual({ allowed: true })
    expect(await adDataOf(form(visitor))).toEqual({ allowed: true })
  })
})
