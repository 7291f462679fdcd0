'use client'

import { lazy, Suspense } from 'react'

import { useVisitorAnswer } from '@/components/ui/use-visitor-answer'
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
  const view = useVisitorAnswer<CallTimeView>(`${CALL_TIME_VIEW_ENDPOINT}?language=${language}`)
  if (!view) return null
  return (
    <div className="mt-10">
      <Suspense fallback={null}>
        <CallTimePanel view={view} />
      </Suspense>
    </div>
  )
}
