import { formatDuration } from '../inbox/wait'
import type { ReportRow } from './lead-report'
import { Table, TableScroll } from './report-elements'

const COLUMNS = [
  'Leads',
  'Contacted',
  'Quoted',
  'Won',
  'Won premium (a year)',
  'Median time to first contact',
]

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

function Row({ row }: { row: ReportRow }) {
  const median = row.medianTimeToFirstContact
  return (
    <tr>
      <th scope="row">{row.label}</th>
      <td>{row.leads}</td>
      <td>{row.contacted}</td>
      <td>{row.quoted}</td>
      <td>{row.won}</td>
      <td>{dollars.format(row.wonPremium)}</td>
      <td>{median === undefined ? <span title="No lead answered yet">—</span> : formatDuration(median)}</td>
    </tr>
  )
}

/** One dimension of the report (week, source, campaign, line or language), with the same columns each time. */
export function ReportTable({
  caption,
  dimension,
  rows,
  total,
}: {
  caption: string
  dimension: string
  rows: readonly ReportRow[]
  total?: ReportRow
}) {
  return (
    <TableScroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {[dimension, ...COLUMNS].map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </tbody>
        {total && (
          <tfoot>
            <Row row={total} />
          </tfoot>
        )}
      </Table>
    </TableScroll>
  )
}
