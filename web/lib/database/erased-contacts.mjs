// @ts-check
// Plain JavaScript on Node's own SQLite: the books' command (scripts/export-requests.mjs), which erases a person, and
// the server's import of an earlier version's NDJSON files, which must never bring them back, share it.
//
// An erased person is remembered by a keyed hash (HMAC-SHA256) of each of their contact keys, never by the keys
// themselves. The key lives in a file of its own beside the database, readable by its owner only: a copy of the
// database alone (a backup handed around, say) cannot be used to test whether a number or an email was erased.
import { randomBytes, createHmac } from 'node:crypto'
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs'

import { emailKey, phoneKey } from './contact-key.mjs'

/** @typedef {import('node:sqlite').DatabaseSync} DatabaseSync */

/** The key's file, beside the database: made at the first erasure. */
export const erasureKeyFile = (/** @type {string} */ databaseFile) => `${databaseFile}.erasure-key`

const KEY_BYTES = 32

/**
 * The key kept beside the database, or null when there is none yet; with `make`, one is made when there is none
 * (by whichever process gets there first, private from the moment it exists).
 * @param {string} databaseFile
 * @param {{ make?: boolean }} [options]
 * @returns {Buffer | null}
 */
export function erasureKey(databaseFile, { make = false } = {}) {
  const file = erasureKeyFile(databaseFile)
  const read = () => {
    try {
      const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
      if (key.length < KEY_BYTES) throw new Error(`${file} does not hold an erasure key`)
      return key
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null
      throw error
    }
  }
  const kept = read()
  if (kept || !make) return kept
  try {
    const fd = openSync(file, 'wx', 0o600)
    try {
      writeSync(fd, `${randomBytes(KEY_BYTES).toString('hex')}\n`)
    } finally {
      closeSync(fd)
    }
  } catch (error) {
    // Another process made it a moment ago: its key is the one.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
  }
  return read()
}

/**
 * The keyed hash a contact key is remembered by.
 * @param {Buffer} key
 * @param {string} contactKey an E.164 phone number or a lower-case email, as the requests are keyed
 */
export const erasedHash = (key, contactKey) => createHmac('sha256', key).update(contactKey).digest('hex')

/**
 * Remembers each contact key as erased, inside the caller's transaction.
 * @param {DatabaseSync} db
 * @param {Buffer} key
 * @param {Iterable<string>} contactKeys
 * @param {Date} at
 */
export function rememberErased(db, key, contactKeys, at) {
  const insert = db.prepare('INSERT OR IGNORE INTO erased_contacts (hash, erased_at) VALUES (?, ?)')
  for (const contactKey of new Set(contactKeys)) insert.run(erasedHash(key, contactKey), at.toISOString())
}

/**
 * Remembers each request as erased, by the keyed hash of its id, inside the caller's transaction: a delivery of it
 * still queued in Redis finds it erased here, where a server on another disk (which never had it) still makes it.
 * @param {DatabaseSync} db
 * @param {Buffer} key
 * @param {Iterable<string>} recordIds
 * @param {Date} at
 */
export function rememberErasedRecords(db, key, recordIds, at) {
  const insert = db.prepare('INSERT OR IGNORE INTO erased_records (hash, erased_at) VALUES (?, ?)')
  for (const id of new Set(recordIds)) insert.run(erasedHash(key, id), at.toISOString())
}

/**
 * Whether this database erased the request with that id. Cheap while it erased none: one look-up, no hash.
 * @param {DatabaseSync} db
 * @param {string} recordId
 */
export function isErasedRecord(db, recordId) {
  if (!db.prepare('SELECT 1 FROM erased_records LIMIT 1').get()) return false
  const key = erasureKey(fileOf(db))
  return (
    key !== null &&
    db.prepare('SELECT 1 FROM erased_records WHERE hash = ?').get(erasedHash(key, recordId)) !== undefined
  )
}

/** The file a connection has open (its main database). */
const fileOf = (/** @type {DatabaseSync} */ db) =>
  String(
    /** @type {{ file: string }} */ (
      db.prepare(`SELECT file FROM pragma_database_list WHERE name = 'main'`).get()
    ).file,
  )

/**
 * @typedef {{ file: string, key: Buffer | null, any: import('node:sqlite').StatementSync,
 *   find: import('node:sqlite').StatementSync }} Lookup
 */
/** @type {WeakMap<DatabaseSync, Lookup>} */
const lookups = new WeakMap()

/** @param {DatabaseSync} db @returns {Lookup} */
function lookupOf(db) {
  let lookup = lookups.get(db)
  if (!lookup)
    lookups.set(
      db,
      (lookup = {
        file: fileOf(db),
        key: null,
        any: db.prepare('SELECT 1 FROM erased_contacts LIMIT 1'),
        find: db.prepare('SELECT 1 FROM erased_contacts WHERE hash = ?'),
      }),
    )
  return lookup
}

/**
 * Whether a request as an earlier version's file kept it (its `email` and `phoneNumber` as the visitor typed them)
 * belongs to someone erased. Cheap while no one was: one indexed look-up, no hash.
 * @param {DatabaseSync} db
 * @param {{ email?: unknown, phoneNumber?: unknown }} record
 */
export function isErased(db, record) {
  const lookup = lookupOf(db)
  if (!lookup.any.get()) return false
  // Made by the books' command after this connection first looked: read until found.
  lookup.key ??= erasureKey(lookup.file)
  const key = lookup.key
  // A database restored without its key file cannot tell who was erased: nothing is imported until the key is
  // back, rather than bring anyone back.
  if (!key)
    throw new Error(
      `${erasureKeyFile(lookup.file)} is missing, so the people erased cannot be recognized: restore it from the backup made with the database`,
    )
  const contactKeys = [
    emailKey(typeof record.email === 'string' ? record.email : null),
    phoneKey(typeof record.phoneNumber === 'string' ? record.phoneNumber : null),
  ].filter((contactKey) => contactKey !== null)
  return contactKeys.some((contactKey) => lookup.find.get(erasedHash(key, contactKey)) !== undefined)
}
