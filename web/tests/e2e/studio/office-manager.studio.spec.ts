// The Studio as the office manager sees it at her desk (1440 × 900): the inbox, a lead and the leads report, with a
// morning's requests in the fake Content Lake. What she would notice is asserted; the screenshots are what
// docs/office-manager.md shows (`pnpm --filter web studio-screenshots` writes them there).
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { lakeControl } from '../../support/servers/servers'
import { dallasTime, keptLead, keptRequest, utcTime } from '../../support/studio/kept-requests'
import { failOnStudioErrors, openDeskItem, openStudio } from '../../support/studio/studio-desk'

failOnStudioErrors(test)
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

test.describe('the Studio at the office manager’s desk', () => {
  test.beforeAll(async () => {
    await lakeControl('/documents', [earlier, ...MORNING])
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
