// The marketer's "Leads report" in the Studio (built, offline, on the fake Content Lake): leads put straight into
// the lake are counted by source (named as the office knows it, the raw values under each) and line, and exported
// with their attribution as a CSV file; and the "Ad conversions" tool opens on its upload steps.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import type { SanityDocument } from '@/lib/content/ndjson'

import { parseCsv } from '../../support/data/csv'
import { E2E } from '../../support/servers/servers'
import { STUDIO } from '../../support/studio/studio'
import { failOnStudioErrors, logInToStudio } from '../../support/studio/studio-desk'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NOT_PROVIDED = 'Not provided'

// Unique to the run: the lake keeps other tests' leads (and other runs'), so every count is read from rows only
// this run's leads can fall in.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const SOURCE = `e2e-report-${RUN}`
const LINES = {
  auto: `Auto Insurance ${RUN}`,
  home: `Home Insurance ${RUN}`,
  life: `Life Insurance ${RUN}`,
  renters: `Renters Insurance ${RUN}`,
}

const dallasDate = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(time)

/** "2026-03-02T10:00:01-06:00": an instant written with Dallas's offset, as the site's server writes it. */
function dallasIso(time: number) {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'longOffset' })
    .formatToParts(time)
    .find(({ type }) => type === 'timeZoneName')!.value
  const offset = zone.replace('GMT', '') || '+00:00'
  const [, sign, hours, minutes] = offset.match(/([+-])(\d{2}):(\d{2})/)!
  const shift = (sign === '-' ? -1 : 1) * (Number(hours) * HOUR + Number(minutes) * MINUTE)
  return `${new Date(time + shift).toISOString().slice(0, 19)}${offset}`
}

type LeadFields = {
  ago: number
  fullName: string
  coverageType: string
  language?: 'en' | 'es'
  stage?: string
  answeredAfter?: number
  /** Owned by a team member of the dataset. */
  owned?: boolean
  /** Entered by the office manager on a won lead, in dollars. */
  annualPremium?: number
  attribution: Record<string, string>
}

const now = Date.now()
const landingPage = (query: string) => `https://lonestarshield.example/auto-insurance${query}`
const campaign = (medium: string, extra: Record<string, string> = {}) => ({
  landingPage: landingPage(`?utm_source=${SOURCE}&utm_medium=${medium}`),
  referrer: NOT_PROVIDED,
  utm_source: SOURCE,
  utm_medium: medium,
  ...extra,
})

/** The run's leads, by the name the test refers to them with. */
const LEADS: Record<string, LeadFields> = {
  won: {
    ago: 3 * HOUR,
    fullName: `Won Lead ${RUN}`,
    coverageType: LINES.auto,
    stage: 'won',
    answeredAfter: 12 * MINUTE,
    owned: true,
    annualPremium: 1840.5,
    attribution: campaign('cpc', { utm_campaign: 'spring-hail', gclid: `gclid-${RUN}` }),
  },
  contacted: {
    ago: 1 * DAY,
    // Whatever a visitor types reaches the spreadsheet as text, never as a formula.
    fullName: '=HYPERLINK("https://evil.example","Click")',
    coverageType: LINES.home,
    stage: 'contacted',
    answeredAfter: 30 * MINUTE,
    attribution: campaign('cpc', { utm_campaign: 'spring-hail, week 2' }),
  },
  spanish: {
    ago: 30 * MINUTE,
    fullName: `Lucía Ramírez ${RUN}`,
    coverageType: LINES.auto,
    language: 'es',
    // A record from before stages existed: counted as new.
    attribution: campaign('cpc'),
  },
  referred: {
    ago: 2 * DAY,
    fullName: `Referred Lead ${RUN}`,
    coverageType: LINES.home,
    stage: 'new',
    attribution: {
      landingPage: landingPage(''),
      referrer: `https://www.${SOURCE}.example/blog/hail`,
      utm_source: NOT_PROVIDED,
      utm_medium: NOT_PROVIDED,
    },
  },
  // A Google Ads click: the one lead under a source name other runs share, so only its presence is checked.
  google: {
    ago: 5 * HOUR,
    fullName: `Google Lead ${RUN}`,
    coverageType: LINES.renters,
    stage: 'new',
    attribution: {
      landingPage: landingPage('?utm_source=google&utm_medium=cpc'),
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: `gclid-google-${RUN}`,
    },
  },
  // In the 12 weeks, but before the exported days.
  older: {
    ago: 20 * DAY,
    fullName: `Older Lead ${RUN}`,
    coverageType: LINES.life,
    stage: 'lost',
    answeredAfter: 2 * HOUR + 5 * MINUTE,
    attribution: campaign('email'),
  },
}

const ids = Object.fromEntries(Object.keys(LEADS).map((name) => [name, `leads.${randomUUID()}`]))

async function documents(): Promise<SanityDocument[]> {
  const response = await fetch(`${E2E.lakeControl}/documents`)
  if (!response.ok) throw new Error(`Fake Content Lake /documents: ${response.status}`)
  return (await response.json()) as SanityDocument[]
}

/** A team member of the dataset, to own the won lead. */
async function teamMember() {
  const member = (await documents()).find(
    ({ _id, _type }) => _type === 'teamMember' && !_id.startsWith('drafts.'),
  )
  if (!member) throw new Error('The dataset has no team member')
  return { id: member._id, name: String(member.name) }
}

/** The run's leads, as the site's server writes them, created or put back under their ids. */
async function putLeads(owner: { id: string }) {
  const leads = Object.entries(LEADS).map(([name, lead]) => {
    const submitted = now - lead.ago
    return {
      _id: ids[name],
      _type: 'lead',
      fullName: lead.fullName,
      phoneNumber: '(214) 555-0142',
      email: `${name}.${RUN}@example.com`,
      zipCode: '75201',
      coverageType: lead.coverageType,
      coverageLabel: lead.coverageType,
      additionalInfo: NOT_PROVIDED,
      contactPreference: 'phone',
      timeframe: 'Within a month',
      language: lead.language ?? 'en',
      pageUrl: landingPage(''),
      submittedAt: dallasIso(submitted),
      answerBy: new Date(submitted + 15 * MINUTE).toISOString(),
      consentText: 'By submitting this form, you agree that we may contact you about this request.',
      consentVersion: 'a1b2c3d4e5f6',
      channel: 'form',
      emailsSent: ['customer', 'agency'],
      attribution: {
        landingPage: NOT_PROVIDED,
        referrer: NOT_PROVIDED,
        ...Object.fromEntries(
          ['utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'].map(
            (param) => [param, NOT_PROVIDED],
          ),
        ),
        ...lead.attribution,
      },
      ...(lead.stage ? { stage: lead.stage } : {}),
      ...(lead.answeredAfter
        ? { firstResponseAt: new Date(submitted + lead.answeredAfter).toISOString() }
        : {}),
      ...(lead.owned ? { owner: { _type: 'reference', _ref: owner.id } } : {}),
      ...(lead.annualPremium ? { annualPremium: lead.annualPremium } : {}),
    }
  })
  const response = await fetch(`${E2E.lakeControl}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(leads),
  })
  if (!response.ok) throw new Error(`Fake Content Lake POST /documents: ${response.status}`)
}

/** A row of one of the report's tables, found by its header cell. */
const reportRow = (page: Page, caption: string, label: string) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })

/** A source's group in a table by source: its named row, then a row for each raw value it groups. */
function sourceGroup(page: Page, caption: string, name: string) {
  const group = page
    .getByRole('table', { name: caption })
    .getByRole('rowgroup')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
  const row = (label: string) =>
    group.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
  return { group, named: group.getByRole('row').first(), detail: row }
}

/**
 * Runs `check` on the report with the run's leads in it. The Studio's other test resets the lake when it starts
 * and ends, which may fall in the middle of this one: then the leads are put back and the report read again.
 */
async function withRunLeads(page: Page, owner: { id: string }, check: () => Promise<void>) {
  await expect(async () => {
    await putLeads(owner)
    await page.getByRole('button', { name: 'Refresh', exact: true }).click()
    await check()
  }).toPass({ timeout: 60_000, intervals: [1_000] })
}

test.describe('the leads report in the Studio', () => {
  test.describe.configure({ timeout: 180_000 })

  failOnStudioErrors(test)

  test('counts the leads by source and line, and exports the chosen days with their attribution', async ({
    page,
  }) => {
    const owner = await teamMember()
    await putLeads(owner)
    await logInToStudio(page)
    await page.goto(`${STUDIO.url}/structure`)
    // The tool is in the Studio's top bar.
    await page.getByRole('link', { name: 'Leads report' }).click()
    await expect(page.getByRole('heading', { name: 'Leads report', level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page).toHaveURL(/\/leads-report$/)

    await withRunLeads(page, owner, async () => {
      const check = { timeout: 10_000 }
      // Leads, contacted, quoted, won, lost, won premium, median time to first contact.
      const campaign = sourceGroup(page, 'Leads by source', `Other campaigns: ${SOURCE}`)
      await expect(campaign.named.getByRole('cell')).toHaveText(
        ['3', '2', '1', '1', '0', '$1,840.50', '21 min'],
        check,
      )
      await expect(campaign.detail(`${SOURCE} / cpc`).getByRole('cell')).toHaveText(
        ['3', '2', '1', '1', '0', '$1,840.50', '21 min'],
        check,
      )
      // Shared with other runs' leads: the raw value under the name is this run's alone.
      await expect(
        sourceGroup(page, 'Leads by source', 'Other websites').detail(`${SOURCE}.example`).getByRole('cell'),
      ).toHaveText(['1', '0', '0', '0', '0', '$0.00', '—'], check)
      await expect(
        sourceGroup(page, 'Leads by source', 'Email campaigns').detail(`${SOURCE} / email`).getByRole('cell'),
      ).toHaveText(['1', '1', '0', '0', '1', '$0.00', '2 h 5 min'], check)
      // A google / cpc lead is under "Google Ads (paid)", its raw source in the smaller row beneath.
      const google = sourceGroup(page, 'Leads by source', 'Google Ads (paid)')
      await expect(google.named.getByRole('rowheader')).toHaveText('Google Ads (paid)', check)
      await expect(google.detail('google / cpc')).toBeVisible(check)
      await expect(
        sourceGroup(page, 'Leads by campaign', `Other campaigns: ${SOURCE} — spring-hail`).named.getByRole(
          'cell',
        ),
      ).toHaveText(['1', '1', '1', '1', '0', '$1,840.50', '12 min'], check)
      await expect(reportRow(page, 'Leads by insurance line', LINES.auto).getByRole('cell')).toHaveText(
        ['2', '1', '1', '1', '0', '$1,840.50', '12 min'],
        check,
      )
      await expect(reportRow(page, 'Leads by insurance line', LINES.home).getByRole('cell')).toHaveText(
        ['2', '1', '0', '0', '0', '$0.00', '30 min'],
        check,
      )
      await expect(reportRow(page, 'Leads by insurance line', LINES.life).getByRole('cell')).toHaveText(
        ['1', '1', '0', '0', '1', '$0.00', '2 h 5 min'],
        check,
      )
      await expect(reportRow(page, 'Leads by insurance line', LINES.renters).getByRole('cell')).toHaveText(
        ['1', '0', '0', '0', '0', '$0.00', '—'],
        check,
      )
    })
    // Every week of the 12, unless fewer than 10 leads came (the lake holds other tests' leads too): then only the
    // weeks that had leads, and a line that says so.
    const weeks = page.getByRole('table', { name: 'Leads by week' })
    const hidden = page.getByText(
      'Fewer than 10 leads in these 12 weeks, so only the weeks that had leads are listed.',
      { exact: true },
    )
    const total = Number(await weeks.locator('tfoot td').first().textContent())
    expect(total, 'the run’s leads at least').toBeGreaterThanOrEqual(Object.keys(LEADS).length)
    if (total < 10) {
      await expect(hidden).toBeVisible()
      const counts = await weeks.locator('tbody tr td:nth-child(2)').allTextContents()
      // The older lead is 20 days before the others: two weeks at least.
      expect(counts.length).toBeGreaterThanOrEqual(2)
      expect(counts.length).toBeLessThan(12)
      expect(
        counts.every((leads) => Number(leads) > 0),
        'no week without leads',
      ).toBe(true)
    } else {
      await expect(hidden).toHaveCount(0)
      await expect(weeks.getByRole('row')).toHaveCount(1 + 12 + 1)
    }
    await expect(page.getByRole('table', { name: 'Leads by language' })).toBeVisible()

    // The last three days: the older lead stays out.
    const first = dallasDate(now - 3 * DAY)
    const last = dallasDate(now)
    await page.getByLabel('From', { exact: true }).fill(first)
    await page.getByLabel('To', { exact: true }).fill(last)
    let csv: string[][] = []
    await withRunLeads(page, owner, async () => {
      await expect(page.getByRole('status').filter({ hasText: /leads? from / })).toBeVisible({
        timeout: 10_000,
      })
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`leads-${first}-to-${last}.csv`)
      const text = await readFile((await download.path())!, 'utf8')
      expect(text.startsWith('\uFEFF'), 'a byte order mark, for Excel').toBe(true)
      expect(text.endsWith('\r\n'), 'CRLF line ends').toBe(true)
      csv = parseCsv(text.slice(1))
      expect(csv.filter((row) => row.includes(SOURCE) || row.includes(`${SOURCE}.example`))).toHaveLength(4)
    })

    const [header, ...rows] = csv
    const column = (name: string) => {
      const index = header!.indexOf(name)
      expect(index, `the column “${name}”`).toBeGreaterThanOrEqual(0)
      return index
    }
    const named = (row: string[]) => Object.fromEntries(header!.map((name, index) => [name, row[index]]))
    const ours = rows.filter((row) => row[column('Source')]!.includes(SOURCE)).map(named)
    // Newest first.
    expect(ours.map((row) => row.Email)).toEqual(
      ['spanish', 'won', 'contacted', 'referred'].map((name) => `${name}.${RUN}@example.com`),
    )
    const [spanish, won, contacted, referred] = ours
    expect(spanish).toMatchObject({
      Name: LEADS.spanish!.fullName,
      Line: LINES.auto,
      Language: 'Spanish',
      Stage: 'New',
      'First response at (Dallas time)': '',
      'Minutes to first response': '',
      'Source (as in the report)': `Other campaigns: ${SOURCE}`,
      Source: `${SOURCE} / cpc`,
      utm_source: SOURCE,
      utm_medium: 'cpc',
    })
    expect(won).toMatchObject({
      'Submitted at (Dallas time)': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      Stage: 'Won',
      Owner: owner.name,
      'Minutes to first response': '12',
      'Annual premium (USD)': '1840.5',
      Source: `${SOURCE} / cpc`,
      'Landing page': landingPage(`?utm_source=${SOURCE}&utm_medium=cpc`),
      Referrer: '',
      utm_campaign: 'spring-hail',
      gclid: `gclid-${RUN}`,
      fbclid: '',
      Page: landingPage(''),
      'Consent version': 'a1b2c3d4e5f6',
    })
    expect(contacted).toMatchObject({
      Name: `'${LEADS.contacted!.fullName}`,
      Stage: 'Contacted',
      'Minutes to first response': '30',
      utm_campaign: 'spring-hail, week 2',
    })
    expect(referred).toMatchObject({
      'Source (as in the report)': 'Other websites',
      Source: `${SOURCE}.example`,
      Referrer: `https://www.${SOURCE}.example/blog/hail`,
      utm_source: '',
    })
    // The report's name beside the raw values.
    const google = rows.filter((row) => row[column('Email')] === `google.${RUN}@example.com`).map(named)
    expect(google).toEqual([
      expect.objectContaining({
        'Source (as in the report)': 'Google Ads (paid)',
        Source: 'google / cpc',
        Referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        gclid: `gclid-google-${RUN}`,
      }),
    ])
    expect(
      rows.some((row) => row.includes(LEADS.older!.fullName)),
      'the older lead is not exported',
    ).toBe(false)

    // Beside it, the Ad conversions tool opens on three steps for each platform: where its file goes, what the
    // platform shows when it took it, and when to come back.
    await page.getByRole('link', { name: 'Ad conversions' }).click()
    await expect(page.getByRole('heading', { name: 'Ad conversions', level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    const steps = page.getByRole('region', { name: 'How to upload, every week' })
    const platformSteps = (name: string) =>
      steps.getByRole('region', { name, exact: true }).getByRole('listitem')
    await expect(platformSteps('Google Ads')).toHaveCount(3)
    await expect(platformSteps('Google Ads').first()).toContainText('Goals › Conversions › Uploads')
    await expect(platformSteps('Google Ads').nth(1)).toContainText(/^It worked when /)
    await expect(platformSteps('Google Ads').nth(2)).toContainText(/^Come back every Monday/)
    await expect(platformSteps('Microsoft Advertising')).toHaveCount(3)
    await expect(platformSteps('Microsoft Advertising').first()).toContainText(
      'Tools › Conversions › Offline conversions',
    )
    await expect(platformSteps('Meta (Facebook and Instagram)')).toHaveCount(3)
    await expect(platformSteps('Meta (Facebook and Instagram)').first()).toContainText('Meta Events Manager')
    await expect(platformSteps('Meta (Facebook and Instagram)').nth(2)).toContainText('within 7 days')
    // The steps come first, before the days and the files.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('How to upload, every week')
  })
})
