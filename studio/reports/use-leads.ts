import { useEffect, useState } from 'react'
import { useClient } from 'sanity'

import { LEADS_QUERY, type QueryWindow, REPORT_API_VERSION, type ReportLead } from './leads-query'

export type LeadsState = {
  /** The leads of the last window that finished loading: kept on screen while another one loads. */
  leads?: ReportLead[]
  /** Whether `leads` are those of the window asked for. */
  current: boolean
  error?: string
}

/** The kept leads sent within a window, read once per window and again for each new `reload` number. */
export function useLeads({ start, end }: QueryWindow, reload: number): LeadsState {
  const client = useClient({ apiVersion: REPORT_API_VERSION })
  const key = JSON.stringify([start, end, reload])
  const [loaded, setLoaded] = useState<{ key: string; leads?: ReportLead[]; error?: string }>()

  useEffect(() => {
    const controller = new AbortController()
    client
      .fetch<ReportLead[]>(
        LEADS_QUERY,
        { start, end },
        // Leads are never drafted (they are edited live), so the published documents are all of them.
        { signal: controller.signal, perspective: 'published', tag: 'leads-report' },
      )
      .then(
        (leads) => setLoaded({ key, leads }),
        (error: Error) => {
          if (!controller.signal.aborted)
            setLoaded((previous) => ({ ...previous, key, error: error.message }))
        },
      )
    return () => controller.abort()
  }, [client, key, start, end])

  return {
    leads: loaded?.leads,
    current: loaded?.key === key,
    error: loaded?.key === key ? loaded.error : undefined,
  }
}
