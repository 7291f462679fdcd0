import { describe, expect, it } from 'vitest'

import {
  median,
  minutesToFirstResponse,
  outcomesOf,
  timeToFirstResponse,
  wasContacted,
  wasLost,
  wasQuoted,
  wasWon,
} from '../reports/lead-outcomes'
import { FEW_LEADS, leadReport, reportWeeks } from '../reports/lead-report'
import type { ReportLead } from '../reports/leads-query'

const MINUTE = 60_000

let count = 0
const lead = (fields: Partial<ReportLead>): ReportLead => ({
  _id: `leads.${++count}`,
  submittedAt: '2026-03-02T10:00:00-06:00',
  coverageType: 'Auto Insurance',
  language: 'en',
  stage: 'new',
  attribution: {
    landingPage: 'https://lonestarshield.com/',
    referrer: 'Not provided',
    utm_source: 'Not provided',
  },
  ...fields,
})

const google = { landingPage: 'https://lonestarshield.com/', utm_source: 'google', utm_medium: 'cpc' }

/** Won, contacted and a lead from before stages: what the tests below count in several ways. */
const GOOGLE_OUTCOMES = {
  leads: 3,
  contacted: 2,
  quoted: 1,
  won: 1,
  lost: 0,
  wonPremium: 0,
  medianTimeToFirstContact: 21 * MINUTE,
}

const ONE_UNANSWERED = {
  leads: 1,
  contacted: 0,
  quoted: 0,
  won: 0,
  lost: 0,
  wonPremium: 0,
  medianTimeToFirstContact: undefined,
}

describe('how far a lead got', () => {
  it('counts a lead as contacted once its stage left "new", or a first response was recorded', () => {
    expect(
      ['new', 'contacted', 'quoted', 'won', 'lost'].map((stage) => wasContacted(lead({ stage }))),
    ).toEqual([false, true, true, true, true])
    expect(wasContacted(lead({ stage: 'new', firstResponseAt: '2026-03-02T10:12:00-06:00' }))).toBe(true)
    // Records from before stages existed count as new.
    expect(wasContacted(lead({ stage: undefined }))).toBe(false)
  })

  it('counts quoted (quoted or won) and won', () => {
    expect(['new', 'contacted', 'quoted', 'won', 'lost'].map((stage) => wasQuoted(lead({ stage })))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ])
    expect(wasWon(lead({ stage: 'won' }))).toBe(true)
    expect(wasWon(lead({ stage: 'lost' }))).toBe(false)
  })

  it('counts lost: only the leads marked Lost', () => {
    expect(['new', 'contacted', 'quoted', 'won', 'lost'].map((stage) => wasLost(lead({ stage })))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ])
    expect(wasLost(lead({ stage: undefined }))).toBe(false)
    expect(
      outcomesOf([lead({ stage: 'lost' }), lead({ stage: 'lost' }), lead({ stage: 'won' })]),
    ).toMatchObject({ leads: 3, contacted: 3, won: 1, lost: 2 })
  })

  it('measures the time to the first answer, in whole minutes rounded down for the export', () => {
    expect(timeToFirstResponse(lead({ firstResponseAt: '2026-03-02T16:12:50Z' }))).toBe(12 * MINUTE + 50_000)
    expect(minutesToFirstResponse(lead({ firstResponseAt: '2026-03-02T16:12:50Z' }))).toBe(12)
    expect(minutesToFirstResponse(lead({}))).toBeUndefined()
    expect(
      minutesToFirstResponse(lead({ submittedAt: undefined, firstResponseAt: '2026-03-02T16:12:20Z' })),
    ).toBe(undefined)
    // The editor's clock a little behind the server's: no negative times.
    expect(minutesToFirstResponse(lead({ firstResponseAt: '2026-03-02T15:59:50Z' }))).toBe(0)
  })

  it('takes the median, the middle value or the mean of the two middle ones', () => {
    expect(median([])).toBeUndefined()
    expect(median([30])).toBe(30)
    expect(median([30, 5, 12])).toBe(12)
    expect(median([12, 30])).toBe(21)
  })

  it('sums up a group of leads', () => {
    expect(
      outcomesOf([
        lead({ stage: 'won', firstResponseAt: '2026-03-02T10:12:00-06:00' }),
        lead({ stage: 'contacted', firstResponseAt: '2026-03-02T10:30:00-06:00' }),
        lead({ stage: undefined }),
      ]),
    ).toEqual(GOOGLE_OUTCOMES)
    expect(outcomesOf([])).toEqual({ ...ONE_UNANSWERED, leads: 0 })
  })
})

describe('the report of the last 12 weeks', () => {
  it('covers 12 Monday-to-Sunday weeks, ending with the current one', () => {
    const weeks = reportWeeks('2026-03-04')
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toBe('2026-03-02')
    expect(weeks[0]).toBe('2025-12-15')
    expect(reportWeeks('2026-03-08').at(-1)).toBe('2026-03-02')
    expect(reportWeeks('2026-03-09').at(-1)).toBe('2026-03-09')
  })

  it('puts each lead in its Dallas week and leaves the ones outside the 12 weeks out', () => {
    const report = leadReport(
      [
        // Sunday 11:30 PM in Dallas, already Monday in UTC: the week before.
        lead({ submittedAt: '2026-03-02T05:30:00Z' }),
        lead({ submittedAt: '2026-03-02T06:00:00Z' }),
        lead({ submittedAt: '2026-03-04T09:00:00-06:00' }),
        lead({ submittedAt: '2025-12-15T00:00:00-06:00' }),
        lead({ submittedAt: '2025-12-14T23:59:59-06:00' }),
        lead({ submittedAt: undefined }),
        // Enough leads that every week is listed.
        ...Array.from({ length: 6 }, () => lead({ submittedAt: '2026-01-14T12:00:00-06:00' })),
      ],
      '2026-03-04',
    )
    expect(report.first).toBe('2025-12-15')
    expect(report.last).toBe('2026-03-08')
    expect(report.emptyWeeksHidden).toBe(false)
    expect(report.byWeek).toHaveLength(12)
    expect(report.byWeek.map(({ leads }) => leads)).toEqual([1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 1, 2])
    expect(report.byWeek[0]?.label).toBe('Week of Dec 15, 2025')
    expect(report.byWeek[10]?.label).toBe('Week of Feb 23, 2026')
    expect(report.byWeek[11]?.label).toBe('Week of Mar 2, 2026 (this week)')
    expect(report.total).toMatchObject({ label: 'All 12 weeks', leads: 10 })
  })

  it(`lists only the weeks with leads when fewer than ${FEW_LEADS} leads came`, () => {
    expect(FEW_LEADS).toBe(10)
    const report = leadReport(
      [
        lead({ submittedAt: '2026-03-02T05:30:00Z' }),
        lead({ submittedAt: '2026-03-04T09:00:00-06:00' }),
        lead({ submittedAt: '2026-03-04T10:00:00-06:00', stage: 'lost' }),
        lead({ submittedAt: '2025-12-15T00:00:00-06:00' }),
        ...Array.from({ length: 5 }, () => lead({ submittedAt: '2026-01-14T12:00:00-06:00' })),
      ],
      '2026-03-04',
    )
    expect(report.emptyWeeksHidden).toBe(true)
    expect(report.byWeek.map(({ label, leads, lost }) => [label, leads, lost])).toEqual([
      ['Week of Dec 15, 2025', 1, 0],
      ['Week of Jan 12, 2026', 5, 0],
      ['Week of Feb 23, 2026', 1, 0],
      ['Week of Mar 2, 2026 (this week)', 2, 1],
    ])
    // The total still counts the 12 weeks.
    expect(report.total).toMatchObject({ label: 'All 12 weeks', leads: 9, lost: 1 })
  })

  it('counts by source, named as the office knows it, with the raw values under each, the biggest first', () => {
    const report = leadReport(
      [
        lead({ attribution: google, stage: 'won', firstResponseAt: '2026-03-02T10:12:00-06:00' }),
        lead({ attribution: google, stage: 'contacted', firstResponseAt: '2026-03-02T10:30:00-06:00' }),
        lead({ attribution: google, language: 'es', coverageType: 'Home Insurance' }),
        lead({ attribution: { referrer: 'https://www.bing.com/' }, coverageType: 'Home Insurance' }),
        lead({ coverageType: undefined, language: undefined }),
        lead({ attribution: { utm_source: 'google', utm_medium: 'ppc' }, stage: 'lost' }),
      ],
      '2026-03-04',
    )
    expect(report.bySource).toEqual([
      {
        label: 'Google Ads (paid)',
        ...GOOGLE_OUTCOMES,
        leads: 4,
        contacted: 3,
        lost: 1,
        details: [
          { label: 'google / cpc', ...GOOGLE_OUTCOMES },
          { label: 'google / ppc', ...ONE_UNANSWERED, contacted: 1, lost: 1 },
        ],
      },
      { label: 'Bing search', ...ONE_UNANSWERED, details: [{ label: 'bing.com', ...ONE_UNANSWERED }] },
      {
        label: 'Came straight to the site',
        ...ONE_UNANSWERED,
        details: [{ label: 'direct', ...ONE_UNANSWERED }],
      },
    ])
    expect(report.byLine.map(({ label, leads }) => [label, leads])).toEqual([
      ['Auto Insurance', 3],
      ['Home Insurance', 2],
      ['Not provided', 1],
    ])
    expect(report.byLine.every(({ details }) => details === undefined)).toBe(true)
    expect(report.byLanguage.map(({ label, leads }) => [label, leads])).toEqual([
      ['English', 5],
      ['Spanish', 1],
    ])
    expect(report.byWeek.at(-1)).toMatchObject({ leads: 6, contacted: 3, quoted: 1, won: 1, lost: 1 })
  })

  it('adds up the premiums of won leads by source and by campaign', () => {
    const dallasAuto = { ...google, utm_campaign: 'dallas-auto' }
    const report = leadReport(
      [
        lead({ attribution: dallasAuto, stage: 'won', annualPremium: 1840.1 }),
        lead({ attribution: dallasAuto, stage: 'won', annualPremium: 962.2 }),
        // Won without a premium entered, and a premium left on a lead that was then lost: neither adds.
        lead({ attribution: dallasAuto, stage: 'won' }),
        lead({ attribution: dallasAuto, stage: 'lost', annualPremium: 500 }),
        lead({ attribution: google, stage: 'won', annualPremium: 1200 }),
        lead({ attribution: { referrer: 'https://www.bing.com/' }, stage: 'quoted' }),
      ],
      '2026-03-04',
    )
    expect(report.bySource.map(({ label, won, lost, wonPremium }) => [label, won, lost, wonPremium])).toEqual(
      [
        ['Google Ads (paid)', 4, 1, 4002.3],
        ['Bing search', 0, 0, 0],
      ],
    )
    expect(
      report.byCampaign.map(({ label, leads, wonPremium, details }) => [
        label,
        leads,
        wonPremium,
        details?.map(({ label: raw }) => raw),
      ]),
    ).toEqual([
      ['Google Ads (paid) — dallas-auto', 4, 2802.3, ['google / cpc']],
      ['Bing search — no campaign', 1, 0, ['bing.com']],
      ['Google Ads (paid) — no campaign', 1, 1200, ['google / cpc']],
    ])
    expect(report.total.wonPremium).toBe(4002.3)
  })

  it('has no weeks and no groups when there are no leads', () => {
    const report = leadReport([], '2026-03-04')
    expect(report.byWeek).toEqual([])
    expect([report.bySource, report.byCampaign, report.byLine, report.byLanguage]).toEqual([[], [], [], []])
  })
})
