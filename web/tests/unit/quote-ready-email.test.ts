import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { SanityDocument } from '@/lib/content/ndjson'
import { sanityClient } from '@/lib/content/sanity-source'
import { database } from '@/lib/database/database'
import { databaseStore, type StoredDocument } from '@/lib/delivery/server/request-store'
import { checkEmails } from '@/lib/health/server-health'
import { startedProgress, type IntakeProgress } from '@/lib/intake/intake-progress'
import {
  EMAIL_MAX_TRIES,
  EMAIL_RETRY_DELAYS_MS,
  afterEmailTry,
  newQuoteReadyEmail,
  type QuoteReadyEmail,
} from '@/lib/intake/quote-ready-email'
import { databaseIntakeStore } from '@/lib/intake/server/intake-store'
import {
  databaseQuoteReadyEmailStore,
  sanityQuoteReadyEmailStore,
} from '@/lib/intake/server/quote-ready-email-store'
import { quoteReadyEmailSender, type QuoteReadyEmails } from '@/lib/intake/server/quote-ready-emails'
import { CLAIM_MS } from '@/lib/outbox/timed-tries'

import { startFakeContentLake } from '../support/fake-content-lake'
import { INTAKE_LEAD } from '../support/intake-lead'
import type { LogLine } from '../support/log-lines'
import { captureLog } from './log-capture'

const lead = INTAKE_LEAD

const finished = (now: Date): IntakeProgress => ({
  ...startedProgress('en', 1, now.toISOString()),
  quoteReady: true,
  finishedAt: now.toISOString(),
})

describe('the agency email’s schedule', () => {
  it('tries again within 30 s of a failed first try, then backs off, for 9 tries in all (about 20½ hours)', () => {
    expect(EMAIL_MAX_TRIES).toBe(9)
    const now = new Date('2026-11-26T16:00:00Z')
    const first = afterEmailTry('EmailJS answered HTTP 503', 1, now, () => 1)
    expect(first).toMatchObject({ status: 'pending', tries: 1, lastError: 'EmailJS answered HTTP 503' })
    // Even at its latest (a tenth over), the first retry is due within seconds.
    expect(Date.parse(first.nextTryAt!) - now.getTime()).toBe(5500)
    expect([...EMAIL_RETRY_DELAYS_MS]).toEqual([...EMAIL_RETRY_DELAYS_MS].sort((a, b) => a - b))
    const total = EMAIL_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)
    expect(total / 3600_000).toBeCloseTo(20.6, 1)
    expect(afterEmailTry('EmailJS answered HTTP 503', EMAIL_MAX_TRIES, now)).toEqual({
      status: 'failed',
      tries: EMAIL_MAX_TRIES,
      lastError: 'EmailJS answered HTTP 503',
    })
    expect(afterEmailTry(undefined, 3, now)).toEqual({ status: 'sent', tries: 3, sentAt: now.toISOString() })
  })
})

describe('the agency email on the requests database, with servers sharing its volume', () => {
  let dir: string
  let file: string
  let logged: LogLine[]
  let servers: QuoteReadyEmails[] = []
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quote-ready-email-'))
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
  async function finishedLead(now: Date, email: QuoteReadyEmail) {
    const { id, revision, stage, linkHash, ...fields } = lead
    void revision
    void stage
    void linkHash
    await databaseStore(file).save({ _id: id, _type: 'lead', ...fields } as unknown as StoredDocument)
    const intake = finished(now)
    expect(await databaseIntakeStore(file).save(lead, intake, undefined, email)).toBe(true)
    return intake
  }

  /** A server of its own: its own timers, the shared database, an EmailJS that `answer` decides. */
  function server(sent: Record<string, string>[], answer: () => Promise<void> = async () => {}) {
    const emails = quoteReadyEmailSender({
      send: async (params) => {
        sent.push(params)
        await answer()
      },
      store: databaseQuoteReadyEmailStore(file),
      keepsRunning: true,
      inbox: async () => 'quotes@example.com',
    })
    servers.push(emails)
    return emails
  }

  const stateOf = async () =>
    (await database(file))
      .prepare(
        'SELECT status, tries, next_try_at AS nextTryAt, sent_at AS sentAt, last_error AS lastError FROM quote_ready_emails WHERE lead_id = ?',
      )
      .get(lead.id) as { status: string; tries: number; nextTryAt: string | null; lastError: string | null }

  it('is sent once when two servers sweep it at the same moment, and never again once sent', async () => {
    const now = new Date(Date.now() - 60_000)
    // The finishing server stopped before its first try: the email waits, due, for whichever server sweeps first.
    await finishedLead(now, newQuoteReadyEmail(now, now))
    const sent: Record<string, string>[] = []
    const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 50))
    const [a, b] = [server(sent, slowly), server(sent, slowly)]

    expect(await Promise.all([a.sweep(), b.sweep()])).toEqual([{ emails: 1 }, { emails: 1 }])
    await Promise.all([a.settled(), b.settled()])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      leadId: lead.id,
      to_email: 'quotes@example.com',
      message: 'Online quote finished (quote-ready): Dana Whitfield - Auto Insurance',
    })
    expect(await stateOf()).toMatchObject({ status: 'sent', tries: 1, nextTryAt: null })

    // Every later sweep, on either server, finds nothing to send.
    expect(await Promise.all([a.sweep(), b.sweep()])).toEqual([{ emails: 0 }, { emails: 0 }])
    await Promise.all([a.settled(), b.settled()])
    expect(sent).toHaveLength(1)
    expect(JSON.stringify(logged)).not.toMatch(/Dana|example\.com|555-0142|5550142/)
  })

  it('leaves the first try to the server that finished the online quote, even when another sweeps meanwhile', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-26T16:00:00Z'),
    })
    const now = new Date()
    const a = server([])
    const email = a.make(now)
    expect(email).toEqual({
      createdAt: now.toISOString(),
      status: 'pending',
      tries: 0,
      nextTryAt: new Date(now.getTime() + CLAIM_MS).toISOString(),
    })
    const intake = await finishedLead(now, email)
    const sentByA: Record<string, string>[] = []
    const sentByB: Record<string, string>[] = []
    const finisher = server(sentByA)
    const other = server(sentByB)

    // B reads the email before A hands it over: it waits for the claim to end, then finds it sent.
    await other.sweep()
    await finisher.handOff(lead, intake, email)
    await finisher.settled()
    await vi.advanceTimersByTimeAsync(CLAIM_MS + 1000)
    await other.settled()
    expect([sentByA.length, sentByB.length]).toEqual([1, 0])
    expect(await stateOf()).toMatchObject({ status: 'sent', tries: 1 })
  })

  it('walks an email EmailJS always refuses through its whole schedule to failed, which health reports', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-26T16:00:00Z'),
    })
    const now = new Date()
    const sent: Record<string, string>[] = []
    const refusing = server(sent, async () => {
      throw new Error('EmailJS answered HTTP 503')
    })
    const email = refusing.make(now)
    const intake = await finishedLead(now, email)
    await refusing.handOff(lead, intake, email)

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
      `Online quote ${lead.id}: the agency's email not sent after 9 tries (EmailJS answered HTTP 503): marked failed`,
    ])
    expect(JSON.stringify(logged)).not.toMatch(/Dana|example\.com|555-0142|5550142/)

    const health = await checkEmails(refusing)
    expect(health.status).toBe('degraded')
    expect(health.detail).toMatch(/^1 email telling the agency an online quote is finished could not be sent/)
    // A week after the online quote was finished it no longer counts against health.
    expect(await checkEmails(refusing, new Date(now.getTime() + 8 * 24 * 3600_000))).toEqual({ status: 'ok' })
  })

  it('tells health of an email nobody is trying, long past its next try', async () => {
    const now = new Date()
    const tenMinutesAgo = new Date(now.getTime() - 10 * 60_000)
    await finishedLead(tenMinutesAgo, {
      ...newQuoteReadyEmail(tenMinutesAgo, tenMinutesAgo),
      tries: 1,
      lastError: 'EmailJS could not be reached (ECONNREFUSED)',
    })
    const health = await checkEmails(server([]), now)
    expect(health.status).toBe('degraded')
    expect(health.detail).toMatch(/^1 email to the agency is waiting long past its next try/)
  })
})

describe('the agency email on the lead in the Content Lake, with two servers', () => {
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
        quoteReadyEmail: newQuoteReadyEmail(finishedAt, finishedAt),
      },
    ]
    const writeToken = 'a-write-token-for-the-email-tests'
    const lake = await startFakeContentLake(() => documents, 0, {
      writeToken,
      write: (written) => (documents = written),
    })
    const servers: QuoteReadyEmails[] = []
    try {
      const client = sanityClient({
        projectId: 'abc123de',
        dataset: 'production',
        apiVersion: '2025-09-01',
        apiHost: lake.url,
        token: writeToken,
      })
      const sent: Record<string, string>[] = []
      for (let server = 0; server < 2; server++)
        servers.push(
          quoteReadyEmailSender({
            send: async (params) => void sent.push(params),
            store: sanityQuoteReadyEmailStore(client),
            keepsRunning: true,
            inbox: async () => 'quotes@example.com',
          }),
        )

      expect(await Promise.all(servers.map((server) => server.sweep()))).toEqual([
        { emails: 1 },
        { emails: 1 },
      ])
      await Promise.all(servers.map((server) => server.settled()))
      expect(sent.map((params) => params.leadId)).toEqual([lead.id])
      const kept = documents.find((document) => document._id === lead.id) as { quoteReadyEmail?: object }
      expect(kept.quoteReadyEmail).toEqual({
        createdAt: finishedAt.toISOString(),
        status: 'sent',
        tries: 1,
        sentAt: expect.any(String),
      })
      expect(await Promise.all(servers.map((server) => server.sweep()))).toEqual([
        { emails: 0 },
        { emails: 0 },
      ])
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await lake.close()
    }
  })
})
