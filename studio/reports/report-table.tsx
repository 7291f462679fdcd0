import { formatDuration } from '../inbox/wait'
import type { ReportRow } from './lead-report'
import { Table, TableScroll } from './report-elements'

const COLUMNS = [
  'Leads',
  'Contacted',
  'Quoted',
  'Won',
  'Lost',
  'Won premium (a year)',
  'Median time to first contact',
]

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

function Row({ row, detail = false }: { row: ReportRow; detail?: boolean }) {
  const median = row.medianTimeToFirstContact
  return (
    <tr className={detail ? 'detail' : undefined}>
      <th scope="row">{row.label}</th>
      <td>{row.leads}</td>
      <td>{row.contacted}</td>
      <td>{row.quoted}</td>
      <td>{row.won}</td>
      <td>{row.lost}</td>
      <td>{dollars.format(row.wonPremium)}</td>
      <td>{median === undefined ? <span title="No lead answered yet">—</span> : formatDuration(median)}</td>
    </tr>
  )
}

/**
 * One dimension of the report (week, source, campaign, line or language), with the same columns each time. A row
 * with details (a source and the raw values it groups) is a group of its own, its details in smaller rows under it.
 */
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
        {rows.some(({ details }) => details) ? (
          rows.map((row) => (
            <tbody key={row.label}>
              <Row row={row} />
              {row.details?.map((detail) => (
                <Row key={detail.label} row={detail} detail />
              ))}
            </tbody>
          ))
        ) : (
          <tbody>
            {rows.map((row) => (
              <Row key={row.label} row={row} />
            ))}
          </tbody>
        )}
        {total && (
          <tfoot>
            <Row row={total} />
          </tfoot>
        )}
      </Table>
    </TableScroll>
  )
}
