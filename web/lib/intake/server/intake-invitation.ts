import 'server-only'

import { getQuoteIntakeSettings } from '../../content'
import { fillTemplate } from '../../format'
import type { Language } from '../../i18n'
import { INTAKE_PATHS } from '../intake-link'
import { intakeSession } from './intake-session'

/** What the thank-you page's invitation says, in the visitor's language. */
export type IntakeInvitation = { heading: string; text: string; button: string; href: string }

/**
 * The invitation to the online quote for the visitor holding `link`: “Finish your quote online — about 5 minutes”
 * for the coverage they chose, or null when their link opens no online quote still to finish (or they hold none).
 */
export async function intakeInvitation(
  link: string | undefined,
  language: Language,
  client: string,
  now = new Date(),
): Promise<IntakeInvitation | null> {
  const session = await intakeSession(link, language, now, client)
  if (session.state !== 'open' || session.progress.finishedAt) return null
  const words = await getQuoteIntakeSettings(language)
  return {
    heading: fillTemplate(words.inviteHeading, { minutes: session.plan.minutes }),
    text: fillTemplate(words.inviteText, { line: session.lead.coverageLabel }),
    button: words.inviteButton,
    href: INTAKE_PATHS[language],
  }
}
