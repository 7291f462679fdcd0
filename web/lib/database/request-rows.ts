import type { DatabaseSync, SQLInputValue } from 'node:sqlite'

import { emailKey, phoneKey } from './contact-key'
import type { ContactChoices } from './contact-choice'
import type { CrmEvent, CrmEventUpdate } from './crm-event-row'
import { insertServerEmail } from './server-email-rows'
import { statement } from './sql'
import type { ServerEmail } from '../outbox/server-email'

/** A request as the endpoints keep it: a Sanity-shaped document, with the CRM events made with it. */
export type RequestDocument = {
  _id: string
  _type: string
  submittedAt: string
  email?: string
  phoneNumber?: string
  webhookEvents?: CrmEvent[]
  serverEmails?: ServerEmail[]
  [field: string]: unknown
}

const dueMs = (event: Pick<CrmEvent, 'nextTryAt' | 'createdAt'>) =>
  Date.parse(event.nextTryAt ?? event.createdAt) || 0

/** Records an event of a kept request, unless one with its id (its webhook-id) is recorded already. */
export function insertEvent(db: DatabaseSync, recordId: string, event: CrmEvent): boolean {
  const { changes } = statement(
    db,
    `INSERT INTO crm_events (id, record_id, type, stage, previous_stage, created_at, status, tries, next_try_at,
       delivered_at, last_error, due_ms, choices, call_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  ).run(
    event.id,
    recordId,
    event.type,
    event.stage,
    event.previousStage ?? null,
    event.createdAt,
    event.status,
    event.tries,
    event.nextTryAt ?? null,
    event.deliveredAt ?? null,
    event.lastError ?? null,
    dueMs(event),
    event.choices ? JSON.stringify(event.choices) : null,
    event.callAt ?? null,
  )
  return changes > 0
}

/**
 * Keeps a request and the CRM events and emails made with it, unless a request with its id is kept already (the
 * same request sent again). True when it was new. Run it inside a transaction, so the request is never kept
 * without them.
 */
export function insertRequest(db: DatabaseSync, document: RequestDocument): boolean {
  const { webhookEvents, serverEmails, ...kept } = document
  const { changes } = statement(
    db,
    `INSERT INTO requests (id, type, submitted_at, submitted_ms, email_key, phone_key, document)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
  ).run(
    kept._id,
    kept._type,
    kept.submittedAt,
    Date.parse(kept.submittedAt) || 0,
    emailKey(kept.email),
    phoneKey(kept.phoneNumber),
    JSON.stringify(kept),
  )
  if (changes === 0) return false
  for (const event of webhookEvents ?? []) insertEvent(db, kept._id, event)
  for (const email of serverEmails ?? []) insertServerEmail(db, kept._id, email)
  return true
}

/** A crm_events row as read. */
export type EventRow = {
  id: string
  record_id: string
  type: CrmEvent['type']
  stage: string
  previous_stage: string | null
  created_at: string
  status: CrmEvent['status']
  tries: number
  next_try_at: string | null
  delivered_at: string | null
  last_error: string | null
  choices: string | null
  call_at: string | null
}

/** The event as the CRM hand-over and the Studio shape it. */
export function eventFromRow(row: EventRow): CrmEvent {
  return {
    _key: row.id,
    _type: 'webhookEvent',
    id: row.id,
    type: row.type,
    stage: row.stage,
    ...(row.previous_stage !== null && { previousStage: row.previous_stage }),
    createdAt: row.created_at,
    status: row.status,
    tries: row.tries,
    ...(row.next_try_at !== null && { nextTryAt: row.next_try_at }),
    ...(row.delivered_at !== null && { deliveredAt: row.delivered_at }),
    ...(row.last_error !== null && { lastError: row.last_error }),
    ...(row.choices !== null && { choices: JSON.parse(row.choices) as ContactChoices }),
    ...(row.call_at !== null && { callAt: row.call_at }),
  }
}

/**
 * Writes what a try did to the event. A delivered event is settled: nothing written after (a late copy of an
 * earlier try's outcome, say) makes it pending again. False when the event is not recorded or already delivered.
 */
export function updateEvent(db: DatabaseSync, id: string, changes: CrmEventUpdate): boolean {
  const columns: Record<keyof CrmEventUpdate, string> = {
    status: 'status',
    tries: 'tries',
    nextTryAt: 'next_try_at',
    deliveredAt: 'delivered_at',
    lastError: 'last_error',
  }
  const entries = (Object.keys(columns) as (keyof CrmEventUpdate)[]).filter((field) => field in changes)
  if (entries.length === 0) return false
  const sets = entries.map((field) => `${columns[field]} = ?`)
  const values: SQLInputValue[] = entries.map((field) => changes[field] ?? null)
  const due = 'nextTryAt' in changes ? ', due_ms = coalesce(?, due_ms)' : ''
  if (due) values.push(changes.nextTryAt ? Date.parse(changes.nextTryAt) : null)
  const { changes: updated } = statement(
    db,
    `UPDATE crm_events SET ${sets.join(', ')}${due} WHERE id = ? AND status != 'delivered'`,
  ).run(...values, id)
  return updated > 0
}
