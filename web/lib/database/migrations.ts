import type { DatabaseSync } from 'node:sqlite'

import { phoneKey } from './contact-key'

/**
 * The database's schema, one numbered step a change. A step is never edited once released: a new one is added, and
 * each database runs the steps it has not run yet, in order, once (its number is kept in `PRAGMA user_version`).
 */
export const MIGRATIONS: readonly string[] = [
  // 1: the requests, each online quote (one row per lead, changed in place), the CRM events with their delivery,
  // and the NDJSON files already imported.
  `
  CREATE TABLE requests (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    submitted_at TEXT NOT NULL,
    submitted_ms INTEGER NOT NULL,
    email_key TEXT,
    phone_key TEXT,
    document TEXT NOT NULL
  ) STRICT;
  CREATE INDEX requests_by_email ON requests (type, email_key, submitted_ms) WHERE email_key IS NOT NULL;
  CREATE INDEX requests_by_phone ON requests (type, phone_key, submitted_ms) WHERE phone_key IS NOT NULL;
  CREATE INDEX requests_by_time ON requests (submitted_ms);

  CREATE TABLE intakes (
    lead_id TEXT PRIMARY KEY REFERENCES requests (id),
    revision INTEGER NOT NULL,
    progress TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE crm_events (
    id TEXT PRIMARY KEY,
    record_id TEXT NOT NULL REFERENCES requests (id),
    type TEXT NOT NULL,
    stage TEXT NOT NULL,
    previous_stage TEXT,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL,
    tries INTEGER NOT NULL,
    next_try_at TEXT,
    delivered_at TEXT,
    last_error TEXT,
    due_ms INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX crm_events_pending ON crm_events (due_ms) WHERE status = 'pending';

  CREATE TABLE ndjson_imports (
    file TEXT PRIMARY KEY,
    lines INTEGER NOT NULL,
    skipped INTEGER NOT NULL,
    imported_at TEXT NOT NULL
  ) STRICT;
  `,
  // 2: the agency's email of each finished online quote (one row per lead, written with the save that finished it)
  // and where its sending stands, so a failed send is tried again and one that went is never sent twice.
  `
  CREATE TABLE quote_ready_emails (
    lead_id TEXT PRIMARY KEY REFERENCES requests (id),
    created_at TEXT NOT NULL,
    status TEXT NOT NULL,
    tries INTEGER NOT NULL,
    next_try_at TEXT,
    sent_at TEXT,
    last_error TEXT,
    due_ms INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX quote_ready_emails_pending ON quote_ready_emails (due_ms) WHERE status = 'pending';
  `,
  // 3: an old file is followed as it grows, by its read position, and known again by its inode and first bytes; a
  // file step 1 imported is read once more from its start (its position was not kept), which changes only what
  // an older server appended since. When an older server was last seen adding lines, for the health check.
  `
  ALTER TABLE ndjson_imports ADD COLUMN position INTEGER;
  ALTER TABLE ndjson_imports ADD COLUMN inode TEXT;
  ALTER TABLE ndjson_imports ADD COLUMN head TEXT;
  ALTER TABLE ndjson_imports ADD COLUMN caught_up_at TEXT;
  ALTER TABLE ndjson_imports ADD COLUMN arrived_lines INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE ndjson_imports ADD COLUMN arrived_at TEXT;
  UPDATE ndjson_imports SET caught_up_at = imported_at;
  `,
  // 4: a phone number is compared by its E.164 form (+12145550143), where it was by its last ten digits: every
  // request kept before is keyed again from the number in its document, so an earlier request is still found.
  `
  UPDATE requests SET phone_key = phone_key(json_extract(document, '$.phoneNumber'));
  `,
  // 5: a person's choices. The register of opt-outs of texts and calls, one line each, kept by the contact key
  // (E.164 phone, lower-case email) and never rewritten: a line the CRM has not been told of yet is found by its
  // empty crm_told_at. Each CRM event keeps what the register said when it was made, so every try sends the same
  // bytes. The keyed hashes of everyone erased, so an import never brings them back, and of their records, so a
  // queued delivery of one is dropped by a server of that database (and still made by a server on another disk);
  // and the log of erasures, counts only.
  `
  CREATE TABLE contact_choices (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    channel TEXT NOT NULL,
    action TEXT NOT NULL,
    at TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    how TEXT,
    recorded_by TEXT NOT NULL,
    note TEXT,
    reason TEXT,
    crm_told_at TEXT
  ) STRICT;
  CREATE INDEX contact_choices_by_key ON contact_choices (key, at_ms);
  CREATE INDEX contact_choices_untold ON contact_choices (id) WHERE crm_told_at IS NULL;

  ALTER TABLE crm_events ADD COLUMN choices TEXT;

  CREATE TABLE erased_contacts (
    hash TEXT PRIMARY KEY,
    erased_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE erased_records (
    hash TEXT PRIMARY KEY,
    erased_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE erasures (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    erased_by TEXT NOT NULL,
    counts TEXT NOT NULL
  ) STRICT;
  `,
  // 6: every email the server sends is one row of one outbox, beside its record (a request, or none for an email
  // that keeps what it says); the finished online quotes' emails move into it.
  `
  CREATE TABLE server_emails (
    record_id TEXT NOT NULL,
    key TEXT NOT NULL,
    kind TEXT NOT NULL,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL,
    tries INTEGER NOT NULL,
    next_try_at TEXT,
    due_ms INTEGER NOT NULL,
    sent_at TEXT,
    last_error TEXT,
    params TEXT,
    PRIMARY KEY (record_id, key)
  ) STRICT;
  CREATE INDEX server_emails_pending ON server_emails (due_ms) WHERE status = 'pending';

  INSERT INTO server_emails (record_id, key, kind, created_at, status, tries, next_try_at, due_ms, sent_at,
      last_error)
    SELECT lead_id, 'quote-ready', 'quote-ready', created_at, status, tries, next_try_at, due_ms, sent_at,
      last_error
    FROM quote_ready_emails;
  DROP TABLE quote_ready_emails;
  `,
  // 7: the time each lead asked to be called at, counted per half hour so no time takes more calls than the office
  // can; the lead's document keeps the same time for the exports.
  `
  CREATE TABLE call_times (
    lead_id TEXT PRIMARY KEY,
    call_ms INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX call_times_by_time ON call_times (call_ms);
  ALTER TABLE crm_events ADD COLUMN call_at TEXT;
  `,
]

/** What the steps call beside SQLite's own functions: defined on each connection before the steps run. */
export function defineMigrationFunctions(db: DatabaseSync) {
  db.function('phone_key', { deterministic: true }, (phone) =>
    phoneKey(typeof phone === 'string' ? phone : null),
  )
}
