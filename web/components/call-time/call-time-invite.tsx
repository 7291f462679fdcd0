'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { CALL_TIME_VIEW_ENDPOINT } from '@/lib/call-time/call-time-link'
import type { CallTimeView } from '@/lib/call-time/server/call-time-view'
import type { Language } from '@/lib/i18n'

// Drawn only for a visitor with a request of theirs: everyone else never loads it.
const CallTimePanel = lazy(() =>
  import('./call-time-panel').then(({ CallTimePanel }) => ({ default: CallTimePanel })),
)

/**
 * On the thank-you page, for the visitor who just sent a quote request: “When should we call you?”, with the times
 * to choose from. The page itself is the same for everyone (prerendered); once it has painted, this asks the
 * server about this visitor's link, and shows nothing for anyone else. Last in the column, so what it adds pushes
 * down only the footer.
 */
export function CallTimeInvite({ language }: { language: Language }) {
  const [view, setView] = useState<CallTimeView | null>(null)
  useEffect(() => {
    const asking = new AbortController()
    fetch(`${CALL_TIME_VIEW_ENDPOINT}?language=${language}`, { cache: 'no-store', signal: asking.signal })
      .then(async (response) => (response.status === 200 ? setView(await response.json()) : undefined))
      // Without an answer there is nothing to choose here: the link below still leads to the page that has it.
      .catch(() => {})
    return () => asking.abort()
  }, [language])
  if (!view) return null
  return (
    <div className="mt-10">
      <Suspense fallback={null}>
        <CallTimePanel view={view} />
      </Suspense>
    </div>
  )
}
