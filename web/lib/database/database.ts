import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { serverEnv } from '../config/env'
import { log } from '../log/logger.mjs'
import { stateDir } from '../state-dir.mjs'
import { defineMigrationFunctions, MIGRATIONS } from './migrations'
import { followNdjsonFiles, type NdjsonFollower } from './ndjson/ndjson-follow'
import { LOCK_SPIN_MS, transaction, whenUnlocked } from './sql'

/**
 * Where the server keeps its books without a Sanity write token: one SQLite file in the state directory (a volume
 * in the container), shared by every server that mounts it.
 */
export const databaseFile = () => serverEnv().DATABASE_FILE ?? path.join(stateDir(), 'requests.sqlite')

/**
 * The NDJSON files an earlier version kept its books in (LEADS_FILE, else leads.ndjson in the state directory),
 * with the online quotes' and the deliveries' files beside it.
 */
export function ndjsonFiles() {
  return ndjsonFilesBeside(serverEnv().LEADS_FILE ?? path.join(stateDir(), 'leads.ndjson'))
}

/** The earlier version's files for the leads file `leads`: it, and the online quotes' and deliveries' beside it. */
export function ndjsonFilesBeside(leads: string) {
  const stem = leads.replace(/\.ndjson$/, '')
  return { leads, intakes: `${stem}.intake.ndjson`, deliveries: `${stem}.deliveries.ndjson` }
}

/** A setting no server can keep requests with: the start stops on it, with the reason. */
export class DatabaseSettingError extends Error {}

// What every SQLite database file begins with.
const SQLITE_HEADER = Buffer.from('SQLite format 3\0')

/** Refuses a file that holds something else (a mistyped DATABASE_FILE), before anything touches it. */
function checkIsDatabase(file: string) {
  if (!existsSync(file) || statSync(file).size === 0) return
  const header = Buffer.alloc(SQLITE_HEADER.length)
  const fd = openSync(file, 'r')
  try {
    readSync(fd, header, 0, header.length, 0)
  } finally {
    closeSync(fd)
  }
  if (!header.equals(SQLITE_HEADER))
    throw new DatabaseSettingError(
      `${file} is not a SQLite database: DATABASE_FILE must name the requests database, or a file that does not exist yet`,
    )
}

/** Runs the schema's steps this database has not run yet, once, whichever server gets there first. */
async function migrate(db: DatabaseSync) {
  const version = () =>
    Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
  if (version() >= MIGRATIONS.length) return
  defineMigrationFunctions(db)
  await transaction(db, () => {
    for (let step = version(); step < MIGRATIONS.length; step++) db.exec(MIGRATIONS[step]!)
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`)
  })
}

/**
 * The database and the files SQLite keeps beside it hold visitors' names and numbers: readable by their owner
 * only. A new file is made so before SQLite opens it (its -wal and -shm files take its mode); one an earlier
 * version or a copy left looser is tightened, and the log says so.
 */
function keepPrivate(file: string) {
  closeSync(openSync(file, 'a', 0o600))
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    // A path known only at run time: the build must not trace (and ship) the whole project for it.
    if (!existsSync(/*turbopackIgnore: true*/ each)) continue
    const mode = statSync(/*turbopackIgnore: true*/ each).mode & 0o777
    if (mode === 0o600) continue
    chmodSync(each, 0o600)
    log.warn(`${path.basename(each)} was readable beyond its owner (mode ${mode.toString(8)}): now 0600`)
  }
}

/**
 * Opens the database, made and brought up to date when needed. Write-ahead logging lets readers and one writer work
 * at once, across processes; `synchronous = FULL` makes every committed request survive a power cut, as the
 * flushed NDJSON line did before. Servers opening a new file at the same moment take turns: switching it to
 * write-ahead logging needs the file to themselves, and SQLite does not wait for that on its own.
 */
export async function openDatabase(file: string): Promise<DatabaseSync> {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  checkIsDatabase(file)
  keepPrivate(file)
  const db = new DatabaseSync(file, { timeout: LOCK_SPIN_MS })
  try {
    await whenUnlocked(() => db.exec('PRAGMA journal_mode = WAL'))
    db.exec('PRAGMA synchronous = FULL')
    db.exec('PRAGMA foreign_keys = ON')
    // A row deleted or rewritten (an erasure, an online quote saved again) leaves no copy in the file's free space.
    db.exec('PRAGMA secure_delete = ON')
    // The write-ahead log is emptied into the database as it goes; this keeps its file from staying large after a burst.
    db.exec('PRAGMA journal_size_limit = 4194304')
    await migrate(db)
  } catch (error) {
    db.close()
    throw error
  }
  return db
}

// Route bundles each load their own copy of this module: one connection per process and file.
const CONNECTIONS = Symbol.for('lone-star-shield.database')
type Connection = { db: Promise<DatabaseSync>; follower: Promise<NdjsonFollower | undefined> }
const connections = () =>
  ((globalThis as { [CONNECTIONS]?: Map<string, Connection> })[CONNECTIONS] ??= new Map())

/**
 * The process's connection to the database, opened on first use; then the NDJSON files of an earlier version are
 * read into it, in the background, and followed while they grow. A failure to open (a full or missing volume) is
 * thrown to the caller and tried again on the next use.
 */
export function database(file = databaseFile()): Promise<DatabaseSync> {
  const open = connections()
  let connection = open.get(file)
  if (!connection) {
    const db = openDatabase(file)
    const follower = db.then(
      (opened) => followNdjsonFiles(opened, ndjsonFiles()),
      () => void open.delete(file),
    )
    open.set(file, (connection = { db, follower }))
  }
  return connection.db
}

/**
 * At the server's stop: stops following the old files once the chunk under way is written, then closes every
 * connection this process opened, which empties the write-ahead log into the file.
 */
export async function closeDatabases() {
  const open = [...connections().values()]
  connections().clear()
  for (const { db, follower } of open) {
    await (await follower)?.stop()
    const opened = await db.catch(() => null)
    opened?.close()
  }
}
