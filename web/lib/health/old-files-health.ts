import 'server-only'

import { existsSync } from 'node:fs'
import path from 'node:path'

import { database, ndjsonFiles } from '../database/database'
import { ARRIVALS_QUIET_MS } from '../database/ndjson/ndjson-follow'
import { importedFiles } from '../database/ndjson/ndjson-import'

type OldFilesPart = { status: 'ok' | 'degraded'; detail: string }

const names = (files: string[]) => files.map((file) => path.basename(file)).join(', ')

/**
 * While the NDJSON files of an earlier version are still there: whether an older server still adds lines to them
 * (degraded for an hour after the last, which every server on the volume sees), else whether they are imported and
 * may go. Undefined when there are none. Names the files, never their folder.
 */
export async function checkOldFiles(now = Date.now()): Promise<OldFilesPart | undefined> {
  const present = Object.values(ndjsonFiles()).filter((file) => existsSync(file))
  if (present.length === 0) return undefined
  const states = importedFiles(await database(), ndjsonFiles()).filter(({ file }) => present.includes(file))
  const written = states.filter(({ arrivedAt }) => arrivedAt !== null && now - arrivedAt < ARRIVALS_QUIET_MS)
  if (written.length > 0) {
    const last = new Date(Math.max(...written.map(({ arrivedAt }) => arrivedAt!))).toISOString()
    return {
      status: 'degraded',
      detail: `An older server still writes to ${names(written.map(({ file }) => file))} (its last line came at ${last}, and is in the database): keep the old files until every server runs this version and an hour passes with no new line.`,
    }
  }
  if (states.some(({ caughtUp }) => !caughtUp))
    return { status: 'ok', detail: `The old files (${names(present)}) are being imported.` }
  return {
    status: 'ok',
    detail: `The old files (${names(present)}) are imported and no line came in the last hour: once every server runs this version, they can be deleted.`,
  }
}
