import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test'

import { fillTemplate } from '@/lib/format'
import type { Language } from '@/lib/i18n'

import { settings, thankYouPage } from '../../support/data/dataset'
import { leadRequest, storedLeadsFor, withDatabase } from '../../support/forms/leads'
import { E2E } from '../../support/servers/servers'
import { expectNoAxeViolations, expectTargetSizes } from '../accessibility/accessibility'
import { expect, test } from '../fixtures'

type Words = Record<string, string>
const words = (language: Language) => (thankYouPage(language) as unknown as { callTime: Words }).callTime

const THANK_YOU = { en: '/thank-you', es: '/es/gracias' } as const
const CALL_TIME = { en: '/when-we-call', es: '/es/cuando-le-llamamos' } as const

const emailOf = (testInfo: TestInfo, visitor = 0) =>
  `call-time-${testInfo.testId}-${testInfo.repeatEachIndex}-${visitor}@example.com`

/** Each visitor of a test from an address of its own, so no test spends another's allowance. */
const addressOf = (testInfo: TestInfo, visitor = 0) =>
  `198.51.${Number.parseInt(testInfo.testId.slice(0, 2), 16) % 250}.${10 + visitor}`

/** A quote request handed over as the form's script does, which sets the link's cookie in this browser. */
async function sendLead(
  request: APIRequestContext,
  email: string,
  language: Language,
  site: string,
  address: string,
) {
  const sent = await request.post(`${site}/api/leads`, {
    data: {
      ...leadRequest(email),
      language,
      key: randomUUID(),
      intakeSecret: randomBytes(18).toString('base64url'),
    },
    headers: { origin: site, 'x-forwarded-for': address },
  })
  expect(sent.status()).toBe(202)
}

/** The times the page offers: each radio's value (the time itself), its label and its day's legend. */
async function offeredTimes(page: Page) {
  return page.locator('#call-time fieldset fieldset').evaluateAll((days) =>
    days.flatMap((day) =>
      [...day.querySelectorAll('label')].map((label) => ({
        day: day.querySelector('legend')!.textContent!,
        label: label.textContent!.trim(),
        value: label.querySelector('input')!.value,
      })),
    ),
  )
}

/** What a visitor reads once a time is chosen, from the choice as the page labelled it. */
function scheduledText(language: Language, { day, label }: { day: string; label: string }) {
  const zone = words(language).dallasTime!
  const date = day.replace(` (${zone})`, '')
  const at = language === 'es' ? (label.startsWith('1:') ? 'a la' : 'a las') : 'at'
  return fillTemplate(words(language).scheduled!, { time: `${date}, ${at} ${label}, ${zone}` })
}

/** Picks a choice by its label within its day, as a visitor does, and saves it. */
async function choose(page: Page, language: Language, choice: { day: string; label: string } | 'asap') {
  const panel = page.locator('#call-time')
  if (choice === 'asap') await panel.getByRole('radio', { name: words(language).asap }).check()
  else await panel.getByRole('group', { name: choice.day }).getByRole('radio', { name: choice.label }).check()
  await panel.getByRole('button', { name: words(language).save }).click()
  await expect(page).toHaveURL(new RegExp(`${CALL_TIME[language]}#call-time$`))
}

const keptCallAt = (email: string) => (storedLeadsFor(email)[0] as { callAt?: string } | undefined)?.callAt

const bookingsAt = (ms: number) =>
  withDatabase(
    E2E.databaseFile,
    (db) => (db.prepare('SELECT count(*) AS n FROM call_times WHERE call_ms = ?').get(ms) as { n: number }).n,
    0,
  )

/** The calendar file the page's link downloads, and what it says. */
async function downloadCalendar(page: Page, language: Language) {
  const downloading = page.waitForEvent('download')
  await page
    .locator('#call-time')
    .getByRole('link', { name: new RegExp(words(language).calendar!) })
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('call.ics')
  expect(new URL(download.url()).search).toBe(`?language=${language}`)
  return readFileSync((await download.path())!, 'utf8')
}

/** "2026-12-08T10:30:00-06:00" as the calendar's local time: 20261208T103000. */
const wallClock = (value: string) => value.slice(0, 19).replace(/[-:]/g, '')

async function chooseChangeAndGoBack(page: Page, language: Language, email: string) {
  const panel = page.locator('#call-time')
  await expect(panel.getByRole('heading', { name: words(language).heading })).toBeVisible()
  await expect(panel).toContainText(words(language).asapChosen!)
  await expect(panel.getByRole('radio', { name: words(language).asap })).toBeChecked()
  const times = await offeredTimes(page)
  // Five open days, every time in Dallas time and labelled so.
  expect(new Set(times.map(({ day }) => day)).size).toBe(5)
  expect(times.every(({ day }) => day.endsWith(`(${words(language).dallasTime})`))).toBe(true)

  // A time on the second day.
  const first = times.filter(({ day }) => day === times.at(-1)!.day).at(-3)!
  await choose(page, language, first)
  await expect(panel).toContainText(scheduledText(language, first))
  expect(keptCallAt(email)).toBe(new Date(first.value).toISOString())
  const calendar = await downloadCalendar(page, language)
  expect(calendar).toContain(`DTSTART;TZID=America/Chicago:${wallClock(first.value)}`)
  expect(calendar).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago')
  expect(calendar.replace(/\r\n /g, '')).toContain(settings().phone)
  expect(calendar).toContain(settings().agencyName)
  expect(calendar).not.toContain(email)
  expect(calendar).not.toContain(leadRequest(email).name)

  // Changed to another time, from the same page.
  const second = (await offeredTimes(page)).filter(({ day }) => day === first.day).at(-2)!
  await expect(
    panel.getByRole('group', { name: first.day }).getByRole('radio', { name: first.label }),
  ).toBeChecked()
  await choose(page, language, second)
  await expect(panel).toContainText(scheduledText(language, second))
  expect(keptCallAt(email)).toBe(new Date(second.value).toISOString())
  expect(await downloadCalendar(page, language)).toContain(
    `DTSTART;TZID=America/Chicago:${wallClock(second.value)}`,
  )

  // And back to "as soon as you can": no time kept, no calendar file.
  await choose(page, language, 'asap')
  await expect(panel).toContainText(words(language).asapChosen!)
  await expect(panel.getByRole('link', { name: new RegExp(words(language).calendar!) })).toHaveCount(0)
  expect(keptCallAt(email)).toBeUndefined()
  return second
}

test.describe('when we call: the visitor picks the time', () => {
  test('on the thank-you page: a time, its calendar file, another time, then as soon as we can', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const email = emailOf(testInfo)
    await sendLead(page.request, email, 'en', E2E.site, addressOf(testInfo))
    await page.goto(THANK_YOU.en)
    const panel = page.locator('#call-time')
    await expect(panel).toBeVisible()
    // Choosing is one tap at a phone's width, and the panel passes axe at both widths.
    await page.setViewportSize({ width: 360, height: 780 })
    await expectTargetSizes(page, 'the thank-you page with its call times')
    await expectNoAxeViolations(page, 'the thank-you page with its call times, at 360 px')
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectNoAxeViolations(page, 'the thank-you page with its call times')
    const { label } = (await offeredTimes(page))[0]!
    expect(label).toMatch(/^\d{1,2}:[03]0 [AP]M$/)
    await chooseChangeAndGoBack(page, 'en', email)
    // The thank-you page says the same once its script asks again.
    await page.goto(THANK_YOU.en)
    await expect(panel.getByRole('radio', { name: words('en').asap })).toBeChecked()
  })

  test('a forged time is refused with the times shown again, and keeps nothing; without the link, the office’s number', async ({
    page,
    request,
  }, testInfo) => {
    const email = emailOf(testInfo)
    const address = addressOf(testInfo)
    await sendLead(page.request, email, 'en', E2E.site, address)
    await page.goto(CALL_TIME.en)
    const [offered] = await offeredTimes(page)
    const ms = Date.parse(offered!.value)
    const before = bookingsAt(ms)
    const yesterday = new Date(ms - 86_400_000).toISOString()
    for (const forged of [
      offered!.value.replace(/:00-/, ':15-').replace(/T(\d\d):[03]0/, 'T$1:15'),
      yesterday,
      '2026-12-25T10:00:00-06:00',
      new Date(ms).toISOString(),
      '0',
      '<script>',
    ]) {
      const posted = await page.request.post('/api/call-time', {
        form: { callAt: forged, language: 'en' },
        headers: { origin: E2E.site, 'x-forwarded-for': address },
        maxRedirects: 0,
      })
      expect(posted.status(), forged).toBe(303)
      expect(posted.headers().location).toBe('/when-we-call?problem=not-offered#call-time')
    }
    expect(keptCallAt(email)).toBeUndefined()
    expect(bookingsAt(ms)).toBe(before)
    await page.goto('/when-we-call?problem=not-offered')
    await expect(page.locator('#call-time').getByRole('alert')).toHaveText(words('en').notOffered!)
    await expect(page.locator('#call-time').getByRole('radio', { name: words('en').asap })).toBeChecked()

    // Another browser, with no link of a request: nothing to book, and the office's number.
    const stranger = await request.post('/api/call-time', {
      form: { callAt: offered!.value, language: 'en' },
      headers: { origin: E2E.site, 'x-forwarded-for': address },
      maxRedirects: 0,
    })
    expect(stranger.headers().location).toBe('/when-we-call')
    expect(bookingsAt(ms)).toBe(before)
    const view = await request.get('/api/call-time/view?language=en')
    expect(view.status()).toBe(204)
    expect((await request.get('/api/call-time/calendar')).status()).toBe(404)
  })
})

test.describe('when we call, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('in Spanish: from the thank-you page’s link, a time, its calendar file, another, then as soon as we can', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const email = emailOf(testInfo)
    await sendLead(page.request, email, 'es', E2E.site, addressOf(testInfo))
    await page.goto(THANK_YOU.es)
    await page.getByRole('link', { name: words('es').link }).click()
    await expect(page).toHaveURL(CALL_TIME.es)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('es').heading!)
    const chosen = await chooseChangeAndGoBack(page, 'es', email)
    expect(chosen.label).toMatch(/^\d{1,2}:[03]0 [ap]\. ?m\.$/)
  })
})

/**
 * Five visitors, each with a request of their own, send the same time at the same moment: the office takes two
 * calls at once. Returns who got it, from what each page then said.
 */
async function fiveAtOnce(browser: Browser, testInfo: TestInfo, site: string) {
  const visitors = await Promise.all(
    Array.from({ length: 5 }, async (_, visitor) => {
      const context = await browser.newContext({ baseURL: site })
      const page = await context.newPage()
      const email = emailOf(testInfo, visitor)
      await sendLead(page.request, email, 'en', site, addressOf(testInfo, visitor))
      return { context, page, email, address: addressOf(testInfo, visitor) }
    }),
  )
  await visitors[0]!.page.goto(CALL_TIME.en)
  // The last time offered: the one the other tests leave alone.
  const time = (await offeredTimes(visitors[0]!.page)).at(-1)!
  const answers = await Promise.all(
    visitors.map(({ page, address }) =>
      page.request.post('/api/call-time', {
        form: { callAt: time.value, language: 'en' },
        headers: { origin: site, 'x-forwarded-for': address },
        maxRedirects: 0,
      }),
    ),
  )
  const results = []
  for (const [index, answer] of answers.entries()) {
    const { page, email, context } = visitors[index]!
    expect(answer.status()).toBe(303)
    const location = answer.headers().location!
    expect(['/when-we-call#call-time', '/when-we-call?problem=taken#call-time']).toContain(location)
    results.push({ got: !location.includes('taken'), email, page, context, location })
  }
  for (const { got, page, context, location } of results) {
    // A fresh load: the first visitor's page is at that address already, and a hash alone would not reload it.
    await page.goto('about:blank')
    await page.goto(location)
    if (got) await expect(page.locator('#call-time')).toContainText(scheduledText('en', time))
    else {
      await expect(page.locator('#call-time').getByRole('alert')).toHaveText(words('en').taken!)
      // The times are there again, the one taken no longer among them.
      expect((await offeredTimes(page)).map(({ value }) => value)).not.toContain(time.value)
    }
    await context.close()
  }
  return { time, results }
}

test.describe('never double-booked', () => {
  test('on the embedded default: of five visitors taking the same time with room for two, two get it and three are told', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(60_000)
    const { time, results } = await fiveAtOnce(browser, testInfo, E2E.site)
    expect(results.filter(({ got }) => got)).toHaveLength(2)
    expect(bookingsAt(Date.parse(time.value))).toBe(2)
    for (const { got, email } of results)
      expect(keptCallAt(email)).toBe(got ? new Date(time.value).toISOString() : undefined)
  })

  test('on the Content Lake: the same, and the agency is emailed each time booked', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const { time, results } = await fiveAtOnce(browser, testInfo, E2E.lakeSite)
    expect(results.filter(({ got }) => got)).toHaveLength(2)
    const leads = (await (await fetch(`${E2E.lakeControl}/documents`)).json()) as Array<
      Record<string, unknown>
    >
    for (const { got, email } of results) {
      const lead = leads.find((document) => document.email === email)!
      expect(lead.callAt).toBe(got ? new Date(time.value).toISOString() : undefined)
    }
    const winners = results.filter(({ got }) => got).map(({ email }) => email)
    const booked = async () =>
      (
        (await (await fetch(`${E2E.emailjs}/__sent`)).json()) as Array<{
          template_params: Record<string, string>
        }>
      )
        .map(({ template_params }) => template_params)
        .filter((params) => winners.includes(params.email!) && params.message?.startsWith('Call booked:'))
    await expect.poll(async () => (await booked()).length).toBe(2)
    for (const params of await booked()) {
      expect(params.to_email).toBe(settings().leadEmail)
      expect(params.additionalInfo).toContain(
        scheduledText('en', time).replace('We’ll call you on ', '').slice(0, -1),
      )
    }
  })
})
