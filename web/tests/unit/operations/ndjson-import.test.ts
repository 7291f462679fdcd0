// The upgrade from the NDJSON files an earlier version kept its books in: whatever an older server wrote reaches
// the database, whenever it wrote it, and reading any line again (under any path, any number of times) undoes
// nothing the new version did since.
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { DatabaseSync } from 'node:sqlite'
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createdEvent, type CrmRecord } from '@/lib/crm-webhook/crm-event'
import { databaseEventStore } from '@/lib/crm-webhook/event-store'
import { openDatabase } from '@/lib/database/database'
import { MIGRATIONS } from '@/lib/database/migrations'
import { followNdjsonFiles } from '@/lib/database/ndjson/ndjson-follow'
import { importNdjsonFiles, MAX_LINE_BYTES, type NdjsonFiles } from '@/lib/database/ndjson/ndjson-import'
import { databaseIntakeStore } from '@/lib/intake/server/intake-store'

import { captureLog } from './log-capture'

const EVENT_AT = new Date('2026-03-02T16:00:00.000Z')

const lead = (id: string, minute = 0) => ({
  _id: `leads.${id}`,
  _type: 'lead',
  email: `${id}@example.com`,
  phoneNumber: '(214) 555-0100',
  submittedAt: `2026-03-02T10:${String(minute % 60).padStart(2, '0')}:00-06:00`,
  fullName: 'Ana García',
  coverageType: 'auto',
  webhookEvents: [createdEvent({ _id: `leads.${id}`, _type: 'lead' } as CrmRecord, EVENT_AT, EVENT_AT)],
})

const intakeLine = (id: string, saves: number) => ({
  _id: `leads.${id}`,
  _type: 'lead',
  coverageType: 'auto',
  intake: { _type: 'intakeProgress', saves, updatedAt: `2026-03-02T16:0${saves}:00.000Z` },
})

const ndjson = (records: unknown[]) => records.map((record) => `${JSON.stringify(record)}\n`).join('')

let dir: string
let file: string
let db: DatabaseSync
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ndjson-import-'))
  file = path.join(dir, 'state', 'requests.sqlite')
  db = await openDatabase(file)
})
afterEach(() => {
  vi.restoreAllMocks()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The three files of an old install, in a folder of their own. */
function oldFiles(folder = 'old'): NdjsonFiles {
  const stem = path.join(dir, folder, 'leads')
  mkdirSync(path.dirname(stem), { recursive: true })
  return {
    leads: `${stem}.ndjson`,
    intakes: `${stem}.intake.ndjson`,
    deliveries: `${stem}.deliveries.ndjson`,
  }
}

const keptIds = () =>
  (db.prepare('SELECT id FROM requests ORDER BY id').all() as { id: string }[]).map((row) => row.id)
const event = (id: string) =>
  db.prepare('SELECT status, tries, delivered_at, last_error FROM crm_events WHERE id = ?').get(id)
const imports = () =>
  db.prepare('SELECT file, lines, skipped, arrived_lines FROM ndjson_imports ORDER BY file').all()

describe('the import of an earlier version’s NDJSON files', () => {
  it('imports leads, the latest answers and each event’s latest delivery once, and leaves the files', async () => {
    const old = oldFiles()
    const torn = JSON.stringify(lead('torn', 3)).slice(0, 80)
    writeFileSync(
      old.leads,
      // A write cut short by a full disk, then the next record appended to the same line.
      `${ndjson([lead('a', 1), lead('b', 2)])}${torn}${ndjson([lead('c', 4), lead('a', 1)])}`,
    )
    writeFileSync(old.intakes, ndjson([1, 2, 3].map((saves) => intakeLine('b', saves))))
    const eventA = lead('a').webhookEvents[0]!.id
    writeFileSync(
      old.deliveries,
      ndjson([
        {
          event: eventA,
          status: 'pending',
          tries: 1,
          nextTryAt: '2026-03-02T16:00:05.000Z',
          lastError: 'HTTP 500',
        },
        { event: eventA, status: 'delivered', tries: 2, deliveredAt: '2026-03-02T16:00:06.000Z' },
      ]),
    )
    await importNdjsonFiles(db, old)
    await importNdjsonFiles(db, old)
    expect(keptIds()).toEqual(['leads.a', 'leads.b', 'leads.c'])
    const leadB = await databaseIntakeStore(file).find('leads.b')
    expect(leadB).toMatchObject({ intake: { saves: 3 }, revision: '3', fullName: 'Ana García' })
    const pending = await databaseEventStore(file).unfinished(new Date(0), new Date(), new Date())
    expect(pending.map((delivery) => delivery.recordId).sort()).toEqual(['leads.b', 'leads.c'])
    expect(event(eventA)).toMatchObject({ status: 'delivered', tries: 2 })
    expect(imports()).toEqual([
      { file: old.deliveries, lines: 2, skipped: 0, arrived_lines: 0 },
      { file: old.intakes, lines: 3, skipped: 0, arrived_lines: 0 },
      { file: old.leads, lines: 4, skipped: 0, arrived_lines: 0 },
    ])
    expect(statSync(old.leads).size).toBeGreaterThan(0)
  })

  it('reading the same files under another path (a symlink, a copy) undoes nothing done since', async () => {
    const old = oldFiles()
    const [a, b] = [lead('a'), lead('b')]
    const [eventA, eventB] = [a.webhookEvents[0]!.id, b.webhookEvents[0]!.id]
    writeFileSync(old.leads, ndjson([a, b]))
    writeFileSync(old.intakes, ndjson([intakeLine('a', 1), intakeLine('a', 2)]))
    writeFileSync(
      old.deliveries,
      ndjson([
        {
          event: eventA,
          status: 'pending',
          tries: 1,
          nextTryAt: '2026-03-02T16:00:30.000Z',
          lastError: 'HTTP 500',
        },
        { event: eventA, status: 'delivered', tries: 2, deliveredAt: '2026-03-02T16:01:00.000Z' },
        {
          event: eventB,
          status: 'pending',
          tries: 1,
          nextTryAt: '2026-03-02T16:00:30.000Z',
          lastError: 'HTTP 500',
        },
      ]),
    )
    await importNdjsonFiles(db, old)

    // The new version carries on: the visitor saves their online quote twice more, and lead b's event fails for
    // good after eight tries.
    const intakes = databaseIntakeStore(file)
    for (const saves of [3, 4]) {
      const found = (await intakes.find('leads.a'))!
      const later = { ...found.intake!, saves, updatedAt: `2026-03-03T09:0${saves}:00.000Z` }
      expect(await intakes.save(found, later)).toBe(true)
    }
    const [delivery] = await databaseEventStore(file).unfinished(new Date(0), new Date(), new Date())
    await databaseEventStore(file).update(delivery!, { status: 'failed', tries: 8, lastError: 'HTTP 410' })
    const before = {
      quote: await intakes.find('leads.a'),
      a: event(eventA),
      b: event(eventB),
      ids: keptIds(),
    }
    expect(before.quote).toMatchObject({ intake: { saves: 4 }, revision: '4' })
    expect(before.b).toMatchObject({ status: 'failed', tries: 8 })

    // The volume mounted elsewhere: the same files through a symlinked folder, then as copies at a new path.
    const linked = path.join(dir, 'linked')
    symlinkSync(path.dirname(old.leads), linked)
    const copies = oldFiles('copied')
    for (const kind of ['leads', 'intakes', 'deliveries'] as const) copyFileSync(old[kind], copies[kind])
    for (const again of [
      {
        leads: path.join(linked, 'leads.ndjson'),
        intakes: path.join(linked, 'leads.intake.ndjson'),
        deliveries: path.join(linked, 'leads.deliveries.ndjson'),
      },
      copies,
      old,
    ]) {
      const lines = captureLog()
      await importNdjsonFiles(db, again)
      vi.restoreAllMocks()
      expect(await intakes.find('leads.a')).toEqual(before.quote)
      expect(event(eventA)).toEqual(before.a)
      expect(event(eventB)).toEqual(before.b)
      expect(keptIds()).toEqual(before.ids)
      // Nothing it read was new to the database: no older server is said to be writing.
      expect(lines.filter((line) => line.level === 'warn')).toEqual([])
    }
  })

  it('skips a line it cannot use, says which by its number (never its content), and imports the rest', async () => {
    const old = oldFiles()
    const noId = { ...lead('x'), _id: undefined }
    writeFileSync(
      old.leads,
      [
        JSON.stringify(lead('a')),
        JSON.stringify(noId),
        'Ana García, (214) 555-0100, not JSON',
        '',
        JSON.stringify({ ...lead('y'), submittedAt: 1_741_000_000 }),
        JSON.stringify({ ...lead('z'), webhookEvents: [{ ...lead('z').webhookEvents[0], type: null }] }),
        JSON.stringify(lead('b')),
        '',
      ].join('\n'),
    )
    writeFileSync(
      old.deliveries,
      ndjson([{ event: lead('a').webhookEvents[0]!.id, status: 'delivered', tries: '1' }]),
    )
    const lines = captureLog()
    await importNdjsonFiles(db, old)
    vi.restoreAllMocks()
    expect(keptIds()).toEqual(['leads.a', 'leads.b'])
    expect(imports()).toEqual([
      { file: old.deliveries, lines: 1, skipped: 1, arrived_lines: 0 },
      { file: old.leads, lines: 7, skipped: 4, arrived_lines: 0 },
    ])
    const skips = lines.filter((line) => line.msg.includes('was skipped'))
    expect(skips.map(({ line, file }) => ({ line, file }))).toEqual([
      { line: 2, file: old.leads },
      { line: 3, file: old.leads },
      { line: 5, file: old.leads },
      { line: 6, file: old.leads },
      { line: 1, file: old.deliveries },
    ])
    expect(skips[1]!.msg).toBe(`Line 3 of the old leads file ${old.leads} was skipped: not a JSON record`)
    expect(lines.map((line) => line.msg)).toContain(
      'Imported 6 line(s) of the old leads file; 4 could not be used and were left in the file',
    )
    expect(JSON.stringify(lines)).not.toMatch(/Ana|García|555-0100|5550100|example\.com/)
    // The same lines are skipped again at the next pass, not imported half.
    await importNdjsonFiles(db, old)
    expect(keptIds()).toEqual(['leads.a', 'leads.b'])
  })

  it('imports what an older server appends after the import, and warns once per burst that it still writes', async () => {
    const old = oldFiles()
    writeFileSync(old.leads, ndjson([lead('a')]))
    const lines = captureLog()
    const follower = followNdjsonFiles(db, old, 20)
    await follower.first
    expect(keptIds()).toEqual(['leads.a'])

    appendFileSync(old.leads, ndjson([lead('b'), lead('c')]))
    await vi.waitFor(() => expect(keptIds()).toEqual(['leads.a', 'leads.b', 'leads.c']))
    // A half-written line waits for the rest of it.
    const half = JSON.stringify(lead('d'))
    appendFileSync(old.leads, half.slice(0, 60))
    await sleep(100)
    expect(keptIds()).toHaveLength(3)
    appendFileSync(old.leads, `${half.slice(60)}\n`)
    appendFileSync(old.intakes, ndjson([intakeLine('d', 1)]))
    await vi.waitFor(() => expect(keptIds()).toContain('leads.d'))
    await vi.waitFor(async () =>
      expect(await databaseIntakeStore(file).find('leads.d')).toHaveProperty('intake'),
    )
    await follower.stop()
    vi.restoreAllMocks()

    // One warning for the burst; the lines after it (the lead, and the answers file the older server began) are
    // imported as quietly as any.
    const warnings = lines.filter((line) => line.level === 'warn')
    expect(warnings).toEqual([
      expect.objectContaining({
        lines: 2,
        msg: 'An older server still writes to the old files: 2 line(s) added since the import (leads.ndjson 2) are now in the database; keep the files until it has stopped',
      }),
    ])
    const more = lines.filter((line) => line.msg.startsWith('Imported') && line.msg.includes('more line(s)'))
    expect(more.reduce((sum, line) => sum + (line.lines as number), 0)).toBe(2)
    const row = db
      .prepare('SELECT lines, arrived_lines, arrived_at, position FROM ndjson_imports WHERE file = ?')
      .get(old.leads) as { lines: number; arrived_lines: number; arrived_at: string; position: number }
    expect(row).toMatchObject({ lines: 4, arrived_lines: 3, position: statSync(old.leads).size })
    expect(Date.now() - Date.parse(row.arrived_at)).toBeLessThan(60_000)
  })

  it('reads a file replaced or truncated at the same path again from its start, without harm', async () => {
    const old = oldFiles()
    writeFileSync(old.leads, ndjson([lead('a'), lead('b'), lead('c')]))
    await importNdjsonFiles(db, old)
    // Restored from an older backup: shorter, another inode.
    rmSync(old.leads)
    writeFileSync(old.leads, ndjson([lead('a'), lead('r')]))
    const lines = captureLog()
    await importNdjsonFiles(db, old)
    // Emptied in place, then written again, longer than before, with other first bytes.
    writeFileSync(old.leads, '')
    writeFileSync(old.leads, ndjson([lead('t'), lead('a'), lead('b'), lead('c'), lead('u')]))
    await importNdjsonFiles(db, old)
    vi.restoreAllMocks()
    expect(keptIds()).toEqual(['leads.a', 'leads.b', 'leads.c', 'leads.r', 'leads.t', 'leads.u'])
    expect(lines.filter((line) => /was replaced since its last import/.test(line.msg))).toHaveLength(2)
    expect(imports()).toEqual([{ file: old.leads, lines: 5, skipped: 0, arrived_lines: 0 }])
  })

  it('resumes where a stopped server left off, and imports answers whose lead is further down a long file', async () => {
    const old = oldFiles()
    const ids = Array.from({ length: 3000 }, (_, index) => `n${index}`)
    writeFileSync(old.leads, ndjson(ids.map((id, index) => lead(id, index))))
    writeFileSync(old.intakes, ndjson([intakeLine('n2999', 1)]))
    const stop = new AbortController()
    const importing = importNdjsonFiles(db, old, stop.signal)
    const position = () =>
      (
        db.prepare('SELECT position FROM ndjson_imports WHERE file = ?').get(old.leads) as
          { position: number } | undefined
      )?.position ?? 0
    while (position() === 0) await nextTurn()
    stop.abort()
    await importing
    const partly = keptIds().length
    expect(partly).toBeGreaterThan(0)
    expect(partly).toBeLessThan(3000)
    expect(db.prepare('SELECT count(*) AS n FROM intakes').get()).toEqual({ n: 0 })

    const lines = captureLog()
    await importNdjsonFiles(db, old)
    vi.restoreAllMocks()
    expect(keptIds()).toHaveLength(3000)
    expect(lines.map((line) => line.msg)).toContain(`Imported ${3000 - partly} line(s) of the old leads file`)
    expect(await databaseIntakeStore(file).find('leads.n2999')).toMatchObject({ intake: { saves: 1 } })
  })

  it('brings in what an older server appended after a release that imported each file once', async () => {
    // A database as that release left it: the files imported, their lines counted, no position kept.
    db.close()
    rmSync(path.dirname(file), { recursive: true })
    mkdirSync(path.dirname(file), { recursive: true })
    const released = new DatabaseSync(file)
    released.exec(`${MIGRATIONS[0]!}; PRAGMA user_version = 1`)
    const old = oldFiles()
    writeFileSync(old.leads, ndjson([lead('a')]))
    released.prepare("INSERT INTO ndjson_imports VALUES (?, 1, 0, '2026-03-01T00:00:00.000Z')").run(old.leads)
    released
      .prepare("INSERT INTO requests VALUES ('leads.a', 'lead', '2026-03-02', 0, NULL, NULL, '{}')")
      .run()
    released.close()
    // The older replica went on writing after that import.
    appendFileSync(old.leads, ndjson([lead('late')]))

    db = await openDatabase(file)
    const lines = captureLog()
    const follower = followNdjsonFiles(db, old, 60_000)
    await follower.first
    await follower.stop()
    vi.restoreAllMocks()
    expect(keptIds()).toEqual(['leads.a', 'leads.late'])
    expect(lines.filter((line) => line.level === 'warn')).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^An older server still writes to the old files: 1 line/),
      }),
    ])
    expect(imports()).toEqual([{ file: old.leads, lines: 2, skipped: 0, arrived_lines: 1 }])
  })

  it('imports 10,000 lines in chunks, answering between them', async () => {
    const old = oldFiles()
    writeFileSync(old.leads, ndjson(Array.from({ length: 10_000 }, (_, index) => lead(`n${index}`, index))))
    // What else the server has to do (a page to answer) gets turns while the import goes on.
    let turns = 0
    let importing = true
    const otherWork = async () => {
      for (; importing; turns++) await nextTurn()
    }
    const loop = monitorEventLoopDelay({ resolution: 5 })
    loop.enable()
    const started = performance.now()
    const other = otherWork()
    await importNdjsonFiles(db, old)
    importing = false
    await other
    const ms = performance.now() - started
    loop.disable()
    expect(db.prepare('SELECT count(*) AS n FROM requests').get()).toEqual({ n: 10_000 })
    // At least one turn between every two chunks, and a chunk is 500 lines at most.
    expect(turns).toBeGreaterThanOrEqual(10_000 / 500)
    console.log(
      `Imported 10,000 lead lines in ${Math.round(ms)} ms, with ${turns} turns for other work between chunks; longest event-loop gap ${(loop.max / 1e6).toFixed(0)} ms`,
    )
  })
})

const MB = 1024 * 1024

/**
 * Lead records glued together with no newline between them (a file copied through something that dropped its
 * newlines), `bytes` of them or a little more, ending in a newline; made a megabyte at a time.
 */
function appendGlued(file: string, bytes: number) {
  const record = JSON.stringify(lead('glued'))
  const megabyte = record.repeat(Math.ceil(MB / record.length))
  for (let written = 0; written < bytes; written += megabyte.length) appendFileSync(file, megabyte)
  appendFileSync(file, '\n')
}

/** A lead whose line is exactly `bytes` long (its message pads it). */
function leadOfBytes(id: string, bytes: number) {
  const bare = JSON.stringify({ ...lead(id), message: '' })
  const line = JSON.stringify({ ...lead(id), message: 'x'.repeat(bytes - Buffer.byteLength(bare)) })
  expect(Buffer.byteLength(line)).toBe(bytes)
  return line
}

const skipsOf = (lines: { msg: string }[]) => lines.filter((line) => line.msg.includes('was skipped'))

describe('an old file damaged by a very long line', () => {
  it('skips a line over 1 MB to its newline, says which by its number (never its content), and imports the rest', async () => {
    const old = oldFiles()
    writeFileSync(old.leads, ndjson([lead('a'), lead('b')]))
    appendGlued(old.leads, 3 * MB)
    appendFileSync(
      old.leads,
      `${leadOfBytes('most', MAX_LINE_BYTES)}\n${leadOfBytes('over', MAX_LINE_BYTES + 1)}\n`,
    )
    appendFileSync(old.leads, ndjson([lead('c')]))
    const lines = captureLog()
    await importNdjsonFiles(db, old)
    vi.restoreAllMocks()
    // The line as long as any server wrote, and more, is read; a byte more and it is not.
    expect(keptIds()).toEqual(['leads.a', 'leads.b', 'leads.c', 'leads.most'])
    expect(imports()).toEqual([{ file: old.leads, lines: 6, skipped: 2, arrived_lines: 0 }])
    expect(skipsOf(lines)).toEqual(
      [3, 5].map((line) =>
        expect.objectContaining({
          level: 'warn',
          line,
          file: old.leads,
          msg: `Line ${line} of the old leads file ${old.leads} was skipped: over 1 MB, longer than any server wrote (a damaged file)`,
        }),
      ),
    )
    expect(JSON.stringify(lines)).not.toMatch(/Ana|García|555-0100|example\.com|glued/)
    // Read again, it changes nothing and is not imported half.
    await importNdjsonFiles(db, old)
    expect(keptIds()).toEqual(['leads.a', 'leads.b', 'leads.c', 'leads.most'])
  })

  it('skips an over-long last line with no newline, and imports what an older server appends after it', async () => {
    const old = oldFiles()
    writeFileSync(old.leads, ndjson([lead('a')]))
    appendGlued(old.leads, 2 * MB)
    // The newline lost too: the file ends inside the long line.
    writeFileSync(old.leads, readFileSync(old.leads).subarray(0, -1))
    await importNdjsonFiles(db, old)
    expect(keptIds()).toEqual(['leads.a'])
    expect(imports()).toEqual([{ file: old.leads, lines: 2, skipped: 1, arrived_lines: 0 }])
    appendFileSync(old.leads, ndjson([lead('late')]))
    await importNdjsonFiles(db, old)
    expect(keptIds()).toEqual(['leads.a', 'leads.late'])
  })

  it('reads the last whole record of a damaged line with one parse, however many records the line seems to begin', async () => {
    const old = oldFiles()
    // 100 kB of objects begun and never ended, then a whole record: each `{"` is where a record could begin.
    const begun = '{"a":'.repeat(20_000)
    writeFileSync(old.leads, `${begun}${JSON.stringify(lead('whole'))}\n${begun}\n${ndjson([lead('b')])}`)
    const started = performance.now()
    await importNdjsonFiles(db, old)
    const ms = performance.now() - started
    expect(keptIds()).toEqual(['leads.b', 'leads.whole'])
    expect(imports()).toEqual([{ file: old.leads, lines: 3, skipped: 1, arrived_lines: 0 }])
    // A parse from every `{"` to the line's end would take minutes.
    expect(ms).toBeLessThan(2000)
  })

  it('finds where the last record of a torn line begins whatever its text holds: brackets, quotes, backslashes', async () => {
    const old = oldFiles()
    const tricky = { ...lead('tricky'), message: 'a "quoted" {"brace"} [x] \\ back\\slash \\" end {' }
    // Cut short inside a string, after a backslash: the next record was appended right after it.
    const torn = JSON.stringify({ ...lead('torn'), message: 'half \\' }).slice(0, -3)
    expect(torn.endsWith('half \\')).toBe(true)
    writeFileSync(old.leads, `${torn}${JSON.stringify(tricky)}\r\n${torn}\n`)
    await importNdjsonFiles(db, old)
    expect(keptIds()).toEqual(['leads.tricky'])
    const kept = db.prepare('SELECT document FROM requests').get() as { document: string }
    expect(JSON.parse(kept.document)).toMatchObject({ message: tricky.message })
    expect(imports()).toEqual([{ file: old.leads, lines: 2, skipped: 1, arrived_lines: 0 }])
  })

  it('a 30 MB line: the server imports the other lines with its memory flat', async () => {
    const old = oldFiles()
    writeFileSync(old.leads, ndjson([lead('a')]))
    appendGlued(old.leads, 30 * MB)
    appendFileSync(old.leads, ndjson([lead('b')]))
    expect(statSync(old.leads).size).toBeGreaterThan(30 * MB)
    // In a process of its own, so its peak memory is the import's alone.
    const web = path.join(import.meta.dirname, '../../..')
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        path.join(web, 'node_modules/.bin/tsx'),
        [
          '--conditions=react-server',
          'tests/support/checks/ndjson-import-cost.ts',
          path.join(dir, 'cost.sqlite'),
          old.leads,
        ],
        { cwd: web, timeout: 60_000, maxBuffer: 1024 * 1024 },
        (error, out) => (error ? reject(error) : resolve(out)),
      ),
    )
    const printed = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const { cost } = printed.at(-1) as { cost: { peakRiseMb: number; ms: number; longestGapMs: number } }
    const cut = new DatabaseSync(path.join(dir, 'cost.sqlite'))
    try {
      expect(cut.prepare('SELECT id FROM requests ORDER BY id').all()).toEqual([
        { id: 'leads.a' },
        { id: 'leads.b' },
      ])
    } finally {
      cut.close()
    }
    expect(printed).toContainEqual(
      expect.objectContaining({
        line: 2,
        msg: expect.stringMatching(/^Line 2 of the old leads file .* was skipped: over 1 MB/),
      }),
    )
    // Read a window at a time: the process holds no more than a few of them, never the line.
    expect(cost.peakRiseMb).toBeLessThan(16)
    console.log(
      `A 30 MB line skipped: the import took ${Math.round(cost.ms)} ms, its peak memory rose ${cost.peakRiseMb.toFixed(1)} MB, longest event-loop gap ${cost.longestGapMs.toFixed(0)} ms`,
    )
  }, 90_000)
})
