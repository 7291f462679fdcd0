import Link from 'next/link'

import { getQuoteIntakeSettings } from '@/lib/content'
import { fillTemplate } from '@/lib/format'
import type { Language } from '@/lib/i18n'
import { INTAKE_PATHS } from '@/lib/intake/intake-link'
import { visitorIntake } from '@/lib/intake/server/visitor-session'

const frame = 'mx-auto mt-10 max-w-3xl rounded-2xl border-2 border-brand-700 bg-brand-50 p-6 text-left sm:p-8'

function Invitation({
  heading,
  text,
  button,
  language,
}: {
  heading: string
  text: string
  button: string
  language: Language
}) {
  return (
    <section aria-labelledby="finish-online" className={frame}>
      <h2 id="finish-online" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-lg text-slate-700">{text}</p>
      <p className="mt-5">
        <Link href={INTAKE_PATHS[language]} prefetch={false} className="button-primary gap-2 px-5 py-3">
          {button} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  )
}

/**
 * On the thank-you page, for a visitor whose request has an online quote: “Finish your quote online — about 5
 * minutes”, for the coverage they chose. Read from their cookie at request time; nothing for anyone else.
 */
export async function IntakeInvite({ language }: { language: Language }) {
  const [session, words] = await Promise.all([visitorIntake(language), getQuoteIntakeSettings(language)])
  if (session.state !== 'open' || session.progress.finishedAt) return null
  const minutes = session.plan.minutes
  return (
    <Invitation
      language={language}
      heading={fillTemplate(words.inviteHeading, { minutes })}
      text={fillTemplate(words.inviteText, { line: session.lead.coverageLabel })}
      button={words.inviteButton}
    />
  )
}

/**
 * What a browser without JavaScript shows in the invitation's place: the thank-you page's shell is prerendered and
 * the invitation streams in after it, which only a script can put in place. The link opens the online quote of
 * the request just sent, or says there is none.
 */
export async function IntakeInviteWithoutScript({ language }: { language: Language }) {
  const words = await getQuoteIntakeSettings(language)
  return (
    <noscript>
      <p className="mx-auto mt-10 max-w-3xl text-center">
        <Link href={INTAKE_PATHS[language]} prefetch={false} className="button-primary gap-2 px-5 py-3">
          {words.inviteButton} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </noscript>
  )
}
