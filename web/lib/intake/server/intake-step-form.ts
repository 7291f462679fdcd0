import 'server-only'

import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies'

import type { CrmEvent } from '../../database/crm-event-row'
import { crmWebhook, type CrmWebhook } from '../../crm-webhook/crm-webhook'
import { getQuoteForm, getQuoteIntakeSettings, getSiteSettings } from '../../content'
import type { Kept } from '../../delivery/request-record'
import { couldNotKeepPage } from '../../forms/could-not-keep-page'
import type { FormKind, Keeping, Post } from '../../forms/form-kind'
import { invalidRequestPage } from '../../forms/invalid-request-page'
import { clientAddress } from '../../http/client-address'
import { FORM } from '../../http/form-post'
import { seeOther } from '../../http/responses'
import { isoWithOffset } from '../../format'
import type { Language } from '../../i18n'
import { log } from '../../log/logger.mjs'
import { newServerEmail, type ServerEmail } from '../../outbox/server-email'
import { serverEmails } from '../../outbox/server-emails'
import { donePath, INTAKE_COOKIE, INTAKE_PATHS, stepPath } from '../intake-link'
import type { IntakeStep } from '../intake-plan'
import {
  intakeBytes,
  MAX_INTAKE_BYTES,
  MAX_SAVES,
  saveStep,
  type Destination,
  type IntakeProgress,
  type StepAction,
} from '../intake-progress'
import { intakeCeiling, type IntakeCeiling } from './intake-ceiling'
import { intakeSession } from './intake-session'
import { intakeStore, type IntakeLead, type IntakeStore } from './intake-store'

/** A step of many drivers, every answer at its longest, fits with room to spare. */
export const INTAKE_BODY_MAX_BYTES = 64 * 1024

export type IntakeStepServices = {
  store: IntakeStore
  /** The site's daily ceiling on what online quotes add to what is kept. */
  ceiling: IntakeCeiling
  /** The CRM hand-over, when one is configured: a finished online quote is sent as `lead.intake_completed`. */
  crm: Pick<CrmWebhook, 'intakeEvent' | 'handOff'> | null
  /** Whether the server can send email: the agency is then emailed of a finished online quote. */
  sendsEmail: boolean
  /** Whom a link's lookup is counted against. */
  clientAddress: (headers: Headers) => string
}

/** A step applied to the online quote as read. */
type StepSaved = {
  lead: IntakeLead
  step: IntakeStep
  action: StepAction
  /** The online quote as read, and as it is with the step. */
  before: IntakeProgress
  progress: IntakeProgress
  destination: Destination
}

type StepRecord = Keeping & StepSaved & { event?: CrmEvent }

// Only the save that first finishes it sends the agency its email and the CRM its event: any other save, at the same
// moment or after, reads it finished.
const finishes = ({ progress, before }: StepSaved) => Boolean(progress.finishedAt && !before.finishedAt)

/** The button the visitor pressed: `next`, `back`, `add`, or `remove-2` for the third driver's. */
function actionOf(value: string): StepAction {
  if (value === 'back' || value === 'add') return { kind: value }
  const remove = /^remove-(\d{1,2})$/.exec(value)
  return remove ? { kind: 'remove', item: Number(remove[1]) } : { kind: 'next' }
}

const fieldOf = (fields: Record<string, unknown>) => (name: string) =>
  typeof fields[name] === 'string' ? fields[name] : ''

/** Where a save sends the visitor: the next step, back to this one at its messages or its new item, or the end. */
function locationOf(language: Language, { destination, progress, step }: StepSaved) {
  if (destination === 'done') return donePath(language)
  const anchor =
    destination.step === step.id && progress.problems.some((problem) => problem.step === step.id)
      ? '#problems'
      : destination.item !== undefined
        ? `#item-${destination.item + 1}`
        : ''
  return `${stepPath(language, destination.step)}${anchor}`
}

// The step's page, which only a post that named a step of the visitor's online quote gets this far with.
const formPathOf = ({ language, fields }: Post) => stepPath(language, fieldOf(fields)('step'))

const defaults = (): IntakeStepServices => ({
  store: intakeStore(),
  ceiling: intakeCeiling(),
  crm: crmWebhook(),
  sendsEmail: serverEmails() !== null,
  clientAddress,
})

/**
 * A step of the online quote, posted by the browser itself (every step is a plain form, with or without JavaScript):
 * the answers are kept on the lead, right or wrong, and the visitor is sent on (303) to the step their button asked
 * for, or back to this one with its messages. Only from this site's pages, only with the lead's own link in its
 * cookie. A save is made at the revision it read: when another save (a second click, another tab) changed it
 * first, it is read again and the step applied to what is there now.
 */
export function intakeStepForm(services: IntakeStepServices = defaults()): FormKind<StepSaved, StepRecord> {
  return {
    name: 'quote-intake',
    accepts: [FORM],
    maxBytes: INTAKE_BODY_MAX_BYTES,
    // A step a second for a minute is more than anyone answering needs; a script sending more costs only requests.
    perMinute: 60,
    // Saves of the same online quote at the same moment are rare; this many in a row means something is wrong.
    attempts: 5,
    where: () => services.store.where,
    validate: async ({ request, fields, language, now }) => {
      const link = new RequestCookies(request.headers).get(INTAKE_COOKIE)?.value
      const session = await intakeSession(link, language, now, services.clientAddress(request.headers))
      // No link, an expired one, a step that is gone: the online quote's own page says what to do.
      if (session.state !== 'open') return { goTo: INTAKE_PATHS[language] }
      const field = fieldOf(fields)
      const step = session.plan.steps.find((candidate) => candidate.id === field('step'))
      if (!step) return { goTo: INTAKE_PATHS[language] }
      const { lead } = session
      if (session.progress.saves >= MAX_SAVES) {
        log.warn(`Online quote ${lead.id}: not saved, ${MAX_SAVES} saves reached`)
        return { atLimit: true }
      }
      const action = actionOf(field('action'))
      const { progress, destination } = saveStep(
        { ...session.progress, language },
        session.plan,
        step,
        action,
        field,
        { now: now.toISOString(), today: isoWithOffset(now).slice(0, 10) },
      )
      if (intakeBytes(progress) > MAX_INTAKE_BYTES) {
        log.warn(`Online quote ${lead.id}: step ${step.id} not saved, over ${MAX_INTAKE_BYTES / 1024} KB`)
        return { atLimit: true }
      }
      return { valid: { lead, step, action, before: session.progress, progress, destination } }
    },
    stamp: async (saved, { now }) => {
      const { lead, progress } = saved
      // The quote is changed in place: what it adds is its growth (all of it at its first save).
      const growth = intakeBytes(progress) - (lead.intake ? intakeBytes(lead.intake) : 0)
      if (!(await services.ceiling.admit(growth, now))) return { atLimit: true }
      const finished = finishes(saved)
      const event =
        finished && services.crm
          ? services.crm.intakeEvent({ _id: lead.id, stage: lead.stage }, now)
          : undefined
      const emails: ServerEmail[] =
        finished && services.sendsEmail ? [newServerEmail('quote-ready', now)] : []
      const { id, fullName, email, phoneNumber, coverageType } = lead
      const record = { _id: id, _type: 'lead', fullName, email, phoneNumber, coverageType, intake: progress }
      return { record: { ...saved, event, keptOn: id, record, emails } }
    },
    keep: async ({ lead, progress, event, emails }) =>
      (await services.store.save(lead, progress, event, emails[0])) ? 'new' : 'changed',
    answer: async (post, record) =>
      seeOther(record ? locationOf(post.language, record) : INTAKE_PATHS[post.language]),
    // The agency hears of a finished online quote through its CRM too, after the visitor has their page; the event
    // was kept with the save, so a send that fails (or a server that stops first) leaves it to be tried again.
    follow: (saved) => {
      if (!finishes(saved)) return []
      const { lead, progress, event } = saved
      log.info(`Online quote ${lead.id} finished${progress.quoteReady ? ', quote-ready' : ''}`)
      const { crm } = services
      if (!crm || !event) return []
      const record = {
        _id: lead.id,
        _type: 'lead',
        coverageType: lead.coverageType,
        stage: lead.stage,
        intake: progress,
        webhookEvents: [event],
      }
      return [() => crm.handOff(record as unknown as Kept)]
    },
    named: ({ lead, step, action }) => ({
      subject: `Online quote ${lead.id}: step ${step.id}`,
      detail: action.kind,
    }),
    // The office's number, and the way back to the step, where the browser still has what was typed.
    pages: {
      // The online quote at a limit: it can take no more changes (422).
      atLimit: async (post) => {
        const [words, settings] = await Promise.all([
          getQuoteIntakeSettings(post.language),
          getSiteSettings(post.language),
        ])
        return invalidRequestPage({
          invalid: [],
          language: post.language,
          summary: `${words.limitError} ${settings.phone}`,
          messages: {},
          formPath: formPathOf(post),
          status: 422,
        })
      },
      // The Content Lake or the disk failing: the form's own "could not send" line (503).
      unkept: async (post) =>
        couldNotKeepPage(post.language, (await getQuoteForm(post.language)).deliveryError, formPathOf(post)),
    },
  }
}
