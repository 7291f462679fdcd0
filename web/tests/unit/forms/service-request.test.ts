import { describe, expect, it } from 'vitest'

import { consentVersion } from '@/lib/consent-version'
import type { PublishedWords } from '@/lib/delivery/server/sms-consent'
import { createRequestCeiling } from '@/lib/delivery/server/request-ceiling'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { NOT_SURE } from '@/lib/service-request/fields'
import { validateServiceRequest } from '@/lib/service-request/validate-service-request'
import { serviceEmailParams, WRITTEN_CONFIRMATION_NOT_SHOWN } from '@/lib/service-request/emails'
import type { Post } from '@/lib/forms/form-kind'
import { handleFormPost } from '@/lib/forms/handle-form-post'
import { serviceRequestForm } from '@/lib/service-request/server/service-request-form'
import { invalidRequestPage } from '@/lib/forms/invalid-request-page'
import { emailContents } from '@/lib/outbox/email-contents'
import { newServerEmail } from '@/lib/outbox/server-email'
import type { ServiceRequestDocument } from '@/lib/service-request/server/service-request-document'
import { serviceRequestFromFields } from '@/lib/service-request/service-request'

const SITE = 'https://www.lonestarshield.example'
const CARRIERS = ['Bluebonnet Mutual', 'Trinity River Casualty']

const blocksOf = (text: string) => [
  {
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's', text }],
  },
]
const NOTICE = {
  en: 'Nothing on your policy changes until we confirm it in writing.',
  es: 'Su póliza no cambia hasta que se lo confirmemos por escrito.',
  // Replaced 10 days before the test's now, and 40 days before it.
  lately: 'Nothing changes until we write to you.',
  long: 'Changes take effect when we say so.',
}
// Each service center's notice as published now, and as it read before.
const NOTICE_WORDS = {
  current: [blocksOf(NOTICE.en), blocksOf(NOTICE.es)],
  retired: [
    { words: blocksOf(NOTICE.lately), retiredAt: '2026-02-20T16:00:00.000Z' },
    { words: blocksOf(NOTICE.long), retiredAt: '2026-01-21T16:00:00.000Z' },
  ],
} as unknown as PublishedWords

const claim = {
  requestType: 'claim',
  name: 'Rosa Hernández',
  phone: '(972) 555-0164',
  email: 'rosa@example.com',
  policyNumber: 'BBM-4417802',
  carrier: 'Bluebonnet Mutual',
  dateOfLoss: '2026-02-27',
  lossDescription: 'Hail damaged the roof.',
  // Left over from another kind of request the client looked at first.
  vehicle: '2022 Toyota RAV4',
  page: '/service-center',
  consent: 'By submitting this form, you agree that we may contact you about this request.',
  writtenConfirmationNoticeVersion: consentVersion(NOTICE.en),
  language: 'en',
  website: '',
}

describe('service request rules', () => {
  it('accepts a complete request and keeps only the answers its kind asks for', () => {
    const { fields, invalid } = validateServiceRequest(claim, CARRIERS)
    expect(invalid).toEqual([])
    const request = serviceRequestFromFields({ ...fields!, requestType: 'claim' })
    expect(request).toMatchObject({ dateOfLoss: '2026-02-27', lossDescription: 'Hail damaged the roof.' })
    expect(request).not.toHaveProperty('vehicle')
    expect(request.details).toBe('Not provided')
  })

  it('asks each kind of request for its own answers', () => {
    const bare = { ...claim, dateOfLoss: '', lossDescription: '' }
    expect(validateServiceRequest({ ...bare, requestType: 'claim' }, CARRIERS).invalid).toEqual([
      'dateOfLoss',
      'lossDescription',
    ])
    expect(validateServiceRequest({ ...bare, requestType: 'certificate' }, CARRIERS).invalid).toEqual([
      'holderName',
      'holderAddress',
      'certificatePurpose',
    ])
    expect(validateServiceRequest({ ...bare, requestType: 'policyChange' }, CARRIERS).invalid).toEqual([
      'changeDescription',
      'changeDate',
    ])
    expect(
      validateServiceRequest({ ...bare, requestType: 'autoIdCard', vehicle: '' }, CARRIERS).invalid,
    ).toEqual(['vehicle'])
    expect(validateServiceRequest({ ...bare, requestType: 'renewal' }, CARRIERS).invalid).toEqual([
      'requestType',
    ])
  })

  it('needs a phone with its area code, a real email, a policy number or “I don’t know it”, and a known carrier', () => {
    const check = (changes: Record<string, string>) =>
      validateServiceRequest({ ...claim, ...changes }, CARRIERS).invalid
    expect(check({ phone: '555-0164' })).toEqual(['phone'])
    // +972 is Israel's code: read as written (too short for an Israeli number), never as a Dallas area code.
    expect(check({ phone: '+972 555 0164' })).toEqual(['phone'])
    expect(check({ phone: '+1 972 555 0164' })).toEqual([])
    expect(check({ email: 'rosa@' })).toEqual(['email'])
    expect(check({ policyNumber: '' })).toEqual(['policyNumber'])
    expect(check({ policyNumber: '', policyNumberUnknown: 'on' })).toEqual([])
    expect(check({ carrier: 'Acme Insurance' })).toEqual(['carrier'])
    expect(check({ carrier: NOT_SURE })).toEqual([])
    expect(check({ dateOfLoss: '27/02/2026' })).toEqual(['dateOfLoss'])
    expect(check({ name: 'N'.repeat(201) })).toEqual(['name'])
  })

  it('keeps the phone number in the agency’s format, however it was typed', () => {
    const phoneOf = (phone: string) => validateServiceRequest({ ...claim, phone }, CARRIERS).fields?.phone
    expect(phoneOf('1.972.555.0164')).toBe('(972) 555-0164')
    expect(phoneOf('+44 (0)7911 123456')).toBe('+44 7911 123456')
    // 38 characters as typed, 42 as kept: over the field's limit of 40, which the CRM's schema promises.
    expect(phoneOf('+528112345678 ext 12345678901234567890')).toBeUndefined()
  })

  it('gives the agency email every answer under its own name and the kind’s answers as one block', () => {
    const request = serviceRequestFromFields({
      ...validateServiceRequest(claim, CARRIERS).fields!,
      requestType: 'claim',
    })
    const context = {
      consentText: claim.consent,
      writtenConfirmationNotice: { shown: true, text: NOTICE.es, version: consentVersion(NOTICE.es) },
      pageUrl: `${SITE}/service-center`,
      submittedAt: '2026-03-02T10:00:01-06:00',
      language: 'es',
      smsConsent: { given: true },
    } as const
    const params = serviceEmailParams(request, 'service@lonestarshield.example', context)
    expect(params).toMatchObject({
      to_email: 'service@lonestarshield.example',
      texts: 'Texts: agreed',
      requestType: 'Help with a claim',
      language: 'Spanish',
      vehicle: '',
      requestDetails: 'Date of loss: 2026-02-27\nWhat happened: Hail damaged the roof.',
      // The agency reads what the client was told, in the client's words.
      writtenConfirmationNotice: NOTICE.es,
    })
    // A notice the server could not vouch for, or a request kept before the form showed one: the agency says it.
    for (const writtenConfirmationNotice of [{ shown: false } as const, undefined]) {
      expect(
        serviceEmailParams(request, 'service@lonestarshield.example', {
          ...context,
          writtenConfirmationNotice,
        }).writtenConfirmationNotice,
      ).toBe(WRITTEN_CONFIRMATION_NOT_SHOWN)
    }
  })
})

function endpoint(noticeWords: () => Promise<PublishedWords> = async () => NOTICE_WORDS) {
  const saved: ServiceRequestDocument[] = []
  const form = serviceRequestForm(
    { carriers: async () => CARRIERS, noticeWords },
    {
      clientAddress: () => '198.51.100.7',
      store: {
        where: 'memory',
        check: async () => {},
        prepare: async () => {},
        earlierFrom: async () => undefined,
        save: async (document) => {
          saved.push(document)
          return true
        },
      },
      openingHours: async () => [],
      smsConsentWords: async () => ({ current: [], retired: [] }),
      consentWords: async () => ({ current: [], retired: [] }),
      emails: null,
      crm: null,
      contactChoices: null,
      ceiling: createRequestCeiling(100, 1),
    },
  )
  const kind = {
    ...form,
    pages: {
      ...form.pages,
      invalid: async (invalid: string[], { language }: Post) =>
        invalidRequestPage({
          invalid,
          language,
          summary: 'Revise los campos marcados.',
          messages: {
            dateOfLoss: 'Indique la fecha del siniestro.',
            phone: 'Escriba un teléfono con su código de área.',
          },
          formPath: '/es/centro-de-servicio#service-request',
        }),
    },
  }
  const call = (request: Request) =>
    handleFormPost(kind, request, {
      rateLimiter: createRateLimiter({ name: 'service-requests', limit: 5, windowSeconds: 60 }),
      clientAddress: () => '198.51.100.7',
      emails: null,
      afterResponse: () => {},
      now: () => new Date('2026-03-02T16:00:00Z'),
    })
  return { call, saved }
}

const post = (body: BodyInit, type: string) =>
  new Request(`${SITE}/api/service-requests`, {
    method: 'POST',
    headers: { host: new URL(SITE).host, origin: SITE, 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit)

describe('the service request endpoint', () => {
  it('keeps a request the script hands over, as a private document with its delivery', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      post(
        JSON.stringify({ ...claim, emailsSent: 'customer', utm_source: 'newsletter' }),
        'application/json',
      ),
    )
    expect(response.status).toBe(202)
    expect(saved).toEqual([
      expect.objectContaining({
        _id: expect.stringMatching(/^serviceRequests\.[0-9a-f-]{36}$/),
        _type: 'serviceRequest',
        requestType: 'claim',
        carrier: 'Bluebonnet Mutual',
        pageUrl: `${SITE}/service-center`,
        submittedAt: '2026-03-02T10:00:00-06:00',
        channel: 'form',
        emailsSent: ['customer'],
        attribution: expect.objectContaining({ utm_source: 'newsletter', utm_medium: 'Not provided' }),
        // Without opening hours in content the office counts as open: 15 minutes.
        answerBy: '2026-03-02T16:15:00.000Z',
        stage: 'new',
        writtenConfirmationNotice: { shown: true, text: NOTICE.en, version: consentVersion(NOTICE.en) },
      }),
    ])
  })

  it('sends a form posted without JavaScript to the confirmation in its language', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      post(new URLSearchParams({ ...claim, language: 'es' }).toString(), 'application/x-www-form-urlencoded'),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/centro-de-servicio#request-sent')
    expect(saved[0]).toMatchObject({ channel: 'no-javascript', language: 'es' })
  })

  it('tells a visitor without JavaScript what to fix, in their language, without repeating what they sent', async () => {
    const { call, saved } = endpoint()
    const response = await call(
      post(
        new URLSearchParams({
          ...claim,
          language: 'es',
          phone: '555 <b>0164</b>',
          dateOfLoss: '',
        }).toString(),
        'application/x-www-form-urlencoded',
      ),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('Escriba un teléfono con su código de área.')
    expect(html).toContain('Indique la fecha del siniestro.')
    expect(html).not.toContain('0164')
    expect(html).toContain('href="/es/centro-de-servicio#service-request"')
    expect(saved).toEqual([])
  })

  it('answers a script’s invalid request with the field names only', async () => {
    const { call } = endpoint()
    const response = await call(post(JSON.stringify({ ...claim, carrier: 'Acme' }), 'application/json'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Some fields are missing or not valid',
      fields: ['carrier'],
    })
  })
})

describe('the notice that nothing changes until the agency confirms it in writing, kept as proof', () => {
  const keptNotice = async (fields: Record<string, string>, noticeWords?: () => Promise<PublishedWords>) => {
    const { call, saved } = endpoint(noticeWords)
    expect((await call(post(JSON.stringify({ ...claim, ...fields }), 'application/json'))).status).toBe(202)
    return saved[0]!.writtenConfirmationNotice
  }

  it('keeps the Studio’s words for the version the page drew, in either language, or replaced less than 30 days ago', async () => {
    for (const text of [NOTICE.en, NOTICE.es, NOTICE.lately]) {
      const version = consentVersion(text)
      expect(await keptNotice({ writtenConfirmationNoticeVersion: version })).toEqual({
        shown: true,
        text,
        version,
      })
    }
  })

  it('keeps the request, with the notice not shown, for a version no page showed lately, or none', async () => {
    for (const version of [consentVersion(NOTICE.long), 'c0ffee00c0ff', '']) {
      expect(await keptNotice({ writtenConfirmationNoticeVersion: version }), version).toEqual({
        shown: false,
      })
    }
  })

  it('never keeps words a post sends', async () => {
    const forged = 'Your policy changes the moment you press Send.'
    const kept = await keptNotice({
      writtenConfirmationNotice: forged,
      writtenConfirmationNoticeVersion: consentVersion(forged),
    })
    expect(kept).toEqual({ shown: false })
    const version = consentVersion(NOTICE.en)
    expect(
      await keptNotice({ writtenConfirmationNotice: forged, writtenConfirmationNoticeVersion: version }),
    ).toEqual({ shown: true, text: NOTICE.en, version })
  })

  it('is repeated in the agency email the server sends of the request, from the record', async () => {
    const { call, saved } = endpoint()
    await call(post(JSON.stringify(claim), 'application/json'))
    const record = saved[0]!
    const contents = emailContents(
      { recordId: record._id, email: newServerEmail('agency', new Date()), record },
      { leadEmail: 'leads@lonestarshield.example', serviceEmail: 'service@lonestarshield.example' },
      { serviceRequest: 'template_service' },
    )
    expect(contents).toMatchObject({ params: { writtenConfirmationNotice: NOTICE.en } })
  })

  it('keeps the request when the Studio cannot be read, the notice not shown', async () => {
    const unreadable = () => Promise.reject(new Error('Content Lake unreachable'))
    expect(await keptNotice({}, unreadable)).toEqual({ shown: false })
  })
})
