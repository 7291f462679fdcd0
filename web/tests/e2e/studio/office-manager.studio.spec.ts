// The Studio as the office manager sees it at her desk (1440 × 900): the inbox, a lead and the leads report, with a
// morning's requests in the fake Content Lake. What she would notice is asserted; the screenshots are what
// docs/office-manager.md shows (`pnpm --filter web studio-screenshots` writes them there).
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { lakeControl } from '../../support/servers/servers'
import { dallasTime, keptLead, keptRequest, utcTime } from '../../support/studio/kept-requests'
import { formatAgencyTime } from '../../../../studio/inbox/agency-time'
import { startOfDallasDay } from '../../../../studio/reports/dallas-calendar'
import { failOnStudioErrors, openDeskItem, openStudio } from '../../support/studio/studio-desk'

failOnStudioErrors(test)

/** A time as the Studio writes it: “Dec 8, 10:30 AM (Dallas time)”. */
const studioTime = (time: string) => formatAgencyTime(time)!
test.use({ viewport: { width: 1440, height: 900 } })

const DOCS_IMAGES = path.resolve(import.meta.dirname, '../../../../docs/images/office-manager')

/** The screen as it is now: beside the test's results, and into the docs when they are being remade. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) })
  if (process.env.DOCS_SCREENSHOTS !== '1') return
  await mkdir(DOCS_IMAGES, { recursive: true })
  await page.screenshot({ path: path.join(DOCS_IMAGES, `${name}.png`) })
}

// A morning's requests: one late, one in time, a Spanish possible duplicate, a finished online quote and a
// service request, and one whose CRM delivery failed.
const RUN = Date.now().toString(36)
const earlier = keptLead('Lucía Morales', {
  language: 'es',
  coverageType: 'Home Insurance',
  coverageLabel: 'Seguro de casa',
  submittedAt: dallasTime(-4 * 24 * 60),
  answerBy: utcTime(-4 * 24 * 60 + 15),
  stage: 'contacted',
  firstResponseAt: utcTime(-4 * 24 * 60 + 9),
  email: `lucia.morales.${RUN}@example.com`,
})
const MORNING = [
  keptLead('Marcus Bell', {
    submittedAt: dallasTime(-48),
    answerBy: utcTime(-33),
    phoneNumber: '(817) 555-0186',
    phoneKey: '+18175550186',
    email: `marcus.bell.${RUN}@example.com`,
    contactPreference: 'Phone Call',
    timeframe: 'Within 30 days',
    additionalInfo: 'Two cars, a 2019 Honda Accord and a 2022 Ford F-150. Current policy renews on the 15th.',
  }),
  keptLead('Lucía Morales', {
    language: 'es',
    coverageType: 'Home Insurance',
    coverageLabel: 'Seguro de casa',
    submittedAt: dallasTime(-6),
    answerBy: utcTime(9),
    email: earlier.email,
    possibleDuplicateOf: { _type: 'reference', _ref: earlier._id, _weak: true },
    contactPreference: 'Text Message',
  }),
  keptLead('Priya Shah', {
    coverageType: 'Life Insurance',
    submittedAt: dallasTime(-3),
    answerBy: utcTime(12),
    webhookEvents: [
      {
        _key: `msg_${RUN}`,
        _type: 'webhookEvent',
        id: `msg_${RUN}`,
        type: 'lead.created',
        stage: 'new',
        createdAt: utcTime(-3),
        status: 'failed',
        tries: 8,
        lastError: 'HTTP 502',
      },
    ],
  }),
  keptRequest('serviceRequest', {
    fullName: 'Tom Whitaker',
    requestType: 'certificate',
    policyNumber: 'HO-4471920',
    carrier: 'Mesquite Valley Mutual',
    submittedAt: dallasTime(-12),
    answerBy: utcTime(3),
    certificateHolderName: 'Oak Cliff Property Management',
  }),
]

// Calls visitors booked on the thank-you page: one in two hours (its answer-by long past: the call decides), one
// tomorrow, one whose time passed half an hour ago with nobody answering, and one from two days ago.
const ROSA_CALL = utcTime(120)
const NADIA_CALL = utcTime(-30)
const CALLS = [
  keptLead('Rosa Delgado', { submittedAt: dallasTime(-90), answerBy: utcTime(-75), callAt: ROSA_CALL }),
  keptLead('Grant Oyelaran', {
    submittedAt: dallasTime(-60),
    answerBy: utcTime(-45),
    callAt: utcTime(24 * 60),
  }),
  keptLead('Nadia Kowalski', { submittedAt: dallasTime(-300), answerBy: utcTime(-285), callAt: NADIA_CALL }),
  keptLead('Ellis Park', {
    submittedAt: dallasTime(-4 * 24 * 60),
    answerBy: utcTime(-4 * 24 * 60 + 15),
    callAt: utcTime(-2 * 24 * 60),
    stage: 'contacted',
    firstResponseAt: utcTime(-2 * 24 * 60),
  }),
]

test.describe('the Studio at the office manager’s desk', () => {
  test.beforeAll(async () => {
    await lakeControl('/documents', [earlier, ...MORNING, ...CALLS])
  })

  test('Calls lists the day’s and the coming days’ calls by time, and a lead with a time is due at it', async ({
    page,
  }) => {
    await openStudio(page)
    await openDeskItem(page, 'Inbox')
    const inbox = page.getByRole('navigation', { name: 'Inbox' })
    await inbox.getByRole('link', { name: /^Calls\s*\d*$/ }).click()
    await expect(page.getByTestId('pane-header').last()).toHaveText('Calls')
    const rows = page.getByTestId('inbox-row')
    // Booked from today on (Dallas's midnight: Nadia's half an hour ago may be yesterday's), earliest first; a
    // call two days ago is no longer listed.
    const today = startOfDallasDay(new Date()).toISOString()
    const names = CALLS.filter((lead) => (lead.callAt as string) >= today)
      .sort((a, b) => (a.callAt as string).localeCompare(b.callAt as string))
      .map((lead) => lead.fullName as string)
    expect(names.slice(-2)).toEqual(['Rosa Delgado', 'Grant Oyelaran'])
    await expect(rows.filter({ hasText: 'Ellis Park' })).toHaveCount(0)
    const listed = async () =>
      (await rows.allTextContents()).flatMap((text) => names.filter((name) => text.includes(name)))
    await expect.poll(listed).toEqual(names)
    await expect(rows.filter({ hasText: 'Rosa Delgado' })).toContainText(
      `Call booked for ${studioTime(ROSA_CALL)}`,
    )
    if (names.includes('Nadia Kowalski'))
      await expect(rows.filter({ hasText: 'Nadia Kowalski' })).toContainText(
        `Waiting too long: the call was booked for ${studioTime(NADIA_CALL)}`,
      )

    // Its answer-by time long past, a lead with a call still to come is not waiting too long; one past its call is.
    await page.goto(page.url().replace(/\/structure\/.*$/, '/structure'))
    await openDeskItem(page, 'Inbox')
    await inbox.getByRole('link', { name: /^Waiting too long\s*\d*$/ }).click()
    await expect(rows.filter({ hasText: 'Nadia Kowalski' })).toContainText(
      `Waiting too long: the call was booked for ${studioTime(NADIA_CALL)}`,
    )
    await expect(rows.filter({ hasText: 'Marcus Bell' })).toHaveCount(1)
    await expect(rows.filter({ hasText: 'Rosa Delgado' })).toHaveCount(0)
    await expect(rows.filter({ hasText: 'Grant Oyelaran' })).toHaveCount(0)

    // The lead opens on the time, beside how to reach the person.
    await page.goto(page.url().replace(/\/structure\/.*$/, '/structure'))
    await openDeskItem(page, 'Inbox')
    await inbox.getByRole('link', { name: /^Calls\s*\d*$/ }).click()
    await rows.filter({ hasText: 'Rosa Delgado' }).click()
    await expect(page.getByTestId('contact-card')).toContainText(`Call booked for${studioTime(ROSA_CALL)}`)
  })

  test('the inbox says at a glance what waits, and the lead opens on how to reach the person', async ({
    page,
  }) => {
    await openStudio(page)
    // Developer tools are not hers: no Vision, and no Releases on a plan without them.
    const navbar = page.locator('[data-ui="Navbar"], header').first()
    await expect(navbar.getByText('Vision', { exact: true })).toHaveCount(0)
    await expect(navbar.getByText('Releases', { exact: true })).toHaveCount(0)

    await openDeskItem(page, 'Inbox')
    const inbox = page.getByRole('navigation', { name: 'Inbox' })
    await expect(inbox.getByTestId('inbox-count-waitingTooLong')).toHaveText(/^[1-9]\d*$/)
    await inbox.getByRole('link', { name: /^New\s*\d*$/ }).click()
    const late = page.getByTestId('inbox-row').filter({ hasText: 'Marcus Bell' })
    await expect(late).toContainText('Waiting too long: answer was due')
    await expect(late).toContainText('Auto Insurance')
    const duplicate = page.getByTestId('inbox-row').filter({ hasText: 'Lucía Morales' })
    await expect(duplicate).toContainText('Home Insurance · Spanish')
    await expect(duplicate).toContainText('Possible duplicate')
    await expect(page.getByTestId('inbox-row').filter({ hasText: 'Priya Shah' })).toContainText(
      'Not sent to CRM',
    )
    await screenshot(page, 'inbox')

    await late.click()
    const card = page.getByTestId('contact-card')
    await expect(card.getByRole('link', { name: 'Call (817) 555-0186' })).toHaveAttribute(
      'href',
      'tel:+18175550186',
    )
    await expect(card.getByRole('link', { name: 'Call (817) 555-0186' })).toBeInViewport()
    await expect(card).toContainText('Within 30 days')
    await expect(page.getByTestId('field-additionalInfo')).toContainText('2022 Ford F-150')
    await screenshot(page, 'lead')
  })

  test('a list with nothing in it says so in plain words', async ({ page }) => {
    // Other tests win leads in the same lake: the Content Lake is made to answer that the Won list is empty.
    await page.route(
      (url) =>
        url.pathname.includes('/data/query/') &&
        (url.searchParams.get('query') ?? '').includes('stage == "won"'),
      (route) => route.fulfill({ json: { ms: 1, query: '', result: { rows: [], total: 0 } } }),
    )
    await openStudio(page)
    await openDeskItem(page, 'Inbox')
    await page
      .getByRole('navigation', { name: 'Inbox' })
      .getByRole('link', { name: /^Won\s*\d*$/ })
      .click()
    await expect(page.getByTestId('inbox-empty')).toHaveText(
      'No lead has been won yet. When you move one to Won, it shows here.',
    )
    await expect(page.getByTestId('inbox-row')).toHaveCount(0)
  })

  test('a list opens under the name the desk gives it', async ({ page }) => {
    await openStudio(page)
    // Exactly the desk's name: not the type's (“Team member”, “Review”).
    for (const desk of ['Team', 'Reviews']) {
      await openDeskItem(page, desk)
      // The open list's header: its title (the create button beside it is an icon).
      await expect(page.getByTestId('pane-header').last()).toHaveText(desk)
      await page.goto(page.url().replace(/\/structure\/.*$/, '/structure'))
    }
  })

  test('the leads report reads its sources in plain words', async ({ page }) => {
    await openStudio(page)
    await page.getByRole('link', { name: 'Leads report' }).click()
    await expect(page.getByRole('heading', { name: 'Leads report', level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('table').first()).toBeVisible()
    await screenshot(page, 'report')
  })
})
