import 'server-only'

import { loadContent } from '../../content/source'
import { serverEmailSender } from '../../delivery/server/server-email'
import { log } from '../../log/logger.mjs'
import { durationText } from '../../outbox/duration-text'
import { startSweeping, sweepSeconds } from '../../outbox/sweep'
import { CLAIM_MS, timedTries, type TimedTry } from '../../outbox/timed-tries'
import { publicEnv } from '../../public-env'
import { intakeEmailParams, type IntakeEmailLead } from '../emails'
import type { IntakeProgress } from '../intake-progress'
import {
  afterEmailTry,
  EMAIL_MAX_TRIES,
  newQuoteReadyEmail,
  type QuoteReadyEmail,
  type QuoteReadyEmailUpdate,
} from '../quote-ready-email'
import { quoteReadyEmailStore, type EmailToSend, type QuoteReadyEmailStore } from './quote-ready-email-store'

/** Failed emails count against health for this long after their online quote was finished. */
export const FAILED_SHOWN_MS = 7 * 24 * 3600_000
/** A pending email this far past its try has no server trying it (sweeps stopped, or no cron calls the route). */
const OVERDUE_MIN_MS = 5 * 60_000

/** The agency's emails of finished online quotes: made with the save, sent after the answer, retried until sent. */
export type QuoteReadyEmails = {
  /** The email to keep with the save that finishes an online quote; its first try is this process's. */
  make: (now: Date) => QuoteReadyEmail
  /** Sends the email of an online quote this process just finished; runs after the visitor has their page. */
  handOff: (lead: IntakeEmailLead, intake: IntakeProgress, email: QuoteReadyEmail) => Promise<void>
  /** Takes every email still to send: at once when due, else at its next try. */
  sweep: () => Promise<{ emails: number }>
  /** How many failed for good lately, and how many nobody is trying (for the health check). */
  standing: (now: Date) => ReturnType<QuoteReadyEmailStore['standing']>
  /** Waits for the tries a sweep started: a cron call answers once they are done. */
  settled: () => Promise<void>
  /** At the server's stop: waits for the tries under way. */
  close: () => Promise<void>
}

/** What went wrong, in words that hold nothing that was sent: EmailJS's status, a timeout, a network code. */
function sendFailure(error: unknown): string {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string } }
  if (name === 'TimeoutError') return 'EmailJS did not answer in time'
  if (message && /^EmailJS answered HTTP \d{3}$/.test(message)) return message
  if (cause?.code) return `EmailJS could not be reached (${cause.code})`
  return name ?? 'Error'
}

// Read at each try, not through the pages' cache, which needs a request: a retry runs on a timer.
const agencyInbox = async () =>
  (await loadContent<string | null>('*[_type == "siteSettings" && _id == "siteSettings"][0].leadEmail')) ?? ''

type SenderOptions = {
  /** Sends the agency template with these parameters; rejects when EmailJS did not take it. */
  send: (params: Record<string, string>) => Promise<void>
  store: QuoteReadyEmailStore
  /** Whether this process stays up to wait for a retry on its timer (not on Vercel: its cron sweeps instead). */
  keepsRunning: boolean
  /** The agency's inbox the email names (the Site settings' lead inbox). */
  inbox?: () => Promise<string>
}

/** The agency's emails sent with `send`, kept in `store`. */
export function quoteReadyEmailSender({
  send,
  store,
  keepsRunning,
  inbox = agencyInbox,
}: SenderOptions): QuoteReadyEmails {
  // Every try is claimed, the ones this process timed itself too: however many servers read the email, one sends it.
  const runner = timedTries({ keepsRunning, claimEachTry: true })

  const tryEmail = async ({ lead, intake, email }: EmailToSend): Promise<QuoteReadyEmailUpdate> => {
    const tries = email.tries + 1
    let error: string | undefined
    try {
      await send(intakeEmailParams(lead, intake, await inbox()))
    } catch (failure) {
      error = sendFailure(failure)
    }
    const now = new Date()
    const changes = afterEmailTry(error, tries, now)
    const what = `Online quote ${lead.id}: the agency's email`
    if (changes.status === 'sent') {
      // From the online quote finished to EmailJS taking its email.
      log.info({ ms: now.getTime() - Date.parse(email.createdAt), tries }, `${what} sent`)
    } else if (changes.status === 'pending') {
      log.warn(
        `${what}, try ${tries} failed (${error}); next try in ${durationText(Date.parse(changes.nextTryAt!) - now.getTime())}`,
      )
    } else {
      const listed = store.where === 'sanity' ? 'listed under "Not delivered" in the Studio' : 'marked failed'
      log.error(`${what} not sent after ${tries} tries (${error}): ${listed}`)
    }
    try {
      await store.update(lead.id, changes)
    } catch (failure) {
      log.error(`${what}: could not record its try (${(failure as Error).name})`)
      throw failure
    }
    return changes
  }

  const timed = (toSend: EmailToSend): TimedTry => ({
    id: toSend.lead.id,
    name: `Online quote ${toSend.lead.id}: the agency's email`,
    nextTryAt: toSend.email.nextTryAt,
    claimed: toSend.claimed,
    claim: (until) => store.claim(toSend.lead.id, toSend.email, until),
    attempt: async () => {
      const changes = await tryEmail(toSend)
      return changes.status === 'pending'
        ? timed({ ...toSend, email: { ...toSend.email, ...changes }, claimed: true })
        : undefined
    },
  })

  return {
    make: (now) => newQuoteReadyEmail(now, new Date(now.getTime() + CLAIM_MS)),
    handOff: (lead, intake, email) => runner.deliver(timed({ lead, intake, email, claimed: true })),
    sweep: async () => {
      const unfinished = await store.unfinished()
      for (const toSend of unfinished) await runner.deliver(timed(toSend))
      return { emails: unfinished.length }
    },
    standing: (now) =>
      store.standing(
        new Date(now.getTime() - FAILED_SHOWN_MS),
        new Date(now.getTime() - Math.max(OVERDUE_MIN_MS, 2 * sweepSeconds() * 1000)),
      ),
    settled: runner.settled,
    close: runner.close,
  }
}

function create(): QuoteReadyEmails | null {
  const send = serverEmailSender()
  const template = publicEnv.emailjsAgencyTemplateId
  if (!send || !template) return null
  return quoteReadyEmailSender({
    send: (params) => send(template, params),
    store: quoteReadyEmailStore(),
    keepsRunning: sweepSeconds() > 0,
  })
}

// Route bundles and the start-up each load their own copy of this module: one sender per process.
const INSTANCE = Symbol.for('lone-star-shield.quote-ready-emails')
const processGlobals = () => globalThis as { [INSTANCE]?: QuoteReadyEmails | null }

/** The process's agency emails, or null when the server cannot send email (no EmailJS private key or template). */
export function quoteReadyEmails(): QuoteReadyEmails | null {
  const globals = processGlobals()
  if (globals[INSTANCE] === undefined) globals[INSTANCE] = create()
  return globals[INSTANCE]
}

/**
 * At start, whether or not a CRM is connected: sends what the last process left, then sweeps on the CRM's schedule
 * (LEADS_WEBHOOK_SWEEP_SECONDS). Returns what stops it.
 */
export function startQuoteReadyEmails(): () => Promise<void> {
  const emails = quoteReadyEmails()
  if (!emails) return async () => {}
  const every = sweepSeconds()
  log.info(
    `Finished online quotes are emailed to the agency (up to ${EMAIL_MAX_TRIES} tries; sweep ${every > 0 ? `every ${every} s` : 'by cron only'}).`,
  )
  return startSweeping(
    emails.sweep,
    (error) => log.warn(`Agency email sweep failed (${error.name}); the next one tries again`),
    emails.close,
  )
}
