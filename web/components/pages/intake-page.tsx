import type { Metadata } from 'next'

import { IntakeNotice, RequestFor } from '@/components/intake/intake-notice'
import { IntakeStepForm } from '@/components/intake/intake-step-form'
import { IntakeStepsNav } from '@/components/intake/intake-steps-nav'
import { getQuoteIntakeSettings, getSiteSettings } from '@/lib/content'
import { isoWithOffset } from '@/lib/format'
import { LANGUAGES, type Language } from '@/lib/i18n'
import { DONE_SEGMENTS, INTAKE_PATHS } from '@/lib/intake/intake-link'
import { requestForLine } from '@/lib/intake/intake-words'
import { visitorIntake } from '@/lib/intake/server/visitor-session'

import { PageFrame } from './page-frame'

/** The same page in each language: the visitor may switch midway, and their answers follow. */
const alternatesOf = (segment: (language: Language) => string | undefined) =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      const below = segment(language)
      return [language, below ? `${INTAKE_PATHS[language]}/${below}` : INTAKE_PATHS[language]]
    }),
  ) as Record<Language, string>

type OpenIntake = Extract<Awaited<ReturnType<typeof visitorIntake>>, { state: 'open' }>

/**
 * The step a page shows: the one its address names, else (the online quote's own address, a step that is gone)
 * the first still to answer; none once every step is answered, or on the page that says so.
 */
function shownStep({ plan, progress }: OpenIntake, language: Language, step?: string) {
  if (step === DONE_SEGMENTS[language]) return undefined
  return (
    plan.steps.find((candidate) => candidate.id === step) ??
    plan.steps.find((candidate) => !progress.stepsDone.includes(candidate.id))
  )
}

/** The title of a page of the online quote: its step's heading, or what the page says. Never indexed. */
export async function intakeMetadata(language: Language, step?: string): Promise<Metadata> {
  const [session, words] = await Promise.all([visitorIntake(language), getQuoteIntakeSettings(language)])
  const heading =
    session.state === 'open'
      ? (shownStep(session, language, step)?.title ?? words.doneHeading)
      : session.state === 'expired'
        ? words.expiredHeading
        : words.unknownHeading
  return { title: { absolute: heading }, robots: { index: false, follow: false } }
}

/**
 * A page of a lead's online quote, for the visitor whose link is in this browser's cookie: one step (`step` is its
 * id), the page that says it is done, or, at the online quote's own address, the first step still to answer. Drawn
 * per request and never stored: it shows the visitor's own answers.
 */
export async function IntakePage({ language, step }: { language: Language; step?: string }) {
  const [session, words, settings] = await Promise.all([
    visitorIntake(language),
    getQuoteIntakeSettings(language),
    getSiteSettings(language),
  ])
  const frame = (
    children: React.ReactNode,
    alternates: Record<Language, string> = alternatesOf(() => undefined),
  ) => (
    <PageFrame language={language} alternates={alternates} pageType="intake" backHome={false}>
      {children}
    </PageFrame>
  )
  if (session.state === 'expired') {
    return frame(
      <IntakeNotice heading={words.expiredHeading} text={words.expiredText} phone={settings.phone} />,
    )
  }
  if (session.state !== 'open') {
    return frame(
      <IntakeNotice heading={words.unknownHeading} text={words.unknownText} phone={settings.phone} />,
    )
  }

  const { plan, progress, lead } = session
  const current = shownStep(session, language, step)
  const requestFor = requestForLine(words, lead.fullName, lead.coverageLabel)
  const nav = (current?: string) => (
    <IntakeStepsNav
      language={language}
      steps={plan.steps}
      current={current}
      done={progress.stepsDone}
      label={words.progressLabel}
      stepOf={words.stepOf}
    />
  )
  if (!current) {
    return frame(
      <IntakeNotice heading={words.doneHeading} text={words.doneText} requestFor={requestFor}>
        {nav()}
      </IntakeNotice>,
      alternatesOf((other) => DONE_SEGMENTS[other]),
    )
  }
  const position = plan.steps.indexOf(current)
  const today = isoWithOffset(new Date()).slice(0, 10)
  return frame(
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{current.title}</h1>
      <RequestFor text={requestFor} />
      {nav(current.id)}
      {current.intro && <p className="mt-6 text-lg text-slate-700">{current.intro}</p>}
      <IntakeStepForm
        language={language}
        step={current}
        isFirst={position === 0}
        isLast={position === plan.steps.length - 1}
        progress={progress}
        words={words}
        today={today}
        given={{ fullName: lead.fullName, zipCode: lead.zipCode }}
      />
      <p className="mt-8 rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{words.privacyNote}</p>
    </div>,
    alternatesOf(() => current.id),
  )
}
