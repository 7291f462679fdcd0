import { closeSync, existsSync, openSync, readSync } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'

import type { CrmEvent, CrmEventUpdate } from './crm-event-row'
import type { IntakeProgress } from '../intake/intake-progress'
import { log } from '../log/logger.mjs'
import { insertEvent, insertRequest, updateEvent, type RequestDocument } from './request-rows'
import { statement, transaction } from './sql'

const CHUNK_BYTES = 1 << 20

/**
 * Each line of a file, read a megabyte at a time: a file of any size is read without ever holding it whole (a file
 * past V8's longest string could not be read at all as one).
 */
function* linesOf(file: string): Generator<string> {
  const fd = openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES)
    let partial = Buffer.alloc(0)
    for (;;) {
      const read = readSync(fd, buffer, 0, CHUNK_BYTES, null)
      if (read === 0) break
      let chunk = Buffer.concat([partial, buffer.subarray(0, read)])
      let end: number
      while ((end = chunk.indexOf(10)) >= 0) {
        yield chunk.subarray(0, end).toString('utf8')
        chunk = chunk.subarray(end + 1)
      }
      partial = Buffer.from(chunk)
    }
    if (partial.length > 0) yield partial.toString('utf8')
  } finally {
    closeSync(fd)
  }
}

// Every record the old files wrote is a JSON object whose first key is quoted: where one can begin on a line.
const RECORD_START = '{"'

/**
 * A line as the old files wrote it, or null. A write cut short (a full disk) left a partial record that the next
 * one was appended to, on the same line: the last whole record on such a line is still read.
 */
function parseLine<T>(line: string): T | null {
  for (let from = 0; from >= 0; from = line.indexOf(RECORD_START, from + 1)) {
    try {
      return JSON.parse(line.slice(from)) as T
    } catch {
      // The record begins later on the line, if at all.
    }
  }
  return null
}

type Tally = { lines: number; skipped: number }

/** Reads every record of a file into `keep`, counting the lines none could be read from. */
function eachRecord<T>(file: string, keep: (record: T) => boolean): Tally {
  const tally = { lines: 0, skipped: 0 }
  for (const line of linesOf(file)) {
    if (!line.trim()) continue
    tally.lines++
    const record = parseLine<T>(line)
    if (!record || !keep(record)) tally.skipped++
  }
  return tally
}

type IntakeLine = { _id: string; intake: IntakeProgress; webhookEvents?: CrmEvent[] }
type DeliveryLine = CrmEventUpdate & { event: string }

/**
 * Imports the NDJSON files of an earlier version (requests, online quotes' answers, CRM deliveries), all in one
 * transaction and once per file: a server that stops halfway imports nothing, and the next start does it whole. The
 * files are left where they are. Each line's record is kept as it was: a request once by its id, an online quote
 * as its latest line, each event with its latest delivery state.
 */
export async function importNdjsonFiles(
  db: DatabaseSync,
  files: { leads: string; intakes: string; deliveries: string },
) {
  const imported = (file: string) =>
    Boolean(statement(db, 'SELECT 1 FROM ndjson_imports WHERE file = ?').get(file))
  const waiting = () => Object.values(files).filter((file) => existsSync(file) && !imported(file)).length > 0
  if (!waiting()) return
  const started = performance.now()
  const tallies = await transaction(db, () => {
    // Another server on the volume may have imported them while this one waited for the lock.
    if (!waiting()) return null
    const record = (file: string, tally: Tally) =>
      statement(db, 'INSERT INTO ndjson_imports (file, lines, skipped, imported_at) VALUES (?, ?, ?, ?)').run(
        file,
        tally.lines,
        tally.skipped,
        new Date().toISOString(),
      )
    const readEach = <T>(file: string, keep: (record: T) => boolean) => {
      if (!existsSync(file) || imported(file)) return null
      const tally = eachRecord(file, keep)
      record(file, tally)
      return tally
    }
    const leads = readEach<RequestDocument>(files.leads, (document) => {
      if (typeof document._id !== 'string' || typeof document.submittedAt !== 'string') return false
      insertRequest(db, document)
      return true
    })
    const intakes = readEach<IntakeLine>(files.intakes, ({ _id, intake, webhookEvents }) => {
      if (!statement(db, 'SELECT 1 FROM requests WHERE id = ?').get(_id)) return false
      statement(
        db,
        `INSERT INTO intakes (lead_id, revision, progress, updated_at) VALUES (?, 1, ?, ?)
         ON CONFLICT (lead_id) DO UPDATE SET revision = revision + 1, progress = excluded.progress,
           updated_at = excluded.updated_at`,
      ).run(_id, JSON.stringify(intake), intake.updatedAt)
      for (const event of webhookEvents ?? []) insertEvent(db, _id, event)
      return true
    })
    // A line also names its record and when it was written, which the event's row does not keep.
    const deliveries = readEach<DeliveryLine>(
      files.deliveries,
      ({ event, status, tries, nextTryAt, deliveredAt, lastError }) =>
        updateEvent(db, event, { status, tries, nextTryAt, deliveredAt, lastError }),
    )
    return { leads, intakes, deliveries }
  })
  if (!tallies) return
  const ms = Math.round(performance.now() - started)
  for (const [what, tally] of Object.entries(tallies)) {
    if (!tally) continue
    const note = tally.skipped ? `; ${tally.skipped} could not be read and were left in the file` : ''
    log.info({ ms, lines: tally.lines }, `Imported ${tally.lines} line(s) of the old ${what} file${note}`)
  }
}
