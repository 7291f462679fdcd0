// A person's opt-out, however it comes, holds on every request of theirs and reaches the CRM at once: recorded
// beside a running server by the books' command, told as *.opted_out for each request the CRM knows within a
// minute, shown in the export, and carried by every later event of that person.
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'

import { toPlainText } from '@portabletext/react'
import { expect, test } from '@playwright/test'

import { consentVersion } from '@/lib/consent-version'

import { parseCsv } from '../../support/data/csv'
import { settings } from '../../support/data/dataset'
import { leadRequest, serviceRequestBody } from '../../support/forms/leads'
import { postFrom, startSite, type SiteServer } from '../../support/servers/standalone-site'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'

test.describe.configure({ mode: 'serial' })

const BOOKS = path.resolve(import.meta.dirname, '../../../scripts/export-requests.mjs')
const run = promisify(execFile)

let site: SiteServer | undefined
let receiver: WebhookReceiver | undefined
test.afterEach(async () => {
  site?.stop()
  site = undefined
  await receiver?.stop()
  receiver = undefined
})

let client = 0
const post = async (path: string, body: object) => {
  client += 1
  const status = await postFrom(`127.0.41.${client}`, `${site!.origin}${path}`, JSON.stringify(body), {
    origin: site!.origin,
    'content-type': 'application/json',
  })
  expect(status, `${path} keeps the request`).toBe(202)
}

const books = (...args: string[]) =>
  run(process.execPath, [BOOKS, ...args], { env: { ...process.env, DATABASE_FILE: site!.databaseFile } })

/** What an event says of the person, as the CRM reads it. */
type Told = {
  email: string
  smsConsent: { given: boolean; at: string; optedOutAt: string | null; earlierOptOutAt?: string }
  doNotCall: { at: string } | null
}

const eventsOf = (type: string) =>
  receiver!
    .accepted()
    .filter((received) => received.body.type === type)
    .map((received) => ({ ...received, data: received.body.data as unknown as Told }))

test('an opt-out recorded beside the running server reaches the CRM for every request of that number within a minute, and holds on every later one', async () => {
  test.setTimeout(150_000)
  receiver = await startWebhookReceiver()
  // The sweep of a server that stays up, every minute as in production.
  site = await startSite('contact-choices', {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  })
  const stamp = Date.now()
  const phone = '(469) 555-0177'
  const smsWords = toPlainText(settings().smsConsent ?? [])
  const ticked = { smsConsent: 'yes', smsConsentVersion: consentVersion(smsWords) }
  // A lead that agreed to texts, a service request from the same number written another way, and someone else.
  await post('/api/leads', {
    ...leadRequest(`first.${stamp}@example.com`),
    phone,
    key: randomUUID(),
    ...ticked,
  })
  await post('/api/service-requests', {
    ...serviceRequestBody(`second.${stamp}@example.com`),
    phone: '469.555.0177',
  })
  await post('/api/leads', { ...leadRequest(`other.${stamp}@example.com`), key: randomUUID(), ...ticked })
  await expect.poll(() => receiver!.accepted().length, { timeout: 20_000 }).toBe(3)

  // The office records the call in which the person asked to stop both, while the server runs.
  const recorded = await books(
    'opt-out',
    '+1 469 555 0177',
    '--texts',
    '--calls',
    '--via',
    'call',
    '--by',
    'Kevin Tran',
  )
  expect(recorded.stdout + recorded.stderr).not.toContain('error')
  const askedAt = Date.now()

  // Within a minute (one sweep), once for each of that person's requests, signed like every event.
  await expect
    .poll(() => eventsOf('lead.opted_out').length + eventsOf('service_request.opted_out').length, {
      timeout: 65_000,
      intervals: [1000],
    })
    .toBe(2)
  expect(Date.now() - askedAt).toBeLessThan(61_000)
  const told = [...eventsOf('lead.opted_out'), ...eventsOf('service_request.opted_out')]
  expect(told.every((received) => received.validSignature)).toBe(true)
  expect(new Set(told.map(({ data }) => data.email))).toEqual(
    new Set([`first.${stamp}@example.com`, `second.${stamp}@example.com`]),
  )
  for (const { data } of told) {
    expect(data.smsConsent.optedOutAt).toEqual(expect.any(String))
    expect(data.doNotCall).toEqual({ at: data.smsConsent.optedOutAt })
  }

  // The export shows it on both requests of that number, and on nobody else's.
  const csv = parseCsv((await books('csv')).stdout.replace(/^\uFEFF/, ''))
  const [header, ...rows] = csv
  const column = (name: string) => header!.indexOf(name)
  const byEmail = (email: string) => rows.find((row) => row[column('Email')] === email)!
  for (const email of [`first.${stamp}@example.com`, `second.${stamp}@example.com`]) {
    expect(byEmail(email)[column('Opted out of texts')]).not.toBe('')
    expect(byEmail(email)[column('Do not call')]).toMatch(/^Yes/)
  }
  expect(byEmail(`other.${stamp}@example.com`)[column('Opted out of texts')]).toBe('')

  // A new lead from that number, box unticked, arrives opted out; one that ticks the box afresh carries the new
  // consent and the earlier opt-out. Calls stay stopped for both.
  await post('/api/leads', { ...leadRequest(`third.${stamp}@example.com`), phone, key: randomUUID() })
  await post('/api/leads', {
    ...leadRequest(`fourth.${stamp}@example.com`),
    phone,
    key: randomUUID(),
    ...ticked,
  })
  await expect.poll(() => eventsOf('lead.created').length, { timeout: 20_000 }).toBe(4)
  const created = (email: string) => eventsOf('lead.created').find(({ data }) => data.email === email)!.data
  const optedOutAt = told[0]!.data.smsConsent.optedOutAt!
  expect(created(`third.${stamp}@example.com`)).toMatchObject({
    smsConsent: { given: false, optedOutAt },
    doNotCall: { at: optedOutAt },
  })
  const fourth = created(`fourth.${stamp}@example.com`)
  expect(fourth.smsConsent).toMatchObject({ given: true, optedOutAt: null, earlierOptOutAt: optedOutAt })
  expect(Date.parse(fourth.smsConsent.at)).toBeGreaterThan(Date.parse(optedOutAt))
  expect(fourth.doNotCall).toEqual({ at: optedOutAt })
  // Nobody else heard of it.
  expect(created(`other.${stamp}@example.com`)).toMatchObject({
    smsConsent: { optedOutAt: null },
    doNotCall: null,
  })
  // No personal data in the server's log.
  expect(site.output()).not.toContain('@example.com')
  expect(site.output()).not.toContain('555-0177')
})
