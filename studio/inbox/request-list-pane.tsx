import { type CSSProperties, useState } from 'react'
import { Preview, TextWithTone, useSchema } from 'sanity'

import { requestTypeTitle } from '../schemas/documents/service-request'
import { type InboxList, inboxFilter, LEAD_TYPE, SERVICE_REQUEST_TYPE } from './inbox-lists'
import { type RowFactKind, requestRowFacts, type RequestRowValues } from './request-row'
import { LEAD_STAGES, SERVICE_REQUEST_STAGES } from './stages'
import { useLiveQuery } from './use-live-query'
import { paneRowStyle, usePaneLink } from './use-pane-link'
import { startOfDallasDay } from '../reports/dallas-calendar'
import { useNow } from './use-now'

type Row = RequestRowValues & {
  _id: string
  _type: string
  fullName?: string
  coverageType?: string
  requestType?: string
}

const PAGE = 100

const rowsQuery = (list: InboxList) => `{
  "rows": *[${inboxFilter(list)}] | order(${list.order}) [0...$limit] {
    _id, _type, fullName, coverageType, requestType, stage, language, submittedAt, answerBy, callAt, firstResponseAt,
    possibleDuplicateOf, "quoteReady": intake.quoteReady,
    "webhookEvents": webhookEvents[status == "failed"]{_key, status},
    "serverEmails": serverEmails[status == "failed"]{status}
  },
  "total": count(*[${inboxFilter(list)}])
}`

// The row's wait turns from "Waiting 14 min" to "Waiting too long" while the list is open.
const TICK = 30_000

const ROW: CSSProperties = { display: 'grid', gap: '0.5rem', padding: '0.75rem' }

const note: CSSProperties = { margin: 0, padding: '1rem 0.75rem', color: 'var(--card-muted-fg-color)' }

function askedFor(row: Row) {
  if (row._type === LEAD_TYPE) return row.coverageType
  return requestTypeTitle(row.requestType)
}

// The row's facts by line, each wrapping on its own: when (the stage, the wait), what was asked for and in which
// language, then each mark that needs a look.
function RequestRowContent({ row, list, now }: { row: Row; list: InboxList; now: Date }) {
  const stages = row._type === LEAD_TYPE ? LEAD_STAGES : SERVICE_REQUEST_STAGES
  const facts = requestRowFacts(stages, askedFor(row), row, { showStage: list.showStage, now })
  const line = (kind: RowFactKind) => facts.filter((fact) => fact.kind === kind)
  const lines = [line('when'), line('what'), ...line('mark').map((mark) => [mark])].filter(
    (facts) => facts.length,
  )
  return (
    <>
      <span style={{ fontSize: '0.9375rem', fontWeight: 600 }}>{row.fullName || 'No name given'}</span>
      {lines.map((facts) => {
        const tone = facts.find((fact) => fact.tone !== 'default')?.tone ?? 'default'
        return (
          <TextWithTone
            key={facts[0]!.text}
            tone={tone}
            size={1}
            weight={tone === 'default' ? 'regular' : 'semibold'}
          >
            {facts.map((fact) => fact.text).join(' · ')}
          </TextWithTone>
        )
      })}
    </>
  )
}

/**
 * One of the inbox's lists, drawn row by row so that each row says in full what she acts on, without the
 * published/draft dot a document list puts on every row (requests are saved as she works them, never published).
 */
export function RequestListPane({
  options,
  childItemId,
}: {
  options?: Record<string, unknown>
  childItemId?: string
}) {
  const list = options?.list as InboxList
  const [limit, setLimit] = useState(PAGE)
  const now = useNow(TICK)
  const { result, failed } = useLiveQuery<{ rows: Row[]; total: number }>(rowsQuery(list), {
    types: list.types,
    limit,
    todayStarts: startOfDallasDay(now).toISOString(),
  })
  const schema = useSchema()
  const ChildLink = usePaneLink()

  if (!result)
    return (
      <p style={note}>{failed ? 'The list could not be read. Reload to try again.' : 'Reading the list…'}</p>
    )
  if (!result.rows.length)
    return (
      <p style={note} data-testid="inbox-empty">
        {list.empty}
      </p>
    )
  return (
    <div style={{ display: 'grid', gap: '0.25rem', padding: '0.5rem' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }}>
        {result.rows.map((row) => {
          const isRequest = row._type === LEAD_TYPE || row._type === SERVICE_REQUEST_TYPE
          const schemaType = schema.get(row._type)
          return (
            <li key={row._id}>
              <ChildLink
                childId={row._id}
                style={paneRowStyle(childItemId === row._id, ROW)}
                data-testid="inbox-row"
              >
                {isRequest || !schemaType ? (
                  <RequestRowContent row={row} list={list} now={now} />
                ) : (
                  <Preview
                    schemaType={schemaType}
                    value={{ _id: row._id, _type: row._type }}
                    layout="default"
                  />
                )}
              </ChildLink>
            </li>
          )
        })}
      </ul>
      {result.total > result.rows.length ? (
        <button
          type="button"
          style={{ justifySelf: 'start', minHeight: '2.5rem', margin: '0.5rem 0.75rem', padding: '0 1rem' }}
          onClick={() => setLimit((current) => current + PAGE)}
        >
          Show {Math.min(PAGE, result.total - result.rows.length)} more of {result.total}
        </button>
      ) : null}
    </div>
  )
}
