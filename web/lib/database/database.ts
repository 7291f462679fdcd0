import { closeSync, mkdirSync, openSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { serverEnv } from '../env'
import { stateDir } from '../state-dir.mjs'
import { MIGRATIONS } from './migrations'
import { importNdjsonFiles } from './ndjson-import'
import { transaction } from './sql'

/**
 * Where the server keeps its books without a Sanity write token: one SQLite file in the state directory (a volume
 * in the container), shared by every server that mounts it.
 */
export const databaseFile = () => serverEnv().DATABASE_FILE ?? path.join(stateDir(), 'requests.sqlite')

/**
 * The NDJSON files an earlier version kept its books in (LEADS_FILE, else leads.ndjson in the state directory),
 * with the online quotes' and the deliveries' files beside it: imported once, then left where they are.
 */
export function ndjsonFiles() {
  const leads = serverEnv().LEADS_FILE ?? path.join(stateDir(), 'leads.ndjson')
  const stem = leads.replace(/\.ndjson$/, '')
  return { leads, intakes: `${stem}.intake.ndjson`, deliveries: `${stem}.deliveries.ndjson` }
}

// Another server on the same volume holds the write lock for a few milliseconds at a time; past this, the write
// fails and the visitor is told to try again, rather than waiting on a stuck peer.
const BUSY_TIMEOUT_MS = 5000

/** Runs the schema's steps this database has not run yet, once, whichever server gets there first. */
function migrate(db: DatabaseSync) {
  const version = () =>
    Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  if (version() >= MIGRATIONS.length) return
  transaction(db, () => {
    for (let step = version(); step < MIGRATIONS.length; step++) db.exec(MIGRATIONS[step]!)
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`)
  })
}

/**
 * Opens the database, made and brought up to date when needed. Write-ahead logging lets readers and one writer work
 * at once, across processes; `synchronous = FULL` makes every committed request survive a power cut, as the
 * flushed NDJSON line did before.
 */
export function openDatabase(file: string): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  // Readable by its owner only; SQLite gives its -wal and -shm files the same mode.
  closeSync(openSync(file, 'a', 0o600))
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS })
  try {
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = FULL')
    db.exec('PRAGMA foreign_keys = ON')
    // The write-ahead log is emptied into the database as it goes; this keeps its file from staying large after a burst.
    db.exec('PRAGMA journal_size_limit = 4194304')
    migrate(db)
  } catch (error) {
    db.close()
    throw error
  }
  return db
}

// Route bundles each load their own copy of this module: one connection per process and file.
const CONNECTIONS = Symbol.for('lone-star-shield.database')
const connections = () =>
  ((globalThis as { [CONNECTIONS]?: Map<string, DatabaseSync> })[CONNECTIONS] ??= new Map())

/**
 * The process's connection to the database, opened on first use; on that first use, the NDJSON files of an earlier
 * version are imported if they have not been. A failure to open (a full or missing volume) is thrown to the caller
 * and tried again on the next use.
 */
export function database(file = databaseFile()): DatabaseSync {
  const open = connections()
  let db = open.get(file)
  if (!db) {
    db = openDatabase(file)
    try {
      importNdjsonFiles(db, ndjsonFiles())
    } catch (error) {
      db.close()
      throw error
    }
    open.set(file, db)
  }
  return db
}

/** At the server's stop: closes every connection this process opened, which empties the write-ahead log into the file. */
export function closeDatabases() {
  const open = connections()
  for (const db of open.values()) db.close()
  open.clear()
}
