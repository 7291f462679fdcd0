import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { SanityDocument } from '@/lib/content/ndjson'
import { database } from '@/lib/database/database'
import type { StoredDocument } from '@/lib/delivery/request-record'
import { databaseStore } from '@/lib/delivery/server/request-store'
import { checkEmails } from '@/lib/health/server-health'
import { startedProgress, type IntakeProgress } from '@/lib/intake/intake-progress'
import { databaseIntakeStore } from '@/lib/intake/server/intake-store'
import { EmailJsRefusal } from '@/lib/outbox/emailjs'
import {
  afterEmailTry,
  EMAIL_MAX_TRIES,
  EMAIL_RETRY_DELAYS_MS,
  newServerEmail,
  type ServerEmail,
} from '@/lib/outbox/server-email'
import { databaseServerEmailStore, sanityServerEmailStore } from '@/lib/outbox/server-email-store'
import { serverEmailSender, type ServerEmails } from '@/lib/outbox/server-emails'
import { CLAIM_MS } from '@/lib/outbox/timed-tries'

import { startFakeContentLake } from '../../support/fakes/fake-content-lake'
import { lakeClient } from '../../support/fakes/lake-client'
import { INTAKE_LEAD } from '../../support/forms/intake-lead'
import type { LogLine } from '../../support/checks/log-lines'
import { captureLog } from './log-capture'

const lead = INTAKE_LEAD
const PERSONAL = /Dana|example\.com|555-0142|5550142/
const INBOXES = { leadEmail: 'quotes@example.com', serviceEmail: 'service@example.com' }
const TEMPLATES = { lead: 'template_lead', serviceRequest: 'template_service' }
const unavailable = new EmailJsRefusal(503)

const finished = (now: Date): IntakeProgress => ({
  ...startedProgress('en', 1, now.toISOString()),
  quoteReady: true,
  finishedAt: now.toISOString(),
})

describe('the schedule of an email from the server', () => {
  it('tries again within 30 s of a failed first try, then backs off, for 9 tries in all (about 20½ hours)', () => {
    expect(EMAIL_MAX_TRIES).toBe(9)
    const now = new Date('2026-11-26T16:00:00Z')
    const failure = { reason: 'EmailJS answered HTTP 503', final: false }
    const first = afterEmailTry(failure, 1, now, () => 1)
    expect(first).toMatchObject({ status: 'pending', tries: 1, lastError: 'EmailJS answered HTTP 503' })
    // Even at its latest (a tenth over), the first retry is due within seconds.
    expect(Date.parse(first.nextTryAt!) - now.getTime()).toBe(5500)
    expect([...EMAIL_RETRY_DELAYS_MS]).toEqual([...EMAIL_RETRY_DELAYS_MS].sort((a, b) => a - b))
    const total = EMAIL_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)
    expect(total / 3600_000).toBeCloseTo(20.6, 1)
    expect(afterEmailTry(failure, EMAIL_MAX_TRIES, now)).toEqual({
      status: 'failed',
      tries: EMAIL_MAX_TRIES,
      lastError: 'EmailJS answered HTTP 503',
    })
    // A failure no retry can cure ends it at once.
    expect(afterEmailTry({ reason: 'EmailJS answered HTTP 400', final: true }, 1, now)).toEqual({
      status: 'failed',
      tries: 1,
      lastError: 'EmailJS answered HTTP 400',
    })
    expect(afterEmailTry(undefined, 3, now)).toEqual({ status: 'sent', tries: 3, sentAt: now.toISOString() })
  })
})

describe('the outbox on the requests database, with servers sharing its volume', () => {
  let dir: string
  let file: string
  let logged: LogLine[]
  let servers: ServerEmails[] = []
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'server-emails-'))
    file = path.join(dir, 'requests.sqlite')
    logged = captureLog()
  })
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()))
    servers = []
    vi.restoreAllMocks()
    vi.useRealTimers()
    rmSync(dir, { recursive: true, force: true })
  })

  /** The lead kept, then its online quote finished with its email, as the intake endpoint's save writes them. */
  async function finishedLead(now: Date, email: ServerEmail) {
    const { id, revision, stage, linkHash, ...fields } = lead
    void revision
    void stage
    void linkHash
    await databaseStore(file).save({ _id: id, _type: 'lead', ...fields } as unknown as StoredDocument)
    expect(await databaseIntakeStore(file).save(lead, finished(now), undefined, email)).toBe(true)
  }

  /** A server of its own: its own timers, the shared database, an EmailJS that `answer` decides. */
  function server(
    sent: Record<string, string>[],
    answer: () => Promise<void> = async () => {},
    inboxes = async () => INBOXES,
  ) {
    const emails = serverEmailSender({
      send: async (templateId, params) => {
        sent.push({ templateId, ...params })
        await answer()
      },
      store: databaseServerEmailStore(file),
      keepsRunning: true,
      inboxes,
      templates: TEMPLATES,
    })
    servers.push(emails)
    return emails
  }

  const stateOf = async (key = 'quote-ready') =>
    (await database(file))
      .prepare(
        `SELECT status, tries, next_try_at AS nextTryAt, sent_at AS sentAt, last_error AS lastError
         FROM server_emails WHERE record_id = ? AND key = ?`,
      )
      .get(lead.id, key) as {
      status: string
      tries: number
      nextTryAt: string | null
      lastError: string | null
    }

  it('is sent once when two servers sweep it at the same moment, and never again once sent', async () => {
    const now = new Date(Date.now() - 60_000)
    // The finishing server stopped before its first try: the email waits, due, for whichever server sweeps first.
    await finishedLead(now, newServerEmail('quote-ready', now))
    const sent: Record<string, string>[] = []
    const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 50))
    const [a, b] = [server(sent, slowly), server(sent, slowly)]

    expect(await Promise.all([a.sweep(), b.sweep()])).toEqual([{ emails: 1 }, { emails: 1 }])
    await Promise.all([a.settled(), b.settled()])
    expect(sent).toEqual([
      expect.objectContaining({
        templateId: 'template_lead',
        leadId: lead.id,
        to_email: 'quotes@example.com',
        message: 'Online quote finished (quote-ready): Dana Whitfield - Auto Insurance',
      }),
    ])
    expect(await stateOf()).toMatchObject({ status: 'sent', tries: 1, nextTryAt: null })

    // Every later sweep, on either server, finds nothing to send.
    expect(await Promise.all([a.sweep(), b.sweep()])).toEqual([{ emails: 0 }, { emails: 0 }])
    await Promise.all([a.settled(), b.settled()])
    expect(sent).toHaveLength(1)
    expect(JSON.stringify(logged.map(({ msg }) => msg))).not.toMatch(PERSONAL)
  })

  it('claims even the first try: the maker and a server sweeping at that moment send it once between them', async () => {
    const now = new Date()
    const email = newServerEmail('quote-ready', now)
    await finishedLead(now, email)
    const sent: Record<string, string>[] = []
    const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 50))
    const [maker, other] = [server(sent, slowly), server(sent, slowly)]

    await Promise.all([maker.handOff(lead.id, [email]), other.sweep()])
    await Promise.all([maker.settled(), other.settled()])
    expect(sent).toHaveLength(1)
    expect(await stateOf()).toMatchObject({ status: 'sent', tries: 1 })
  })

  it('walks an email EmailJS keeps refusing through its whole schedule to failed, which health reports', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-26T16:00:00Z'),
    })
    const now = new Date()
    const sent: Record<string, string>[] = []
    const refusing = server(sent, async () => {
      throw unavailable
    })
    const email = newServerEmail('quote-ready', now)
    await finishedLead(now, email)
    await refusing.handOff(lead.id, [email])

    for (let tries = 1; tries <= EMAIL_MAX_TRIES; tries++) {
      await vi.waitFor(async () => expect((await stateOf()).tries).toBe(tries), { timeout: 5000 })
      const state = await stateOf()
      expect(sent).toHaveLength(tries)
      if (tries < EMAIL_MAX_TRIES) {
        expect(state).toMatchObject({ status: 'pending', lastError: 'EmailJS answered HTTP 503' })
        const wait = Date.parse(state.nextTryAt!) - Date.now()
        expect(wait).toBeGreaterThanOrEqual(EMAIL_RETRY_DELAYS_MS[tries - 1]! * 0.9 - 1000)
        expect(wait).toBeLessThanOrEqual(EMAIL_RETRY_DELAYS_MS[tries - 1]! * 1.1)
        // While it is still being tried, health has nothing to say.
        expect(await checkEmails(refusing)).toEqual({ status: 'ok' })
        await vi.advanceTimersByTimeAsync(wait)
      } else {
        expect(state).toMatchObject({
          status: 'failed',
          lastError: 'EmailJS answered HTTP 503',
          nextTryAt: null,
        })
      }
    }
    await refusing.settled()
    expect(logged.filter((line) => line.level === 'warn')).toHaveLength(EMAIL_MAX_TRIES - 1)
    expect(logged.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual([
      `${lead.id}: the agency's email of its finished online quote not sent after 9 tries (EmailJS answered HTTP 503): marked failed`,
    ])
    expect(JSON.stringify(logged.map(({ msg }) => msg))).not.toMatch(PERSONAL)

    const health = await checkEmails(refusing)
    expect(health.status).toBe('degraded')
    expect(health.detail).toMatch(/^1 email to the agency could not be sent \(last 7 days\)/)
    // A week after it was made it no longer counts against health.
    expect(await checkEmails(refusing, new Date(now.getTime() + 8 * 24 * 3600_000))).toEqual({ status: 'ok' })
  })

  it('ends the retries at once when EmailJS refuses the email itself (a 4xx other than 429)', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-26T16:00:00Z'),
    })
    const now = new Date()
    const sent: Record<string, string>[] = []
    const answers = [new EmailJsRefusal(429), new EmailJsRefusal(400)]
    const refusing = server(sent, async () => {
      throw answers.shift()
    })
    const email = newServerEmail('quote-ready', now)
    await finishedLead(now, email)
    await refusing.handOff(lead.id, [email])
    await refusing.settled()
    // Too many requests is a moment's limit: tried again.
    expect(await stateOf()).toMatchObject({
      status: 'pending',
      tries: 1,
      lastError: 'EmailJS answered HTTP 429',
    })
    await vi.advanceTimersByTimeAsync(EMAIL_RETRY_DELAYS_MS[0] * 1.1)
    await refusing.settled()
    expect(await stateOf()).toMatchObject({ status: 'failed' })
    expect(await stateOf()).toMatchObject({
      tries: 2,
      lastError: 'EmailJS answered HTTP 400',
      nextTryAt: null,
    })
    expect(sent).toHaveLength(2)
    expect(await refusing.sweep()).toEqual({ emails: 0 })
  })

  it('sends nothing under a claim about to lapse, and writes no outcome once its claim is gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T16:00:00Z') })
    const now = new Date()
    const email = newServerEmail('quote-ready', now)
    await finishedLead(now, email)
    const sent: Record<string, string>[] = []
    // The inboxes take a read whose answer comes 20 s into a 30 s claim (a stalled process).
    const stalled = server(sent, undefined, async () => {
      vi.setSystemTime(Date.now() + 20_000)
      return INBOXES
    })
    await stalled.handOff(lead.id, [email])
    await stalled.settled()
    expect(sent).toEqual([])
    const held = await stateOf()
    expect(held).toMatchObject({ status: 'pending', tries: 0 })
    expect(Date.parse(held.nextTryAt!)).toBe(now.getTime() + CLAIM_MS)
    expect(logged.map(({ msg }) => msg)).toContain(
      `${lead.id}: the agency's email of its finished online quote: its claim was about to lapse, so it was not sent; the next sweep takes it`,
    )

    // Another server takes it once the claim is over; the stalled try's outcome, written late, is refused.
    vi.setSystemTime(now.getTime() + CLAIM_MS + 1000)
    const other = server(sent)
    await other.sweep()
    await other.settled()
    expect(sent).toHaveLength(1)
    const store = databaseServerEmailStore(file)
    const late = await store.update(lead.id, 'quote-ready', new Date(now.getTime() + CLAIM_MS), {
      status: 'failed',
      tries: 1,
      lastError: 'EmailJS did not answer in time',
    })
    expect(late).toBe(false)
    expect(await stateOf()).toMatchObject({ status: 'sent', tries: 1 })
  })

  it('tells health of an email nobody is trying, long past its next try', async () => {
    const now = new Date()
    const tenMinutesAgo = new Date(now.getTime() - 10 * 60_000)
    await finishedLead(tenMinutesAgo, {
      ...newServerEmail('quote-ready', tenMinutesAgo),
      tries: 1,
      lastError: 'EmailJS could not be reached (ECONNREFUSED)',
    })
    const health = await checkEmails(server([]), now)
    expect(health.status).toBe('degraded')
    expect(health.detail).toMatch(/^1 email to the agency is waiting long past its next try/)
  })
})

describe('the outbox on its records in the Content Lake, with two servers', () => {
  it('is sent once when two servers sweep it at once: each claim is a patch at the revision it read', async () => {
    const finishedAt = new Date(Date.now() - 60_000)
    let documents: SanityDocument[] = [
      {
        _id: lead.id,
        _type: 'lead',
        _rev: 'finished-online-quote',
        fullName: lead.fullName,
        email: lead.email,
        phoneNumber: lead.phoneNumber,
        coverageType: lead.coverageType,
        intake: finished(finishedAt),
        // The finishing server stopped before its first try: due now, for whichever server sweeps first.
        serverEmails: [newServerEmail('quote-ready', finishedAt)],
      },
    ]
    const writeToken = 'a-write-token-for-the-email-tests'
    const lake = await startFakeContentLake(() => documents, 0, {
      writeToken,
      write: (written) => (documents = written),
    })
    const servers: ServerEmails[] = []
    try {
      const client = lakeClient(lake, writeToken)
      const sent: Record<string, string>[] = []
      for (let server = 0; server < 2; server++)
        servers.push(
          serverEmailSender({
            send: async (_template, params) => void sent.push(params),
            store: sanityServerEmailStore(client),
            keepsRunning: true,
            inboxes: async () => INBOXES,
            templates: TEMPLATES,
          }),
        )

      expect(await Promise.all(servers.map((server) => server.sweep()))).toEqual([
        { emails: 1 },
        { emails: 1 },
      ])
      await Promise.all(servers.map((server) => server.settled()))
      expect(sent.map((params) => params.leadId)).toEqual([lead.id])
      const kept = documents.find((document) => document._id === lead.id) as { serverEmails?: object[] }
      expect(kept.serverEmails).toEqual([
        {
          _key: 'quote-ready',
          _type: 'serverEmail',
          kind: 'quote-ready',
          createdAt: finishedAt.toISOString(),
          status: 'sent',
          tries: 1,
          sentAt: expect.any(String),
        },
      ])
      expect(await Promise.all(servers.map((server) => server.sweep()))).toEqual([
        { emails: 0 },
        { emails: 0 },
      ])
      expect(await servers[0]!.standing(new Date())).toEqual({ failed: 0, overdue: 0 })
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await lake.close()
    }
  })
})
