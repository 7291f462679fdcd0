// @ts-check
// Exports the requests a server on the embedded dataset keeps (its SQLite database), while it runs:
//   node scripts/export-requests.mjs ndjson > requests.ndjson   every request as a document, answers and CRM
//                                                               events included (`sanity dataset import` loads it)
//   node scripts/export-requests.mjs csv > requests.csv         one row per request, for a spreadsheet
//   node scripts/export-requests.mjs backup <file>              a consistent copy of the whole database
// It reads DATABASE_FILE, else requests.sqlite in STATE_DIR, as the server does. Plain JavaScript on Node's own
// SQLite, so it runs in the container as it is (docs/operations.md#backups).
import { closeSync, existsSync, openSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { stateDir } from '../lib/state-dir.mjs'

const file = process.env.DATABASE_FILE || path.join(stateDir(), 'requests.sqlite')
const [format, target] = process.argv.slice(2)

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

/** @type {[string, (request: Record<string, any>, intake?: Record<string, any>) => string][]} */
const COLUMNS = [
  ['Submitted at', (request) => text(request.submittedAt)],
  ['Id', (request) => request._id],
  ['Kind', (request) => (request._type === 'serviceRequest' ? 'Service request' : 'Quote request')],
  ['Name', (request) => text(request.fullName)],
  ['Phone', (request) => text(request.phoneNumber)],
  ['Email', (request) => text(request.email)],
  ['ZIP', (request) => text(request.zipCode)],
  ['Line or request', (request) => text(request.coverageType ?? request.requestType)],
  ['Language', (request) => (request.language === 'es' ? 'Spanish' : 'English')],
  ['Channel', (request) => text(request.channel)],
  // Before the site had the box, a request has no answer to it: blank, not “no”.
  ['Texts agreed', (request) => (request.smsConsent ? (request.smsConsent.given ? 'Yes' : 'No') : '')],
  ['Texts agreed at', (request) => (request.smsConsent?.given ? text(request.smsConsent.at) : '')],
  ['Texts words version', (request) => text(request.smsConsent?.version)],
  ['Possible duplicate of', (request) => text(request.possibleDuplicateOf?._ref)],
  ['Online quote', onlineQuote],
  ['Landing page', (request) => text(request.attribution?.landingPage)],
  ['Referrer', (request) => text(request.attribution?.referrer)],
  ...[...CAMPAIGN, ...CLICK_IDS].map(
    (name) =>
      /** @type {const} */ ([name, (/** @type {any} */ request) => text(request.attribution?.[name])]),
  ),
  ['Page', (request) => text(request.pageUrl)],
  ['Consent version', (request) => text(request.consentVersion)],
]

function fail(/** @type {string} */ message) {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

if (!['ndjson', 'csv', 'backup'].includes(format ?? '')) {
  fail('Usage: node scripts/export-requests.mjs ndjson|csv  (to standard output), or backup <file>')
}
if (!existsSync(file)) fail(`No database at ${file}: set DATABASE_FILE or STATE_DIR as the server has them.`)

// Read-only beside the running server: write-ahead logging gives this reader one consistent moment.
const db = new DatabaseSync(file, { readOnly: format !== 'backup', timeout: 5000 })
if (format === 'backup') {
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
  process.exit(0)
}

const rows = db
  .prepare(
    `SELECT requests.id, requests.document, requests.email_key, requests.phone_key, intakes.progress,
       (SELECT json_group_array(json_object('_key', id, '_type', 'webhookEvent', 'id', id, 'type', type,
          'stage', stage, 'previousStage', previous_stage, 'createdAt', created_at, 'status', status,
          'tries', tries, 'nextTryAt', next_try_at, 'deliveredAt', delivered_at, 'lastError', last_error))
        FROM crm_events WHERE record_id = requests.id) AS events
     FROM requests LEFT JOIN intakes ON intakes.lead_id = requests.id
     ORDER BY requests.submitted_ms, requests.id`,
  )
  .iterate()

const out = process.stdout
if (format === 'csv') out.write(`\uFEFF${COLUMNS.map(([header]) => csvField(header)).join(',')}\r\n`)
let count = 0
for (const row of rows) {
  const request = JSON.parse(String(row.document))
  const intake = row.progress ? JSON.parse(String(row.progress)) : undefined
  if (format === 'csv') {
    out.write(`${COLUMNS.map(([, value]) => csvField(value(request, intake))).join(',')}\r\n`)
  } else {
    const events = JSON.parse(String(row.events)).map((/** @type {Record<string, unknown>} */ event) =>
      Object.fromEntries(Object.entries(event).filter(([, value]) => value !== null)),
    )
    // The contact keys as the Content Lake keeps them, so a project finds a repeat of these requests by them.
    const keys = {
      ...(row.email_key && { emailKey: row.email_key }),
      ...(row.phone_key && { phoneKey: row.phone_key }),
    }
    const document = {
      ...request,
      ...keys,
      ...(intake && { intake }),
      ...(events.length && { webhookEvents: events }),
    }
    out.write(`${JSON.stringify(document)}\n`)
  }
  count++
}
process.stderr.write(`Exported ${count} request(s) from ${file}\n`)
