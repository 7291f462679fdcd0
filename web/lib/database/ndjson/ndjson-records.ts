import type { DatabaseSync } from 'node:sqlite'

import type { CrmEvent, CrmEventStatus } from '../crm-event-row'
import { isErased } from '../erased-contacts.mjs'
import { insertEvent, insertRequest, updateEvent, type RequestDocument } from '../request-rows'
import { statement } from '../sql'

/** The three files of an earlier version: the requests, the online quotes' saves, the CRM deliveries' tries. */
export type NdjsonKind = 'leads' | 'intakes' | 'deliveries'

/**
 * What one line did: changed the database, or found it as new or newer already (the line read before, under this
 * path or another), or could not be used, with the reason in plain words (never the line's content).
 */
export type LineOutcome = 'changed' | 'unchanged' | { skipped: string }

// Every record the old files wrote is a JSON object whose first key is quoted: where one can begin on a line.
const RECORD_START = '{"'

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const code = (char: string) => char.charCodeAt(0)
const [QUOTE, BACKSLASH, CLOSING_BRACE] = ['"', '\\', '}'].map(code)
const OPENING = new Set(['{', '['].map(code))
const CLOSING = new Set(['}', ']'].map(code))
const JSON_SPACE = new Set([' ', '\t', '\r', '\n'].map(code))

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
function isEscaped(text: string, at: number) {
  let before = at
  while (before > 0 && text.charCodeAt(before - 1) === BACKSLASH) before--
  return (at - before) % 2 === 1
}

/**
 * Where the object that ends the line begins, or -1: one walk back from the line's last brace, pairing each
 * closing bracket with its opening one outside strings. Where the rest of the line is one JSON object, it begins
 * there and nowhere else, so one parse tells whether it is.
 */
function lastObjectStart(line: string) {
  let at = line.length - 1
  while (at >= 0 && JSON_SPACE.has(line.charCodeAt(at))) at--
  if (line.charCodeAt(at) !== CLOSING_BRACE) return -1
  let depth = 0
  let inString = false
  for (; at >= 0; at--) {
    const char = line.charCodeAt(at)
    if (char === QUOTE && !isEscaped(line, at)) inString = !inString
    else if (inString) continue
    else if (CLOSING.has(char)) depth++
    else if (OPENING.has(char) && --depth === 0) return at
  }
  return -1
}

/**
 * A line as the old files wrote it, or null. A write cut short (a full disk) left a partial record that the next
 * one was appended to, on the same line: the last whole record on such a line is still read. One walk and one
 * parse a line, however many records a damaged line seems to begin.
 */
export function parseLine(line: string): Fields | null {
  const from = lastObjectStart(line)
  if (from < 0 || !line.startsWith(RECORD_START, from)) return null
  try {
    const record: unknown = JSON.parse(line.slice(from))
    return isObject(record) ? record : null
  } catch {
    return null
  }
}

const WRONG_FIELDS = { skipped: 'a field it needs is missing or of the wrong type' }

const isOptional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type
const isEventList = (value: unknown): value is CrmEvent[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every(isObject))

// Never the person's own details: their hash is what the database keeps.
const ERASED = { skipped: 'its person was erased at their request' }

/**
 * A request is kept once, by its id: a line read again leaves it as it is. One of a person erased since is never
 * brought back.
 */
function importLead(db: DatabaseSync, record: Fields): LineOutcome {
  const { _id, _type, submittedAt, webhookEvents } = record
  if (typeof _id !== 'string' || typeof _type !== 'string' || typeof submittedAt !== 'string')
    return WRONG_FIELDS
  if (!isEventList(webhookEvents)) return WRONG_FIELDS
  if (isErased(db, record)) return ERASED
  return insertRequest(db, record as RequestDocument) ? 'changed' : 'unchanged'
}

// An online quote is replaced only by a later save: more saves, or as many and a later time (two servers saving
// the same quote at once, as the old files allowed). Its revision only ever goes up.
const KEEP_LATER_SAVE = `INSERT INTO intakes (lead_id, revision, progress, updated_at) VALUES (?, 1, ?, ?)
  ON CONFLICT (lead_id) DO UPDATE SET revision = revision + 1, progress = excluded.progress,
    updated_at = excluded.updated_at
  WHERE (excluded.progress ->> '$.saves', excluded.updated_at) > (intakes.progress ->> '$.saves', intakes.updated_at)`

/** A save of a lead's online quote, with the event it made when it finished it. */
function importIntake(db: DatabaseSync, record: Fields): LineOutcome {
  const { _id, intake, webhookEvents } = record
  if (typeof _id !== 'string' || !isObject(intake) || !isEventList(webhookEvents)) return WRONG_FIELDS
  if (typeof intake.saves !== 'number' || typeof intake.updatedAt !== 'string') return WRONG_FIELDS
  if (!statement(db, 'SELECT 1 FROM requests WHERE id = ?').get(_id))
    return { skipped: 'its lead is not in the database' }
  let changed = statement(db, KEEP_LATER_SAVE).run(_id, JSON.stringify(intake), intake.updatedAt).changes > 0
  for (const event of webhookEvents ?? []) changed = insertEvent(db, _id, event) || changed
  return changed ? 'changed' : 'unchanged'
}

// A delivery only moves forward: pending, then failed or delivered (a failed event the old server got through
// after all is delivered: the CRM has it).
const STATUS_ORDER: readonly CrmEventStatus[] = ['pending', 'failed', 'delivered']

/** One try's outcome: written only if it moves the event forward, and never to fewer tries. */
function importDelivery(db: DatabaseSync, record: Fields): LineOutcome {
  const { event, status, tries, nextTryAt, deliveredAt, lastError } = record
  const rank = STATUS_ORDER.indexOf(status as CrmEventStatus)
  if (typeof event !== 'string' || rank < 0 || typeof tries !== 'number') return WRONG_FIELDS
  if (![nextTryAt, deliveredAt, lastError].every((value) => isOptional(value, 'string'))) return WRONG_FIELDS
  const kept = statement(db, 'SELECT status, tries FROM crm_events WHERE id = ?').get(event) as
    { status: CrmEventStatus; tries: number } | undefined
  if (!kept) return { skipped: 'its event is not in the database' }
  const keptRank = STATUS_ORDER.indexOf(kept.status)
  const forward = rank > keptRank || (rank === 0 && keptRank === 0 && tries > kept.tries)
  if (!forward) return 'unchanged'
  updateEvent(db, event, {
    status: status as CrmEventStatus,
    tries: Math.max(tries, kept.tries),
    nextTryAt: nextTryAt as string | undefined,
    ...(typeof deliveredAt === 'string' && { deliveredAt }),
    ...(typeof lastError === 'string' && { lastError }),
  })
  return 'changed'
}

const IMPORTERS: Record<NdjsonKind, (db: DatabaseSync, record: Fields) => LineOutcome> = {
  leads: importLead,
  intakes: importIntake,
  deliveries: importDelivery,
}

const SQLITE_CONSTRAINT = 19
const SQLITE_MISMATCH = 20
/** SQLite refused a value of the record (a NOT NULL column left empty, a STRICT column given another type). */
const isRefused = (error: unknown) =>
  [SQLITE_CONSTRAINT, SQLITE_MISMATCH].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff)

/**
 * Writes one line's record into the database, inside the caller's transaction. A record the database refuses is
 * undone alone (a savepoint) and skipped; any other failure (a full disk) is thrown, and the caller's chunk is
 * rolled back whole, to be read again.
 */
export function importLine(db: DatabaseSync, kind: NdjsonKind, line: string): LineOutcome {
  const record = parseLine(line)
  if (!record) return { skipped: 'not a JSON record' }
  db.exec('SAVEPOINT line')
  try {
    const outcome = IMPORTERS[kind](db, record)
    db.exec('RELEASE line')
    return outcome
  } catch (error) {
    db.exec('ROLLBACK TO line')
    db.exec('RELEASE line')
    if (isRefused(error)) return { skipped: 'the database refused one of its fields' }
    throw error
  }
}
