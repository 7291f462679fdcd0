import { describe, expect, it } from 'vitest'

import {
  median,
  minutesToFirstResponse,
  outcomesOf,
  timeToFirstResponse,
  wasContacted,
  wasQuoted,
  wasWon,
} from '../reports/lead-outcomes'
import { leadReport, reportWeeks } from '../reports/lead-report'
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
  wonPremium: 0,
  medianTimeToFirstContact: 21 * MINUTE,
}

const ONE_UNANSWERED = {
  leads: 1,
  contacted: 0,
  quoted: 0,
  won: 0,
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
      ],
      '2026-03-04',
    )
    expect(report.first).toBe('2025-12-15')
    expect(report.last).toBe('2026-03-08')
    expect(report.byWeek).toHaveLength(12)
    expect(report.byWeek.map(({ leads }) => leads)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2])
    expect(report.byWeek[0]?.label).toBe('Week of Dec 15, 2025')
    expect(report.byWeek[10]?.label).toBe('Week of Feb 23, 2026')
    expect(report.byWeek[11]?.label).toBe('Week of Mar 2, 2026 (this week)')
    expect(report.total).toMatchObject({ label: 'All 12 weeks', leads: 4 })
  })

  it('counts by source, line and language, the biggest group first', () => {
    const report = leadReport(
      [
        lead({ attribution: google, stage: 'won', firstResponseAt: '2026-03-02T10:12:00-06:00' }),
        lead({ attribution: google, stage: 'contacted', firstResponseAt: '2026-03-02T10:30:00-06:00' }),
        lead({ attribution: google, language: 'es', coverageType: 'Home Insurance' }),
        lead({ attribution: { referrer: 'https://www.bing.com/' }, coverageType: 'Home Insurance' }),
        lead({ coverageType: undefined, language: undefined }),
      ],
      '2026-03-04',
    )
    expect(report.bySource).toEqual([
      { label: 'google / cpc', ...GOOGLE_OUTCOMES },
      { label: 'bing.com', ...ONE_UNANSWERED },
      { label: 'direct', ...ONE_UNANSWERED },
    ])
    expect(report.byLine.map(({ label, leads }) => [label, leads])).toEqual([
      ['Auto Insurance', 2],
      ['Home Insurance', 2],
      ['Not provided', 1],
    ])
    expect(report.byLanguage.map(({ label, leads }) => [label, leads])).toEqual([
      ['English', 4],
      ['Spanish', 1],
    ])
    expect(report.byWeek.at(-1)).toMatchObject({ leads: 5, contacted: 2, quoted: 1, won: 1 })
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
    expect(report.bySource.map(({ label, won, wonPremium }) => [label, won, wonPremium])).toEqual([
      ['google / cpc', 4, 4002.3],
      ['bing.com', 0, 0],
    ])
    expect(report.byCampaign.map(({ label, leads, wonPremium }) => [label, leads, wonPremium])).toEqual([
      ['google / cpc — dallas-auto', 4, 2802.3],
      ['bing.com — no campaign', 1, 0],
      ['google / cpc — no campaign', 1, 1200],
    ])
    expect(report.total.wonPremium).toBe(4002.3)
  })

  it('has every week and no groups when there are no leads', () => {
    const report = leadReport([], '2026-03-04')
    expect(report.byWeek.every(({ leads }) => leads === 0)).toBe(true)
    expect([report.bySource, report.byCampaign, report.byLine, report.byLanguage]).toEqual([[], [], [], []])
  })
})
