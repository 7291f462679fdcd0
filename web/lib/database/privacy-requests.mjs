// @ts-check
// A person's privacy requests on the embedded default, in plain JavaScript on Node's own SQLite, for the books'
// command (scripts/export-requests.mjs), which runs beside the server in the container without the app's compiler:
// everything kept about one person, found, or erased.
import { createHash } from 'node:crypto'

import { entriesFor } from './contact-choice-rows.mjs'
import { emailKey, phoneKey } from './contact-key.mjs'
import { erasureKey, rememberErased, rememberErasedRecords } from './erased-contacts.mjs'

/** @typedef {import('node:sqlite').DatabaseSync} DatabaseSync */

/**
 * The contact key what the office manager typed is kept under: an email (it has an at sign) in lower case, else a phone
 * number in E.164; null when it is neither (a number no phone could ring).
 * @param {string} contact
 * @returns {{ kind: 'email' | 'phone', key: string } | null}
 */
export function contactKeyOf(contact) {
  if (contact.includes('@')) {
    const key = emailKey(contact)
    return key ? { kind: 'email', key } : null
  }
  const key = phoneKey(contact)
  return key ? { kind: 'phone', key } : null
}

// The emails kept on a record, as the Content Lake keeps them on its document.
const SERVER_EMAILS = `SELECT json_group_array(json_object('_key', key, 'kind', kind, 'createdAt', created_at,
    'status', status, 'tries', tries, 'nextTryAt', next_try_at, 'sentAt', sent_at, 'lastError', last_error,
    'params', json(params)))
  FROM server_emails`

// Every request with its online quote, its CRM events and the emails the server sent the agency of it, as the
// NDJSON export writes them.
const REQUESTS = `SELECT requests.id, requests.type, requests.document, requests.email_key, requests.phone_key,
    intakes.progress,
    (SELECT json_group_array(json_object('_key', id, '_type', 'webhookEvent', 'id', id, 'type', type,
        'stage', stage, 'previousStage', previous_stage, 'createdAt', created_at, 'status', status,
        'tries', tries, 'nextTryAt', next_try_at, 'deliveredAt', delivered_at, 'lastError', last_error,
        'callAt', call_at))
      FROM crm_events WHERE record_id = requests.id) AS events,
    (${SERVER_EMAILS} WHERE record_id = requests.id) AS emails
  FROM requests LEFT JOIN intakes ON intakes.lead_id = requests.id`

/**
 * @typedef {{ id: string, type: string, document: string, email_key: string | null, phone_key: string | null,
 *   progress: string | null, events: string, emails: string }} RequestRow
 */

/** Every request, oldest first. @param {DatabaseSync} db */
export const allRequestRows = (db) =>
  /** @type {Iterable<RequestRow>} */ (
    db.prepare(`${REQUESTS} ORDER BY requests.submitted_ms, requests.id`).iterate()
  )

/** The requests kept under a contact key, oldest first. @param {DatabaseSync} db @param {string} key */
const requestRowsOf = (db, key) =>
  /** @type {RequestRow[]} */ (
    db
      .prepare(
        `${REQUESTS} WHERE requests.email_key = ? OR requests.phone_key = ? ORDER BY requests.submitted_ms`,
      )
      .all(key, key)
  )

/** @param {{ key: string }} entry */
const withoutKey = (entry) => Object.fromEntries(Object.entries(entry).filter(([field]) => field !== 'key'))

/** @param {Record<string, unknown>} value */
const withoutNulls = (value) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null))

/**
 * A request as the NDJSON export writes it: its document, with its contact keys as the Content Lake keeps them (so a
 * project finds a repeat of it by them), its online quote, its CRM deliveries, and the emails the server sent the
 * agency of it.
 * @param {RequestRow} row
 */
export function requestDocument(row) {
  const request = JSON.parse(row.document)
  const intake = row.progress ? JSON.parse(row.progress) : undefined
  const events = JSON.parse(row.events).map(withoutNulls)
  const emails = JSON.parse(row.emails).map(withoutNulls)
  return {
    ...request,
    ...(row.email_key && { emailKey: row.email_key }),
    ...(row.phone_key && { phoneKey: row.phone_key }),
    ...(intake && { intake }),
    ...(events.length && { webhookEvents: events }),
    ...(emails.length && { serverEmails: emails }),
  }
}

/**
 * The emails kept on a key's document of the register (the agency told of a stop request), which the Content Lake
 * names `contactChoices.` and the first 32 hex digits of the key's SHA-256, as lib/contact-choices does.
 * @param {DatabaseSync} db
 * @param {string} key
 * @returns {Record<string, unknown>[]}
 */
function registerEmails(db, key) {
  const id = registerDocumentId(key)
  const row = /** @type {{ emails: string }} */ (
    db.prepare(`SELECT (${SERVER_EMAILS} WHERE record_id = ?) AS emails`).get(id)
  )
  return JSON.parse(row.emails).map(withoutNulls)
}

/** @param {string} key */
const registerDocumentId = (key) =>
  `contactChoices.${createHash('sha256').update(key).digest('hex').slice(0, 32)}`

/**
 * A person: the requests kept under the contact key, and every contact key those requests carry besides (their
 * phone when found by email, and so on), which the register's lines and an erasure go by.
 * @param {DatabaseSync} db
 * @param {string} key
 */
function personOf(db, key) {
  const rows = requestRowsOf(db, key)
  const keys = new Set([key])
  for (const row of rows) for (const each of [row.email_key, row.phone_key]) if (each) keys.add(each)
  return { rows, keys: [...keys] }
}

/**
 * Everything kept about a person, one record a line: each request (online quote, CRM deliveries and the server's
 * emails of it included), then the register's lines of each of their keys, with the emails of their stop requests.
 * @param {DatabaseSync} db
 * @param {string} key
 */
export function findPerson(db, key) {
  const { rows, keys } = personOf(db, key)
  const entries = entriesFor(db, keys)
  const register = keys
    .map((each) => ({
      _type: 'contactChoice',
      key: each,
      entries: entries.filter((entry) => entry.key === each).map((entry) => withoutKey(entry)),
      serverEmails: registerEmails(db, each),
    }))
    .filter((document) => document.entries.length > 0 || document.serverEmails.length > 0)
    .map(({ serverEmails, ...document }) => ({ ...document, ...(serverEmails.length && { serverEmails }) }))
  return [...rows.map(requestDocument), ...register]
}

/**
 * @typedef {{ leads: number, serviceRequests: number, onlineQuotes: number, crmEvents: number,
 *   serverEmails: number, contactKeys: number }} ErasureCounts
 */

/**
 * Erases a person in one transaction, taking the write lock at once (a server writing meanwhile waits its turn, as
 * it does for another server): their requests, online quotes' answers, call times, CRM events and the server's emails of them,
 * and the emails of their stop requests once they are sent or failed (one still to send goes: the agency must
 * hear of the stop). The register's opt-outs stay: they are what keeps the agency from texting or calling the person again. Each of their
 * contact keys is remembered by its keyed hash, so an earlier version's files never bring them back; the log of
 * erasures gets a line with when, who and how many of each, nothing that names the person.
 * @param {DatabaseSync} db
 * @param {{ databaseFile: string, key: string, by: string, at: Date }} erasure
 * @returns {{ counts: ErasureCounts, eventIds: string[] }}
 */
export function erasePerson(db, { databaseFile, key, by, at }) {
  const hashKey = erasureKey(databaseFile, { make: true })
  if (!hashKey) throw new Error(`The erasure key beside ${databaseFile} could not be made`)
  // What is deleted is overwritten with zeros, not left in the file's free space until reused.
  db.exec('PRAGMA secure_delete = ON')
  db.exec('BEGIN IMMEDIATE')
  try {
    const { rows, keys } = personOf(db, key)
    const ids = rows.map((row) => row.id)
    const list = ids.map(() => '?').join(', ')
    const eventIds = ids.length
      ? /** @type {{ id: string }[]} */ (
          db.prepare(`SELECT id FROM crm_events WHERE record_id IN (${list})`).all(...ids)
        ).map((row) => row.id)
      : []
    const remove = (/** @type {string} */ table, /** @type {string} */ column) =>
      ids.length
        ? Number(db.prepare(`DELETE FROM ${table} WHERE ${column} IN (${list})`).run(...ids).changes)
        : 0
    const crmEvents = remove('crm_events', 'record_id')
    const onlineQuotes = remove('intakes', 'lead_id')
    remove('call_times', 'lead_id')
    const registerIds = keys.map(registerDocumentId)
    const serverEmails =
      remove('server_emails', 'record_id') +
      Number(
        db
          .prepare(
            `DELETE FROM server_emails WHERE status != 'pending'
              AND record_id IN (${registerIds.map(() => '?').join(', ')})`,
          )
          .run(...registerIds).changes,
      )
    remove('requests', 'id')
    /** @type {ErasureCounts} */
    const counts = {
      leads: rows.filter((row) => row.type !== 'serviceRequest').length,
      serviceRequests: rows.filter((row) => row.type === 'serviceRequest').length,
      onlineQuotes,
      crmEvents,
      serverEmails,
      contactKeys: keys.length,
    }
    rememberErased(db, hashKey, keys, at)
    rememberErasedRecords(db, hashKey, ids, at)
    db.prepare('INSERT INTO erasures (at, erased_by, counts) VALUES (?, ?, ?)').run(
      at.toISOString(),
      by,
      JSON.stringify(counts),
    )
    db.exec('COMMIT')
    // The write-ahead log's older copies of those pages go too, as far as no reader still needs them.
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    return { counts, eventIds }
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
