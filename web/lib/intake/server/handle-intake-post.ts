import 'server-only'

import type { NextRequest } from 'next/server'

import type { CrmEvent } from '../../database/crm-event-row'
import type { CrmWebhook } from '../../crm-webhook/crm-webhook'
import { getQuoteForm, getQuoteIntakeSettings, getSiteSettings } from '../../content'
import type { Kept } from '../../delivery/request-record'
import { FORM, mediaType, readSubmission, refusal, type ClientLimit } from '../../http/form-post'
import { couldNotKeepPage } from '../../delivery/server/could-not-keep-page'
import { invalidRequestPage } from '../../delivery/server/invalid-request-page'
import { isoWithOffset } from '../../format'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n'
import { describeFailure } from '../../log/describe-failure'
import { log } from '../../log/logger.mjs'
import { donePath, INTAKE_COOKIE, INTAKE_PATHS, stepPath } from '../intake-link'
import {
  intakeBytes,
  MAX_INTAKE_BYTES,
  MAX_SAVES,
  saveStep,
  type Destination,
  type IntakeProgress,
  type StepAction,
} from '../intake-progress'
import type { IntakeCeiling } from './intake-ceiling'
import { intakeSession } from './intake-session'
import { intakeStore, type IntakeLead } from './intake-store'
import { newServerEmail, type ServerEmail } from '../../outbox/server-email'
import type { ServerEmails } from '../../outbox/server-emails'

/** A step of many drivers, every answer at its longest, fits with room to spare. */
export const INTAKE_BODY_MAX_BYTES = 64 * 1024

/** Saves of the same online quote at the same moment are rare; this many in a row means something is wrong. */
const SAVE_ATTEMPTS = 5

export type IntakePostOptions = ClientLimit & {
  /** The site's daily ceiling on what online quotes add to what is kept. */
  ceiling: IntakeCeiling
  /** The CRM hand-over, when one is configured: a finished online quote is sent as `lead.intake_completed`. */
  crm: Pick<CrmWebhook, 'intakeEvent' | 'handOff'> | null
  /**
   * The agency's email of a finished online quote, when the server can send email: kept with the save that finishes
   * it, then sent (and retried until sent).
   */
  emails: Pick<ServerEmails, 'handOff'> | null
  afterResponse: (task: () => Promise<void>) => void
  now?: () => Date
}

/** The button the visitor pressed: `next`, `back`, `add`, or `remove-2` for the third driver's. */
function actionOf(value: string): StepAction {
  if (value === 'back' || value === 'add') return { kind: value }
  const remove = /^remove-(\d{1,2})$/.exec(value)
  return remove ? { kind: 'remove', item: Number(remove[1]) } : { kind: 'next' }
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } })

/** Where a save sends the visitor: the next step, back to this one at its messages or its new item, or the end. */
function locationOf(language: Language, destination: Destination, progress: IntakeProgress, step: string) {
  if (destination === 'done') return donePath(language)
  const anchor =
    destination.step === step && progress.problems.some((problem) => problem.step === step)
      ? '#problems'
      : destination.item !== undefined
        ? `#item-${destination.item + 1}`
        : ''
  return `${stepPath(language, destination.step)}${anchor}`
}

/**
 * What the visitor sees when their step could not be kept: the Content Lake or the disk failing (the form's own
 * "could not send" line, 503), or their online quote at a limit (it can take no more changes, 422). Either way the
 * office's number, and the way back to the step, where the browser still has what they typed.
 */
async function couldNotSave(
  language: Language,
  formPath: string,
  why: 'failed' | 'limit' = 'failed',
): Promise<Response> {
  if (why === 'failed')
    return couldNotKeepPage(language, (await getQuoteForm(language)).deliveryError, formPath)
  const [words, settings] = await Promise.all([getQuoteIntakeSettings(language), getSiteSettings(language)])
  return invalidRequestPage({
    invalid: [],
    language,
    summary: `${words.limitError} ${settings.phone}`,
    messages: {},
    formPath,
    status: 422,
  })
}

/**
 * The agency hears of a finished online quote by email and through its CRM, after the visitor has their page; both
 * were kept with the save, so a send that fails (or a server that stops first) leaves them to be tried again.
 */
function afterFinishing(
  lead: IntakeLead,
  intake: IntakeProgress,
  { event, email }: { event?: CrmEvent; email?: ServerEmail },
  options: IntakePostOptions,
) {
  const { crm, emails, afterResponse } = options
  log.info(`Online quote ${lead.id} finished${intake.quoteReady ? ', quote-ready' : ''}`)
  if (crm && event) {
    const record = {
      _id: lead.id,
      _type: 'lead',
      coverageType: lead.coverageType,
      stage: lead.stage,
      intake,
      webhookEvents: [event],
    }
    afterResponse(() => crm.handOff(record as unknown as Kept))
  }
  if (emails && email)
    afterResponse(() =>
      emails.handOff(lead.id, [email]).catch((error: unknown) => {
        log.warn(
          `Online quote ${lead.id}: the agency's email could not be started (${describeFailure(error)}); the next sweep sends it`,
        )
      }),
    )
}

/**
 * Where each step of the online quote is posted, by the browser itself (every step is a plain form, with or
 * without JavaScript): the answers are kept on the lead, right or wrong, and the visitor is sent on (303) to the
 * step their button asked for, or back to this one with its messages. Only from this site's pages, only with the
 * lead's own link in its cookie.
 */
export async function handleIntakePost(request: NextRequest, options: IntakePostOptions): Promise<Response> {
  const refused = await refusal(request, mediaType(request), [FORM], options)
  if (refused) return refused
  const raw = await readSubmission(request, FORM, INTAKE_BODY_MAX_BYTES)
  if (raw instanceof Response) return raw
  const field = (name: string) => (typeof raw[name] === 'string' ? raw[name] : '')
  const language = isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE
  const now = options.now?.() ?? new Date()
  const action = actionOf(field('action'))
  const client = options.clientAddress(request.headers)
  // A save is made from the online quote as read; when another save (a second click, another tab) changed it
  // first, it is read again and the step applied to what is there now.
  for (let attempt = 1; ; attempt++) {
    const session = await intakeSession(request.cookies.get(INTAKE_COOKIE)?.value, language, now, client)
    // No link, an expired one, a step that is gone: the online quote's own page says what to do.
    if (session.state !== 'open') return seeOther(INTAKE_PATHS[language])
    const step = session.plan.steps.find((candidate) => candidate.id === field('step'))
    if (!step) return seeOther(INTAKE_PATHS[language])
    const { lead } = session
    if (session.progress.saves >= MAX_SAVES) {
      log.warn(`Online quote ${lead.id}: not saved, ${MAX_SAVES} saves reached`)
      return couldNotSave(language, stepPath(language, step.id), 'limit')
    }
    const { progress, destination } = saveStep(
      { ...session.progress, language },
      session.plan,
      step,
      action,
      field,
      { now: now.toISOString(), today: isoWithOffset(now).slice(0, 10) },
    )
    const bytes = intakeBytes(progress)
    if (bytes > MAX_INTAKE_BYTES) {
      log.warn(`Online quote ${lead.id}: step ${step.id} not saved, over ${MAX_INTAKE_BYTES / 1024} KB`)
      return couldNotSave(language, stepPath(language, step.id), 'limit')
    }
    // The quote is changed in place: what it adds is its growth (all of it at its first save).
    if (!(await options.ceiling.admit(bytes - (lead.intake ? intakeBytes(lead.intake) : 0), now)))
      return couldNotSave(language, stepPath(language, step.id), 'limit')
    // Only the save that first finishes it sends the agency its email and the CRM its event: any other save, at
    // the same moment or after, reads it finished.
    const finished = Boolean(progress.finishedAt && !session.progress.finishedAt)
    const event =
      finished && options.crm ? options.crm.intakeEvent({ _id: lead.id, stage: lead.stage }, now) : undefined
    const email = finished && options.emails ? newServerEmail('quote-ready', now) : undefined
    const started = performance.now()
    let saved: boolean
    try {
      saved = await intakeStore().save(lead, progress, event, email)
    } catch (error) {
      log.error(
        `Online quote ${lead.id}: step ${step.id} could not be saved (${intakeStore().where}): ${describeFailure(error)}`,
      )
      return couldNotSave(language, stepPath(language, step.id))
    }
    if (!saved) {
      if (attempt < SAVE_ATTEMPTS) continue
      log.error(`Online quote ${lead.id}: step ${step.id} not saved, changed by ${SAVE_ATTEMPTS} other saves`)
      return couldNotSave(language, stepPath(language, step.id))
    }
    const ms = Math.round(performance.now() - started)
    log.info(
      { ms },
      `Online quote ${lead.id}: step ${step.id} saved (${action.kind}, ${intakeStore().where})`,
    )
    if (finished) afterFinishing(lead, progress, { event, email }, options)
    return seeOther(locationOf(language, destination, progress, step.id))
  }
}
