import { useEffect, useState } from 'react'
import { useClient } from 'sanity'

import { type QueryWindow, REPORT_API_VERSION } from './leads-query'

export type WindowQueryState<T> = {
  /** The result of the last window that finished loading: kept on screen while another one loads. */
  data?: T
  /** Whether `data` is that of the window asked for. */
  current: boolean
  error?: string
}

/**
 * A query of the leads within a window ($start, $end), read once per window and again for each new `reload`
 * number. `tag` names the request in the Content Lake's logs.
 */
export function useWindowQuery<T>(
  query: string,
  { start, end }: QueryWindow,
  reload: number,
  tag: string,
): WindowQueryState<T> {
  const client = useClient({ apiVersion: REPORT_API_VERSION })
  const key = JSON.stringify([query, start, end, reload])
  const [loaded, setLoaded] = useState<{ key: string; data?: T; error?: string }>()

  useEffect(() => {
    const controller = new AbortController()
    client
      .fetch<T>(
        query,
        { start, end },
        // Leads are never drafted (they are edited live), so the published documents are all of them.
        { signal: controller.signal, perspective: 'published', tag },
      )
      .then(
        (data) => setLoaded({ key, data }),
        (error: Error) => {
          if (!controller.signal.aborted)
            setLoaded((previous) => ({ ...previous, key, error: error.message }))
        },
      )
    return () => controller.abort()
  }, [client, key, query, start, end, tag])

  return {
    data: loaded?.data,
    current: loaded?.key === key,
    error: loaded?.key === key ? loaded.error : undefined,
  }
}
