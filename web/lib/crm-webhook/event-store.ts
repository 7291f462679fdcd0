import 'server-only'

import type { DatabaseSync } from 'node:sqlite'

import type { SanityClient } from '@sanity/client'

import { sanityConfig } from '../content/source'
import { isConflict, sanityClient } from '../content/sanity-source'
import { database, databaseFile } from '../database/database'
import { lakeChoicesFor } from '../contact-choices/choices-store'
import {
  choicesInForce,
  CONTACT_CHOICE_TYPE,
  contactKeysOf,
  keyList,
} from '../contact-choices/contact-choices'
import { entriesFor } from '../database/contact-choice-rows.mjs'
import { isErasedRecord } from '../database/erased-contacts.mjs'
import { eventFromRow, insertEvent, updateEvent, type EventRow } from '../database/request-rows'
import { statement, transaction, whenUnlocked } from '../database/sql'
import { serverEnv } from '../config/env'
import type { CrmEvent, CrmEventUpdate } from '../database/crm-event-row'
import { eventBody, optedOutEvent, stageChangedEvent, type CrmRecord } from './crm-event'

/**
 * An event to deliver: which record it is about, the bytes every try sends, the record's revision when read, and
 * whether its first try is already this process's (an event it just made).
 */
export type Delivery = { recordId: string; event: CrmEvent; body: string; rev?: string; claimed?: boolean }

/** Where each event's delivery is kept: beside the requests, wherever the server keeps them. */
export type EventStore = {
  where: 'database' | 'sanity'
  /**
   * The events still to deliver (pending) that were made or are due since `since`. With a Sanity project it also notices
   * stage changes made in the Studio since a record's last event, and records their events first (claimed until
   * `claimUntil` by the caller, which tries them at once).
   */
  unfinished: (since: Date, now: Date, claimUntil: Date) => Promise<Delivery[]>
  /** Writes what a try did (or what the office manager asked for). */
  update: (delivery: Delivery, changes: CrmEventUpdate) => Promise<void>
  /**
   * Takes the event's next try for this process until `until`, so no other process tries it meanwhile; false when
   * another took it first.
   */
  claim: (delivery: Delivery, until: Date) => Promise<boolean>
  /** Whether the event is still kept: not once its person was erased, records and events with them. */
  has: (delivery: Delivery) => Promise<boolean>
  /**
   * Turns each opt-out the register holds that the CRM has not been told of into an `*.opted_out` event of every
   * request of that person the CRM knows (one with events), due at once, and marks the opt-out told. The number
   * of events made.
   */
  tellOptOuts: (now: Date) => Promise<number>
}

const isPending = (event: CrmEvent) => event.status === 'pending'
/** Whether the event was made, or is due, since `since`: older ones are past their schedule, delivered or not. */
const isRecent = (event: CrmEvent, since: Date) =>
  Date.parse(event.nextTryAt ?? event.createdAt) >= since.getTime()

// Every pending event made or due since :since, with the record it is about as the receiver reads it.
const UNFINISHED_ROWS = `SELECT crm_events.*, requests.document, intakes.progress
  FROM crm_events
  JOIN requests ON requests.id = crm_events.record_id
  LEFT JOIN intakes ON intakes.lead_id = crm_events.record_id
  WHERE crm_events.status = 'pending' AND crm_events.due_ms >= ?`

// A claim holds only if the event is still as it was read: pending, at the same try, due at the same time. A copy
// read before another process delivered it, or took it, claims nothing.
const CLAIM = `UPDATE crm_events SET next_try_at = ?, due_ms = ?
  WHERE id = ? AND status = 'pending' AND tries = ? AND next_try_at IS ?`

// The register's opt-outs not told yet, and the requests of each one's key that the CRM knows.
const UNTOLD_OPT_OUTS = `SELECT id, key FROM contact_choices WHERE crm_told_at IS NULL AND action = 'opt-out' ORDER BY id`
const KNOWN_REQUESTS = `SELECT id, document FROM requests
  WHERE (email_key = :key OR phone_key = :key) AND EXISTS (SELECT 1 FROM crm_events WHERE record_id = requests.id)`

/** In one transaction: the untold opt-outs' events, and the lines marked told. */
function tellOptOutsInDatabase(db: DatabaseSync, now: Date): number {
  const untold = statement(db, UNTOLD_OPT_OUTS).all() as Array<{ id: number; key: string }>
  // Lines recorded together (texts and calls, phone and email) make one event a request, named by the last of them.
  const lastLine = new Map<string, { record: CrmRecord; line: number }>()
  for (const { id, key } of untold)
    for (const row of statement(db, KNOWN_REQUESTS).all({ key }) as Array<{ id: string; document: string }>)
      lastLine.set(row.id, { record: JSON.parse(row.document) as CrmRecord, line: id })
  let made = 0
  for (const [recordId, { record, line }] of lastLine) {
    const choices = choicesInForce(entriesFor(db, keyList(contactKeysOf(record))))
    if (insertEvent(db, recordId, optedOutEvent(record, `c${line}`, now, choices))) made++
  }
  if (untold.length)
    statement(db, `UPDATE contact_choices SET crm_told_at = ? WHERE crm_told_at IS NULL AND id <= ?`).run(
      now.toISOString(),
      untold.at(-1)!.id,
    )
  return made
}

/**
 * The database's events: one row each, beside its request, with its delivery state, read and written by every
 * server on the volume. A settled event is never read as pending again.
 */
export function databaseEventStore(file = databaseFile()): EventStore {
  return {
    where: 'database',
    // An event this database does not hold may be another disk's (servers on separate disks share one queue):
    // only a request erased here is known to be gone.
    has: async ({ event, recordId }) => {
      const db = await database(file)
      return (
        Boolean(statement(db, 'SELECT 1 FROM crm_events WHERE id = ?').get(event.id)) ||
        !isErasedRecord(db, recordId)
      )
    },
    unfinished: async (since) => {
      const rows = statement(await database(file), UNFINISHED_ROWS).all(since.getTime()) as Array<
        EventRow & { document: string; progress: string | null }
      >
      return rows.map((row) => {
        const event = eventFromRow(row)
        const record = {
          ...(JSON.parse(row.document) as CrmRecord),
          ...(row.progress && { intake: JSON.parse(row.progress) as unknown }),
        }
        return { recordId: row.record_id, event, body: eventBody(record, event) }
      })
    },
    update: async ({ event }, changes) => {
      const db = await database(file)
      await whenUnlocked(() => updateEvent(db, event.id, changes))
    },
    claim: async ({ event }, until) => {
      const db = await database(file)
      const { changes } = await whenUnlocked(() =>
        statement(db, CLAIM).run(
          until.toISOString(),
          until.getTime(),
          event.id,
          event.tries,
          event.nextTryAt ?? null,
        ),
      )
      return changes > 0
    },
    tellOptOuts: async (now) => {
      const db = await database(file)
      return transaction(db, () => tellOptOutsInDatabase(db, now))
    },
  }
}

const REQUEST_TYPES = ['lead', 'serviceRequest']

// The events that report a stage as news; the others carry the stage the record had when they were made.
const STAGE_REPORTS = REQUEST_TYPES.flatMap((type) => {
  const kind = type === 'lead' ? 'lead' : 'service_request'
  return [`${kind}.created`, `${kind}.stage_changed`]
})

// Records with an event still to deliver (due or made since $since: a Won months after the lead, or a send-again,
// is as recent as its event), or whose stage moved past the one their last created or stage event reported.
const UNFINISHED_QUERY = `*[_type in $types && count(webhookEvents) > 0 && (
  count(webhookEvents[status == "pending" && dateTime(coalesce(nextTryAt, createdAt)) >= dateTime($since)]) > 0 ||
  (defined(stage) && stage != webhookEvents[type in $stageReports][-1].stage)
)]`

// Each person's opt-outs the CRM was not told of yet, and the requests of theirs it knows.
const UNTOLD_IN_LAKE = `*[_type == $type && count(entries[action == "opt-out" && !defined(crmToldAt)]) > 0]{
  _id, key, "lines": entries[action == "opt-out" && !defined(crmToldAt)]._key
}`
const KNOWN_IN_LAKE = `*[_type in $types && (phoneKey == $key || emailKey == $key) && count(webhookEvents) > 0]`

/**
 * The Content Lake's events: on the record itself, where the Studio shows them. A change is a patch of the one
 * event; a claim or a new event is a patch made only if the record is still at the revision read, so two servers
 * never take the same try or add the same event.
 */
function sanityEventStore(client: SanityClient): EventStore {
  const eventPath = (event: CrmEvent, field: string) => `webhookEvents[_key=="${event._key}"].${field}`
  const withStageEvent = async (record: CrmRecord & { _rev: string }, now: Date, claimUntil: Date) => {
    if (!stageChangedEvent(record, now, claimUntil)) return record
    const choices = await lakeChoicesFor(client, keyList(contactKeysOf(record)))
    const event = stageChangedEvent(record, now, claimUntil, choices)!
    try {
      const patched = await client
        .patch(record._id)
        .ifRevisionId(record._rev)
        .insert('after', 'webhookEvents[-1]', [event])
        .commit<CrmRecord & { _rev: string }>()
      return patched
    } catch (error) {
      // Another server recorded it first, or the record changed again: the next sweep sees it as it is now.
      if (isConflict(error)) return null
      throw error
    }
  }
  return {
    where: 'sanity',
    has: ({ recordId }) => client.fetch<boolean>('count(*[_id == $id]) > 0', { id: recordId }),
    unfinished: async (since, now, claimUntil) => {
      const records = await client.fetch<Array<CrmRecord & { _rev: string }>>(UNFINISHED_QUERY, {
        types: REQUEST_TYPES,
        since: since.toISOString(),
        stageReports: STAGE_REPORTS,
      })
      const unfinished: Delivery[] = []
      for (const read of records) {
        const record = await withStageEvent(read, now, claimUntil)
        if (!record) continue
        const made = record === read ? undefined : record.webhookEvents?.at(-1)?.id
        for (const event of record.webhookEvents?.filter(
          (event) => isPending(event) && isRecent(event, since),
        ) ?? []) {
          const body = eventBody(record, event)
          unfinished.push({ recordId: record._id, event, body, rev: record._rev, claimed: event.id === made })
        }
      }
      return unfinished
    },
    update: async ({ recordId, event }, changes) => {
      const set = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([field, value]) => [eventPath(event, field), value]),
      )
      const unset = Object.entries(changes)
        .filter(([, value]) => value === undefined)
        .map(([field]) => eventPath(event, field))
      await client.patch(recordId).set(set).unset(unset).commit({ returnDocuments: false })
    },
    claim: async ({ recordId, event, rev }, until) => {
      if (!rev) return false
      try {
        await client
          .patch(recordId)
          .ifRevisionId(rev)
          .set({ [eventPath(event, 'nextTryAt')]: until.toISOString() })
          .commit({ returnDocuments: false })
        return true
      } catch (error) {
        if (isConflict(error)) return false
        throw error
      }
    },
    tellOptOuts: async (now) => {
      const untold = await client.fetch<Array<{ _id: string; key: string; lines: string[] }>>(
        UNTOLD_IN_LAKE,
        { type: CONTACT_CHOICE_TYPE },
      )
      let made = 0
      for (const { _id, key, lines } of untold) {
        const records = await client.fetch<Array<CrmRecord & { _rev: string }>>(KNOWN_IN_LAKE, {
          types: REQUEST_TYPES,
          key,
        })
        let told = true
        for (const record of records) {
          const choices = await lakeChoicesFor(client, keyList(contactKeysOf(record)))
          const event = optedOutEvent(record, lines.at(-1)!, now, choices)
          if (record.webhookEvents?.some(({ id }) => id === event.id)) continue
          try {
            await client
              .patch(record._id)
              .ifRevisionId(record._rev)
              .insert('after', 'webhookEvents[-1]', [event])
              .commit({ returnDocuments: false })
            made++
          } catch (error) {
            // The record changed meanwhile: the line stays untold, and the next sweep makes its event.
            if (!isConflict(error)) throw error
            told = false
          }
        }
        if (told) {
          const toldAt = Object.fromEntries(
            lines.map((line) => [`entries[_key=="${line}"].crmToldAt`, now.toISOString()]),
          )
          await client.patch(_id).set(toldAt).commit({ returnDocuments: false })
        }
      }
      return made
    },
  }
}

/** The event store of the request store the endpoints use: the Content Lake with a write token, else the database. */
export function eventStore(): EventStore {
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  if (config && token) return sanityEventStore(sanityClient({ ...config, token }))
  return databaseEventStore()
}
