import { addDays, type CalendarDate, dallasDateOf, formatDay, mondayOf } from './dallas-calendar'
import { type Outcomes, outcomesOf } from './lead-outcomes'
import { given } from './lead-source'
import type { ReportLead } from './leads-query'
import { sourceDetail, sourceName } from './source-name'

export const REPORT_WEEKS = 12

/**
 * Below this many leads in the 12 weeks, most weeks would be rows of zeros: the report lists only the weeks with
 * leads, and says so.
 */
export const FEW_LEADS = 10

export type ReportRow = Outcomes & {
  label: string
  /** The raw values the row groups (utm_source / utm_medium, the referring site), each with its own counts. */
  details?: ReportRow[]
}

export type LeadReport = {
  /** The Monday of the first week and the Sunday of the last (the current one). */
  first: CalendarDate
  last: CalendarDate
  /** Oldest first, every week even without leads, so a gap shows; only those with leads when there are few. */
  byWeek: ReportRow[]
  /** Whether weeks without leads were left out of byWeek, as there were fewer than FEW_LEADS. */
  emptyWeeksHidden: boolean
  total: ReportRow
  bySource: ReportRow[]
  /** The source with the campaign in the link (utm_campaign), what a marketer pays for; raw sources as details. */
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

const campaignOf = (lead: ReportLead) => given(lead.attribution?.utm_campaign) ?? 'no campaign'

/** "Google Ads (paid) — dallas-auto": the source's name, and the campaign named in the link. */
export const campaignName = (lead: ReportLead) => `${sourceName(lead.attribution)} — ${campaignOf(lead)}`

export const lineName = (lead: ReportLead) => lead.coverageType?.trim() || 'Not provided'

export const weekLabel = (monday: CalendarDate, today: CalendarDate) =>
  `Week of ${formatDay(monday)}${monday === mondayOf(today) ? ' (this week)' : ''}`

type Key = (lead: ReportLead) => string

/** The leads by `key`, the biggest group first; each group by `detail` too, when given. */
function groupBy(leads: readonly ReportLead[], key: Key, detail?: Key): ReportRow[] {
  const groups = new Map<string, ReportLead[]>()
  for (const lead of leads) {
    const label = key(lead)
    groups.set(label, [...(groups.get(label) ?? []), lead])
  }
  return [...groups]
    .map(([label, members]) => ({
      label,
      ...outcomesOf(members),
      ...(detail && { details: groupBy(members, detail) }),
    }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label))
}

const rawSource: Key = (lead) => sourceDetail(lead.attribution)

/**
 * The last 12 weeks of leads (Monday to Sunday, Dallas time), counted by week, source, campaign, line and language;
 * sources and campaigns by name, each with the raw values it groups.
 */
export function leadReport(leads: readonly ReportLead[], today: CalendarDate): LeadReport {
  const weeks = reportWeeks(today)
  const { first, last } = reportSpan(today)
  const dated = leads.flatMap((lead) => {
    const date = dallasDateOf(lead.submittedAt)
    return date && date >= first && date <= last ? [{ lead, week: mondayOf(date) }] : []
  })
  const inReport = dated.map(({ lead }) => lead)
  const byWeek = weeks.map((monday) => ({
    label: weekLabel(monday, today),
    ...outcomesOf(dated.filter(({ week }) => week === monday).map(({ lead }) => lead)),
  }))
  const emptyWeeksHidden = inReport.length < FEW_LEADS
  return {
    first,
    last,
    byWeek: emptyWeeksHidden ? byWeek.filter(({ leads }) => leads > 0) : byWeek,
    emptyWeeksHidden,
    total: { label: `All ${weeks.length} weeks`, ...outcomesOf(inReport) },
    bySource: groupBy(inReport, (lead) => sourceName(lead.attribution), rawSource),
    byCampaign: groupBy(inReport, campaignName, rawSource),
    byLine: groupBy(inReport, lineName),
    byLanguage: groupBy(inReport, (lead) => languageName(lead.language)),
  }
}
