// @ts-check
// Plain JavaScript on Node's own SQLite: the server and the books' command (scripts/export-requests.mjs), which runs
// in the container without the app's compiler, write the register of contact choices through the same statements.

/**
 * @typedef {import('node:sqlite').DatabaseSync} DatabaseSync
 * @typedef {import('./contact-choice').ContactChoiceEntry} ContactChoiceEntry
 * @typedef {import('./contact-choice').ContactChannel} ContactChannel
 * @typedef {import('./contact-choice').OptOutWay} OptOutWay
 */

/** The register's schema step this module needs (lib/database/migrations.ts): a server has opened the file once. */
export const CONTACT_CHOICES_SCHEMA_VERSION = 5

/**
 * Records an opt-out of each channel for each key, as one line each, unless one is in force there already (a second
 * request to stop what is stopped adds nothing, so sending the stop page again costs no disk); nothing is ever
 * rewritten. Run it inside a transaction when other writes go with it.
 * @param {DatabaseSync} db
 * @param {{ keys: string[], channels: ContactChannel[], how: OptOutWay, by: string, note?: string, at: Date }} optOut
 * @returns {number} the lines written
 */
export function insertOptOuts(db, { keys, channels, how, by, note, at }) {
  const latest = db.prepare(
    `SELECT action FROM contact_choices WHERE key = ? AND channel = ? ORDER BY at_ms DESC, id DESC LIMIT 1`,
  )
  const insert = db.prepare(
    `INSERT INTO contact_choices (key, channel, action, at, at_ms, how, recorded_by, note)
     VALUES (?, ?, 'opt-out', ?, ?, ?, ?, ?)`,
  )
  let written = 0
  for (const key of new Set(keys))
    for (const channel of new Set(channels)) {
      const held = /** @type {{ action: string } | undefined} */ (latest.get(key, channel))
      if (held?.action === 'opt-out') continue
      insert.run(key, channel, at.toISOString(), at.getTime(), how, by, note ?? null)
      written++
    }
  return written
}

/**
 * @typedef {{ id: number, key: string, channel: string, action: string, at: string, how: string | null,
 *   recorded_by: string, note: string | null, reason: string | null, crm_told_at: string | null }} ChoiceRow
 */

/**
 * A row as the register's readers take it: the entry, with the key it is kept under.
 * @param {ChoiceRow} row
 * @returns {ContactChoiceEntry & { key: string }}
 */
export const entryFromRow = (row) => ({
  _key: `choice-${row.id}`,
  _type: 'contactChoiceEntry',
  key: row.key,
  channel: /** @type {ContactChannel} */ (row.channel),
  action: row.action === 'withdrawn' ? 'withdrawn' : 'opt-out',
  at: row.at,
  ...(row.how !== null && { how: /** @type {OptOutWay} */ (row.how) }),
  by: row.recorded_by,
  ...(row.note !== null && { note: row.note }),
  ...(row.reason !== null && { reason: row.reason }),
})

/**
 * Every line kept under any of the keys, oldest first.
 * @param {DatabaseSync} db
 * @param {string[]} keys
 */
export function entriesFor(db, keys) {
  if (keys.length === 0) return []
  const rows = /** @type {ChoiceRow[]} */ (
    db
      .prepare(
        `SELECT * FROM contact_choices WHERE key IN (${keys.map(() => '?').join(', ')}) ORDER BY at_ms, id`,
      )
      .all(...keys)
  )
  return rows.map(entryFromRow)
}
