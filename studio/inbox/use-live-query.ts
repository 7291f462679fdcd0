import { useEffect, useState } from 'react'
import { useClient } from 'sanity'

import { LISTED_TYPES } from './inbox-lists'

export const INBOX_API_VERSION = '2025-09-01'

// The due times move lists on by themselves (a new request falls into "Waiting too long"): read again each minute
// as well as at every change.
const REREAD_MS = 60_000

/**
 * A query of the inbox's documents, read when the pane opens and again whenever a request, a register or a ceiling
 * changes (the site's server, another Studio, this one), and each minute.
 */
export function useLiveQuery<Result>(query: string, params: Record<string, unknown>) {
  const client = useClient({ apiVersion: INBOX_API_VERSION })
  const [state, setState] = useState<{ result?: Result; failed?: boolean }>({})
  const [version, setVersion] = useState(0)
  const paramsKey = JSON.stringify(params)

  useEffect(() => {
    const controller = new AbortController()
    client
      .fetch<Result>(query, JSON.parse(paramsKey), { signal: controller.signal, tag: 'inbox' })
      .then((result) => setState({ result }))
      .catch((error: unknown) => {
        if ((error as { name?: string })?.name !== 'AbortError')
          setState((current) => ({ ...current, failed: true }))
      })
    return () => controller.abort()
  }, [client, query, paramsKey, version])

  useEffect(() => {
    const bump = () => setVersion((current) => current + 1)
    const subscription = client
      .listen(
        '*[_type in $types]',
        { types: LISTED_TYPES },
        { events: ['mutation'], includeResult: false, visibility: 'query' },
      )
      .subscribe({ next: bump, error: () => {} })
    const timer = setInterval(bump, REREAD_MS)
    return () => {
      subscription.unsubscribe()
      clearInterval(timer)
    }
  }, [client])

  return state
}
