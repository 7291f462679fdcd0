import { createHash } from 'node:crypto'

import type { Page, Request } from '@playwright/test'

import type { Lead } from '@/lib/lead/lead'

import { conversionsInRange } from '../../../../studio/ad-conversions/conversions'
import type { ConversionLead } from '../../../../studio/ad-conversions/conversions-query'
import { identifiersIn, leadIdentifiers, tableCsv } from '../../../../studio/ad-conversions/upload-file'
import { DENIED_WHY, type UploadPlan, uploadPlan } from '../../../../studio/ad-conversions/upload-plan'
import { dallasDateOf } from '../../../../studio/reports/dallas-calendar'
import { heroOf, homePage, landingPage } from '../../support/data/dataset'
import { storedLeadsFor } from '../../support/forms/leads'
import { fillQuoteForm, quoteFormLabels } from '../../support/forms/quote-form'
import { expect, test } from '../fixtures'

// "Don't share my data" follows the request: a lead sent from a browser that asked (Global Privacy Control, or the
// page's Consent Mode with ad_user_data denied) is kept as denied, and the Studio's ad files built from what was kept
// carry its click ids but never its hashed email or phone.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const PHONE = '(214) 555-0143'

const visitor = (testInfo: { testId: string }): Lead => ({
  fullName: 'Ana Torres',
  phoneNumber: PHONE,
  email: `ad.data.${testInfo.testId.slice(-8).toLowerCase()}@example.com`,
  zipCode: '75201',
  coverageType: 'Auto Insurance',
  additionalInfo: '',
  contactPreference: '',
  timeframe: '',
})

/** Every hash a platform could match the visitor by: the email as both rules write it, the phone with and without its plus. */
const hashesOf = (lead: Lead) => [sha256(lead.email), sha256('+12145550143'), sha256('12145550143')]

const CLICKS = 'gclid=Cj0KCQ-adData&msclkid=f3a9c0d1e2b34c5d&fbclid=IwAR0adData'

/** The request the form's script hands the site's server, as it sent it. */
const serverPost = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads',
  )
const postedAdUserData = (request: Request) => (request.postDataJSON() as { adUserData?: string }).adUserData

async function sendFromHome(page: Page, lead: Lead) {
  const form = await fillQuoteForm(page, lead, 'home')
  const posted = serverPost(page)
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  await expect(form.getByRole('button', { name: quoteFormLabels().successLabel })).toBeVisible()
  return posted
}

/** The lead as the site kept it, once it has. */
async function kept(lead: Lead) {
  await expect.poll(() => storedLeadsFor(lead.email).length).toBe(1)
  return storedLeadsFor(lead.email)[0] as unknown as ConversionLead & { adData?: unknown }
}

/**
 * The ad files the Studio's tool offers for the kept lead, once the office has quoted it and won it today, with
 * Enhanced conversions on: built by the tool's own functions, from what the site kept.
 */
async function adFiles(stored: ConversionLead, adData = stored.adData) {
  const now = new Date()
  const lead: ConversionLead = {
    _id: stored._id,
    submittedAt: stored.submittedAt,
    email: stored.email,
    phoneNumber: stored.phoneNumber,
    attribution: stored.attribution,
    adData,
    stage: 'won',
    quotedAt: new Date(now.getTime() - 60_000).toISOString(),
    wonAt: now.toISOString(),
    annualPremium: 1480,
  }
  const today = dallasDateOf(now)!
  const settings = { hashIdentifiers: true, names: {} }
  const kinds = new Set(['qualifiedLead', 'policySold'] as const)
  const conversions = conversionsInRange([lead], { first: today, last: today }, kinds, settings)
  const identifiers = await leadIdentifiers([{ lead }], true)
  const plan = uploadPlan({
    conversions,
    leads: [lead],
    uploads: [],
    identifiers: identifiersIn(identifiers),
    now,
  })
  const csv = plan.platforms
    .flatMap(({ files }) => files)
    .map(({ table }) => tableCsv(table))
    .join('')
  return { plan, csv }
}

const refusedAt = (plan: UploadPlan, name: string) =>
  plan.platforms.find((entry) => entry.name === name)?.refused

/** No hash of the visitor in any file; its click ids still tie it at Google and Microsoft; Meta says why not. */
async function expectNoHashesInAdFiles(stored: ConversionLead, lead: Lead) {
  // The same lead, allowed: the hashes the test looks for are the ones the files would hold.
  const allowed = await adFiles(stored, { allowed: true })
  for (const hash of hashesOf(lead)) expect(allowed.csv).toContain(hash)

  const { plan, csv } = await adFiles(stored)
  for (const hash of hashesOf(lead)) expect(csv, 'no hash of the email or phone').not.toContain(hash)
  expect(csv).toContain('Cj0KCQ-adData')
  expect(csv).toContain('f3a9c0d1e2b34c5d')
  expect(refusedAt(plan, 'Meta')).toEqual([{ why: DENIED_WHY, count: 2 }])
  for (const entry of plan.platforms.flatMap(({ files }) => files))
    expect(entry.problems, entry.file.title).toEqual([])
}

test('a lead sent with Global Privacy Control is kept as denied, and the ad files hold no hash of its email or phone', async ({
  page,
}, testInfo) => {
  // A browser with Global Privacy Control on both sends the header and tells the page.
  await page.setExtraHTTPHeaders({ 'sec-gpc': '1' })
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }),
  )
  const lead = visitor(testInfo)
  await page.goto(`/?${CLICKS}`)
  const posted = await sendFromHome(page, lead)
  expect(postedAdUserData(posted)).toBe('denied')

  const stored = await kept(lead)
  expect(stored.adData).toEqual({ allowed: false, signal: 'gpc' })
  await expectNoHashesInAdFiles(stored, lead)
})

test('a lead sent after the page’s Consent Mode denied ad_user_data is kept as denied, and the ad files hold no hash of it', async ({
  page,
}, testInfo) => {
  const lead = visitor(testInfo)
  await page.goto(`/?${CLICKS}`)
  // What a consent banner does when the visitor declines ad data.
  await page.evaluate(() =>
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag('consent', 'update', {
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  )
  const posted = await sendFromHome(page, lead)
  expect(postedAdUserData(posted)).toBe('denied')

  const stored = await kept(lead)
  expect(stored.adData).toEqual({ allowed: false, signal: 'consent-mode' })
  await expectNoHashesInAdFiles(stored, lead)
})

test('a lead from a page that allowed ad data is kept as allowed, and its hashes go where a platform can tie them', async ({
  page,
}, testInfo) => {
  const lead = visitor(testInfo)
  await page.goto('/?gclid=Cj0KCQ-adData')
  const posted = await sendFromHome(page, lead)
  expect(postedAdUserData(posted)).toBe('granted')

  const stored = await kept(lead)
  expect(stored.adData).toEqual({ allowed: true })
  const { plan, csv } = await adFiles(stored)
  expect(csv).toContain(sha256(lead.email))
  // It came from no Meta ad: Meta gets nothing of it, and has nothing to leave out.
  expect(plan.platforms.find(({ name }) => name === 'Meta')?.files).toEqual([])
  expect(refusedAt(plan, 'Meta')).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Global Privacy Control header alone marks the lead as denied', async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'sec-gpc': '1' })
    const lead = visitor(testInfo)
    await page.goto('/auto-insurance')
    const form = await fillQuoteForm(page, lead, 'product')
    await form.getByRole('button', { name: heroOf(landingPage('auto-insurance')).submitLabel }).click()
    await expect(page).toHaveURL('/thank-you')
    const stored = await kept(lead)
    expect(stored.adData).toEqual({ allowed: false, signal: 'gpc' })
  })
})
