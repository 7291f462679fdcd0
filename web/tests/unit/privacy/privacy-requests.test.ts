// A person's privacy requests on the embedded default, through the books' command, beside a running server: what is
// kept about them found, erased for good (an old file never brings them back), their opt-outs recorded and kept.
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'

import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createdEvent, type CrmRecord } from '@/lib/crm-webhook/crm-event'
import { databaseEventStore } from '@/lib/crm-webhook/event-store'
import type { CrmEvent } from '@/lib/database/crm-event-row'
import { closeDatabases, database, ndjsonFilesBeside } from '@/lib/database/database'
import { erasedHash, erasureKey, erasureKeyFile, isErased } from '@/lib/database/erased-contacts.mjs'
import { importNdjsonFiles } from '@/lib/database/ndjson/ndjson-import'
import type { StoredDocument } from '@/lib/delivery/request-record'
import { databaseStore } from '@/lib/delivery/server/request-store'
import { startedProgress } from '@/lib/intake/intake-progress'
import { databaseIntakeStore } from '@/lib/intake/server/intake-store'
import { KEY_PREFIX } from '@/lib/shared-store/redis.mjs'
import { newServerEmail } from '@/lib/outbox/server-email'

import { parseCsv } from '../../support/data/csv'
import { startRedis } from '../../support/servers/redis-server'
import { captureLog } from '../operations/log-capture'

const NOW = new Date('2026-03-02T16:00:00.000Z')
const SCRIPT = path.join(import.meta.dirname, '../../../scripts/export-requests.mjs')
const PHONE = '(214) 555-0100'

const request = (
  id: string,
  type: 'lead' | 'serviceRequest',
  email: string,
  phoneNumber: string,
  minute: number,
) =>
  ({
    _id: `${type === 'lead' ? 'leads' : 'serviceRequests'}.${id}`,
    _type: type,
    fullName: 'Marisol Treviño',
    email,
    phoneNumber,
    ...(type === 'lead' ? { coverageType: 'Auto Insurance' } : { requestType: 'Add a driver' }),
    language: 'es',
    submittedAt: `2026-03-02T10:${String(minute).padStart(2, '0')}:00-06:00`,
    smsConsent: {
      given: true,
      at: `2026-03-02T16:${String(minute).padStart(2, '0')}:00.000Z`,
      version: 'v1',
    },
    adData: { allowed: false, signal: 'gpc' },
    webhookEvents: [
      {
        ...createdEvent({ _id: `x.${id}`, _type: type } as CrmRecord, NOW, NOW),
        status: 'pending',
        tries: 1,
        nextTryAt: '2026-03-02T16:05:00.000Z',
      },
    ],
  }) as unknown as StoredDocument

let dir: string
let file: string
/** The server's own connection, open the whole time, as a running server keeps it. */
let server: DatabaseSync

const run = (...args: string[]) =>
  execFileSync(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, DATABASE_FILE: file, REDIS_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
/** The command's refusal: what it says, and that it stopped with a failure. */
const refusal = (...args: string[]) => {
  try {
    run(...args)
  } catch (error) {
    return String((error as { stderr: string }).stderr)
  }
  throw new Error(`${args.join(' ')} did not refuse`)
}
const lines = (output: string) =>
  output
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
const count = (table: string) =>
  (server.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'privacy-requests-'))
  file = path.join(dir, 'requests.sqlite')
  const store = databaseStore(file)
  await store.save(request('b', 'lead', 'Marisol@Example.com', PHONE, 1))
  await store.save(request('s', 'serviceRequest', 'marisol@example.com', '+1 214-555-0100', 2))
  // Someone else entirely, who must be left alone.
  await store.save(request('o', 'lead', 'otro@example.com', '(469) 555-0199', 3))
  const intakes = databaseIntakeStore(file)
  const finishedAt = '2026-03-02T17:00:00.000Z'
  await intakes.save(
    (await intakes.find('leads.b'))!,
    { ...startedProgress('es', 3, finishedAt), quoteReady: true, finishedAt },
    undefined,
    {
      ...newServerEmail('quote-ready', NOW),
      status: 'sent',
      tries: 1,
      sentAt: finishedAt,
      nextTryAt: undefined,
    },
  )
  // The process's one connection, as a server has it: a second one opened here would close a file of the database
  // on the way (making it private), and with it the locks SQLite holds for the first.
  server = await database(file)
})
afterEach(async () => {
  vi.restoreAllMocks()
  await closeDatabases()
  rmSync(dir, { recursive: true, force: true })
})

describe('the books’ command on a person’s privacy requests', () => {
  it('finds everything kept about a person by their phone however it is written, or their email in any case', () => {
    run('opt-out', '214.555.0100', '--texts', '--via', 'text reply', '--by', 'Dana')
    const found = lines(run('find', '+1 (214) 555-0100'))
    expect(found.map((record) => record._id ?? record._type)).toEqual([
      'leads.b',
      'serviceRequests.s',
      'contactChoice',
    ])
    expect(found[0]).toMatchObject({
      emailKey: 'marisol@example.com',
      phoneKey: '+12145550100',
      intake: { quoteReady: true },
      serverEmails: [{ _key: 'quote-ready', kind: 'quote-ready', status: 'sent' }],
      webhookEvents: [{ status: 'pending', tries: 1 }],
    })
    expect(found[2]).toMatchObject({
      key: '+12145550100',
      entries: [{ channel: 'texts', action: 'opt-out', how: 'text reply', by: 'Dana' }],
    })
    expect(lines(run('find', '  MARISOL@example.COM ')).map((record) => record._id ?? record._type)).toEqual([
      'leads.b',
      'serviceRequests.s',
      'contactChoice',
    ])
    expect(lines(run('find', 'nadie@example.com'))).toEqual([])
  })

  it('erases a person while the server holds the database, keeps their opt-outs, and remembers them by a keyed hash only', async () => {
    run('opt-out', PHONE, '--texts', '--calls', '--via', 'call')
    expect(refusal('erase', PHONE)).toContain('Run it again with --yes')
    expect(count('requests')).toBe(3)

    // The server is writing at that moment: the command waits for its lock, then erases.
    server.exec('BEGIN IMMEDIATE')
    const erasing = promisify(execFile)(process.execPath, [SCRIPT, 'erase', PHONE, '--yes', '--by', 'Dana'], {
      env: { ...process.env, DATABASE_FILE: file, REDIS_URL: '' },
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(count('requests')).toBe(3)
    server.exec('COMMIT')
    const { stdout } = await erasing
    expect(stdout).toContain('1 quote request(s), 1 service request(s)')
    expect(stdout).toContain('1 online quote(s) with their answers')
    expect(stdout).toContain('2 CRM delivery record(s), 1 email record(s)')
    expect(stdout).toContain('Kept: their opt-outs in the register')

    expect((server.prepare('SELECT id FROM requests').all() as { id: string }[]).map(({ id }) => id)).toEqual(
      ['leads.o'],
    )
    expect(count('intakes')).toBe(0)
    expect(count('server_emails')).toBe(0)
    expect(count('crm_events')).toBe(1)
    expect(count('contact_choices')).toBe(2)
    // The CRM's next try of an erased event finds nothing to send, even one still queued in Redis; a delivery of a
    // request this database never had (a server on another disk's) is still made.
    const events = databaseEventStore(file)
    const pending = await events.unfinished(new Date(0), new Date(), new Date())
    expect(pending.map((delivery) => delivery.recordId)).toEqual(['leads.o'])
    const queued = (recordId: string, id: string) => ({ recordId, event: { id } as CrmEvent, body: '' })
    expect(await events.has(queued('leads.b', 'msg_erased'))).toBe(false)
    expect(await events.has(queued('leads.elsewhere', 'msg_elsewhere'))).toBe(true)
    expect(await events.has(pending[0]!)).toBe(true)

    // The log says when, who and how many; nothing that names the person, nor do the remembered hashes.
    const erasure = server.prepare('SELECT * FROM erasures').get() as { erased_by: string; counts: string }
    expect(erasure).toMatchObject({ erased_by: 'Dana' })
    expect(JSON.parse(erasure.counts)).toEqual({
      leads: 1,
      serviceRequests: 1,
      onlineQuotes: 1,
      crmEvents: 2,
      serverEmails: 1,
      contactKeys: 2,
    })
    // Read by another process: closing a file of the database in this one would drop the locks SQLite holds here.
    const bytes = (name: string) =>
      execFileSync(
        process.execPath,
        ['-e', `process.stdout.write(require('fs').readFileSync(${JSON.stringify(name)}, 'latin1'))`],
        {
          encoding: 'latin1',
          maxBuffer: 64 * 1024 * 1024,
        },
      )
    const database =
      bytes(file) +
      bytes(`${file}-wal`) +
      JSON.stringify(server.prepare('SELECT * FROM erased_contacts').all())
    expect(count('erased_contacts')).toBe(2)
    expect(JSON.stringify(erasure)).not.toMatch(/marisol|555|2145550100/i)
    expect(database).not.toMatch(/marisol@example\.com/)
    // The key lives beside the database, private, never in it.
    expect(statSync(erasureKeyFile(file)).mode & 0o777).toBe(0o600)

    // Their request from before is gone; one sent after the erasure is a new request.
    expect(lines(run('find', PHONE)).map((record) => record._type)).toEqual(['contactChoice'])
    await databaseStore(file).save(request('n', 'lead', 'marisol@example.com', PHONE, 9))
    expect(lines(run('find', PHONE)).map((record) => record._id ?? record._type)).toEqual([
      'leads.n',
      'contactChoice',
    ])
  })

  it('removes the erased person’s queued CRM deliveries from the shared Redis, and no one else’s', async () => {
    const redis = await startRedis()
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null })
    // The queue of lib/crm-webhook/queue-runner.ts, each delivery waiting for its next try under its webhook-id.
    const queue = new Queue('crm-webhooks', { prefix: `${KEY_PREFIX}queue`, connection })
    try {
      const events = server.prepare('SELECT id, record_id FROM crm_events ORDER BY record_id').all() as {
        id: string
        record_id: string
      }[]
      for (const { id } of events) await queue.add('deliver', { body: '{}' }, { jobId: id, delay: 3_600_000 })
      const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, 'erase', PHONE, '--yes'], {
        env: { ...process.env, DATABASE_FILE: file, REDIS_URL: redis.url },
      })
      expect(stdout).toContain('2 CRM delivery record(s)')
      const left = (await queue.getDelayed()).map((job) => job.id)
      expect(left).toEqual(events.filter(({ record_id }) => record_id === 'leads.o').map(({ id }) => id))
    } finally {
      await queue.close()
      await connection.quit()
      await redis.stop()
    }
  })

  it('records an opt-out while the server runs, and the export shows it on every request of that person', () => {
    run('opt-out', 'marisol@example.com', '--calls', '--via', 'email', '--note', 'Asked by email')
    run('opt-out', PHONE, '--texts', '--via', 'web form')
    const rows = server
      .prepare('SELECT key, channel, how, recorded_by, note FROM contact_choices ORDER BY id')
      .all()
    expect(rows).toEqual([
      expect.objectContaining({
        key: 'marisol@example.com',
        channel: 'calls',
        how: 'email',
        note: 'Asked by email',
      }),
      expect.objectContaining({ key: '+12145550100', channel: 'texts', how: 'web form', note: null }),
    ])
    const [header, ...cells] = parseCsv(run('csv').replace(/^\uFEFF/, ''), ',')
    const column = (name: string) =>
      cells.filter((row) => row.length > 1).map((row) => row[header!.indexOf(name)])
    expect(column('Opted out of texts')).toEqual([
      expect.stringMatching(/^Yes, on .* \(web form\)$/),
      expect.stringMatching(/^Yes, on .* \(web form\)$/),
      '',
    ])
    expect(column('Do not call')).toEqual([
      expect.stringMatching(/^Yes, since .* \(email\)$/),
      expect.stringMatching(/^Yes, since .* \(email\)$/),
      '',
    ])
    expect(column('Ad data')).toEqual(Array(3).fill('Not allowed (Global Privacy Control)'))
    const registers = lines(run('ndjson')).filter((record) => record._type === 'contactChoice')
    expect(registers.map((record) => record.key)).toEqual(['marisol@example.com', '+12145550100'])
    expect(registers[0]!._id).toMatch(/^contactChoices\.[0-9a-f]{32}$/)
  })

  it('says clearly what it needs', () => {
    expect(refusal('find', '555-0143')).toContain('neither an email nor a phone number')
    expect(refusal('opt-out', PHONE, '--via', 'call')).toContain('--texts, --calls, or both')
    expect(refusal('opt-out', PHONE, '--texts', '--via', 'pigeon')).toContain('"text reply"')
    expect(refusal('erase')).toContain('Name the person')
    expect(refusal('forget', PHONE)).toContain('Usage:')
    // A database no server of this version has opened yet.
    const old = path.join(dir, 'old.sqlite')
    const db = new DatabaseSync(old)
    db.exec('PRAGMA user_version = 4')
    db.close()
    file = old
    expect(refusal('find', PHONE)).toContain('start the server once first')
    expect(refusal('erase', PHONE, '--yes')).toContain('start the server once first')
  })
})

describe('an erased person never comes back', () => {
  it('the import of an earlier version’s files skips their lines, counts them as skipped, and logs nothing of them', async () => {
    const files = ndjsonFilesBeside(path.join(dir, 'old', 'leads.ndjson'))
    mkdirSync(path.dirname(files.leads), { recursive: true })
    run('erase', 'MARISOL@example.com', '--yes')
    writeFileSync(
      files.leads,
      [
        request('b', 'lead', 'marisol@example.com', PHONE, 1),
        // The same person by phone alone, with another email typed.
        request('b2', 'lead', 'mtrevino@example.com', '214-555-0100', 4),
        request('c', 'lead', 'carlos@example.com', '(972) 555-0111', 5),
      ]
        .map((line) => `${JSON.stringify(line)}\n`)
        .join(''),
    )
    const log = captureLog()
    await importNdjsonFiles(server, files)
    vi.restoreAllMocks()
    expect(
      (server.prepare('SELECT id FROM requests ORDER BY id').all() as { id: string }[]).map(({ id }) => id),
    ).toEqual(['leads.c', 'leads.o'])
    expect(server.prepare('SELECT lines, skipped FROM ndjson_imports').get()).toEqual({
      lines: 3,
      skipped: 2,
    })
    expect(log.map((line) => line.msg)).toContain(
      `Line 1 of the old leads file ${files.leads} was skipped: its person was erased at their request`,
    )
    expect(JSON.stringify(log)).not.toMatch(/marisol|mtrevino|555-0100|5550100/i)
  })

  it('by a hash keyed by the file beside the database, made once and private', () => {
    expect(erasureKey(file)).toBeNull()
    const key = erasureKey(file, { make: true })!
    expect(erasureKey(file, { make: true })).toEqual(key)
    expect(statSync(erasureKeyFile(file)).mode & 0o777).toBe(0o600)
    expect(erasedHash(key, '+12145550100')).toBe(erasedHash(key, '+12145550100'))
    expect(erasedHash(key, '+12145550100')).toMatch(/^[0-9a-f]{64}$/)
    // Another key (another install, or a guess) gives other hashes: a copy of the database alone tests nothing.
    expect(erasedHash(Buffer.alloc(32, 1), '+12145550100')).not.toBe(erasedHash(key, '+12145550100'))
    expect(isErased(server, { phoneNumber: PHONE })).toBe(false)
    server
      .prepare('INSERT INTO erased_contacts (hash, erased_at) VALUES (?, ?)')
      .run(erasedHash(key, '+12145550100'), NOW.toISOString())
    expect(isErased(server, { phoneNumber: '214 555 0100', email: 'someone@example.com' })).toBe(true)
    expect(isErased(server, { phoneNumber: '(972) 555-0111' })).toBe(false)
  })

  it('imports nothing from a database restored without its key file, rather than bring anyone back', () => {
    run('erase', 'MARISOL@example.com', '--yes')
    rmSync(erasureKeyFile(file))
    // A connection that never read the key before, as a server started on the restored database.
    const restored = new DatabaseSync(file)
    expect(() => isErased(restored, { email: 'carlos@example.com' })).toThrow(/erasure-key is missing/)
    restored.close()
  })
})
