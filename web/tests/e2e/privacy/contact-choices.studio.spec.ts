// The register of a person's contact choices, worked from the office manager's Studio (built, offline, on the fake
// Content Lake): an opt-out recorded on one request shows on every request of that number, a STOP reply goes into
// the register, and withdrawing an opt-out takes a reason and keeps the history.
import { createHash, randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import type { SanityDocument } from '@/lib/content/ndjson'
import { isoWithOffset } from '@/lib/format'

import { E2E, lakeControl } from '../../support/servers/servers'
import { STUDIO } from '../../support/studio/studio'
import {
  failOnStudioErrors,
  openRecords,
  lakeDocument,
  openDeskItem,
  openStudio,
} from '../../support/studio/studio-desk'

type Entry = {
  channel: string
  action: string
  at: string
  how?: string
  by: string
  note?: string
  reason?: string
}
type Doc = SanityDocument & { key?: string; entries?: Entry[]; smsOptedOutAt?: string }

const MINUTE = 60_000

/** A phone number of its own for each run, so nothing of another run's register shows. */
const runNumber = () => {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0')
  return { written: `(469) 555-${digits}`, key: `+1469555${digits}` }
}

/** The register's document of a key, named as every writer names it. */
const registerId = (key: string) =>
  `contactChoices.${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 32)}`

const WORDS = 'Yes, text me about this request. Reply STOP to opt out, HELP for help.'

/** A request as the site's server keeps it, sent `minutesAgo` minutes ago, whose visitor ticked the texts box. */
function keptRequest(
  type: 'lead' | 'serviceRequest',
  fullName: string,
  phone: { written: string; key: string },
  { minutesAgo = 20, ...fields }: Record<string, unknown> & { minutesAgo?: number } = {},
): Doc {
  const at = new Date(Date.now() - minutesAgo * MINUTE)
  const email = `visitor.${randomUUID().slice(0, 8)}@example.com`
  return {
    _id: `${type === 'lead' ? 'leads' : 'serviceRequests'}.${randomUUID()}`,
    _type: type,
    fullName,
    phoneNumber: phone.written,
    phoneKey: phone.key,
    email,
    emailKey: email,
    language: 'en',
    submittedAt: isoWithOffset(at),
    answerBy: new Date(at.getTime() + 15 * MINUTE).toISOString(),
    stage: 'contacted',
    firstResponseAt: new Date(at.getTime() + 5 * MINUTE).toISOString(),
    channel: 'form',
    emailsSent: ['customer', 'agency'],
    smsConsent: {
      given: true,
      words: WORDS,
      version: createHash('sha256').update(WORDS).digest('hex').slice(0, 12),
      at: at.toISOString(),
      page: `${E2E.lakeSite}/auto-insurance`,
    },
    ...(type === 'lead'
      ? { coverageType: 'Auto Insurance', zipCode: '75201', contactPreference: 'Text Message' }
      : { requestType: 'autoIdCard' }),
    ...fields,
  }
}

const byId = (id: string) => lakeDocument<Doc>(id)

/** Opens a request from the inbox's “All requests” list by its visitor's name. */
async function openRequest(page: Page, fullName: string) {
  await page.goto(`${STUDIO.url}/structure`)
  await openDeskItem(page, 'Inbox')
  await page.getByRole('link', { name: 'All requests', exact: true }).click()
  await page
    .getByRole('link', { name: new RegExp(fullName) })
    .first()
    .click()
  const texts = page.getByTestId('sms-consent')
  await texts.scrollIntoViewIfNeeded()
  return texts
}

const status = (texts: ReturnType<Page['getByTestId']>) => texts.getByTestId('sms-consent-status')

test.describe('the register of contact choices, worked from the Studio', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  failOnStudioErrors(test)
  test.beforeAll(async () => {
    await lakeControl('/start')
    await lakeControl('/reset')
  })
  test.afterAll(async () => {
    await lakeControl('/reset')
  })

  test('“Asked not to be texted” on one lead shows on every request of that number; a box ticked after it is a new consent', async ({
    page,
  }) => {
    const phone = runNumber()
    const first = keptRequest('lead', 'Tomás Rivera', phone, {
      adData: { allowed: false, signal: 'gpc' },
      consentConfirmed: false,
    })
    const second = keptRequest('lead', 'Julio Rivera', phone, { minutesAgo: 60 * 24 })
    const service = keptRequest('serviceRequest', 'Marta Rivera', phone, { minutesAgo: 60 * 48 })
    await lakeControl('/documents', [first, second, service])

    await openStudio(page)
    let texts = await openRequest(page, 'Tomás Rivera')
    await expect(status(texts)).toHaveText(/^Agreed to texts on /)
    // What the request keeps beside the consent, among its records: the browser asked not to share its data, and
    // the words were unknown.
    await openRecords(page)
    await expect(page.getByTestId('ad-data')).toHaveText(
      'Not shared with ad platforms: the visitor’s browser asked (Global Privacy Control)',
    )
    await expect(page.getByTestId('consent-not-confirmed')).toHaveText(
      'Consent words not confirmed: the page sent words the Studio never published',
    )

    await texts.getByRole('button', { name: 'Asked not to be texted' }).click()
    const dialog = page.getByRole('dialog', { name: 'Asked not to be texted' })
    await expect(dialog).toBeVisible()
    const record = dialog.getByRole('button', { name: 'Record the opt-out' })
    await expect(record, 'how it came is asked first').toBeDisabled()
    await dialog.getByRole('radio', { name: 'email', exact: true }).check()
    await dialog.getByLabel('Note (optional)').fill('Wrote to the agency inbox: no more texts, please.')
    await record.click()
    await expect(dialog).toBeHidden()

    await expect(status(texts)).toHaveText(
      /^Opted out of texts on .* \(email\): do not text\. Call or email\.$/,
    )
    await expect(texts.getByTestId('texting-hours')).toHaveCount(0)
    await expect(texts.getByTestId('sms-first-text')).toHaveCount(0)
    await expect(texts.getByTestId('contact-choice-history')).toContainText(
      'Texts: opted out (email) · by Office Manager · note: Wrote to the agency inbox: no more texts, please.',
    )

    // Written into the register of the number (and of the email), never onto the request.
    const register = async () => (await byId(registerId(phone.key)))?.entries ?? []
    await expect.poll(register, { message: 'the register of the number holds the opt-out' }).toEqual([
      expect.objectContaining({
        channel: 'texts',
        action: 'opt-out',
        how: 'email',
        by: 'Office Manager',
        note: 'Wrote to the agency inbox: no more texts, please.',
      }),
    ])
    expect((await byId(registerId(first.email as string)))?.entries).toHaveLength(1)
    expect(await byId(first._id)).toMatchObject({ smsConsent: first.smsConsent, phoneNumber: phone.written })
    expect(await byId(first._id)).not.toHaveProperty('smsOptedOutAt')

    // Every other request of that number says so, whatever its own box said.
    texts = await openRequest(page, 'Julio Rivera')
    await expect(status(texts)).toHaveText(/^Opted out of texts on .* \(email\): do not text/)
    texts = await openRequest(page, 'Marta Rivera')
    await expect(status(texts)).toHaveText(/^Opted out of texts on .* \(email\): do not text/)

    // The “Do not text or call” list names the number and since when.
    await page.goto(`${STUDIO.url}/structure`)
    await openDeskItem(page, 'Inbox')
    await page.getByRole('link', { name: 'Do not text or call', exact: true }).click()
    await expect(
      page.getByRole('link', { name: new RegExp(`${phone.written.replace(/[()]/g, '\\$&')}`) }),
    ).toContainText(/Opted out of texts since \w{3} \d+, \d{4} \(email\)/)

    // Its document says what holds and keeps the history; opt-outs are recorded on a request, withdrawals here too.
    await page.getByRole('link', { name: new RegExp(phone.written.replace(/[()]/g, '\\$&')) }).click()
    await expect(page.getByTestId('contact-choice-standing')).toHaveText(
      /^Opted out of texts since \w{3} \d+, \d{4} \(email\)$/,
    )
    await expect(page.getByTestId('contact-choice-history')).toContainText(
      'Texts: opted out (email) · by Office Manager · note: Wrote to the agency inbox: no more texts, please.',
    )
    await expect(page.getByRole('button', { name: 'Withdraw the opt-out of texts' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Asked not to be called' })).toHaveCount(0)

    // A new request from the number whose box is ticked after the opt-out is a new consent, with the opt-out beside it.
    const again = keptRequest('lead', 'Inés Rivera', phone, { minutesAgo: -1 })
    await lakeControl('/documents', [again])
    texts = await openRequest(page, 'Inés Rivera')
    await expect(status(texts)).toHaveText(/^Agreed again on .*, after an opt-out on .* \(email\)\.$/)
    await expect(texts.getByTestId('texting-hours')).toBeVisible()
  })

  test('a STOP reply is recorded into the register; withdrawing it needs a reason and keeps the history; calls are asked apart', async ({
    page,
  }) => {
    const phone = runNumber()
    const lead = keptRequest('lead', 'Rosalind Okafor', phone)
    await lakeControl('/documents', [lead])

    await openStudio(page)
    const texts = await openRequest(page, 'Rosalind Okafor')
    await expect(status(texts)).toHaveText(/^Agreed to texts on /)
    await texts.getByRole('button', { name: 'They replied STOP: record it now' }).click()
    await expect(status(texts)).toHaveText(/^Opted out of texts on .* \(text reply\): do not text/)
    await expect(texts.getByRole('button', { name: 'They replied STOP: record it now' })).toHaveCount(0)
    const register = async () => (await byId(registerId(phone.key)))?.entries ?? []
    await expect.poll(register).toEqual([
      expect.objectContaining({
        channel: 'texts',
        action: 'opt-out',
        how: 'text reply',
        by: 'Office Manager',
      }),
    ])
    expect(await byId(lead._id), 'the request itself is not written').not.toHaveProperty('smsOptedOutAt')

    // Withdrawn (recorded on the wrong lead): a reason is required, and the opt-out stays in the history.
    await texts.getByRole('button', { name: 'Withdraw the opt-out of texts' }).click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw the opt-out of texts' })
    const withdraw = dialog.getByRole('button', { name: 'Withdraw the opt-out' })
    await expect(withdraw).toBeDisabled()
    await dialog.getByLabel('Reason (required)').fill('   ')
    await expect(withdraw, 'a reason of spaces is no reason').toBeDisabled()
    await dialog.getByLabel('Reason (required)').fill('Pressed on the wrong lead: she never replied STOP.')
    await withdraw.click()
    await expect(dialog).toBeHidden()
    await expect(status(texts)).toHaveText(/^Agreed to texts on /)
    const history = texts.getByTestId('contact-choice-history').getByRole('listitem')
    await expect(history).toHaveCount(2)
    // Recorded for her phone and her email at once: one line each.
    await expect(history.nth(0)).toContainText(
      `Texts: opt-out withdrawn · by Office Manager · reason: Pressed on the wrong lead: she never replied STOP. · for ${phone.written} and ${lead.email}`,
    )
    await expect(history.nth(1)).toContainText(
      `Texts: opted out (text reply) · by Office Manager · for ${phone.written} and ${lead.email}`,
    )
    await expect
      .poll(async () => (await register()).map(({ action, reason }) => [action, reason]))
      .toEqual([
        ['opt-out', undefined],
        ['withdrawn', 'Pressed on the wrong lead: she never replied STOP.'],
      ])

    // Asked not to be called, on the phone: the calls line says so, texts stay allowed.
    await texts.getByRole('button', { name: 'Asked not to be called' }).click()
    const calls = page.getByRole('dialog', { name: 'Asked not to be called' })
    await calls.getByRole('radio', { name: 'call', exact: true }).check()
    await calls.getByRole('button', { name: 'Record the opt-out' }).click()
    await expect(texts.getByTestId('calls-status')).toHaveText(
      /^Asked not to be called on .* \(call\): do not call\.$/,
    )
    await expect(status(texts)).toHaveText(/^Agreed to texts on /)
    await expect.poll(async () => (await register()).at(-1)).toMatchObject({ channel: 'calls', how: 'call' })
  })
})
