// The office manager's Sanity Studio, built for real and run offline against the fake Content Lake (its
// Studio API: tests/support/fakes/fake-sanity-api.ts): what is published there reaches the site on the lake.
import { createHash, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import type { SanityDocument } from '@/lib/content/ndjson'
import { isoWithOffset } from '@/lib/format'

import { googleAdsCorrections, googleAdsFile } from '../../../../studio/ad-conversions/google-ads-file'
import { metaFile } from '../../../../studio/ad-conversions/meta-file'
import { microsoftAdvertisingFile } from '../../../../studio/ad-conversions/microsoft-advertising-file'
import { parseCsv } from '../../support/data/csv'
import { carriers, guides } from '../../support/data/dataset'
import { leadRequest, serviceRequestBody } from '../../support/forms/leads'
import { E2E, LAKE_SITE_ENV, lakeControl } from '../../support/servers/servers'
import { startSite, type SiteServer } from '../../support/servers/standalone-site'
import { STUDIO } from '../../support/studio/studio'
import { dallasTime, keptLead, utcTime } from '../../support/studio/kept-requests'
import {
  failOnStudioErrors,
  lakeDocument,
  lakeDocuments,
  openDeskItem,
  openInboxList,
  inboxEntry,
  openRecords,
  openStudio as openDesk,
  STUDIO_TIME,
  publishButton,
  publishUntil,
} from '../../support/studio/studio-desk'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'

type Doc = SanityDocument & { _rev?: string }

const CARRIER = {
  name: 'Mesquite Valley Mutual',
  claimsPhone: '(800) 555-0199',
  claimsUrl: 'https://claims.mesquitevalley.example',
}

const LANDING_PAGE = {
  title: 'Storm season checklist',
  slug: 'storm-season-checklist',
  headline: 'Get storm-ready before hail season',
}

const documents = () => lakeDocuments<Doc>()

const byId = (id: string) => lakeDocument<Doc>(id)

async function webhook(request: APIRequestContext, payload: { _id: string; _type: string }) {
  const body = JSON.stringify(payload)
  const signature = await encodeSignatureHeader(body, Date.now(), E2E.webhookSecret)
  const response = await request.post(`${E2E.lakeSite}/api/revalidate`, {
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    data: body,
  })
  expect(response.status(), 'the signed webhook is accepted').toBe(200)
}

async function expectLive(request: APIRequestContext, path: string, text: string, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${E2E.lakeSite}${path}`)
        return response.ok() && (await response.text()).includes(text)
      },
      { message: `${path} on the site shows “${text}”`, timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true)
}

/** The Studio as the office manager opens it: logged in, on the desk. */
async function openStudio(page: Page) {
  const boot = await openDesk(page)
  test.info().annotations.push({ type: 'Studio boot to desk (ms)', description: String(boot) })
  console.log(`Studio boot to desk: ${boot} ms`)
}

/** A request's row in the open list (its title, then the subtitle). */
const requestRow = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(name) })

/** Chooses a stage with the radio buttons at the top of a request. */
const chooseStage = (page: Page, stage: string) =>
  page.getByTestId('field-stage').getByRole('radio', { name: stage, exact: true }).check()

/** What the request's form says about the wait. */
const waitLine = (page: Page) => page.getByTestId('request-wait')

/** Site settings' "Enhanced conversions" turned on in the lake (the lake is reset after these tests). */
async function turnOnEnhancedConversions() {
  const settings = await byId('siteSettings')
  if (!settings) throw new Error('The dataset has no site settings')
  await lakeControl('/documents', [{ ...settings, enhancedConversions: true }])
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** "2026-11-27 14:05:09-0600": an instant on Dallas time with its offset, as Google's files take it. */
const uploadTime = (time: string) =>
  isoWithOffset(new Date(time))
    .replace('T', ' ')
    .replace(/([+-]\d{2}):(\d{2})$/, '$1$2')

/** "-0600": Dallas's offset at that time, the zone of a Microsoft file whose times all share it. */
const dallasOffset = (time: string) => isoWithOffset(new Date(time)).slice(-6).replace(':', '')

/** "11/27/2026 2:05:09 PM": on Dallas's clock, as Microsoft's example of an offline conversion writes it. */
const microsoftClock = (time: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  })
    .format(new Date(time))
    .replace(',', '')
    .replace(/\u202f/g, ' ')

async function openAdConversions(page: Page) {
  await page.getByRole('link', { name: 'Ad conversions' }).click()
  await expect(page.getByRole('heading', { name: 'Ad conversions', level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('status').filter({ hasText: /^\d+ conversions? from / })).toBeVisible({
    timeout: 15_000,
  })
}

/**
 * Downloads one of the "Ad conversions" files and reads it back: a file of conversions is named for the days
 * chosen, one of corrections for the day. `rowsOf` finds the data rows holding a value.
 */
async function downloadRows(page: Page, title: string, slug: string, named: 'days' | 'day' = 'days') {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${title} file` }).click(),
  ])
  const day = '\\d{4}-\\d{2}-\\d{2}'
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${slug}-${named === 'days' ? `${day}-to-${day}` : day}\\.csv$`),
  )
  const text = await readFile((await download.path())!, 'utf8')
  const table = parseCsv(text)
  const headerAt = table.findIndex((row) => !row[0]?.startsWith('Parameters:'))
  const [header, ...rows] = table.slice(headerAt)
  return {
    text,
    preamble: table.slice(0, headerAt),
    header,
    rowsOf: (value: string) => rows.filter((row) => row.includes(value)),
  }
}

test.describe('the Sanity Studio (built, offline, on the fake Content Lake)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  failOnStudioErrors(test)
  test.beforeAll(async () => {
    await lakeControl('/start')
    await lakeControl('/reset')
    const { studioApi } = (await (await fetch(`${E2E.lakeControl}/health`)).json()) as { studioApi?: string }
    expect(studioApi, 'the fake Content Lake serves the Studio API (lake port + 3, needs openssl)').toBe(
      `https://${STUDIO.projectId}.localhost:${STUDIO.apiPort}`,
    )
  })
  test.afterAll(async ({ request }) => {
    await lakeControl('/reset')
    // The site's caches go back to the seed as well.
    await webhook(request, { _id: 'review-1', _type: 'review' })
    await webhook(request, { _id: 'page', _type: 'page' })
    await webhook(request, { _id: 'carrier', _type: 'carrier' })
  })

  test('the office manager edits a review and publishes it; the signed webhook puts it live', async ({
    page,
    request,
  }) => {
    const review = (await byId('review-1')) as Doc & { name: string; text: string }
    const text = `Edited in the Studio at ${Date.now()}: quick, friendly and local.`

    await openStudio(page)
    await openDeskItem(page, 'Reviews')
    await page.getByRole('link', { name: review.name }).click()
    const field = page.getByLabel('Review', { exact: true })
    await expect(field).toHaveValue(review.text)
    await field.fill(text)
    await publishUntil(page, async () => (await byId('review-1'))?.text === text)
    expect(await byId('drafts.review-1'), 'no draft is left behind').toBeUndefined()

    await webhook(request, { _id: 'review-1', _type: 'review' })
    await expectLive(request, '/', text)
  })

  test('the office manager creates a landing page: a bad address is refused, a good one goes live', async ({
    page,
    request,
  }) => {
    await openStudio(page)
    await openDeskItem(page, 'Pages')
    // Pages come in one list per language; a page made in the English list is an English page.
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await page.getByTestId('action-intent-button').click()
    await page.getByLabel('Page name').fill(LANDING_PAGE.title)

    await page.getByRole('tab', { name: 'Address and top bar' }).click()
    const address = page.getByLabel('Web address')
    await address.fill('Thank You!')
    const addressError = page.getByTestId('field-slug').getByTestId('input-validation-icon-error')
    await addressError.hover()
    await expect(page.getByText('Use lower-case letters only.')).toBeVisible()
    await expect(publishButton(page), 'a page with a bad address cannot be published').toBeDisabled()
    await address.fill(LANDING_PAGE.slug)
    await expect(addressError).toHaveCount(0)

    await page.getByRole('tab', { name: 'Content' }).click()
    await page.getByRole('button', { name: 'Add section' }).click()
    await page.getByRole('menuitem', { name: 'Hero with quote form' }).click()
    const hero = page.getByRole('dialog')
    await hero.getByLabel('Headline', { exact: true }).fill(LANDING_PAGE.headline)
    await hero.getByRole('tab', { name: 'Quote form' }).click()
    await hero.getByLabel('Quote form title').fill('Get your storm check quote')
    await hero.getByLabel('Quote form button').fill('Send my request')
    await page.keyboard.press('Escape')
    await expect(hero).toBeHidden()

    await page.getByRole('tab', { name: 'Search and sharing' }).click()
    await page.getByLabel('Title in search results').fill(`${LANDING_PAGE.title} | Lone Star Shield`)
    await page
      .getByLabel('Description in search results')
      .fill('What to check on your home and auto policies before hail season.')
    const published = async () =>
      (await documents()).find(
        (doc) =>
          doc._type === 'page' &&
          !doc._id.startsWith('drafts.') &&
          (doc.slug as { current?: string } | undefined)?.current === LANDING_PAGE.slug,
      )
    await publishUntil(page, async () => Boolean(await published()))
    const { _id } = (await published())!

    await webhook(request, { _id, _type: 'page' })
    await expectLive(request, `/${LANDING_PAGE.slug}`, LANDING_PAGE.headline)
  })

  test('the Team, Carriers and Guides lists show each one’s picture, and a team member’s photo field shows it', async ({
    page,
  }) => {
    // A Studio on its own API host asks that host for pictures, where Sanity's is the CDN.
    const picture = (shape: string) =>
      new RegExp(`^${STUDIO.apiHost}/images/e2eproject/production/[0-9a-f]{40}-${shape}\\.(jpg|png)\\?`)
    const expectDrawn = async (image: Locator, shape: string) => {
      await expect(image).toHaveAttribute('src', picture(shape))
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }
    await openStudio(page)
    await openDeskItem(page, 'Team')
    const maria = page.getByRole('link', { name: /Maria Delgado/ })
    await expectDrawn(maria.locator('img'), '600x1000')

    // Opened, the photo field shows the picture the office manager uploaded, where she sets its hotspot.
    await maria.click()
    await expect(page.getByRole('heading', { level: 2, name: 'Maria Delgado' })).toBeVisible()
    await expectDrawn(page.getByRole('img', { name: 'Preview of uploaded image' }), '600x1000')

    await openDeskItem(page, 'Carriers')
    const carrier = carriers()[0]!
    await expectDrawn(page.getByRole('link', { name: new RegExp(carrier.name) }).locator('img'), '480x150')

    await openDeskItem(page, 'Guides')
    await page.getByRole('link', { name: 'English', exact: true }).click()
    const guide = guides('en').find(({ coverImage }) => coverImage)!
    await expectDrawn(page.getByRole('link', { name: new RegExp(guide.title) }).locator('img'), '1600x1000')
  })

  test('the first text is written in a box of lines with its count, translations have no remove button, a page adds sections with “Add section”, and a team photo shows its circle', async ({
    page,
  }) => {
    type Translated = { language: string; value: string }[]
    const settings = (await byId('siteSettings')) as Doc & { smsOptInConfirmation: Translated }
    await openStudio(page)
    await openDeskItem(page, 'Site settings')
    await expect(page.getByLabel('Agency name')).toBeVisible()
    // A language is emptied, never deleted by one click: no row of a translated field has the plugin's ⊖ button.
    const removeButtons = page.locator('[data-sanity-icon="remove-circle"]')
    await expect(page.getByLabel('English', { exact: true }).first()).toBeVisible()
    await expect(removeButtons).toHaveCount(0)

    await page.getByRole('tab', { name: 'Text messages' }).click()
    const firstText = page.getByTestId('field-smsOptInConfirmation')
    const boxes = firstText.locator('textarea')
    await expect(boxes).toHaveCount(2)
    const counts = firstText.getByTestId('first-text-count')
    for (const [index, language] of ['en', 'es'].entries()) {
      const text = settings.smsOptInConfirmation.find((item) => item.language === language)!.value
      await expect(boxes.nth(index)).toHaveValue(text)
      await expect(counts.nth(index)).toHaveText(`${text.length} / 160 characters`)
    }
    // The count follows the typing, as a carrier counts: a curly quote and an emoji make a text hold 70.
    await boxes.first().fill('We’ll text you 👍')
    await expect(counts.first()).toHaveText('17 / 70 characters')
    await expect(firstText.getByText(/“’” “👍” are special characters/)).toBeVisible()
    await expect(counts.nth(1)).toHaveText(/ \/ 160 characters$/)
    await expect(removeButtons).toHaveCount(0)
    // The leads' Texts block reads these words: the draft goes back to the published ones.
    const english = settings.smsOptInConfirmation.find((item) => item.language === 'en')!.value
    await boxes.first().fill(english)
    await expect(counts.first()).toHaveText(`${english.length} / 160 characters`)

    await openDeskItem(page, 'Pages')
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await page
      .getByRole('link', { name: /Auto insurance/i })
      .first()
      .click()
    await expect(page.getByTestId('field-sections')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Add section' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add item...' })).toHaveCount(0)

    // From the desk again: with a page open, the narrow window folds the list of lists away.
    await openStudio(page)
    await openDeskItem(page, 'Team')
    await page.getByRole('link', { name: /Maria Delgado/ }).click()
    const circle = page.getByTestId('round-photo-preview')
    await expect(circle).toHaveAttribute(
      'src',
      new RegExp(
        `^${STUDIO.apiHost}/images/e2eproject/production/[0-9a-f]{40}-600x1000\\.(jpg|png)\\?.*fit=crop`,
      ),
    )
    await expect(circle).toHaveCSS('border-radius', '50%')
    await expect
      .poll(() => circle.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test('the office manager adds a carrier; the service center lists it within 5 s of the webhook', async ({
    page,
    request,
  }) => {
    await openStudio(page)
    await openDeskItem(page, 'Carriers')
    // The list's own “+”: a carrier made here gets the next place in the office manager's order.
    await page.getByTestId('action-intent-button').last().click()
    await page.getByLabel('Name', { exact: true }).fill(CARRIER.name)
    const lines = page.getByTestId('field-lines')
    await lines.getByRole('button', { name: 'Add item' }).click()
    await page.getByRole('combobox').last().fill('Auto')
    await page.getByRole('option', { name: /Auto/ }).first().click()
    await page.getByLabel('Claims phone (24/7)').fill(CARRIER.claimsPhone)
    await page.getByLabel('Report a claim online').fill(CARRIER.claimsUrl)
    const published = async () =>
      (await documents()).find(
        (doc) => doc._type === 'carrier' && !doc._id.startsWith('drafts.') && doc.name === CARRIER.name,
      )
    await publishUntil(page, async () => Boolean(await published()))
    await webhook(request, { _id: (await published())!._id, _type: 'carrier' })
    await expectLive(request, '/service-center', CARRIER.claimsPhone, 5_000)
    await expectLive(request, '/service-center?line=auto', CARRIER.name, 5_000)
  })

  test('a new lead waits in “New”; Contacted records the first answer, once; won, with its premium, it is listed in “Won”, not “New”, its sale is in the ad platforms’ files once, and retracted once it falls through', async ({
    page,
  }) => {
    const run = randomUUID().slice(0, 8)
    const clicks = { gclid: `Cj0KCQ-${run}`, msclkid: `ms${run}`, fbclid: `IwAR${run}` }
    const lead = keptLead('Avery Lopez', {
      email: ` Avery.Lopez.${run}@Gmail.com`,
      phoneNumber: '(214) 555-0143',
      attribution: { ...(keptLead('').attribution as Record<string, string>), ...clicks },
    })
    await lakeControl('/documents', [lead])
    await turnOnEnhancedConversions()

    await openStudio(page)
    await openInboxList(page, 'New')
    // At the office's usual screen, the row says in full what she acts on, and not the stage every row shares.
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect(requestRow(page, 'Avery Lopez')).toContainText(
      new RegExp(`Waiting too long: answer was due ${STUDIO_TIME}Auto Insurance`),
    )
    await expect(requestRow(page, 'Avery Lopez')).not.toContainText('New')
    // The counts beside the lists are the lists' own.
    const count = async (name: string) =>
      Number(await inboxEntry(page, name).locator('[data-testid^="inbox-count"]').textContent())
    const newRows = page.getByTestId('inbox-row')
    await expect
      .poll(async () => (await count('New')) === (await newRows.count()) && (await newRows.count()) > 0)
      .toBe(true)
    const newBefore = await count('New')
    await requestRow(page, 'Avery Lopez').click()
    await expect(waitLine(page)).toHaveText(new RegExp(`^Waiting too long: answer was due ${STUDIO_TIME}$`))

    // The lead opens on the person: a number to call and an address to write to, above the fold.
    const card = page.getByTestId('contact-card')
    await expect(card.getByRole('heading', { name: 'Avery Lopez' })).toBeVisible()
    for (const link of [
      card.getByRole('link', { name: 'Call (214) 555-0143' }),
      card.getByRole('link', { name: /^Email avery\.lopez\./i }),
    ]) {
      await expect(link).toBeInViewport()
    }
    await expect(card.getByRole('link', { name: 'Call (214) 555-0143' })).toHaveAttribute(
      'href',
      'tel:+12145550143',
    )
    await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute(
      'href',
      /^mailto:avery\.lopez\./i,
    )
    await expect(card).toContainText('Auto Insurance')
    await expect(card.getByTestId('contact-card-texts')).toHaveText(/^Not asked about texts/)
    // The records are kept out of the way, closed, until she opens them.
    await expect(page.getByRole('button', { name: /^Records/ })).toBeVisible()
    await expect(page.getByTestId('field-consentText')).toBeHidden()
    await openRecords(page)
    await expect(page.getByTestId('field-consentText')).toBeVisible()
    // Every time on the lead reads one way, on Dallas time, and none as a date picker's “2026-12-01 16:36”.
    const form = page.getByTestId('document-panel-scroller')
    await expect(form).toContainText(new RegExp(`Received\\s*${STUDIO_TIME}`))
    const formText = (await form.textContent()) ?? ''
    expect(formText).not.toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d|\bC[SD]T\b/)
    for (const time of formText.match(/\w{3} \d{1,2}, (\d{4}, )?\d{1,2}:\d\d [AP]M.{0,14}/g) ?? [])
      expect(time, 'a time says it is on Dallas time').toMatch(/\(Dallas time\)$/)
    // Nothing of Sanity's publishing on a request: it saves as she works it.
    await expect(page.getByText('Live', { exact: true })).toHaveCount(0)
    await expect(page.getByTestId('document-perspective-list')).toBeHidden()

    const before = Date.now()
    await chooseStage(page, 'Contacted')
    type Worked = {
      stage?: string
      firstResponseAt?: string
      quotedAt?: string
      wonAt?: string
      annualPremium?: number
    }
    const saved = async () => (await byId(lead._id)) as (Doc & Worked) | undefined
    await expect
      .poll(async () => (await saved())?.stage, { message: 'the stage is saved at once' })
      .toBe('contacted')
    await expect
      .poll(async () => (await saved())?.firstResponseAt, { message: 'the first answer is recorded with it' })
      .toBeTruthy()
    const firstResponseAt = Date.parse((await saved())!.firstResponseAt!)
    expect(firstResponseAt, 'recorded when the stage changed').toBeGreaterThanOrEqual(before - 1_000)
    expect(firstResponseAt).toBeLessThanOrEqual(Date.now())
    await expect(waitLine(page)).toHaveText(/^Answered in (19|20|21|22) min$/)

    // Moving on again keeps the time of the first answer; Quoted records the first quote, Won the sale.
    const premium = page.getByTestId('field-annualPremium')
    await expect(premium, 'asked for once the lead is won').toHaveCount(0)
    for (const [title, stage, recorded] of [
      ['Quoted', 'quoted', 'quotedAt'],
      ['Won', 'won', 'wonAt'],
    ] as const) {
      const moved = Date.now()
      await chooseStage(page, title)
      await expect.poll(async () => (await saved())?.stage).toBe(stage)
      await expect
        .poll(async () => (await saved())?.[recorded], { message: `${recorded} is recorded` })
        .toBeTruthy()
      expect(Date.parse((await saved())![recorded]!)).toBeGreaterThanOrEqual(moved - 1_000)
      expect(Date.parse((await saved())!.firstResponseAt!)).toBe(firstResponseAt)
    }
    await premium.locator('input').fill('1840.50')
    await expect
      .poll(async () => (await saved())?.annualPremium, { message: 'the premium saves at once' })
      .toBe(1840.5)
    await expect(page.getByTestId('premium-as-money')).toHaveText('$1,840.50 a year')
    // The stage can be moved, never cleared.
    const stageButtons = await page
      .getByTestId('field-stage')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    expect(stageButtons.filter((name) => name !== 'Field actions' && name !== 'Add comment')).toEqual([])

    await page.goto(`${STUDIO.url}/structure`)
    await openInboxList(page, 'Won')
    await expect(requestRow(page, 'Avery Lopez')).toContainText(/Answered in \d+ min/)
    await expect(requestRow(page, 'Avery Lopez')).toContainText('Auto Insurance')
    await expect(requestRow(page, 'Avery Lopez')).not.toContainText('Won')
    await openInboxList(page, 'New')
    await expect(requestRow(page, 'Avery Lopez')).toHaveCount(0)
    await expect
      .poll(() => count('New'), { message: 'the count follows the lead moving on' })
      .toBe(newBefore - 1)

    // The marketer's files, from the top bar: the quote and the sale, each in every platform's file, under the
    // platform's columns (pinned in the Studio's unit tests).
    const worked = (await saved())!
    const key = lead._id.slice('leads.'.length)
    await openAdConversions(page)

    // Google: normalized as Google's documentation says (Gmail's dots gone, E.164), by hand here.
    const google = await downloadRows(page, 'Google Ads', 'google-ads-conversions')
    expect(google.header).toEqual(googleAdsFile.template.header)
    const email = sha256(`averylopez${run}@gmail.com`)
    const phone = sha256('+12145550143')
    expect(google.rowsOf(key)).toEqual([
      [clicks.gclid, email, phone, key, 'Qualified lead', uploadTime(worked.quotedAt!), '', ''],
      [clicks.gclid, email, phone, key, 'Policy sold', uploadTime(worked.wonAt!), '1840.5', 'USD'],
    ])

    // Microsoft: one time zone for the file, in its first row; the email as Meta takes it, the phone as Google does.
    const microsoft = await downloadRows(page, 'Microsoft Advertising', 'microsoft-advertising-conversions')
    const zone = dallasOffset(worked.wonAt!)
    expect(microsoft.preamble).toEqual([[`Parameters:TimeZone=${zone}`, '', '', '', '', '', '']])
    expect(microsoft.header).toEqual(microsoftAdvertisingFile.template.header)
    const metaEmail = sha256(`avery.lopez.${run}@gmail.com`)
    expect(microsoft.rowsOf(clicks.msclkid)).toEqual([
      [clicks.msclkid, 'Qualified lead', microsoftClock(worked.quotedAt!), '', '', metaEmail, phone],
      [clicks.msclkid, 'Policy sold', microsoftClock(worked.wonAt!), '1840.5', 'USD', metaEmail, phone],
    ])

    // Meta: its own rules (dots kept, no plus), standard events at Unix times, the agency's names beside them.
    const meta = await downloadRows(page, 'Meta', 'meta-conversions')
    expect(meta.header).toEqual(metaFile.template.header)
    const metaPhone = sha256('12145550143')
    const unix = (time: string) => String(Math.floor(Date.parse(time) / 1000))
    expect(meta.rowsOf(key)).toEqual([
      [
        'Lead',
        unix(worked.quotedAt!),
        `${key}-qualifiedLead`,
        'physical_store',
        key,
        '',
        '',
        'Qualified lead',
        metaEmail,
        metaPhone,
      ],
      [
        'Purchase',
        unix(worked.wonAt!),
        `${key}-policySold`,
        'physical_store',
        key,
        '1840.5',
        'USD',
        'Policy sold',
        metaEmail,
        metaPhone,
      ],
    ])
    for (const file of [google, microsoft, meta]) {
      expect(file.text.toLowerCase(), 'no raw email or phone in any file').not.toMatch(
        /avery|lopez|555-0143|2145550143\b/,
      )
    }

    // Each download is recorded, privately: the same days again offer nothing new.
    await expect
      .poll(async () => (await documents()).filter((doc) => doc._type === 'adConversionUpload').length)
      .toBe(3)
    const uploads = (await documents()).filter((doc) => doc._type === 'adConversionUpload')
    expect(uploads.every((doc) => doc._id.startsWith('adConversionUploads.'))).toBe(true)
    await expect(page.getByText(/^\d+ conversions? left out: already sent to Google Ads\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download Google Ads file' })).toHaveCount(0)

    // The sale falls through: moved back to Quoted, it goes out again as a retraction, once, where the platform
    // takes one.
    await page.goto(`${STUDIO.url}/structure`)
    await openInboxList(page, 'Won')
    await requestRow(page, 'Avery Lopez').click()
    await chooseStage(page, 'Quoted')
    await expect.poll(async () => (await saved())?.stage).toBe('quoted')
    await openAdConversions(page)
    const googleCorrections = await downloadRows(
      page,
      'Google Ads corrections',
      'google-ads-corrections',
      'day',
    )
    expect(googleCorrections.header).toEqual(googleAdsCorrections.template.header)
    expect(googleCorrections.rowsOf(key)).toEqual([
      [
        key,
        'Policy sold',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d{4}$/),
        'RETRACT',
        '',
        '',
      ],
    ])
    const microsoftCorrections = await downloadRows(
      page,
      'Microsoft Advertising corrections',
      'microsoft-advertising-corrections',
      'day',
    )
    expect(microsoftCorrections.rowsOf(clicks.msclkid)).toEqual([
      [
        clicks.msclkid,
        'Policy sold',
        microsoftClock(worked.wonAt!),
        'Retract',
        expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d\d:\d\d [AP]M$/),
        '',
        '',
        metaEmail,
        phone,
      ],
    ])
    await expect(
      page.getByText(/^\d+ changes? since sent not correctable: Meta takes no corrections of its events\.$/),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download Google Ads corrections file' })).toHaveCount(0)
  })

  test('a new request past its answer-by time is listed in “Waiting too long”, one still in time is not', async ({
    page,
  }) => {
    const late = keptLead('Blake Moreno', { submittedAt: dallasTime(-40), answerBy: utcTime(-25) })
    const inTime = keptLead('Casey Nguyen', { submittedAt: dallasTime(-2), answerBy: utcTime(13) })
    // Kept before there were stages: new all the same.
    const older = keptLead('Drew Patel', { stage: undefined, answerBy: utcTime(-1) })
    await lakeControl('/documents', [late, inTime, older])

    await openStudio(page)
    await openInboxList(page, 'Waiting too long')
    await expect(requestRow(page, 'Blake Moreno')).toBeVisible()
    await expect(requestRow(page, 'Drew Patel')).toBeVisible()
    await expect(requestRow(page, 'Casey Nguyen')).toHaveCount(0)

    await inboxEntry(page, 'New').click()
    await expect(requestRow(page, 'Casey Nguyen')).toBeVisible()
    await expect(requestRow(page, 'Blake Moreno')).toBeVisible()
    await requestRow(page, 'Casey Nguyen').click()
    await expect(waitLine(page)).toHaveText(new RegExp(`^Waiting [1-3] min — answer by ${STUDIO_TIME}$`))
  })

  test('the office manager reads a Spanish possible duplicate’s consent to texts, records her STOP, picks who handles her and notes the call', async ({
    page,
  }) => {
    const earlier = keptLead('Emilia Garza', {
      submittedAt: dallasTime(-3 * 24 * 60),
      answerBy: utcTime(-3 * 24 * 60 + 15),
      stage: 'contacted',
      firstResponseAt: utcTime(-3 * 24 * 60 + 10),
    })
    const smsWords =
      'Sí, envíenme mensajes de texto sobre esta solicitud. Responda STOP para cancelar y HELP para obtener ayuda.'
    const again = keptLead('Emilia Garza', {
      language: 'es',
      coverageLabel: 'Seguro de auto',
      email: earlier.email,
      possibleDuplicateOf: { _type: 'reference', _ref: earlier._id, _weak: true },
      contactPreference: 'Text Message',
      smsConsent: {
        given: true,
        words: smsWords,
        version: createHash('sha256').update(smsWords).digest('hex').slice(0, 12),
        at: utcTime(-20),
        page: `${E2E.lakeSite}/es/seguro-de-auto`,
        clientAddress: '2001:db8::17',
        userAgent: 'Mozilla/5.0 (Linux; Android 15) Mobile',
      },
    })
    await lakeControl('/documents', [earlier, again])
    const note = `Called back at ${Date.now()}: she wants to add a second car.`

    await openStudio(page)
    await openInboxList(page, 'New')
    const row = requestRow(page, 'Emilia Garza')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Auto Insurance · Spanish')
    await expect(row).toContainText('Possible duplicate')
    await row.click()
    // The earlier request, shown with its own stage, one click away (a preview loads once it is in view).
    await page.getByText('Possible duplicate of', { exact: true }).scrollIntoViewIfNeeded()
    await expect(page.getByText(/^Contacted · Answered in \d+ min · Auto Insurance$/)).toBeVisible()

    // Whether she may be texted, when Texas allows it, the words she agreed to and the first text, in Spanish.
    const texts = page.getByTestId('sms-consent')
    await texts.scrollIntoViewIfNeeded()
    await expect(texts.getByTestId('sms-consent-status')).toHaveText(
      new RegExp(`^Agreed to texts on ${STUDIO_TIME}\\.`),
    )
    await expect(texts.getByTestId('texting-hours')).toHaveText(
      /^(You may text until 9:00 PM \(Dallas time\)|Texts may wait until (9:00 AM|noon)( tomorrow)?( \(Sunday\))?)\./,
    )
    await expect(texts.getByTestId('sms-consent-words')).toHaveText(smsWords)
    await expect(texts.getByTestId('sms-first-text')).toHaveText(/^Lone Star Shield: Le enviaremos textos/)
    // She replies STOP: one click records it in the register of her number, and the lead no longer offers a text.
    await page.getByRole('button', { name: 'They replied STOP: record it now' }).click()
    await expect(texts.getByTestId('sms-consent-status')).toHaveText(
      /^Opted out of texts on .* \(text reply\): do not text/,
    )
    await expect(texts.getByTestId('texting-hours')).toHaveCount(0)
    await expect(texts.getByTestId('sms-first-text')).toHaveCount(0)
    const register = `contactChoices.${sha256('+12145550142').slice(0, 32)}`
    await expect
      .poll(async () => ((await byId(register)) as { entries?: unknown[] } | undefined)?.entries, {
        message: 'the opt-out is saved at once, in the register of her number',
      })
      .toEqual([expect.objectContaining({ channel: 'texts', action: 'opt-out', how: 'text reply' })])

    await page.getByRole('combobox', { name: 'Handled by' }).fill('Maria')
    await page.getByRole('option', { name: /Maria Delgado/ }).click()
    await page.getByLabel('Notes', { exact: true }).fill(note)

    const saved = async () =>
      (await byId(again._id)) as (Doc & { owner?: { _ref?: string }; notes?: string }) | undefined
    await expect
      .poll(async () => (await saved())?.owner?._ref, { message: 'the owner is saved at once' })
      .toBe('teamMember-maria-delgado')
    await expect.poll(async () => (await saved())?.notes, { message: 'the note is saved at once' }).toBe(note)
    // What the visitor sent stays as it came.
    expect(await saved()).toMatchObject({
      stage: 'new',
      language: 'es',
      possibleDuplicateOf: { _ref: earlier._id },
      smsConsent: again.smsConsent,
    })
    expect(await saved()).not.toHaveProperty('smsOptedOutAt')
  })

  test('a service request the site keeps waits in “New” until it is moved to Done', async ({
    page,
    request: http,
  }) => {
    // Sent as the form's script sends it, to the site on the Content Lake, which keeps it there.
    const email = `rosa.${Date.now()}@example.com`
    const response = await http.post(`${E2E.lakeSite}/api/service-requests`, {
      headers: { origin: E2E.lakeSite, 'content-type': 'application/json' },
      data: JSON.stringify(serviceRequestBody(email)),
    })
    expect(response.status(), 'the site keeps the request').toBe(202)
    const kept = async () =>
      (await documents()).find((doc) => doc._type === 'serviceRequest' && doc.email === email) as
        (Doc & { firstResponseAt?: string; stage?: string }) | undefined
    await expect.poll(kept, { message: 'a private serviceRequests.* document' }).toMatchObject({
      _id: expect.stringMatching(/^serviceRequests\./),
      vehicle: '2022 Toyota RAV4',
      stage: 'new',
      emailsSent: ['customer', 'agency'],
      answerBy: expect.any(String),
    })
    const request = (await kept())!

    await openStudio(page)
    await openInboxList(page, 'New')
    await expect(requestRow(page, 'Rosa Hernández')).toContainText('Auto ID card')
    await requestRow(page, 'Rosa Hernández').click()
    await expect(page.getByTestId('contact-card')).toContainText('Auto ID card')
    await expect(page.getByTestId('field-vehicle')).toContainText('2022 Toyota RAV4')
    await chooseStage(page, 'Done')

    const saved = async () => (await byId(request._id)) as (Doc & { firstResponseAt?: string }) | undefined
    await expect.poll(async () => (await saved())?.stage, { message: 'Done is saved at once' }).toBe('done')
    await expect.poll(async () => (await saved())?.firstResponseAt).toBeTruthy()
    await expect(waitLine(page)).toHaveText(/^Answered in (less than 1|\d+) min$/)

    await page.goto(`${STUDIO.url}/structure`)
    await openInboxList(page, 'All service requests')
    await expect(requestRow(page, 'Rosa Hernández')).toContainText(/Done · Answered in .*Auto ID card/)
    await openInboxList(page, 'New')
    await expect(requestRow(page, 'Rosa Hernández')).toHaveCount(0)
  })

  test('a lead the CRM never got says so in plain words, with “Send to CRM again” beside them, and cannot be deleted', async ({
    page,
  }) => {
    const lead = keptLead('Jordan Pike')
    const id = `msg_${lead._id.slice(6).replaceAll('-', '')}`
    const failed = {
      _key: id,
      _type: 'webhookEvent',
      id,
      type: 'lead.created',
      stage: 'new',
      createdAt: utcTime(-20),
      status: 'failed',
      tries: 8,
      lastError: 'HTTP 502',
    }
    await lakeControl('/documents', [{ ...lead, webhookEvents: [failed] }])

    await openStudio(page)
    await openInboxList(page, 'Not delivered')
    await requestRow(page, 'Jordan Pike').click()
    // On the contact card, where she looks first, not only among the records.
    const line = page.getByTestId('contact-card-crm').getByTestId('crm-delivery-event')
    await expect(line).toBeInViewport()
    await expect(line).toContainText(
      'New lead — not sent: your CRM had a problem on its side. Send it again once your CRM is back up.',
    )
    // The server's words stay, smaller, for whoever set up the connection.
    await expect(line).toContainText('HTTP 502 after 8 tries')

    const sendAgain = line.getByRole('button', { name: 'Send to CRM again' })
    await sendAgain.click()
    await expect(line).toContainText('New lead — will be sent to your CRM again within a minute.')
    await expect(sendAgain).toHaveCount(0)
    await expect
      .poll(async () => ((await byId(lead._id)) as Doc & { webhookEvents?: unknown[] })?.webhookEvents?.[0], {
        message: 'the event starts over, for the site’s next sweep',
      })
      .toMatchObject({ id, status: 'pending', tries: 0 })

    // Erasing a person is the Privacy requests tool's: a live-edited request is left with no document action at
    // all, so the Studio shows no menu of them.
    await expect(page.getByRole('button', { name: 'Open document actions' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)
  })
})

type WithEvents = Doc & { stage?: string; webhookEvents?: { id: string; status: string; tries: number }[] }

/** What the record's form says about its deliveries to the CRM, one line per event. */
const crmLines = (page: Page) => page.getByTestId('crm-delivery')

test.describe('the CRM webhook, worked from the Studio', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  failOnStudioErrors(test)

  let receiver: WebhookReceiver
  let site: SiteServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    receiver = await startWebhookReceiver()
    // A site on the Content Lake that hands every request to the receiver, sweeping each second for changes
    // made in the Studio.
    site = await startSite(
      'crm-lake',
      {
        ...LAKE_SITE_ENV,
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        LEADS_WEBHOOK_SWEEP_SECONDS: '1',
      },
      { dist: E2E.lakeDist },
    )
  })
  test.afterAll(async () => {
    site?.stop()
    await receiver?.stop()
  })

  test('a lead handed to the CRM shows as delivered, and moving it to Contacted sends lead.stage_changed', async ({
    page,
    request: http,
  }) => {
    const email = `crm.${Date.now()}@example.com`
    const response = await http.post(`${site.origin}/api/leads`, {
      headers: { origin: site.origin, 'content-type': 'application/json' },
      data: JSON.stringify({
        ...leadRequest(email),
        name: 'Dakota Reyes',
        key: randomUUID(),
        emailsSent: 'customer,agency',
      }),
    })
    expect(response.status()).toBe(202)
    const created = async () => receiver.accepted().find((received) => received.body.data.email === email)
    await expect.poll(created, { message: 'the CRM gets lead.created' }).toMatchObject({
      validSignature: true,
      body: { type: 'lead.created', data: { fullName: 'Dakota Reyes', stage: 'new' } },
    })
    const { id: createdId, body } = (await created())!
    const recordId = body.data.id
    const saved = async () => (await byId(recordId)) as WithEvents | undefined
    await expect
      .poll(async () => (await saved())?.webhookEvents?.[0], { message: 'the record says delivered' })
      .toMatchObject({ id: createdId, status: 'delivered', tries: 1 })

    await openStudio(page)
    await openInboxList(page, 'New')
    await requestRow(page, 'Dakota Reyes').click()
    await openRecords(page)
    await expect(crmLines(page)).toContainText('New lead — sent to your CRM')

    await chooseStage(page, 'Contacted')
    const stageChanged = async () =>
      receiver
        .accepted()
        .find((received) => received.body.type === 'lead.stage_changed' && received.body.data.id === recordId)
    await expect
      .poll(stageChanged, { message: 'the CRM gets lead.stage_changed', timeout: 15_000 })
      .toMatchObject({
        id: `${createdId}_1`,
        validSignature: true,
        body: { data: { stage: 'contacted', previousStage: 'new', email } },
      })
    await expect(crmLines(page)).toContainText('Stage changed to Contacted — sent to your CRM')
    // Sent once, by one sweep.
    expect(receiver.tries.filter((received) => received.id === `${createdId}_1`)).toHaveLength(1)
  })

  test('a request the CRM never took is listed under “Not delivered” and sent again from there', async ({
    page,
  }) => {
    const lead = keptLead('Morgan Tran')
    const failed = {
      _key: `msg_${lead._id.slice(6).replaceAll('-', '')}`,
      _type: 'webhookEvent',
      id: `msg_${lead._id.slice(6).replaceAll('-', '')}`,
      type: 'lead.created',
      stage: 'new',
      createdAt: utcTime(-20),
      status: 'failed',
      tries: 8,
      lastError: 'HTTP 500',
    }
    await lakeControl('/documents', [{ ...lead, webhookEvents: [failed] }])

    await openStudio(page)
    await openInboxList(page, 'Not delivered')
    await requestRow(page, 'Morgan Tran').click()
    const onCard = page.getByTestId('contact-card-crm')
    await expect(onCard).toContainText(/not sent: your CRM had a problem on its side.*HTTP 500 after 8 tries/)
    await onCard.getByRole('button', { name: 'Send to CRM again' }).click()
    await expect(onCard).toContainText('will be sent to your CRM again within a minute.')

    await expect
      .poll(() => receiver.accepted().filter((received) => received.id === failed.id).length, {
        message: 'the site sends it again within its sweep',
        timeout: 15_000,
      })
      .toBe(1)
    await expect
      .poll(async () => ((await byId(lead._id)) as WithEvents | undefined)?.webhookEvents?.[0]?.status)
      .toBe('delivered')
    // Delivered, it leaves the card, and the records say when it went.
    await expect(onCard).toHaveCount(0)
    await openRecords(page)
    await expect(crmLines(page)).toContainText(/New lead — sent to your CRM .* \(Dallas time\)\./)
    await page.goto(`${STUDIO.url}/structure`)
    await openInboxList(page, 'Not delivered')
    await expect(requestRow(page, 'Morgan Tran')).toHaveCount(0)
  })
})
