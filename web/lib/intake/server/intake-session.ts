import 'server-only'

import { getQuoteIntakes } from '../../content'
import type { Language } from '../../i18n'
import { intakePlan, type IntakePlan } from '../intake-plan'
import { closesAt } from '../intake-link'
import { startedProgress, type IntakeProgress } from '../intake-progress'
import type { IntakeLead } from './intake-store'
import { leadOfLink } from './link-lookup'

/** What a visitor's link leads to. */
export type IntakeSession =
  /**
   * No link, one that names no lead of ours (or the wrong secret), or one not looked up because its client
   * asked too often: nothing to show.
   */
  | { state: 'unknown' }
  /** A lead older than 30 days: the page explains and gives the phone number. */
  | { state: 'expired'; lead: IntakeLead }
  /** A lead whose coverage has no online quote. */
  | { state: 'none'; lead: IntakeLead }
  | { state: 'open'; lead: IntakeLead; plan: IntakePlan; progress: IntakeProgress }

/**
 * The lead behind a link, and its online quote in `language` (the language of the page asking, which may differ
 * from the lead's when the visitor switched). The link must carry the lead's own secret; `client` is the address
 * its lookup is counted against.
 */
export async function intakeSession(
  link: string | undefined,
  language: Language,
  now: Date,
  client: string,
): Promise<IntakeSession> {
  const lead = await leadOfLink(link, client)
  if (!lead) return { state: 'unknown' }
  if (now.getTime() >= closesAt(lead.submittedAt)) return { state: 'expired', lead }
  const plan = intakePlan(await getQuoteIntakes(lead.coverageType, language))
  if (!plan) return { state: 'none', lead }
  const progress = lead.intake ?? startedProgress(language, plan.steps.length, now.toISOString())
  return { state: 'open', lead, plan, progress }
}
