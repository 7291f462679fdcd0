import type { Metadata } from 'next'

import { CallTimePanel } from '@/components/call-time/call-time-panel'
import { CALL_TIME_PATHS, isCallTimeProblem } from '@/lib/call-time/call-time-link'
import { callTimeView } from '@/lib/call-time/server/call-time-view'
import { visitorLead } from '@/lib/call-time/server/visitor-lead'
import { getCallTimeContent } from '@/lib/content'
import type { Language } from '@/lib/i18n'

import { PageFrame } from './page-frame'

/** Its title is its heading; never indexed. */
export async function callTimeMetadata(language: Language): Promise<Metadata> {
  const { words } = await getCallTimeContent(language)
  return { title: { absolute: words.heading }, robots: { index: false, follow: false } }
}

/**
 * “When should we call you?” for the visitor whose link is in this browser's cookie: the time booked and the times
 * to choose from, drawn per request and never stored, so it works without JavaScript. `problem` is why the last
 * choice was not kept (the address the form's answer sends the visitor to says it).
 */
export async function CallTimePage({ language, problem }: { language: Language; problem?: string }) {
  const view = await callTimeView(
    await visitorLead(),
    language,
    new Date(),
    isCallTimeProblem(problem) ? problem : undefined,
  )
  return (
    <PageFrame language={language} alternates={CALL_TIME_PATHS} pageType="thank-you" backHome={false}>
      <CallTimePanel view={view} headingLevel={1} />
    </PageFrame>
  )
}
