import type { CSSProperties } from 'react'
import { TextWithTone } from 'sanity'

import { contactChoice } from '../schemas/documents/contact-choice'
import { COUNTS_QUERY, INBOX_LISTS, type InboxList } from './inbox-lists'
import { useLiveQuery } from './use-live-query'
import { paneRowStyle, usePaneLink } from './use-pane-link'

/** The register of people who asked not to be texted or called, listed after the inbox's own lists. */
export const REGISTER_ENTRY = { id: 'contactChoices', title: contactChoice.title! }

const ENTRY: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  minHeight: '2.75rem',
  padding: '0 0.75rem',
  fontSize: '0.9375rem',
}

function Count({ id, alarm, count }: { id: string; alarm: boolean; count: number | undefined }) {
  if (count === undefined) return null
  const tone = count > 0 && alarm ? 'critical' : count > 0 ? 'primary' : 'default'
  return (
    <TextWithTone tone={tone} size={1} weight="semibold" data-testid={`inbox-count-${id}`}>
      {count}
    </TextWithTone>
  )
}

/**
 * The Inbox's lists with, beside those that ask her to do something, how many they hold, kept current as requests
 * come in and move on.
 */
export function InboxPane({ childItemId }: { childItemId?: string }) {
  const ChildLink = usePaneLink()
  const { result } = useLiveQuery<Record<string, number>>(COUNTS_QUERY, {})
  const entries: (Pick<InboxList, 'id' | 'title'> & Partial<InboxList>)[] = [...INBOX_LISTS, REGISTER_ENTRY]
  return (
    <nav aria-label="Inbox" style={{ padding: '0.5rem' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' }}>
        {entries.map((entry) => (
          <li
            key={entry.id}
            style={
              entry.id === 'allRequests' || entry.id === REGISTER_ENTRY.id
                ? { marginTop: '0.75rem' }
                : undefined
            }
          >
            <ChildLink childId={entry.id} style={paneRowStyle(childItemId === entry.id, ENTRY)}>
              <span>{entry.title}</span>
              {entry.counted ? (
                <Count alarm={entry.counted === 'alarm'} id={entry.id} count={result?.[entry.id]} />
              ) : null}
            </ChildLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
