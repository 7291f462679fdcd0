import type { DatabaseSync } from 'node:sqlite'

import type { ServerEmail } from '../outbox/server-email'
import { statement } from './sql'

const dueMs = (email: Pick<ServerEmail, 'nextTryAt' | 'createdAt'>) =>
  Date.parse(email.nextTryAt ?? email.createdAt) || 0

/** Keeps an email of a record, unless the record has one under its key; run it in the record's transaction. */
export function insertServerEmail(db: DatabaseSync, recordId: string, email: ServerEmail) {
  statement(
    db,
    `INSERT INTO server_emails (record_id, key, kind, created_at, status, tries, next_try_at, due_ms, sent_at,
       last_error, params)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (record_id, key) DO NOTHING`,
  ).run(
    recordId,
    email._key,
    email.kind,
    email.createdAt,
    email.status,
    email.tries,
    email.nextTryAt ?? null,
    dueMs(email),
    email.sentAt ?? null,
    email.lastError ?? null,
    email.params ? JSON.stringify(email.params) : null,
  )
}

export type EmailRow = {
  record_id: string
  key: string
  kind: ServerEmail['kind']
  created_at: string
  status: ServerEmail['status']
  tries: number
  next_try_at: string | null
  sent_at: string | null
  last_error: string | null
  params: string | null
}

export const emailFromRow = (row: EmailRow): ServerEmail => ({
  _key: row.key,
  _type: 'serverEmail',
  kind: row.kind,
  createdAt: row.created_at,
  status: row.status,
  tries: row.tries,
  ...(row.next_try_at !== null && { nextTryAt: row.next_try_at }),
  ...(row.sent_at !== null && { sentAt: row.sent_at }),
  ...(row.last_error !== null && { lastError: row.last_error }),
  ...(row.params !== null && { params: JSON.parse(row.params) as Record<string, string> }),
})
