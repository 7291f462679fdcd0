import { sendGTMEvent } from '@next/third-parties/google'
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

/** The kinds of page marketers compare: the `data-page-type` of the page's `<main>`, set on the server. */
export type PageType =
  | 'home'
  | 'landing'
  | 'legal'
  | 'thank-you'
  | 'intake'
  | 'service'
  | 'guides'
  | 'guide'
  | 'not-found'
  | 'error'
  | 'tool'

/** The data-layer event of one metric: `web_vitals`, next to `generate_lead` for the tag manager. */
function webVitalsEvent(metric: Metric, pageType: string) {
  // Whole milliseconds, except CLS, which is a unitless score.
  const round = (value: number) =>
    metric.name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value)
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: round(metric.value),
    metric_delta: round(metric.delta),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
    page_type: pageType,
  }
}

/**
 * Reports the Core Web Vitals (LCP, INP, CLS) and FCP and TTFB of this visit, each once it is final (most when the
 * page is hidden). web-vitals reads the browser's buffered performance entries, so loading it late loses nothing.
 */
export function reportWebVitals() {
  // The metrics are those of the page the visitor first loaded (client navigations are not measured), so its type
  // is read now, not when a metric is reported after the visitor may have moved on.
  const pageType = document.querySelector('main')?.dataset.pageType ?? 'unknown'
  const report = (metric: Metric) => {
    try {
      sendGTMEvent(webVitalsEvent(metric, pageType))
    } catch {
      // Measuring must never break the page it measures (a script may have replaced the data layer).
    }
  }
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report)
}
