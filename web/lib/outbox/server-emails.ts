import 'server-only'

import { loadContent } from '../content/source'
import { log } from '../log/logger.mjs'
import { withTimeout } from '../timeout'
import { durationText } from './duration-text'
import { configuredTemplates, emailContents, type AgencyInboxes, type EmailTemplates } from './email-contents'
import { EmailJsRefusal, emailJsSender, SEND_TIMEOUT_MS, type SendEmail } from './emailjs'
import { agencyDay, requestCeiling } from '../delivery/server/request-ceiling'
import { isoWithOffset } from '../format'
import {
  afterEmailTry,
  EMAIL_MAX_TRIES,
  newServerEmail,
  type ServerEmail,
  type TryFailure,
} from './server-email'
import {
  memoryServerEmailStore,
  serverEmailStore,
  type EmailRecord,
  type EmailToSend,
  type ServerEmailStore,
} from './server-email-store'
import { startSweeping, sweepSeconds } from './sweep'
import { CLAIM_MS, timedTries, type TimedTry } from './timed-tries'

/** Failed emails count against health for this long after they were made. */
export const FAILED_SHOWN_MS = 7 * 24 * 3600_000
/** A pending email this far past its try has no server trying it (sweeps stopped, or no cron calls the route). */
const OVERDUE_MIN_MS = 5 * 60_000
/** Every read a try makes before it sends (the emails due, the inboxes) gives up after this long. */
export const READ_TIMEOUT_MS = 5_000
/** A try sends only while its claim has this long left: time for EmailJS to answer and the outcome to be written. */
const SEND_MARGIN_MS = SEND_TIMEOUT_MS + 5_000
/** The day's email on the ceiling waits this long after the first refusal, so it can say how many followed. */
const CEILING_EMAIL_DELAY_MS = 15 * 60_000
/** A sweep takes at most this many emails at once; the rest are taken by the next. */
const SWEEP_LIMIT = 50

/** The agency's emails from the server, kept with their records, sent after the answer, retried until sent. */
export type ServerEmails = {
  /** Starts sending the emails a record was just kept with; runs after the visitor has their answer. */
  handOff: (recordId: string, emails: readonly ServerEmail[]) => Promise<void>
  /**
   * Sends the emails of a record that could not be kept, from this process's memory, retried on the same schedule
   * while the process runs: they carry the request. False when memory holds too many already.
   */
  sendUnkept: (record: EmailRecord, emails: readonly ServerEmail[]) => Promise<boolean>
  /**
   * Keeps the day's email saying the site reached its ceiling on requests (once a day, however many servers call
   * it), due a quarter of an hour later so it can say how many were refused by then.
   */
  tellCeiling: (now: Date, ceiling: string) => Promise<void>
  /** Takes every email whose try is due. */
  sweep: () => Promise<{ emails: number }>
  /** How many failed for good lately, and how many nobody is trying (for the health check). */
  standing: (now: Date) => ReturnType<ServerEmailStore['standing']>
  /** Waits for the tries a sweep started: a cron call answers once they are done. */
  settled: () => Promise<void>
  /** At the server's stop: waits for the tries under way. */
  close: () => Promise<void>
}

/**
 * What went wrong, in words that hold nothing that was sent: EmailJS's status, a timeout, a network code. EmailJS
 * refusing the email itself (a 4xx other than 429: a template or key that is wrong) is not cured by waiting.
 */
function failureOf(error: unknown): TryFailure {
  if (error instanceof EmailJsRefusal)
    return { reason: error.message, final: error.status >= 400 && error.status < 500 && error.status !== 429 }
  const { name, cause } = error as { name?: string; cause?: { code?: string } }
  if (name === 'TimeoutError') return { reason: 'EmailJS did not answer in time', final: false }
  if (cause?.code) return { reason: `EmailJS could not be reached (${cause.code})`, final: false }
  return { reason: name ?? 'Error', final: false }
}

// Read at each try, not through the pages' cache, which needs a request: a retry runs on a timer.
const siteInboxes = async (): Promise<AgencyInboxes> => {
  const found = await loadContent<Partial<AgencyInboxes> | null>(
    '*[_type == "siteSettings" && _id == "siteSettings"][0]{ leadEmail, serviceEmail }',
  )
  return { leadEmail: found?.leadEmail ?? '', serviceEmail: found?.serviceEmail ?? '' }
}

const LABELS: Record<ServerEmail['kind'], string> = {
  agency: "the agency's email",
  'quote-ready': "the agency's email of its finished online quote",
  'call-time': "the agency's email of its call time",
  'review-request': "the client's email asking for a review",
  'opt-out': "the agency's email of a stop request",
  'daily-ceiling': "the agency's email of the day's refused requests",
}

/** What a log line calls an email: ids only. */
const nameOf = ({ recordId, email }: Pick<EmailToSend, 'recordId' | 'email'>) =>
  `${recordId}: ${LABELS[email.kind]}`

type SenderOptions = {
  send: SendEmail
  store: ServerEmailStore
  /** Whether this process stays up to wait for a retry on its timer (not on Vercel: its cron sweeps instead). */
  keepsRunning: boolean
  inboxes?: () => Promise<AgencyInboxes>
  templates?: EmailTemplates
  /** How many requests were refused on an agency's day (YYYY-MM-DD), for the day's email. */
  refusedOn?: (day: string) => Promise<number>
}

/** The server's emails sent with `send`, kept in `store`. */
export function serverEmailSender({
  send,
  store,
  keepsRunning,
  inboxes = siteInboxes,
  templates = configuredTemplates(),
  refusedOn = (day) => requestCeiling().refusedOn(day),
}: SenderOptions): ServerEmails {
  // Every try is claimed, the first too: however many servers read the email, one sends it.
  const runner = timedTries({ keepsRunning, claimEachTry: true })
  const unkept = memoryServerEmailStore()

  /** One try, under the claim that holds the email until `until`; the email after it, or null when nothing was written. */
  const tryEmail = async (
    toSend: EmailToSend,
    until: Date,
    where: ServerEmailStore,
  ): Promise<ServerEmail | null> => {
    const { recordId, email } = toSend
    const what = nameOf(toSend)
    const tries = email.tries + 1
    let failure: TryFailure | undefined
    try {
      const [inboxesNow, refused] = await withTimeout(
        Promise.all([inboxes(), email.kind === 'daily-ceiling' ? refusedOn(email.params?.day ?? '') : 0]),
        READ_TIMEOUT_MS,
        'inboxes',
      )
      const contents = emailContents(toSend, inboxesNow, templates, refused)
      if ('cannot' in contents) failure = { reason: contents.cannot, final: true }
      // A claim about to lapse may be taken by another server as this one sends: the email would go twice.
      else if (until.getTime() - Date.now() < SEND_MARGIN_MS) {
        log.warn(`${what}: its claim was about to lapse, so it was not sent; the next sweep takes it`)
        return null
      } else await send(contents.templateId, contents.params)
    } catch (error) {
      failure = failureOf(error)
    }
    const now = new Date()
    const changes = afterEmailTry(failure, tries, now)
    if (changes.status === 'sent') {
      log.info({ ms: now.getTime() - Date.parse(email.createdAt), tries }, `${what} sent`)
    } else if (changes.status === 'pending') {
      log.warn(
        `${what}, try ${tries} failed (${failure!.reason}); next try in ${durationText(Date.parse(changes.nextTryAt!) - now.getTime())}`,
      )
    } else {
      const listed =
        where === unkept
          ? 'its request was not kept either: the visitor was asked to call'
          : where.where === 'sanity'
            ? 'listed under "Not delivered" in the Studio'
            : 'marked failed'
      const after = tries === 1 ? 'at its first try' : `after ${tries} tries`
      log.error(`${what} not sent ${after} (${failure!.reason}): ${listed}`)
    }
    let written: boolean
    try {
      written = await where.update(recordId, email._key, until, changes)
    } catch (error) {
      log.error(`${what}: could not record its try (${(error as Error).name})`)
      throw error
    }
    if (!written) log.warn(`${what}: its try outlived its claim, so its outcome was not written`)
    return written ? { ...email, ...changes } : null
  }

  const timed = (toSend: EmailToSend, where = store): TimedTry => ({
    id: `${toSend.recordId}#${toSend.email._key}`,
    name: nameOf(toSend),
    nextTryAt: toSend.email.nextTryAt,
    claim: (until) =>
      withTimeout(where.claim(toSend.recordId, toSend.email, until), READ_TIMEOUT_MS, 'claim'),
    attempt: async (until) => {
      const after = await tryEmail(toSend, until ?? new Date(Date.now() + CLAIM_MS), where)
      return after?.status === 'pending' ? timed({ ...toSend, email: after }, where) : undefined
    },
  })

  return {
    // The record read back, so what the email says is what was kept, and its claim knows the email as written.
    handOff: async (recordId, emails) => {
      const pending = await withTimeout(store.pendingOf(recordId), READ_TIMEOUT_MS, 'pending')
      for (const toSend of pending)
        if (emails.some((email) => email._key === toSend.email._key)) await runner.deliver(timed(toSend))
    },
    sendUnkept: async (record, emails) => {
      const held = emails.map((email) => ({ recordId: record._id, email, record }))
      if (!held.every((toSend) => unkept.add(toSend))) return false
      for (const toSend of held) await runner.deliver(timed(toSend, unkept))
      return true
    },
    tellCeiling: async (now, ceiling) => {
      const day = agencyDay(now)
      const due = new Date(now.getTime() + CEILING_EMAIL_DELAY_MS)
      const email = {
        ...newServerEmail('daily-ceiling', now, { params: { day, since: isoWithOffset(now), ceiling } }),
        nextTryAt: due.toISOString(),
      }
      const recordId = `dailyCeilings.${day}`
      await withTimeout(store.keepAlone(recordId, 'dailyCeiling', email), READ_TIMEOUT_MS, 'keep')
      await runner.deliver(timed({ recordId, email }))
    },
    sweep: async () => {
      const due = await withTimeout(store.due(new Date(), SWEEP_LIMIT), READ_TIMEOUT_MS, 'due')
      for (const toSend of due) await runner.deliver(timed(toSend))
      return { emails: due.length }
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

function create(): ServerEmails | null {
  const send = emailJsSender()
  if (!send) return null
  return serverEmailSender({ send, store: serverEmailStore(), keepsRunning: sweepSeconds() > 0 })
}

// Route bundles and the start-up each load their own copy of this module: one sender per process.
const INSTANCE = Symbol.for('lone-star-shield.server-emails')
const processGlobals = () => globalThis as { [INSTANCE]?: ServerEmails | null }

/** The process's emails, or null when the server cannot send email (no EmailJS private key). */
export function serverEmails(): ServerEmails | null {
  const globals = processGlobals()
  if (globals[INSTANCE] === undefined) globals[INSTANCE] = create()
  return globals[INSTANCE]
}

/**
 * At start, whether or not a CRM is connected: sends what the last process left, then sweeps on the CRM's schedule
 * (LEADS_WEBHOOK_SWEEP_SECONDS). Returns what stops it.
 */
export function startServerEmails(): () => Promise<void> {
  const emails = serverEmails()
  if (!emails) return async () => {}
  const every = sweepSeconds()
  log.info(
    `The server's emails to the agency are sent from its outbox (up to ${EMAIL_MAX_TRIES} tries; sweep ${every > 0 ? `every ${every} s` : 'by cron only'}).`,
  )
  return startSweeping(
    emails.sweep,
    (error) => log.warn(`Agency email sweep failed (${error.name}); the next one tries again`),
    emails.close,
  )
}
