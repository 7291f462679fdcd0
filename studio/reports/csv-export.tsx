import { DownloadIcon } from '@sanity/icons'
import { useId } from 'react'

import { UTF8_BOM } from './csv'
import { type DayRange, DayRangeFields, isValidRange, rangeProblem, rangeText } from './day-range'
import { downloadFile } from './download-file'
import { leadsCsv, leadsCsvFileName, leadsInRange } from './leads-csv'
import type { ReportLead } from './leads-query'
import { Button, Controls, Note, Section, SectionTitle, Status } from './report-elements'

function rangeStatus(range: DayRange, leads: readonly ReportLead[] | undefined, waiting: string) {
  const problem = rangeProblem(range)
  if (problem) return problem
  if (!leads) return waiting
  if (leads.length === 0) return `No leads ${rangeText(range)}.`
  return `${leads.length === 1 ? '1 lead' : `${leads.length} leads`} ${rangeText(range)}.`
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
        <DayRangeFields range={range} onRangeChange={onRangeChange} />
        <Button type="button" onClick={download} disabled={!inRange || inRange.length === 0}>
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
      </Controls>
      <Status role="status">{rangeStatus(range, inRange, waiting)}</Status>
    </Section>
  )
}
