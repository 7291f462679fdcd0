import { describe, expect, it } from 'vitest'

import type { OptOut } from '@/lib/contact-choices/choices-store'
import { choiceDocumentId } from '@/lib/contact-choices/contact-choices'
import type { ServerEmail } from '@/lib/outbox/server-email'
import { optOutEmailParams } from '@/lib/opt-out/opt-out-email'
import { readOptOut, typedIn, type OptOutRequest } from '@/lib/opt-out/opt-out-request'
import { handleFormPost, type FormServices } from '@/lib/forms/handle-form-post'
import type { ServerEmails } from '@/lib/outbox/server-emails'
import { optOutForm, type OptOutServices } from '@/lib/opt-out/server/opt-out-form'
import type { OptOutCopy } from '@/lib/opt-out/server/opt-out-pages'

const SITE = 'https://www.lonestarshield.example'

const COPY = {
  phoneLabel: 'Phone number',
  phoneHint: 'The number we text or call.',
  emailLabel: 'Email (optional)',
  emailHint: 'We note your choice under your email too.',
  channelsLegend: 'What should we stop?',
  textsLabel: 'Texts',
  callsLabel: 'Calls',
  submitLabel: 'Send my request',
  errorSummary: 'Please check the highlighted fields.',
  deliveryError: 'We couldn’t record your request. Please try again, or call us at',
  errors: {
    phone: 'Enter the phone number.',
    email: 'Enter a valid email.',
    channels: 'Tick texts, calls or both.',
  },
} as unknown as OptOutCopy

describe('what the stop form asks', () => {
  it('reads a US number however it is typed, an email only if given, and the ticked boxes', () => {
    expect(readOptOut(typedIn({ phone: ' +1 945 555 0123 ', texts: 'yes' }))).toEqual({
      phoneNumber: '(945) 555-0123',
      email: null,
      channels: ['texts'],
    })
    expect(
      readOptOut(typedIn({ phone: '9455550123', email: 'Ana@Example.com', texts: 'yes', calls: 'yes' })),
    ).toEqual({ phoneNumber: '(945) 555-0123', email: 'Ana@Example.com', channels: ['texts', 'calls'] })
  })

  it('refuses a number that is not one, a mistyped email and no box ticked, naming each', () => {
    for (const phone of ['', '12345', '(214) 055-0143', 'call me', '9'.repeat(300)])
      expect(readOptOut(typedIn({ phone, calls: 'yes' })), phone).toEqual({ invalid: ['phone'] })
    expect(readOptOut(typedIn({ phone: '(945) 555-0123', email: 'ana@', texts: 'yes' }))).toEqual({
      invalid: ['email'],
    })
    expect(readOptOut(typedIn({ phone: 'x', email: 'ana@', texts: '' }))).toEqual({
      invalid: ['phone', 'email', 'channels'],
    })
  })

  it('tells the agency what to stop and by when, in the lead template’s parameters', () => {
    const request: OptOutRequest = {
      phoneNumber: '(945) 555-0123',
      email: null,
      channels: ['texts', 'calls'],
    }
    const params = optOutEmailParams(request, 'es', new Date('2026-12-02T16:00:00Z'))
    expect(params).toMatchObject({
      message: 'Stop texts and calls (web form): (945) 555-0123',
      phone: '(945) 555-0123',
      email: '',
      language: 'Spanish',
      submittedAt: '2026-12-02T10:00:00-06:00',
    })
    expect(params.additionalInfo).toMatch(/no more texts/)
    expect(params.additionalInfo).toMatch(/within 10 business days at the latest/)
    const textsOnly = optOutEmailParams({ ...request, channels: ['texts'] }, 'en', new Date())
    expect(textsOnly.additionalInfo).not.toMatch(/call list/)
  })
})

type Overrides = Partial<OptOutServices> & Partial<FormServices> & { failRecord?: boolean }

function endpoint({ failRecord = false, ...overrides }: Overrides = {}) {
  const recorded: Array<{ optOut: OptOut; now: Date; email?: ServerEmail }> = []
  const emailed: Array<{ recordId: string; emails: readonly ServerEmail[] }> = []
  const fromMemory: Array<{ recordId: string; emails: readonly ServerEmail[] }> = []
  const tasks: Array<() => Promise<void>> = []
  const crmSweeps: Date[] = []
  const kind = optOutForm({
    store: {
      where: 'database',
      recordOptOut: async (optOut, now, email) => {
        if (failRecord) throw new Error('disk full')
        recorded.push({ optOut, now, email })
      },
    },
    copy: async () => COPY,
    officePhone: async () => '(214) 555-0143',
    tellCrm: async () => void crmSweeps.push(new Date()),
    sendsEmail: true,
    ...overrides,
  })
  const emails: Pick<ServerEmails, 'handOff' | 'sendUnkept' | 'settled'> = {
    handOff: async (recordId, sent) => void emailed.push({ recordId, emails: sent }),
    sendUnkept: async (record, sent) => {
      fromMemory.push({ recordId: record._id, emails: sent })
      return true
    },
    settled: async () => {},
  }
  const services: FormServices = {
    rateLimiter: { hit: async () => null },
    clientAddress: () => '203.0.113.7',
    emails,
    afterResponse: (task) => void tasks.push(task),
    ...overrides,
  }
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    handleFormPost(
      kind,
      new Request(`${SITE}/api/contact-choices`, {
        method: 'POST',
        headers: {
          origin: SITE,
          host: 'www.lonestarshield.example',
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        body: new URLSearchParams(fields),
      }),
      services,
    )
  return { post, recorded, emailed, fromMemory, tasks, crmSweeps }
}

describe('POST /api/contact-choices', () => {
  it('records the opt-out, answers 303 to the language’s confirmation, then tells the CRM and emails the agency', async () => {
    const { post, recorded, emailed, tasks, crmSweeps } = endpoint()
    const response = await post({ phone: '945-555-0123', texts: 'yes', calls: 'yes', language: 'es' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/dejar-de-recibir-mensajes-y-llamadas/recibido')
    expect(recorded.map(({ optOut }) => optOut)).toEqual([
      {
        keys: { phone: '+19455550123', email: null },
        channels: ['texts', 'calls'],
        how: 'web form',
        by: 'site',
      },
    ])
    expect(emailed).toEqual([])
    expect(crmSweeps).toEqual([])
    await Promise.all(tasks.map((task) => task()))
    // The agency's email was kept with the register's lines, and is handed to the outbox after the answer.
    const { now, email } = recorded[0]!
    const request: OptOutRequest = {
      phoneNumber: '(945) 555-0123',
      email: null,
      channels: ['texts', 'calls'],
    }
    expect(email).toEqual({
      _key: expect.stringMatching(/^opt-out-[0-9a-f-]{36}$/),
      _type: 'serverEmail',
      kind: 'opt-out',
      createdAt: now.toISOString(),
      status: 'pending',
      tries: 0,
      nextTryAt: now.toISOString(),
      params: optOutEmailParams(request, 'es', now),
    })
    // On the register's document of the phone, where the store keeps it.
    expect(emailed).toEqual([{ recordId: await choiceDocumentId('+19455550123'), emails: [email] }])
    // The sweep that makes the *.opted_out events runs at once, not a minute later.
    expect(crmSweeps).toHaveLength(1)
  })

  it('gives the form back filled in as typed, escaped, with each problem by its field', async () => {
    const { post, recorded } = endpoint()
    const response = await post({ phone: '<b>12345</b>', email: 'a"b', calls: 'yes', language: 'en' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<h1>Please check the highlighted fields.</h1>')
    expect(html).toContain('value="&#60;b&#62;12345&#60;/b&#62;"')
    expect(html).toContain('value="a&#34;b"')
    expect(html).toContain('name="calls" value="yes" checked')
    expect(html).not.toContain('name="texts" value="yes" checked')
    expect(html).toMatch(
      /id="opt-out-phone"[^>]*aria-describedby="opt-out-phone-hint opt-out-phone-error" aria-invalid="true"/,
    )
    expect(html).toContain('Enter the phone number.')
    expect(html).toContain('Enter a valid email.')
    expect(html).not.toContain('<b>12345')
    expect(recorded).toEqual([])
  })

  it('answers a bot that filled the hidden field as it would a person, recording nothing', async () => {
    const { post, recorded, tasks } = endpoint()
    const response = await post({ phone: '(945) 555-0123', texts: 'yes', website: 'https://spam.example' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/stop-texts-and-calls/received')
    expect(recorded).toEqual([])
    expect(tasks).toEqual([])
  })

  it('says so, with the office phone and the form kept, when the register cannot be written', async () => {
    const { post, tasks, fromMemory, emailed, crmSweeps } = endpoint({ failRecord: true })
    const response = await post({ phone: '(945) 555-0123', texts: 'yes' })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('We couldn’t record your request. Please try again, or call us at (214) 555-0143')
    expect(html).toContain('value="(945) 555-0123"')
    // The agency still hears of it, from this server's memory, with what to do by hand; the CRM is not told.
    await Promise.all(tasks.map((task) => task()))
    expect(emailed).toEqual([])
    expect(crmSweeps).toEqual([])
    expect(fromMemory).toHaveLength(1)
    const [unkept] = fromMemory[0]!.emails
    expect(unkept!.params!.message).toBe('Stop texts (web form): (945) 555-0123')
    expect(unkept!.params!.additionalInfo).toMatch(/could not write it in the register.*Record it by hand/)
  })

  it('refuses another site’s page, a JSON body and a client past its limit before reading anything', async () => {
    expect((await endpoint().post({ phone: '1' }, { origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await endpoint().post({ phone: '1' }, { 'content-type': 'application/json' })).status).toBe(415)
    const limited = endpoint({ rateLimiter: { hit: async () => 42 } })
    const response = await limited.post({ phone: '(945) 555-0123', texts: 'yes' })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(limited.recorded).toEqual([])
  })
})
