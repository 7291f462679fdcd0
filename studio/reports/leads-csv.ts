import { choicesInForce } from '../../web/lib/contact-choices/contact-choices'
import { adDataCell } from '../inbox/ad-data'
import { registerEntries } from '../inbox/contact-choices'
import { LEAD_STAGES, stageTitle } from '../inbox/stages'
import { toCsv } from './csv'
import { type CalendarDate, dallasDateOf, formatDallasDateTime } from './dallas-calendar'
import { minutesToFirstResponse, soldPremium } from './lead-outcomes'
import { languageName } from './lead-report'
import { given, leadSource } from './lead-source'
import type { AttributionField } from '../schemas/stored-requests'
import { CAMPAIGN_PARAMS, type ReportLead } from './leads-query'
import { sourceName } from './source-name'

// Empty where the site wrote "Not provided": a blank cell is what a spreadsheet filters and counts as missing.
const text = (value: unknown) => given(value) ?? ''
const attribution = (name: AttributionField) => (lead: ReportLead) => text(lead.attribution?.[name])

const choicesOf = (lead: ReportLead) =>
  choicesInForce(
    registerEntries({ documents: lead.contactChoices ?? [], earlier: lead.earlierOptOuts ?? [] }),
  )

type Column = readonly [header: string, value: (lead: ReportLead) => string]

/** The columns of the export, each with how a lead fills it; campaign parameters keep their names in links. */
export const LEADS_CSV_COLUMNS: readonly Column[] = [
  ['Submitted at (Dallas time)', (lead) => formatDallasDateTime(lead.submittedAt)],
  ['Name', (lead) => text(lead.fullName)],
  ['Phone', (lead) => text(lead.phoneNumber)],
  ['Email', (lead) => text(lead.email)],
  ['ZIP', (lead) => text(lead.zipCode)],
  ['Line', (lead) => text(lead.coverageType)],
  ['Language', (lead) => languageName(lead.language)],
  ['Stage', (lead) => stageTitle(LEAD_STAGES, lead.stage)],
  ['Owner', (lead) => text(lead.ownerName)],
  ['First response at (Dallas time)', (lead) => formatDallasDateTime(lead.firstResponseAt)],
  ['Minutes to first response', (lead) => String(minutesToFirstResponse(lead) ?? '')],
  ['Won at (Dallas time)', (lead) => formatDallasDateTime(lead.wonAt)],
  // A plain number (1840.5), which every spreadsheet reads as one.
  ['Annual premium (USD)', (lead) => String(soldPremium(lead) ?? '')],
  // The report's name beside the raw source, so a spreadsheet can group as the report does.
  ['Source (as in the report)', (lead) => sourceName(lead.attribution)],
  ['Source', (lead) => leadSource(lead.attribution)],
  ['Landing page', attribution('landingPage')],
  ['Referrer', attribution('referrer')],
  ...CAMPAIGN_PARAMS.map((name): Column => [name, attribution(name)]),
  ['Page', (lead) => text(lead.pageUrl)],
  ['Consent version', (lead) => text(lead.consentVersion)],
  // What the register holds now for the lead's phone and email, on whichever of their requests it was recorded.
  ['Opted out of texts', (lead) => formatDallasDateTime(choicesOf(lead).texts?.at)],
  ['Do not call', (lead) => formatDallasDateTime(choicesOf(lead).calls?.at)],
  ['Ad data', (lead) => adDataCell(lead.adData)],
]

const instant = (lead: ReportLead) => new Date(lead.submittedAt ?? '').getTime()

/** The leads sent from the first to the last day (Dallas days, both included), newest first. */
export function leadsInRange(leads: readonly ReportLead[], first: CalendarDate, last: CalendarDate) {
  return leads
    .filter((lead) => {
      const date = dallasDateOf(lead.submittedAt)
      return date !== undefined && date >= first && date <= last
    })
    .sort((a, b) => instant(b) - instant(a))
}

/** One row per lead, in the order given, under a header row. */
export const leadsCsv = (leads: readonly ReportLead[]) =>
  toCsv([
    LEADS_CSV_COLUMNS.map(([header]) => header),
    ...leads.map((lead) => LEADS_CSV_COLUMNS.map(([, value]) => value(lead))),
  ])

export const leadsCsvFileName = (first: CalendarDate, last: CalendarDate) => `leads-${first}-to-${last}.csv`
