import 'server-only'

import type { SanityClient } from '@sanity/client'

import { sanityConfig } from '../../content/source'
import { appendToArrays, isConflict, sanityClient } from '../../content/sanity-source'
import { serverEnv } from '../../config/env'
import type { CrmEvent } from '../../database/crm-event-row'
import { database, databaseFile } from '../../database/database'
import { insertEvent } from '../../database/request-rows'
import { insertServerEmail } from '../../database/server-email-rows'
import { statement, transaction } from '../../database/sql'
import { requestKeyOf } from '../../delivery/request-key'
import type { ServerEmail } from '../../outbox/server-email'
import type { Bookings, CallTime } from '../call-times'

/** A lead's call time to keep, with what tells the agency of it, all in one write. */
export type CallBooking = {
  leadId: string
  /** The lead's call time as read (UTC), none for "as soon as you can"; another change since then is not overwritten. */
  before: string | undefined
  /** The lead's revision as read (the Content Lake's), for the same reason. */
  revision: string
  /** The time chosen, or null for "as soon as you can". */
  callAt: CallTime | null
  callsAtOnce: number
  event?: CrmEvent
  email?: ServerEmail
}

/**
 * booked: kept; full: the time has as many calls as the office takes at once; changed: the lead's call time
 * changed since it was read (another tab).
 */
export type BookingOutcome = 'booked' | 'full' | 'changed'

export type CallTimeStore = {
  where: string
  /** How many calls are booked at each time from `from` on, leaving out the lead's own. */
  bookings: (from: Date, leadId: string) => Promise<Bookings>
  /** Keeps the lead's call time, if its time still has room, checked and booked in one transaction. */
  book: (booking: CallBooking) => Promise<BookingOutcome>
}

const utc = (time: CallTime | null) => (time ? new Date(time.ms).toISOString() : undefined)

/**
 * On the embedded dataset: one row per lead with a time, beside its request, whose document keeps the same time
 * for the exports. The count and the booking are one transaction holding the write lock, so two servers on one
 * database cannot both take a time's last place.
 */
export function databaseCallTimeStore(file = databaseFile()): CallTimeStore {
  return {
    where: 'database',
    bookings: async (from, leadId) => {
      const rows = statement(
        await database(file),
        `SELECT call_ms, count(*) AS calls FROM call_times WHERE call_ms >= ? AND lead_id != ? GROUP BY call_ms`,
      ).all(from.getTime(), leadId) as Array<{ call_ms: number; calls: number }>
      return new Map(rows.map((row) => [row.call_ms, row.calls]))
    },
    book: async ({ leadId, before, callAt, callsAtOnce, event, email }) => {
      const db = await database(file)
      return transaction(db, (): BookingOutcome => {
        const current = statement(db, `SELECT call_ms FROM call_times WHERE lead_id = ?`).get(leadId) as
          { call_ms: number } | undefined
        if ((current ? new Date(current.call_ms).toISOString() : undefined) !== before) return 'changed'
        if (callAt) {
          const { calls } = statement(
            db,
            `SELECT count(*) AS calls FROM call_times WHERE call_ms = ? AND lead_id != ?`,
          ).get(callAt.ms, leadId) as { calls: number }
          if (calls >= callsAtOnce) return 'full'
          statement(
            db,
            `INSERT INTO call_times (lead_id, call_ms) VALUES (?, ?)
             ON CONFLICT (lead_id) DO UPDATE SET call_ms = excluded.call_ms`,
          ).run(leadId, callAt.ms)
          statement(db, `UPDATE requests SET document = json_set(document, '$.callAt', ?) WHERE id = ?`).run(
            utc(callAt)!,
            leadId,
          )
        } else {
          statement(db, `DELETE FROM call_times WHERE lead_id = ?`).run(leadId)
          statement(db, `UPDATE requests SET document = json_remove(document, '$.callAt') WHERE id = ?`).run(
            leadId,
          )
        }
        if (event) insertEvent(db, leadId, event)
        if (email) insertServerEmail(db, leadId, email)
        return 'booked'
      })
    },
  }
}

/** The document that holds a time's calls: private (an id under a path), one per half hour booked. */
const slotId = (ms: number) => `callTimes.${ms}`

// A lead erased since it booked no longer holds its place: only entries whose lead is still kept count.
const COUNTED = `count(leads[_key != $key && defined(@->_id)])`

/**
 * With a Sanity project: the time is kept on the lead (`callAt`), and each booked half hour has a document listing
 * its leads. One transaction adds the lead to its time's document at the revision read (or creates it, which fails
 * if another server just did), takes it off its earlier time's, and sets the lead at its revision: two visitors
 * taking the last place at once cannot both commit.
 */
export function sanityCallTimeStore(client: SanityClient): CallTimeStore {
  return {
    where: 'sanity',
    bookings: async (from, leadId) => {
      const rows = await client.fetch<Array<{ ms: number; calls: number }>>(
        `*[_type == "callTime" && callMs >= $from]{"ms": callMs, "calls": ${COUNTED}}`,
        { from: from.getTime(), key: requestKeyOf(leadId) },
      )
      return new Map(rows.filter(({ calls }) => calls > 0).map(({ ms, calls }) => [ms, calls]))
    },
    book: async ({ leadId, before, revision, callAt, callsAtOnce, event, email }) => {
      const key = requestKeyOf(leadId)
      const earlier = before ? slotId(Date.parse(before)) : null
      const chosen = callAt ? slotId(callAt.ms) : null
      const { slot, previous } = await client.fetch<{
        slot: { _rev: string; calls: number } | null
        previous: { _rev: string } | null
      }>(
        `{"slot": *[_id == $chosen][0]{_rev, "calls": ${COUNTED}}, "previous": *[_id == $earlier][0]{_rev}}`,
        {
          chosen: chosen ?? '',
          earlier: earlier ?? '',
          key,
        },
      )
      if (callAt && slot && slot.calls >= callsAtOnce) return 'full'
      const entry = { _key: key, _type: 'reference', _ref: leadId, _weak: true }
      const write = client.transaction()
      if (callAt && chosen !== earlier) {
        if (slot)
          write.patch(chosen!, (patch) =>
            patch
              .ifRevisionId(slot._rev)
              .setIfMissing({ leads: [] })
              .unset([`leads[_key=="${key}"]`])
              .append('leads', [entry]),
          )
        else
          write.create({
            _id: chosen!,
            _type: 'callTime',
            callAt: utc(callAt),
            callMs: callAt.ms,
            leads: [entry],
          })
      }
      if (previous && earlier !== chosen)
        write.patch(earlier!, (patch) => patch.ifRevisionId(previous._rev).unset([`leads[_key=="${key}"]`]))
      write.patch(leadId, (patch) =>
        callAt
          ? patch.ifRevisionId(revision).set({ callAt: utc(callAt) })
          : patch.ifRevisionId(revision).unset(['callAt']),
      )
      appendToArrays(write, leadId, {
        serverEmails: email ? [email] : [],
        webhookEvents: event ? [event] : [],
      })
      try {
        await write.commit({ returnDocuments: false, visibility: 'sync' })
        return 'booked'
      } catch (error) {
        if (isConflict(error)) return 'changed'
        throw error
      }
    },
  }
}

let store: CallTimeStore | undefined

/** Where call times are kept: with the lead, wherever the lead is (see requestStore). */
export function callTimeStore(): CallTimeStore {
  if (store) return store
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  store = config && token ? sanityCallTimeStore(sanityClient({ ...config, token })) : databaseCallTimeStore()
  return store
}
