// @ts-check
// The books of a server on the embedded dataset (its SQLite database), read and kept while it runs:
//   node scripts/export-requests.mjs ndjson > requests.ndjson   every request as a document, answers, CRM events
//                                                               and the server's emails to the agency
//                                                               included, then the register of contact choices
//                                                               (`sanity dataset import` loads it)
//   node scripts/export-requests.mjs csv > requests.csv         one row per request, for a spreadsheet
//   node scripts/export-requests.mjs backup <file>              a consistent copy of the whole database
//   node scripts/export-requests.mjs find <email or phone>      everything kept about one person, as NDJSON
//   node scripts/export-requests.mjs erase <email or phone> --yes [--by <name>]
//                                                               erases that person (their opt-outs stay)
//   node scripts/export-requests.mjs opt-out <phone or email> --texts --calls --via <how> [--by <name>] [--note <text>]
//                                                               records that they asked not to be texted or called
// It reads DATABASE_FILE, else requests.sqlite in STATE_DIR, as the server does. Plain JavaScript on Node's own
// SQLite, so it runs in the container as it is (docs/operations.md#backups, #privacy-requests).
import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'

import {
  CONTACT_CHOICES_SCHEMA_VERSION,
  entriesFor,
  entryFromRow,
  insertOptOuts,
} from '../lib/database/contact-choice-rows.mjs'
import { choicesInForce, textsStanding } from '../lib/database/choices-in-force.mjs'
import {
  allRequestRows,
  contactKeyOf,
  erasePerson,
  findPerson,
  requestDocument,
} from '../lib/database/privacy-requests.mjs'
import { stateDir } from '../lib/state-dir.mjs'

const file = process.env.DATABASE_FILE || path.join(stateDir(), 'requests.sqlite')

/** How an opt-out reached the agency: the register's own list (lib/database/contact-choice.ts), checked by type. */
/** @type {typeof import('../lib/database/contact-choice').OPT_OUT_WAYS} */
const OPT_OUT_WAYS = ['text reply', 'call', 'email', 'letter', 'web form', 'in person']
const WAYS_TEXT = OPT_OUT_WAYS.map((way) => (way.includes(' ') ? `"${way}"` : way)).join(', ')

const USAGE = `Usage: node scripts/export-requests.mjs <command>
  ndjson | csv                          every request, to standard output
  backup <file>                         a consistent copy of the whole database
  find <email or phone>                 everything kept about one person, as NDJSON
  erase <email or phone> --yes [--by <name>]
                                        erases that person's requests, answers and deliveries (opt-outs stay)
  opt-out <phone or email> [--texts] [--calls] --via <how> [--by <name>] [--note <text>]
                                        records that they asked not to be texted, called, or both
                                        (<how>: ${WAYS_TEXT})`

const CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']
const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid']

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' && value !== 'Not provided' ? value : '')

/**
 * One CSV field (RFC 4180). A cell a spreadsheet would run as a formula (a visitor's name is whatever they typed)
 * starts with an apostrophe instead, as the Studio's report writes it.
 * @param {string} value
 */
function csvField(value) {
  const cell = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** @param {Record<string, any>} request @param {Record<string, any> | undefined} intake */
const onlineQuote = (request, intake) =>
  !intake
    ? ''
    : intake.quoteReady
      ? 'Quote-ready'
      : `In progress: ${intake.stepsDone?.length ?? 0} of ${intake.stepsTotal}`

/** @param {{ at: string, how?: string }} optOut */
const since = ({ at, how }) => `${at}${how ? ` (${how})` : ''}`

/** @typedef {import('../lib/database/contact-choice').ContactChoices} ContactChoices */
/** @typedef {(request: Record<string, any>, intake: Record<string, any> | undefined, choices: ContactChoices) => string} Column */

/** @type {Column} */
function optedOutOfTexts(request, _intake, choices) {
  const standing = textsStanding(request.smsConsent, choices.texts)
  if (standing.state === 'opted-out') return `Yes, on ${since(standing.optOut)}`
  if (standing.state === 'agreed-again')
    return `No: agreed again on ${standing.at}, after an opt-out on ${since(standing.optOut)}`
  return ''
}

/** @type {Column} */
const adData = (request) => {
  const { allowed, signal } = request.adData ?? {}
  if (allowed === true) return 'Allowed'
  if (allowed !== false) return ''
  return signal === 'gpc'
    ? 'Not allowed (Global Privacy Control)'
    : signal === 'consent-mode'
      ? 'Not allowed (cookie choice)'
      : 'Not allowed'
}

/** @type {[string, Column][]} */
const COLUMNS = [
  ['Submitted at', (request) => text(request.submittedAt)],
  ['Id', (request) => request._id],
  ['Kind', (request) => (request._type === 'serviceRequest' ? 'Service request' : 'Quote request')],
  ['Name', (request) => text(request.fullName)],
  ['Phone', (request) => text(request.phoneNumber)],
  ['Email', (request) => text(request.email)],
  ['ZIP', (request) => text(request.zipCode)],
  ['Line or request', (request) => text(request.coverageType ?? request.requestType)],
  // The time the visitor booked for our call (UTC); empty for "as soon as you can".
  ['Call at', (request) => text(request.callAt)],
  ['Language', (request) => (request.language === 'es' ? 'Spanish' : 'English')],
  ['Channel', (request) => text(request.channel)],
  // Before the site had the box, a request has no answer to it: blank, not “no”.
  ['Texts agreed', (request) => (request.smsConsent ? (request.smsConsent.given ? 'Yes' : 'No') : '')],
  ['Texts agreed at', (request) => (request.smsConsent?.given ? text(request.smsConsent.at) : '')],
  ['Texts words version', (request) => text(request.smsConsent?.version)],
  // The register's word, over every request of the person: what the box said is no longer the whole answer.
  ['Opted out of texts', optedOutOfTexts],
  [
    'Do not call',
    (_request, _intake, choices) => (choices.calls ? `Yes, since ${since(choices.calls)}` : ''),
  ],
  ['Ad data', adData],
  ['Possible duplicate of', (request) => text(request.possibleDuplicateOf?._ref)],
  ['Online quote', onlineQuote],
  ['Landing page', (request) => text(request.attribution?.landingPage)],
  ['Referrer', (request) => text(request.attribution?.referrer)],
  ...[...CAMPAIGN, ...CLICK_IDS].map(
    (name) =>
      /** @type {[string, Column]} */ ([
        name,
        (/** @type {any} */ request) => text(request.attribution?.[name]),
      ]),
  ),
  ['Page', (request) => text(request.pageUrl)],
  ['Consent version', (request) => text(request.consentVersion)],
  // A service request's notice that nothing changes until confirmed in writing; blank on a lead, and on a request
  // kept before the form showed it.
  [
    'Written confirmation notice',
    (request) =>
      request.writtenConfirmationNotice
        ? request.writtenConfirmationNotice.shown
          ? 'Shown'
          : 'Not shown'
        : '',
  ],
  ['Written confirmation notice version', (request) => text(request.writtenConfirmationNotice?.version)],
]

/** @param {string} message @returns {never} */
function fail(message) {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** @type {ReturnType<typeof parseArgs>} */
let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      yes: { type: 'boolean' },
      texts: { type: 'boolean' },
      calls: { type: 'boolean' },
      via: { type: 'string' },
      by: { type: 'string' },
      note: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\n\n${USAGE}`)
}
const { values: options, positionals } = parsed
const [command, target, ...extra] = positionals
const COMMANDS = ['ndjson', 'csv', 'backup', 'find', 'erase', 'opt-out']

if (options.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
if (!command || !COMMANDS.includes(command)) fail(USAGE)
if (extra.length)
  fail(`One ${command === 'backup' ? 'file' : 'email or phone number'} at a time.\n\n${USAGE}`)
if (!existsSync(file)) fail(`No database at ${file}: set DATABASE_FILE or STATE_DIR as the server has them.`)

const writes = command === 'backup' || command === 'erase' || command === 'opt-out'
// Beside the running server: write-ahead logging gives a reader one consistent moment, and a writer waits up to
// five seconds for the server's write lock (the server's own writes hold it for milliseconds).
const db = new DatabaseSync(file, { readOnly: !writes, timeout: 5000 })
const schemaVersion = Number(
  /** @type {{ user_version: number }} */ (db.prepare('PRAGMA user_version').get()).user_version,
)
const hasRegister = schemaVersion >= CONTACT_CHOICES_SCHEMA_VERSION

/** Who is doing this: --by, else the account running the command. */
function byWhom() {
  if (options.by !== undefined) {
    const by = String(options.by).trim()
    if (!by) fail('--by needs a name.')
    return by
  }
  try {
    return userInfo().username
  } catch {
    return process.env.USER || 'books command'
  }
}

/** The contact key of the command's email or phone, or a clear refusal. */
function keyOfTarget() {
  if (!hasRegister)
    fail(
      `The database at ${file} is from an earlier version of the site: start the server once first (it brings the database up to date), then run this again.`,
    )
  if (!target) fail(`Name the person by their email or phone number: ${command} <email or phone>\n\n${USAGE}`)
  const contact = contactKeyOf(String(target))
  if (!contact)
    fail(
      `"${target}" is neither an email nor a phone number that can be dialled: check it (a US number needs its area code).`,
    )
  return contact
}

if (command === 'backup') {
  if (!target) fail('Name the file to write the copy to: backup <file>')
  // It holds what the visitors sent: readable by its owner only from the moment it exists, as the database is.
  // SQLite copies into an empty file it is given, keeping that file's mode.
  try {
    closeSync(openSync(target, 'wx', 0o600))
  } catch {
    fail(`${target} exists already, or its folder cannot be written: name a new file.`)
  }
  db.prepare('VACUUM INTO ?').run(target)
  process.stderr.write(`Copied ${file} to ${target}\n`)
  process.stderr.write(
    `The erasure key is not in the copy: keep ${path.basename(file)}.erasure-key with it, if there is one (docs/operations.md#privacy-requests).\n`,
  )
  process.exit(0)
}

const out = process.stdout

if (command === 'find') {
  const { key } = keyOfTarget()
  const records = findPerson(db, key)
  for (const record of records) out.write(`${JSON.stringify(record)}\n`)
  const requests = records.filter((record) => record._type !== 'contactChoice').length
  process.stderr.write(
    `Found ${requests} request(s) and ${records.length - requests} register document(s) for ${key} in ${file}\n`,
  )
  process.exit(0)
}

if (command === 'erase') {
  const { key } = keyOfTarget()
  if (!options.yes) {
    const records = findPerson(db, key)
    const requests = records.filter((record) => record._type !== 'contactChoice').length
    fail(
      `This erases ${requests} request(s) of ${key}, with their online-quote answers and CRM deliveries, for good. Their opt-outs stay in the register. Run it again with --yes to erase (find ${key} shows what is kept first).`,
    )
  }
  const by = byWhom()
  db.exec('PRAGMA foreign_keys = ON')
  const { counts, eventIds } = erasePerson(db, { databaseFile: file, key, by, at: new Date() })
  db.close()
  const queued = await removeQueuedDeliveries(eventIds)
  const lines = [
    `Erased what was kept about ${key}:`,
    `  ${counts.leads} quote request(s), ${counts.serviceRequests} service request(s)`,
    `  ${counts.onlineQuotes} online quote(s) with their answers`,
    `  ${counts.crmEvents} CRM delivery record(s), ${counts.serverEmails} email record(s)`,
    ...(queued === null ? [] : [`  ${queued} pending CRM delivery job(s) in Redis`]),
    `Kept: their opt-outs in the register, which keep them from being texted or called again.`,
    `Remembered: ${counts.contactKeys} contact key(s), by a keyed hash only, so an old file never brings them back.`,
    `Not here: the CRM's own copy, the agency's EmailJS history and what the ad platforms received (docs/operations.md#privacy-requests).`,
  ]
  out.write(`${lines.join('\n')}\n`)
  process.exit(0)
}

if (command === 'opt-out') {
  const { key } = keyOfTarget()
  /** @type {('texts' | 'calls')[]} */
  const channels = []
  if (options.texts) channels.push('texts')
  if (options.calls) channels.push('calls')
  if (!channels.length) fail('Say what to stop: --texts, --calls, or both.')
  const how = /** @type {(typeof OPT_OUT_WAYS)[number] | undefined} */ (
    OPT_OUT_WAYS.find((way) => way === options.via)
  )
  if (!how) fail(`Say how they asked: --via ${WAYS_TEXT}.`)
  const note = options.note === undefined ? undefined : String(options.note).trim() || undefined
  const by = byWhom()
  db.exec('BEGIN IMMEDIATE')
  let written = 0
  try {
    written = insertOptOuts(db, { keys: [key], channels, how, by, note, at: new Date() })
    db.exec('COMMIT')
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
  const stopped = channels.map((channel) => (channel === 'texts' ? 'texted' : 'called')).join(' or ')
  out.write(
    written === 0
      ? `Already recorded: ${key} had asked not to be ${stopped}; nothing added.\n`
      : `Recorded: ${key} asked not to be ${stopped} (${how}, by ${by}). A running server tells the CRM within a minute.\n`,
  )
  process.exit(0)
}

/**
 * Removes the CRM delivery jobs of erased events from the queue the servers share (REDIS_URL), pending ones with
 * the body they would send among them. Null when there is no queue.
 * @param {string[]} eventIds
 */
async function removeQueuedDeliveries(eventIds) {
  const url = process.env.REDIS_URL
  if (!url) return null
  const [{ Queue }, { Redis }, { KEY_PREFIX }] = await Promise.all([
    import('bullmq'),
    import('ioredis'),
    import('../lib/shared-store/redis.mjs'),
  ])
  const connection = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
  // The queue of lib/crm-webhook/queue-runner.ts: the job id is the event's webhook-id.
  const queue = new Queue('crm-webhooks', {
    prefix: `${KEY_PREFIX}queue`,
    connection,
    skipVersionCheck: true,
  })
  try {
    let removed = 0
    for (const id of eventIds)
      try {
        removed += await queue.remove(id)
      } catch (error) {
        // A job a worker holds at this moment: its try finds the record gone, sends nothing and ends.
        if (!/locked/i.test(/** @type {Error} */ (error).message)) throw error
      }
    return removed
  } catch (error) {
    // The database is erased already; a job left behind finds its record gone and sends nothing.
    process.stderr.write(
      `Redis could not be reached (${/** @type {Error} */ (error).message}): any delivery still queued there finds nothing to send.\n`,
    )
    return 0
  } finally {
    await queue.close()
    await connection.quit().catch(() => {})
  }
}

// ndjson or csv: every request.
/** The person's register, under each of a request's keys (none before the register's schema step). */
const choicesOf = (/** @type {string[]} */ keys) =>
  hasRegister ? choicesInForce(entriesFor(db, keys)) : { texts: null, calls: null }

if (command === 'csv') out.write(`\uFEFF${COLUMNS.map(([header]) => csvField(header)).join(',')}\r\n`)
let count = 0
for (const row of allRequestRows(db)) {
  if (command === 'csv') {
    const request = JSON.parse(row.document)
    const intake = row.progress ? JSON.parse(row.progress) : undefined
    const keys = [row.email_key, row.phone_key].filter((key) => key !== null)
    const choices = choicesOf(keys)
    out.write(`${COLUMNS.map(([, value]) => csvField(value(request, intake, choices))).join(',')}\r\n`)
  } else out.write(`${JSON.stringify(requestDocument(row))}\n`)
  count++
}
let registers = 0
if (command === 'ndjson' && hasRegister) {
  // The register as the Content Lake keeps it: one private document per key, named by the key's SHA-256, so a
  // project's own opt-outs of the same person land on the same document.
  /** @type {Map<string, object[]>} */
  const byKey = new Map()
  for (const row of db.prepare('SELECT * FROM contact_choices ORDER BY at_ms, id').iterate()) {
    const { key, ...entry } = entryFromRow(/** @type {any} */ (row))
    const told = /** @type {{ crm_told_at: string | null }} */ (/** @type {unknown} */ (row)).crm_told_at
    byKey.set(key, [...(byKey.get(key) ?? []), { ...entry, ...(told && { crmToldAt: told }) }])
  }
  for (const [key, entries] of byKey) {
    const id = `contactChoices.${createHash('sha256').update(key).digest('hex').slice(0, 32)}`
    out.write(`${JSON.stringify({ _id: id, _type: 'contactChoice', key, entries })}\n`)
    registers++
  }
}
process.stderr.write(
  `Exported ${count} request(s)${registers ? ` and the register of ${registers} contact(s)` : ''} from ${file}\n`,
)
