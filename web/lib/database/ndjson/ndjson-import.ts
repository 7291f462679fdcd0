import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

import { log } from '../../log/logger.mjs'
import { importLine, type NdjsonKind } from './ndjson-records'
import { statement, transaction } from '../sql'

export type NdjsonFiles = Record<NdjsonKind, string>

/**
 * A transaction writes lines for this long at most (at least one), and at most CHUNK_LINES of them: the write lock
 * is held briefly, so no other server's write waits long, and this server's pages are answered between chunks.
 * Its commit comes on top: with random ids, each line dirties a page of each id index, which the commit writes.
 */
const CHUNK_MS = 10
const CHUNK_LINES = 500
// A chunk reads this much of the file at once, more than its lines need; a longer line (an online quote's can
// weigh 160 kB) is read whole all the same, up to MAX_LINE_BYTES.
const WINDOW_BYTES = 256 * 1024
/**
 * Longer than any line a server wrote to these files. The longest were an online quote's saves: its answers, step
 * by step, each step from one post of at most 64 KB (INTAKE_BODY_MAX_BYTES in lib/intake/server/intake-step-form.ts; JSON's escapes at most double it), three
 * steps in the largest plan of the seed, some 400 KB at worst (the last release capped a quote at 160 KB, and
 * writes no file). A request's post is 32 KB at most, a delivery's line a few hundred bytes. A longer line is a
 * damaged or wrongly restored file: it is skipped to its newline unread, so its length costs neither memory nor
 * parsing.
 */
export const MAX_LINE_BYTES = 1024 * 1024
/** The first bytes of a file, kept to tell it from another file put at the same path. */
const HEAD_BYTES = 256
/** How many unusable lines of one file a pass logs, one line each; past that, only their count. */
const LOGGED_SKIPS = 20

/** A file's row in `ndjson_imports`: how far it was read, and what it was. */
type ImportRow = {
  file: string
  lines: number
  skipped: number
  imported_at: string
  /** The byte after the last line read; null for a file imported before positions were kept. */
  position: number | null
  inode: string | null
  /** Its first bytes as read (hex), up to HEAD_BYTES. */
  head: string | null
  /** When it was first read to its end; a line found after that was appended by an older server. */
  caught_up_at: string | null
  arrived_lines: number
  arrived_at: string | null
}

/** What one pass did with one file. */
export type FileTally = {
  /** Lines read before the file was first read to its end: its import. */
  imported: number
  /** Of those, the lines the database had already (the same file read under another path, say). */
  known: number
  /** Lines found after that which brought the database something new: an older server appended them since. */
  arrived: number
  /** Lines that could not be used, and the first few of them by number. */
  skipped: number
  skips: { line: number; reason: string }[]
  /** Another file was found at the path (replaced, truncated, restored): it was read again from its start. */
  replaced: boolean
}

function readAt(fd: number, position: number, length: number) {
  const buffer = Buffer.alloc(length)
  return buffer.subarray(0, readSync(fd, buffer, 0, length, position))
}

/**
 * The next bytes to read from `from`, up to `end`: whole lines (a window that ends inside a long line grows until
 * the line ends, up to one byte past MAX_LINE_BYTES), or, at `end`, what is left.
 */
function windowAt(fd: number, from: number, end: number) {
  const most = Math.min(end - from, MAX_LINE_BYTES + 1)
  let length = Math.min(WINDOW_BYTES, most)
  let bytes = readAt(fd, from, length)
  while (bytes.lastIndexOf(10) < 0 && length < most) {
    length = Math.min(length * 2, most)
    bytes = readAt(fd, from, length)
  }
  return bytes
}

/** Where the next newline at or after `from` is, before `end`, or -1: read WINDOW_BYTES at a time into one buffer. */
function newlineAfter(fd: number, from: number, end: number) {
  const buffer = Buffer.alloc(WINDOW_BYTES)
  for (let at = from; at < end;) {
    const read = readSync(fd, buffer, 0, Math.min(WINDOW_BYTES, end - at), at)
    if (read === 0) break
    const newline = buffer.subarray(0, read).indexOf(10)
    if (newline >= 0) return at + newline
    at += read
  }
  return -1
}

/** Whether `text` is one whole JSON value (a line whose newline is not written yet, or never will be). */
const isWhole = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

const READ_ROW = 'SELECT * FROM ndjson_imports WHERE file = ?'
const WRITE_ROW = `REPLACE INTO ndjson_imports (file, lines, skipped, imported_at, position, inode, head, caught_up_at,
    arrived_lines, arrived_at)
  VALUES (:file, :lines, :skipped, :imported_at, :position, :inode, :head, :caught_up_at, :arrived_lines, :arrived_at)`

/**
 * The row a file starts from: its own, or a new one when it is new or another file replaced it. A file that
 * appeared, or was last written, after the others were read to their end was written by an older server since:
 * its lines count as arrived.
 */
function startingRow(
  file: string,
  kept: ImportRow | undefined,
  replaced: boolean,
  { now, writtenMs, othersCaughtUp }: { now: string; writtenMs: number; othersCaughtUp: string | null },
): ImportRow {
  if (kept?.position != null && !replaced) return kept
  // Imported before positions were kept: read again from its start, its lines counted anew.
  if (kept && !replaced) return { ...kept, position: 0, lines: 0, skipped: 0 }
  const writtenSince = !kept && othersCaughtUp !== null && writtenMs > Date.parse(othersCaughtUp)
  return {
    file,
    lines: 0,
    skipped: 0,
    imported_at: kept?.imported_at ?? now,
    position: 0,
    inode: null,
    head: null,
    caught_up_at: writtenSince ? othersCaughtUp : null,
    arrived_lines: kept?.arrived_lines ?? 0,
    arrived_at: kept?.arrived_at ?? null,
  }
}

/**
 * One chunk of a file, inside one transaction: lines from where the file's row says the last chunk stopped
 * (whichever server read it), to `end` at most, for CHUNK_MS or CHUNK_LINES, and the new position in the same
 * transaction. True once the file is read to `end`.
 */
function importChunk(
  db: DatabaseSync,
  kind: NdjsonKind,
  { file, end, othersCaughtUp }: { file: string; end: number; othersCaughtUp: string | null },
  tally: FileTally,
) {
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch (error) {
    // Deleted since the pass began: nothing left to read.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  try {
    const { ino, size, mtimeMs } = fstatSync(fd, { bigint: true })
    const inode = String(ino)
    const head = readAt(fd, 0, HEAD_BYTES).toString('hex')
    const kept = statement(db, READ_ROW).get(file) as ImportRow | undefined
    const now = new Date().toISOString()
    // Another file at the path (a new inode, shorter than what was read, other first bytes) is read from its start.
    const replaced =
      kept?.position != null &&
      (kept.inode !== inode || Number(size) < kept.position || !head.startsWith(kept.head ?? ''))
    if (replaced) tally.replaced = true
    const row = startingRow(file, kept, replaced, { now, writtenMs: Number(mtimeMs), othersCaughtUp })
    const from = row.position ?? 0
    // Once the file was read to its end, a line that brings something new was appended since (a file imported
    // before positions were kept is read again from its start: the lines the first import had change nothing).
    const afterCatchUp = row.caught_up_at !== null
    const to = Math.min(end, Number(size))
    const bytes = from < to ? windowAt(fd, from, to) : Buffer.alloc(0)
    const until = performance.now() + CHUNK_MS
    const skip = (reason: string) => {
      row.skipped++
      tally.skipped++
      if (tally.skips.length < LOGGED_SKIPS) tally.skips.push({ line: row.lines, reason })
    }
    let read = 0
    for (let lines = 0; lines < CHUNK_LINES && read < bytes.length; lines++) {
      if (lines > 0 && performance.now() > until) break
      let next = bytes.indexOf(10, read)
      if (next < 0 && bytes.length - read > MAX_LINE_BYTES) {
        // Only the window's first line can be this long. Skipped to its newline, or, when none is written yet, to
        // the end: no server wrote such a line, and what an older one appends next starts after it.
        const newline = newlineAfter(fd, from + bytes.length, to)
        read = (newline < 0 ? to : newline + 1) - from
        row.lines++
        if (!afterCatchUp) tally.imported++
        skip(`over ${MAX_LINE_BYTES / 1024 / 1024} MB, longer than any server wrote (a damaged file)`)
        break
      }
      if (next < 0) {
        // The file's last line, without its newline: read if whole, else left until the rest is written.
        if (from + bytes.length < to || !isWhole(bytes.subarray(read).toString('utf8'))) break
        next = bytes.length
      }
      const line = bytes.subarray(read, next).toString('utf8')
      read = next + 1
      row.lines++
      if (!line.trim()) continue
      if (!afterCatchUp) tally.imported++
      const outcome = importLine(db, kind, line)
      if (outcome === 'unchanged' && !afterCatchUp) tally.known++
      if (typeof outcome === 'object') skip(outcome.skipped)
      else if (afterCatchUp && outcome === 'changed') {
        row.arrived_lines++
        row.arrived_at = now
        tally.arrived++
      }
    }
    // Never back: another server may have read further than this pass's end.
    const position = from + Math.min(read, Math.max(0, to - from))
    const done = read === 0 || position >= to
    statement(db, WRITE_ROW).run({
      ...row,
      position,
      inode,
      head: head.slice(0, Math.min(HEAD_BYTES, position) * 2),
      caught_up_at: row.caught_up_at ?? (done ? now : null),
    })
    return done
  } finally {
    closeSync(fd)
  }
}

/** A file's inode and size now, or null when there is none (deleted, say, since it was last looked at). */
async function statOf(file: string) {
  try {
    const { ino, size } = await stat(file, { bigint: true })
    return { inode: String(ino), size: Number(size) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * Whether the file's row says it was read to `end` already, and the file is the one it was (not shorter than what
 * was read, the same inode): nothing to do, and no lock to take.
 */
async function readAlready(db: DatabaseSync, file: string, end: number) {
  const row = statement(db, READ_ROW).get(file) as ImportRow | undefined
  if (row?.position == null || row.caught_up_at === null || row.position < end) return false
  const now = await statOf(file)
  return !now || (row.inode === now.inode && row.position <= now.size)
}

/**
 * Reads a file up to `end` in chunks, each its own transaction, letting the event loop run between them, until
 * done or `signal` stops it (the server's stop: the next pass resumes where the last chunk ended).
 */
async function importFile(
  db: DatabaseSync,
  kind: NdjsonKind,
  target: { file: string; end: number; othersCaughtUp: string | null },
  signal?: AbortSignal,
) {
  const tally: FileTally = { imported: 0, known: 0, arrived: 0, skipped: 0, skips: [], replaced: false }
  if (await readAlready(db, target.file, target.end)) return tally
  while (!signal?.aborted && !(await transaction(db, () => importChunk(db, kind, target, tally))))
    await yieldToEventLoop()
  return tally
}

/** One pass's logging of a file: what was read, and each line skipped by its number (never its content). */
function logTally(kind: NdjsonKind, file: string, tally: FileTally, ms: number) {
  for (const { line, reason } of tally.skips)
    log.warn({ file, line }, `Line ${line} of the old ${kind} file ${file} was skipped: ${reason}`)
  if (tally.skipped > tally.skips.length)
    log.warn({ file }, `${tally.skipped - tally.skips.length} more line(s) of ${file} were skipped`)
  if (tally.imported === 0) return
  const note = [
    tally.replaced &&
      `; ${path.basename(file)} was replaced since its last import, and read again from its start`,
    tally.known && `; ${tally.known} were in the database already, as new or newer`,
    tally.skipped && `; ${tally.skipped} could not be used and were left in the file`,
  ]
    .filter(Boolean)
    .join('')
  log.info({ ms, lines: tally.imported }, `Imported ${tally.imported} line(s) of the old ${kind} file${note}`)
}

// Sizes are taken in this order, leads last, and the files read in the reverse: every line within the intakes'
// and deliveries' sizes was written after the lead or event it refers to, so within the leads' size, read first.
const SIZED_IN_ORDER: readonly NdjsonKind[] = ['deliveries', 'intakes', 'leads']

/**
 * One pass over the NDJSON files of an earlier version (requests, online quotes' saves, CRM deliveries): what each
 * holds past where the last pass stopped, record by record. A line read again, under this path or another, changes
 * nothing: a request is kept once by its id, an online quote is replaced only by a later save, a delivery only
 * moves forward. The files are left where they are. Resolves with what was done with each file that exists.
 */
export async function importNdjsonFiles(db: DatabaseSync, files: NdjsonFiles, signal?: AbortSignal) {
  const ends = new Map<NdjsonKind, number>()
  for (const kind of SIZED_IN_ORDER) {
    const now = await statOf(files[kind])
    if (now) ends.set(kind, now.size)
  }
  const { othersCaughtUp } = statement(
    db,
    'SELECT min(caught_up_at) AS othersCaughtUp FROM ndjson_imports WHERE file IN (?, ?, ?)',
  ).get(files.leads, files.intakes, files.deliveries) as { othersCaughtUp: string | null }
  const tallies: Partial<Record<NdjsonKind, FileTally>> = {}
  for (const kind of SIZED_IN_ORDER.toReversed()) {
    const end = ends.get(kind)
    if (end === undefined) continue
    const started = performance.now()
    const tally = await importFile(db, kind, { file: files[kind], end, othersCaughtUp }, signal)
    logTally(kind, files[kind], tally, Math.round(performance.now() - started))
    tallies[kind] = tally
  }
  return tallies
}

/** What the database says of each old file: when lines last arrived, and whether it was ever read to its end. */
export function importedFiles(db: DatabaseSync, files: NdjsonFiles) {
  return Object.values(files).map((file) => {
    const row = statement(db, READ_ROW).get(file) as ImportRow | undefined
    return {
      file,
      caughtUp: Boolean(row?.caught_up_at),
      arrivedAt: row?.arrived_at ? Date.parse(row.arrived_at) : null,
    }
  })
}
