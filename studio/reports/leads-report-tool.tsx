import { RefreshIcon } from '@sanity/icons'
import { useState } from 'react'

import { CsvExport } from './csv-export'
import { type DayRange, isValidRange } from './day-range'
import { addDays, type CalendarDate, dallasDateOf, formatDay } from './dallas-calendar'
import { FEW_LEADS, leadReport, reportSpan } from './lead-report'
import { LEADS_QUERY, queryWindow, type ReportLead } from './leads-query'
import {
  Button,
  Note,
  PageTitle,
  ReportColumn,
  ReportPage,
  Section,
  Status,
  Toolbar,
} from './report-elements'
import { ReportTable } from './report-table'
import { useWindowQuery } from './use-window-query'

const today = () => dallasDateOf(new Date())!

const earlier = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b)
const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b)

/**
 * The marketer's report: leads of the last 12 weeks by week, source, campaign, line and language, and an export of
 * any range of days. It only reads; the office manager works the leads themselves in the desk.
 */
export function LeadsReportTool() {
  const [day, setDay] = useState(today)
  const [range, setRange] = useState<DayRange>(() => ({ first: addDays(day, -29), last: day }))
  const [reload, setReload] = useState(0)

  // One query serves both the report and the export: from the earlier of their first days to the later of
  // their last, so changing the export's days reads the leads again.
  const span = reportSpan(day)
  const exported = isValidRange(range) ? range : span
  const window = queryWindow(earlier(span.first, exported.first), later(span.last, exported.last))
  const {
    data: leads,
    current,
    error,
  } = useWindowQuery<ReportLead[]>(LEADS_QUERY, window, reload, 'leads-report')
  const report = leads && leadReport(leads, day)

  const refresh = () => {
    setDay(today())
    setReload((count) => count + 1)
  }

  return (
    <ReportPage>
      <ReportColumn>
        <Section>
          <PageTitle>Leads report</PageTitle>
          <Note>
            The quote requests of the last 12 weeks, {formatDay(span.first)} to {formatDay(span.last)} (weeks
            run Monday to Sunday, Dallas time), and how far each one got. Contacted: someone answered. Quoted:
            quoted or won. Lost: marked Lost. Won premium: the yearly premiums entered on won leads.
          </Note>
          <Note>
            Source is where the visitor came from. The smaller lines under each source show what the ad link
            or the sending website told the site (such as “google / cpc”: the link’s utm_source and
            utm_medium), for whoever manages the ads.
          </Note>
          <Toolbar>
            <Button type="button" onClick={refresh} disabled={!current}>
              <RefreshIcon aria-hidden />
              Refresh
            </Button>
            <Status role="status">
              {error ? `The leads could not be loaded: ${error}` : leads ? '' : 'Loading the leads…'}
            </Status>
          </Toolbar>
        </Section>

        {report && !error && report.total.leads === 0 && <Note>No leads in the last 12 weeks.</Note>}
        {report && !error && report.total.leads > 0 && (
          <Section aria-label="Last 12 weeks">
            {report.emptyWeeksHidden && (
              <Note>
                Fewer than {FEW_LEADS} leads in these 12 weeks, so only the weeks that had leads are listed.
              </Note>
            )}
            <ReportTable caption="Leads by week" dimension="Week" rows={report.byWeek} total={report.total} />
            <ReportTable caption="Leads by source" dimension="Source" rows={report.bySource} />
            <ReportTable caption="Leads by campaign" dimension="Source — campaign" rows={report.byCampaign} />
            <ReportTable caption="Leads by insurance line" dimension="Insurance line" rows={report.byLine} />
            <ReportTable caption="Leads by language" dimension="Language" rows={report.byLanguage} />
          </Section>
        )}

        <CsvExport
          range={range}
          onRangeChange={setRange}
          leads={current && !error ? leads : undefined}
          // Said once: the first time, the status above says the leads are loading.
          waiting={error ? 'No leads to export until they load.' : leads ? 'Loading the leads…' : ''}
        />
      </ReportColumn>
    </ReportPage>
  )
}
