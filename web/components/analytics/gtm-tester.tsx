'use client'

import { sendGTMEvent } from '@next/third-parties/google'
import { useEffect, useState } from 'react'

import { leadEvent } from '@/lib/analytics/analytics'
import type { GtmTestPageQueryResult } from '@/sanity.types'

type Labels = Omit<NonNullable<GtmTestPageQueryResult>, 'title' | 'intro'>

type Status = { dataLayer: boolean; tagManager: boolean }

const SAMPLE_LEAD = { coverageType: 'Home Insurance', zipCode: '75201', contactPreference: '' }

// Shaped like a real lead's event, so a tag can be tried on it, and marked, so a trigger can leave it out.
const SAMPLE_LEAD_EVENT = { ...leadEvent(SAMPLE_LEAD, 'en', 'gtm-test'), is_test: true }

const read = (): Status => ({
  dataLayer: Array.isArray(window.dataLayer),
  // The container defines google_tag_manager when its script has actually run, not merely been requested.
  tagManager: Boolean(window.google_tag_manager),
})

/** Buttons that push test events, and a live view of whether the data layer and the container are there. */
export function GtmTester({ labels }: { labels: Labels }) {
  const [status, setStatus] = useState<Status | null>(null)

  useEffect(() => {
    const update = () => setStatus(read())
    update()
    const timer = window.setInterval(update, 500)
    return () => window.clearInterval(timer)
  }, [])

  const push = (event: Record<string, unknown>) => {
    sendGTMEvent(event)
    setStatus(read())
  }

  const state = (loaded: boolean | undefined) =>
    loaded === undefined ? '…' : loaded ? labels.loadedLabel : labels.notLoadedLabel

  return (
    <div className="mt-8 max-w-2xl space-y-8">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="button-primary px-5 py-3"
          onClick={() => push({ event: 'test_event', event_category: 'gtm_test', event_label: 'manual' })}
        >
          {labels.testEventLabel}
        </button>
        <button type="button" className="button-secondary px-5 py-3" onClick={() => push(SAMPLE_LEAD_EVENT)}>
          {labels.leadEventLabel}
        </button>
      </div>
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl border border-slate-200 p-6"
        aria-live="polite"
      >
        <dt className="font-semibold">{labels.dataLayerLabel}</dt>
        <dd data-testid="data-layer-status">{state(status?.dataLayer)}</dd>
        <dt className="font-semibold">{labels.tagManagerLabel}</dt>
        <dd data-testid="tag-manager-status">{state(status?.tagManager)}</dd>
      </dl>
    </div>
  )
}
