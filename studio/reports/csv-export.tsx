import { DownloadIcon } from '@sanity/icons'
import { useId } from 'react'

import { UTF8_BOM } from './csv'
import { type CalendarDate, formatDay, isCalendarDate } from './dallas-calendar'
import { downloadFile } from './download-file'
import { leadsCsv, leadsCsvFileName, leadsInRange } from './leads-csv'
import type { ReportLead } from './leads-query'
import { Button, Controls, Field, Note, Section, SectionTitle, Status } from './report-elements'

export type DayRange = { first: CalendarDate; last: CalendarDate }

export const isValidRange = ({ first, last }: DayRange) =>
  isCalendarDate(first) && isCalendarDate(last) && first <= last

function rangeStatus(range: DayRange, leads: readonly ReportLead[] | undefined, waiting: string) {
  if (!isCalendarDate(range.first) || !isCalendarDate(range.last)) return 'Choose the first and the last day.'
  if (range.first > range.last) return 'The first day is after the last one.'
  if (!leads) return waiting
  const days = `from ${formatDay(range.first)} to ${formatDay(range.last)}`
  if (leads.length === 0) return `No leads ${days}.`
  return `${leads.length === 1 ? '1 lead' : `${leads.length} leads`} ${days}.`
}

/** The leads of any range of days, with their attribution, as a CSV file for a spreadsheet. */
export function CsvExport({
  range,
  onRangeChange,
  leads,
  waiting,
}: {
  range: DayRange
  onRangeChange: (range: DayRange) => void
  /** The leads loaded for this range, or nothing while they load or when they could not be. */
  leads: readonly ReportLead[] | undefined
  /** What to say meanwhile. */
  waiting: string
}) {
  const titleId = useId()
  const inRange = leads && isValidRange(range) ? leadsInRange(leads, range.first, range.last) : undefined
  const download = () => {
    if (!inRange) return
    downloadFile(
      leadsCsvFileName(range.first, range.last),
      UTF8_BOM + leadsCsv(inRange),
      'text/csv;charset=utf-8',
    )
  }

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Export leads (CSV)</SectionTitle>
      <Note>
        One row per lead, newest first, with where it came from: the campaign parameters, the referrer and the
        landing page. Days are Dallas days; the first and the last are included.
      </Note>
      <Controls>
        <Field>
          From
          <input
            type="date"
            value={range.first}
            max={range.last || undefined}
            onChange={(event) => onRangeChange({ ...range, first: event.currentTarget.value })}
          />
        </Field>
        <Field>
          To
          <input
            type="date"
            value={range.last}
            min={range.first || undefined}
            onChange={(event) => onRangeChange({ ...range, last: event.currentTarget.value })}
          />
        </Field>
        <Button type="button" onClick={download} disabled={!inRange || inRange.length === 0}>
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
      </Controls>
      <Status role="status">{rangeStatus(range, inRange, waiting)}</Status>
    </Section>
  )
}
