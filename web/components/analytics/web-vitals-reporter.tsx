'use client'

import { useEffect } from 'react'

/**
 * Loads the web-vitals reporter once the page has loaded and the browser is idle: its code is a separate chunk
 * that never competes with the page's own first load.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    // Best effort: a chunk that fails to load costs the visitor nothing.
    const report = () =>
      void import('@/lib/analytics/web-vitals')
        .then(({ reportWebVitals }) => reportWebVitals())
        .catch(() => {})
    // Safari has no requestIdleCallback; a task after load is the next best moment there.
    const whenIdle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(report, { timeout: 5000 }) : setTimeout(report, 0)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  }, [])
  return null
}
