import { addDays, type CalendarDate, dallasDateOf, formatDay, mondayOf } from './dallas-calendar'
import { type Outcomes, outcomesOf } from './lead-outcomes'
import { given, leadSource } from './lead-source'
import type { ReportLead } from './leads-query'

export const REPORT_WEEKS = 12

export type ReportRow = Outcomes & { label: string }

export type LeadReport = {
  /** The Monday of the first week and the Sunday of the last (the current one). */
  first: CalendarDate
  last: CalendarDate
  /** Oldest first, every week even without leads, so a gap shows. */
  byWeek: ReportRow[]
  total: ReportRow
  bySource: ReportRow[]
  /** The source with the campaign in the link (utm_campaign), what a marketer pays for. */
  byCampaign: ReportRow[]
  byLine: ReportRow[]
  byLanguage: ReportRow[]
}

/** The Mondays of the weeks the report covers, oldest first, ending with the week of `today`. */
export function reportWeeks(today: CalendarDate, count = REPORT_WEEKS): CalendarDate[] {
  const current = mondayOf(today)
  return Array.from({ length: count }, (_, index) => addDays(current, 7 * (index - count + 1)))
}

/** The days the report covers: from the Monday of the first week to the Sunday of the current one. */
export function reportSpan(today: CalendarDate) {
  const weeks = reportWeeks(today)
  return { first: weeks[0]!, last: addDays(weeks.at(-1)!, 6) }
}

export const languageName = (language: string | undefined) => (language === 'es' ? 'Spanish' : 'English')

/** "google / cpc — dallas-auto": the source, and the campaign named in the link. */
export const campaignName = (lead: ReportLead) =>
  `${leadSource(lead.attribution)} — ${given(lead.attribution?.utm_campaign) ?? 'no campaign'}`

export const lineName = (lead: ReportLead) => lead.coverageType?.trim() || 'Not provided'

export const weekLabel = (monday: CalendarDate, today: CalendarDate) =>
  `Week of ${formatDay(monday)}${monday === mondayOf(today) ? ' (this week)' : ''}`

function groupBy(leads: readonly ReportLead[], key: (lead: ReportLead) => string): ReportRow[] {
  const groups = new Map<string, ReportLead[]>()
  for (const lead of leads) {
    const label = key(lead)
    groups.set(label, [...(groups.get(label) ?? []), lead])
  }
  return [...groups]
    .map(([label, members]) => ({ label, ...outcomesOf(members) }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label))
}

/** The last 12 weeks of leads (Monday to Sunday, Dallas time), counted by week, source, campaign, line and language. */
export function leadReport(leads: readonly ReportLead[], today: CalendarDate): LeadReport {
  const weeks = reportWeeks(today)
  const { first, last } = reportSpan(today)
  const dated = leads.flatMap((lead) => {
    const date = dallasDateOf(lead.submittedAt)
    return date && date >= first && date <= last ? [{ lead, week: mondayOf(date) }] : []
  })
  const inReport = dated.map(({ lead }) => lead)
  return {
    first,
    last,
    byWeek: weeks.map((monday) => ({
      label: weekLabel(monday, today),
      ...outcomesOf(dated.filter(({ week }) => week === monday).map(({ lead }) => lead)),
    })),
    total: { label: `All ${weeks.length} weeks`, ...outcomesOf(inReport) },
    bySource: groupBy(inReport, (lead) => leadSource(lead.attribution)),
    byCampaign: groupBy(inReport, campaignName),
    byLine: groupBy(inReport, lineName),
    byLanguage: groupBy(inReport, (lead) => languageName(lead.language)),
  }
}
