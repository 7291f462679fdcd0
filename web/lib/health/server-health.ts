import 'server-only'

import { loadContent } from '../content/source'
import { requestCeiling } from '../delivery/server/request-ceiling'
import { requestStore, type RequestStore } from '../delivery/server/request-store'
import { intakeCeiling } from '../intake/server/intake-ceiling'
import { log } from '../log/logger.mjs'
import { serverEmails, type ServerEmails } from '../outbox/server-emails'
import { sharedRedis, withSharedRedis } from '../shared-store/redis.mjs'
import { withTimeout } from '../timeout'
import { checkOldFiles } from './old-files-health'

/**
 * ok: works. degraded: the server works around it (cached pages while the content source is away, its own memory
 * while Redis is, an older server's lines imported as they come). failing: the server cannot do its job (it cannot
 * keep a request it is sent).
 */
export type PartStatus = 'ok' | 'degraded' | 'failing'
type Part = { status: PartStatus; detail?: string }
export type ServerHealth = { status: PartStatus; checks: Record<string, Part> }

// A dependency that takes longer than this is as good as down for a visitor.
const CHECK_TIMEOUT_MS = 2000
// Checks run at most this often per server, whoever asks: a stranger polling the endpoint costs no extra query.
const REUSE_MS = 5000

const ok: Part = { status: 'ok' }

/** `check`'s last answer, asked again at most every `ms` whoever asks: a stranger polling costs no extra query. */
function reusedFor<T>(ms: number, check: () => Promise<T>) {
  let last: { at: number; answer: Promise<T> } | undefined
  return (now = Date.now()): Promise<T> => {
    if (!last || now - last.at >= ms) last = { at: now, answer: check() }
    return last.answer
  }
}

async function checkContent(): Promise<Part> {
  try {
    await withTimeout(loadContent<number>('count(*[_id == "siteSettings"])'), CHECK_TIMEOUT_MS, 'timeout')
    return ok
  } catch {
    return {
      status: 'degraded',
      detail: 'The content source does not answer: cached pages are served, new content waits.',
    }
  }
}

async function checkRedis(): Promise<Part> {
  const answered = await withSharedRedis(
    async (redis) => (await redis.ping()) === 'PONG',
    () => false,
  )
  return answered
    ? ok
    : {
        status: 'degraded',
        detail: 'Redis does not answer: this server uses its own memory for its cache and limits.',
      }
}

let store: RequestStore | undefined

/** Whether the store the endpoints keep requests in (the database, or the Content Lake) could keep one now. */
async function checkRequestStore(): Promise<Part> {
  store ??= requestStore()
  try {
    await withTimeout(store.check(), CHECK_TIMEOUT_MS, 'timeout')
    return ok
  } catch {
    return {
      status: 'failing',
      detail:
        store.where === 'database'
          ? 'Requests cannot be written to the database: its disk is full, or its folder cannot be written.'
          : 'The Content Lake refuses or does not answer the write token.',
    }
  }
}

/** Whether quote and service requests are still kept today, or have reached the site's daily ceiling. */
async function checkRequestCeiling(): Promise<Part> {
  const ceiling = requestCeiling()
  return (await ceiling.reached(new Date())) ? { status: 'degraded', detail: ceiling.describe() } : ok
}

/** Whether online quotes can still be saved today, or have reached the site's daily ceiling. */
async function checkOnlineQuotes(): Promise<Part> {
  const ceiling = intakeCeiling()
  return (await ceiling.reached(new Date())) ? { status: 'degraded', detail: ceiling.describe() } : ok
}

// Read at most this often per server: with a Sanity project each read is a query to the Content Lake, and an email
// failed for good waits for a person anyway.
const EMAILS_REUSE_MS = 60_000

const several = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`)

/**
 * Whether the agency has had every email the server sends it: degraded while one failed for good (in the last 7
 * days) or waits long past its try with no server trying it. The requests are kept either way.
 */
export async function checkEmails(emails: Pick<ServerEmails, 'standing'>, now = new Date()): Promise<Part> {
  let standing
  try {
    standing = await withTimeout(emails.standing(now), CHECK_TIMEOUT_MS, 'timeout')
  } catch {
    return {
      status: 'degraded',
      detail: 'Whether the agency’s emails went out cannot be read now: the next check tries again.',
    }
  }
  const problems = [
    standing.failed > 0 &&
      `${several(standing.failed, 'email', 'emails')} to the agency could not be sent (last 7 days). What each said is on its request: see “When an email to the agency fails” in docs/operations.md.`,
    standing.overdue > 0 &&
      `${several(standing.overdue, 'email', 'emails')} to the agency ${standing.overdue === 1 ? 'is' : 'are'} waiting long past ${standing.overdue === 1 ? 'its' : 'their'} next try: no server is sending ${standing.overdue === 1 ? 'it' : 'them'} (is the sweep or its cron running?).`,
  ].filter(Boolean)
  return problems.length ? { status: 'degraded', detail: problems.join(' ') } : ok
}

/** The agency's emails as they stand, read at most every EMAILS_REUSE_MS; none when the server sends no email. */
const emailsPart = reusedFor(EMAILS_REUSE_MS, async () => {
  const emails = serverEmails()
  return emails ? checkEmails(emails) : undefined
})

const worst = (parts: Part[]): PartStatus =>
  parts.some((part) => part.status === 'failing')
    ? 'failing'
    : parts.some((part) => part.status === 'degraded')
      ? 'degraded'
      : 'ok'

/** Only on the database, whose server imports an earlier version's files; a database that cannot open has none. */
const checkOldFilesOfDatabase = async () =>
  store?.where === 'database' ? await checkOldFiles().catch(() => undefined) : undefined

async function checkHealth(): Promise<ServerHealth> {
  const [content, redis, requests, requestCeiling, onlineQuotes, emailed] = await Promise.all([
    checkContent(),
    sharedRedis() ? checkRedis() : undefined,
    checkRequestStore(),
    checkRequestCeiling(),
    checkOnlineQuotes(),
    emailsPart(),
  ])
  const oldFiles = await checkOldFilesOfDatabase()
  const checks: Record<string, Part> = {
    content,
    ...(redis ? { redis } : {}),
    requests,
    requestCeiling,
    onlineQuotes,
    ...(emailed ? { emails: emailed } : {}),
    ...(oldFiles ? { oldFiles } : {}),
  }
  return { status: worst(Object.values(checks)), checks }
}

// Each part's last status, so a change is logged once, when it happens, not on every check.
const reported = new Map<string, PartStatus>()

function reportChanges({ checks }: ServerHealth) {
  for (const [name, part] of Object.entries(checks)) {
    if ((reported.get(name) ?? 'ok') === part.status) continue
    reported.set(name, part.status)
    const message = `Health: ${name} ${part.status}${part.detail ? `: ${part.detail}` : ''}`
    if (part.status === 'failing') log.error(message)
    else if (part.status === 'degraded') log.warn(message)
    else log.info(message)
  }
}

/** How each part of the server stands, checked at most every few seconds. */
export const serverHealth = reusedFor(REUSE_MS, () => {
  const health = checkHealth()
  health.then(reportChanges)
  return health
})
