import { RefreshIcon } from '@sanity/icons'
import { useState } from 'react'

import { CsvExport } from './csv-export'
import { type DayRange, isValidRange } from './day-range'
import { addDays, type CalendarDate, dallasDateOf, formatDay } from './dallas-calendar'
import { leadReport, reportSpan } from './lead-report'
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
 * The marketer's report: leads of the last 12 weeks by week, source, line and language, and an export of any
 * range of days. It only reads; the office manager works the leads themselves in the desk.
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
            Leads of the last 12 weeks, Monday to Sunday on Dallas time, from {formatDay(span.first)} to{' '}
            {formatDay(span.last)}. Contacted: someone answered (the stage left New). Quoted: quoted or won.
            Won premium: the annual premiums entered on the won leads. Source: the campaign in the link the
            visitor came by (utm_source / utm_medium), else the site that sent them, else direct; campaign:
            the link's utm_campaign.
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
