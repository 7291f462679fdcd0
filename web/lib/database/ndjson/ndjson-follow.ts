import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'

import { log } from '../../log/logger.mjs'
import { importNdjsonFiles, type NdjsonFiles } from './ndjson-import'
import type { NdjsonKind } from './ndjson-records'

/**
 * How often the old files are looked at: a stat of each, and a pass only when one changed. During a rolling
 * upgrade a lead an older replica took reaches this server's database within seconds, before its visitor can open
 * the link in their email here; three stats every few seconds cost nothing measurable.
 */
export const FOLLOW_EVERY_MS = 5000
/** Lines that arrive within this long of the last ones belong to the same burst: one warning for the burst. */
export const ARRIVALS_QUIET_MS = 3600_000

/** What the files are now (each one's inode and size): a pass runs only when it changed since the last. */
async function lookOf(files: NdjsonFiles) {
  const looks = await Promise.all(
    Object.values(files).map((file) =>
      stat(file, { bigint: true }).then(
        ({ ino, size }) => `${ino}:${size}`,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return '-'
          throw error
        },
      ),
    ),
  )
  return looks.join(' ')
}

/**
 * Imports the old files now, then follows them while the server runs: a line an older server appends (a rolling
 * upgrade runs one beside this one) reaches the database within FOLLOW_EVERY_MS. Polling rather than fs.watch: a
 * watch misses writes made through another mount of the volume, cannot watch a file not made yet, and loses a file
 * replaced under it, so it would need the poll anyway. The first burst of appended lines after a quiet hour is a
 * warning, as an older server still writing is what an operator must know before deleting the files.
 */
export function followNdjsonFiles(db: DatabaseSync, files: NdjsonFiles, everyMs = FOLLOW_EVERY_MS) {
  let seen: string | undefined
  let failing = false
  const stopping = new AbortController()
  let lastArrival = -Infinity

  const pass = async () => {
    const look = await lookOf(files)
    if (look === seen) return
    const tallies = await importNdjsonFiles(db, files, stopping.signal)
    // Taken before the pass: a line appended during it makes the next look differ. A pass cut short by the stop
    // leaves it unset.
    if (!stopping.signal.aborted) seen = look
    failing = false
    const arrived = Object.entries(tallies).filter(([, tally]) => tally.arrived > 0)
    if (arrived.length === 0) return
    const lines = arrived.reduce((sum, [, tally]) => sum + tally.arrived, 0)
    const where = arrived
      .map(([kind, tally]) => `${path.basename(files[kind as NdjsonKind])} ${tally.arrived}`)
      .join(', ')
    const now = Date.now()
    const quietBefore = now - lastArrival > ARRIVALS_QUIET_MS
    lastArrival = now
    if (quietBefore)
      log.warn(
        { lines },
        `An older server still writes to the old files: ${lines} line(s) added since the import (${where}) are now in the database; keep the files until it has stopped`,
      )
    else
      log.info({ lines }, `Imported ${lines} more line(s) an older server added to the old files (${where})`)
  }
  const failed = (error: unknown) => {
    if (failing) return
    failing = true
    log.error(
      `The files of an earlier version could not be imported: ${(error as Error).message}; tried again in ${everyMs / 1000} s`,
    )
  }

  let running: Promise<void> | undefined
  const run = () => {
    // One pass at a time: a tick during a long import finds it under way, and the next tick looks again.
    running ??= pass()
      .catch(failed)
      .finally(() => (running = undefined))
    return running
  }
  const first = run()
  const timer = setInterval(run, everyMs)
  // The server's stop closes it; it never keeps a process alive on its own.
  timer.unref()
  return {
    /** The first pass, at start. */
    first,
    /** Stops following; a pass under way stops after the chunk it is writing (the next start resumes there). */
    stop: async () => {
      clearInterval(timer)
      stopping.abort()
      await running
    },
  }
}

export type NdjsonFollower = ReturnType<typeof followNdjsonFiles>
