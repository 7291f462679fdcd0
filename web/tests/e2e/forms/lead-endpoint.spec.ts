import { createHash, randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'

import { toPlainText } from '@portabletext/react'

import { LEAD_BODY_MAX_BYTES } from '@/lib/lead/fields'
import type { LeadDocument } from '@/lib/lead/server/lead-document'

import { heroOf, landingPage, settings } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { leadRequest, storedLeads } from '../../support/forms/leads'
import { E2E } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

const smsWords = () => toPlainText(settings().smsConsent ?? [])
/** The “text me” box ticked under the words a page shows now. */
const ticked = () => ({
  smsConsent: 'yes',
  smsConsentVersion: createHash('sha256').update(smsWords()).digest('hex').slice(0, 12),
})

// The endpoint as an attacker or a script sees it: plain HTTP, no browser.
const headers = (address: string, site = E2E.site) => ({
  origin: site,
  'x-forwarded-for': address,
})

test('only POST: every other method answers 405 with Allow: POST', async ({ request }) => {
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    const response = await request.fetch('/api/leads', { method })
    expect(response.status(), method).toBe(405)
    expect(response.headers()['allow'], method).toBe('POST')
    expect(await response.json(), method).toEqual({ error: expect.any(String) })
  }
})

test('a chunked body over 16 kB is cut off with 413, whatever the headers say', async ({ clientAddress }) => {
  const { status, written } = await new Promise<{ status: number; written: number }>((resolve, reject) => {
    let written = 0
    const request = httpRequest(
      `${E2E.site}/api/leads`,
      {
        method: 'POST',
        headers: {
          ...headers(clientAddress),
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        },
      },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, written })
        request.destroy()
      },
    )
    request.on('error', reject)
    const chunk = Buffer.alloc(4096, ' ')
    const pump = () => {
      // 5 MB at most: far past the limit, and the answer comes long before.
      while (written < 5 * 1024 * 1024) {
        written += chunk.length
        if (!request.write(chunk)) return request.once('drain', pump)
      }
      request.end()
    }
    pump()
  })
  expect(status).toBe(413)
  expect(written).toBeGreaterThan(LEAD_BODY_MAX_BYTES)
})

test('five a minute from one client, then 429 with Retry-After, though it sends each from a new address of its /64', async ({
  request,
}, testInfo) => {
  const network = `2001:db8:429:${testInfo.testId.slice(-4)}`
  const statuses: number[] = []
  for (let count = 0; count < 6; count++) {
    const response = await request.post('/api/leads', {
      headers: headers(`${network}:${count + 1}::${count + 1}`),
      data: leadRequest(`rate.${count}.${testInfo.testId.slice(-6)}@example.com`),
    })
    statuses.push(response.status())
    if (response.status() === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
  }
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
})

test('50 valid leads posted at once are all kept, each exactly once', async ({ request }, testInfo) => {
  const run = testInfo.testId.slice(-6)
  const emails = Array.from({ length: 50 }, (_, index) => `burst.${run}.${index}@example.com`)
  const statuses = await Promise.all(
    emails.map((email, index) =>
      request
        .post('/api/leads', {
          headers: headers(`2001:db8:50${index.toString(16).padStart(2, '0')}:${run.slice(-4)}::1`),
          data: leadRequest(email),
        })
        .then((response) => response.status()),
    ),
  )
  expect(statuses).toEqual(emails.map(() => 202))
  const kept = storedLeads().filter((stored) => emails.includes(stored.email))
  expect(kept.map((stored) => stored.email).sort()).toEqual([...emails].sort())
  expect(new Set(kept.map((stored) => stored._id)).size).toBe(50)
})

test('a post with forged consent words keeps the Studio’s words for the version the page showed, never the posted ones', async ({
  page,
  request,
  clientAddress,
}, testInfo) => {
  await page.goto('/auto-insurance')
  const form = page.locator('#quote-form')
  const shown = await form.locator('input[name="consent"]').inputValue()
  const version = await form.locator('input[name="consentVersion"]').inputValue()
  expect(version).toMatch(/^[0-9a-f]{12}$/)
  const forged = 'I agree to be called at any hour, by anyone, about anything.'
  const run = testInfo.testId.slice(-6)
  const send = async (email: string, fields: Record<string, string>) =>
    expect(
      (
        await request.post('/api/leads', {
          headers: headers(clientAddress),
          data: { ...leadRequest(email), ...fields, key: randomUUID() },
        })
      ).status(),
    ).toBe(202)
  await send(`forged.${run}@example.com`, { consent: forged, consentVersion: version })
  await send(`made-up.${run}@example.com`, { consent: forged, consentVersion: 'c0ffee00c0ff' })
  const kept = (email: string) => storedLeads().find((lead) => lead.email === email)
  await expect.poll(() => kept(`made-up.${run}@example.com`)).toBeTruthy()
  expect(kept(`forged.${run}@example.com`)).toMatchObject({
    consentText: shown,
    consentVersion: version,
    consentConfirmed: true,
  })
  // Words no page showed: the request is kept all the same, without them.
  expect(kept(`made-up.${run}@example.com`)).toMatchObject({ consentConfirmed: false })
  expect(kept(`made-up.${run}@example.com`)).not.toHaveProperty('consentText')
  expect(JSON.stringify(storedLeads())).not.toContain(forged)
})

test('with a Sanity project, a lead becomes a private document written with the write token, and the server emails the agency', async ({
  request,
  clientAddress,
}, testInfo) => {
  const email = `lake.${testInfo.testId.slice(-8)}@example.com`
  const key = randomUUID()
  // The same request twice (the form's retry after a lost answer): one document, one email from the server.
  for (let time = 0; time < 2; time++) {
    const response = await request.post(`${E2E.lakeSite}/api/leads`, {
      headers: headers(clientAddress, E2E.lakeSite),
      data: { ...leadRequest(email), utm_source: 'newsletter', key, emailsSent: '', ...ticked() },
    })
    expect(response.status()).toBe(202)
  }

  const mutations = async () =>
    (
      (await (await fetch(`${E2E.lakeControl}/mutations`)).json()) as Array<{
        authorization: string
        mutations: Array<{ create: LeadDocument }>
      }>
    ).filter(({ mutations }) => mutations.some(({ create }) => create?.email === email))
  await expect.poll(async () => (await mutations()).length).toBe(2)
  const [written] = await mutations()
  expect(written!.authorization).toBe(`Bearer ${E2E.writeToken}`)
  const document = written!.mutations[0]!.create
  expect(document).toMatchObject({
    _type: 'lead',
    email,
    channel: 'form',
    emailsSent: [],
    stage: 'new',
    attribution: { utm_source: 'newsletter' },
    pageUrl: `${E2E.lakeSite}/auto-insurance`,
    // The words the project publishes now, as its pages show them: the Content Lake keeps the proof too.
    smsConsent: {
      given: true,
      words: smsWords(),
      version: ticked().smsConsentVersion,
      page: `${E2E.lakeSite}/auto-insurance`,
      clientAddress,
    },
  })
  expect(document._id).toBe(`leads.${key}`)
  const kept = ((await (await fetch(`${E2E.lakeControl}/documents`)).json()) as LeadDocument[]).filter(
    (stored) => stored.email === email,
  )
  expect(kept.map((stored) => stored._id)).toEqual([`leads.${key}`])

  // The same person asks again a day later, from another phone: the Content Lake finds the first request by its
  // contact key, with one query.
  const again = randomUUID()
  const phone = `(214) 555-${testInfo.testId.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`
  const second = await request.post(`${E2E.lakeSite}/api/leads`, {
    headers: headers(clientAddress, E2E.lakeSite),
    data: { ...leadRequest(email.toUpperCase()), phone, key: again, emailsSent: 'customer,agency' },
  })
  expect(second.status()).toBe(202)
  await expect
    .poll(async () =>
      ((await (await fetch(`${E2E.lakeControl}/documents`)).json()) as LeadDocument[]).find(
        (stored) => stored._id === `leads.${again}`,
      ),
    )
    .toMatchObject({
      possibleDuplicateOf: { _ref: `leads.${key}` },
      emailKey: email.toLowerCase(),
      phoneKey: `+1${phone.replace(/\D/g, '')}`,
    })

  const sentByServer = async () =>
    ((await (await fetch(`${E2E.emailjs}/__sent`)).json()) as Array<Record<string, unknown>>).filter(
      (sent) => (sent.template_params as Record<string, string>).email === email,
    )
  await expect.poll(async () => (await sentByServer()).length).toBe(1)
  const [sent] = await sentByServer()
  expect(sent).toMatchObject({
    user_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    accessToken: E2E.emailjsPrivateKey,
    service_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
    template_params: {
      to_email: settings().leadEmail,
      message: `New lead: Ana García - ${heroOf(landingPage('auto-insurance')).coverageType!}`,
      utm_source: 'newsletter',
      consentText: leadRequest(email).consent,
      texts: 'Texts: agreed',
    },
  })
})
