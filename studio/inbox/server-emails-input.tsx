import { type ArrayOfObjectsInputProps, TextWithTone, useFormValue } from 'sanity'

import { serverEmailLine, type StoredServerEmail } from './server-emails'
import { useNow } from './use-now'

// Often enough that “tries again at 10:20 AM” turns into “any moment now” while the record is open.
const TICK = 30_000

/** One plain line per email in place of the array's items: whether the agency's inbox got it, and what to do. */
export function ServerEmailsInput({ value }: ArrayOfObjectsInputProps) {
  const now = useNow(TICK)
  const recordType = useFormValue(['_type'])
  const emails = (value ?? []) as (StoredServerEmail & { _key: string })[]
  return (
    <div data-testid="server-emails" style={{ display: 'grid', gap: '0.75rem' }}>
      {emails.map((email) => {
        const line = serverEmailLine(email, now, typeof recordType === 'string' ? recordType : undefined)
        return (
          <TextWithTone key={email._key} tone={line.tone} size={1} data-testid="server-email">
            {line.text}
          </TextWithTone>
        )
      })}
    </div>
  )
}
