import 'server-only'

import type { SanityClient } from '@sanity/client'

import { sanityConfig } from '../content/source'
import { isConflict, sanityClient } from '../content/sanity-source'
import { appendedLines, appendLine } from '../delivery/server/appended-lines'
import { leadsFile } from '../delivery/server/request-store'
import { intakeFile } from '../intake/intake-file'
import { serverEnv } from '../env'
import { eventBody, stageChangedEvent, type CrmEvent, type CrmEventUpdate, type CrmRecord } from './crm-event'

/**
 * An event to deliver: which record it is about, the bytes every try sends, the record's revision when read, and
 * whether its first try is already this process's (an event it just made).
 */
export type Delivery = { recordId: string; event: CrmEvent; body: string; rev?: string; claimed?: boolean }

/** Where each event's delivery is kept: beside the requests, wherever the server keeps them. */
export type EventStore = {
  where: 'file' | 'sanity'
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
}

const isPending = (event: CrmEvent) => event.status === 'pending'
/** Whether the event was made, or is due, since `since`: older ones are past their schedule, delivered or not. */
const isRecent = (event: CrmEvent, since: Date) =>
  Date.parse(event.nextTryAt ?? event.createdAt) >= since.getTime()

/**
 * The leads file's events: each record's line carries its events as they were when it was kept, and each try's
 * outcome is a line in a file beside it (ids, times and error names only). Both files are read only as they grow;
 * the latest line of an event wins. One server owns its file without Redis, so a claim is this process's own.
 */
export function fileEventStore(file: string): EventStore {
  const outcomesFile = `${file.replace(/\.ndjson$/, '')}.deliveries.ndjson`
  const records = appendedLines(file)
  // A lead's online quote, finished, carries the event that says so on its line of the answers file.
  const intakes = appendedLines(intakeFile(file))
  const outcomes = appendedLines(outcomesFile)
  const events = new Map<string, Delivery>()
  const states = new Map<string, CrmEventUpdate>()

  const upToDate = async () => {
    const [kept, answered, written] = await Promise.all([records.read(), intakes.read(), outcomes.read()])
    if (kept.replaced) events.clear()
    if (written.replaced) states.clear()
    for (const line of [...kept.lines, ...answered.lines]) {
      const record = JSON.parse(line) as CrmRecord
      for (const event of record.webhookEvents ?? [])
        events.set(event.id, { recordId: record._id, event, body: eventBody(record, event) })
    }
    for (const line of written.lines) {
      const { event, status, tries, nextTryAt, deliveredAt, lastError } = JSON.parse(
        line,
      ) as CrmEventUpdate & {
        event: string
      }
      states.set(event, { ...states.get(event), status, tries, nextTryAt, deliveredAt, lastError })
    }
  }

  return {
    where: 'file',
    unfinished: async (since) => {
      await upToDate()
      const unfinished: Delivery[] = []
      for (const [id, delivery] of events) {
        const event = { ...delivery.event, ...states.get(id) }
        // Only what is still to deliver stays in memory; a file is never sent again what it says was settled.
        if (!isRecent(event, since) || !isPending(event)) events.delete(id)
        else unfinished.push({ ...delivery, event })
      }
      return unfinished
    },
    update: async ({ recordId, event }, changes) => {
      await appendLine(
        outcomesFile,
        JSON.stringify({ event: event.id, record: recordId, ...changes, at: new Date().toISOString() }),
      )
      states.set(event.id, { ...states.get(event.id), ...changes })
    },
    claim: async () => true,
  }
}

const REQUEST_TYPES = ['lead', 'serviceRequest']

// Records with an event still to deliver (due or made since $since: a Won months after the lead, or a send-again,
// is as recent as its event), or whose stage moved past the one their last event reported.
const UNFINISHED_QUERY = `*[_type in $types && count(webhookEvents) > 0 && (
  count(webhookEvents[status == "pending" && dateTime(coalesce(nextTryAt, createdAt)) >= dateTime($since)]) > 0 ||
  (defined(stage) && stage != webhookEvents[-1].stage)
)]`

/**
 * The Content Lake's events: on the record itself, where the Studio shows them. A change is a patch of the one
 * event; a claim or a new event is a patch made only if the record is still at the revision read, so two servers
 * never take the same try or add the same event.
 */
function sanityEventStore(client: SanityClient): EventStore {
  const eventPath = (event: CrmEvent, field: string) => `webhookEvents[_key=="${event._key}"].${field}`
  const withStageEvent = async (record: CrmRecord & { _rev: string }, now: Date, claimUntil: Date) => {
    const event = stageChangedEvent(record, now, claimUntil)
    if (!event) return record
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
    unfinished: async (since, now, claimUntil) => {
      const records = await client.fetch<Array<CrmRecord & { _rev: string }>>(UNFINISHED_QUERY, {
        types: REQUEST_TYPES,
        since: since.toISOString(),
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
  }
}

/** The event store of the request store the endpoints use: the Content Lake with a write token, else the file. */
export function eventStore(): EventStore {
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  if (config && token) return sanityEventStore(sanityClient({ ...config, token }))
  return fileEventStore(leadsFile())
}
