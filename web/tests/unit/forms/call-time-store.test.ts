import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { callSchedule, type CallTime } from '@/lib/call-time/call-times'
import { callEvent } from '@/lib/crm-webhook/crm-event'
import { newServerEmail } from '@/lib/outbox/server-email'
import {
  databaseCallTimeStore,
  sanityCallTimeStore,
  type BookingOutcome,
  type CallTimeStore,
} from '@/lib/call-time/server/call-time-store'
import type { SanityDocument } from '@/lib/content/ndjson'
import { database } from '@/lib/database/database'
import { insertRequest } from '@/lib/database/request-rows'
import { transaction } from '@/lib/database/sql'

import { startFakeContentLake } from '../../support/fakes/fake-content-lake'
import { lakeClient } from '../../support/fakes/lake-client'

const NOW = new Date('2026-12-07T15:00:00Z')
const HOURS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
  day,
  closed: false,
  opens: '09:30',
  closes: '17:00',
}))
const TIME: CallTime = callSchedule({ hours: HOURS, closedDays: [], callsAtOnce: 2 }, NOW)[1]!.times[3]!
const LATER: CallTime = callSchedule({ hours: HOURS, closedDays: [], callsAtOnce: 2 }, NOW)[2]!.times[0]!

const leadOf = (id: string) => ({
  _id: id,
  _type: 'lead',
  submittedAt: '2026-12-07T08:30:00-06:00',
  fullName: 'Visitor',
  email: `${id}@example.com`,
  stage: 'new',
})

/**
 * A visitor taking `time` as the form does: reads the lead, books at what it read, and reads again when its lead or
 * the time changed meanwhile, until it has the time or the time is full.
 */
async function take(
  store: CallTimeStore,
  read: (id: string) => Promise<{ callAt?: string; revision: string }>,
  id: string,
  time: CallTime | null,
): Promise<BookingOutcome> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const lead = await read(id)
    const outcome = await store.book({
      leadId: id,
      before: lead.callAt,
      revision: lead.revision,
      callAt: time,
      callsAtOnce: 2,
    })
    if (outcome !== 'changed') return outcome
  }
  return 'changed'
}

const five = () => Array.from({ length: 5 }, () => `leads.${randomUUID()}`)

describe('five visitors taking the same time, with room for two', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('on the embedded default: exactly two get it; a third takes it once one of them moves to another time', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'call-times-'))
    const file = path.join(dir, 'requests.sqlite')
    const ids = five()
    const db = await database(file)
    await transaction(db, () => ids.forEach((id) => insertRequest(db, leadOf(id))))
    const store = databaseCallTimeStore(file)
    const read = async (id: string) => {
      const row = db.prepare('SELECT document FROM requests WHERE id = ?').get(id) as { document: string }
      return { ...(JSON.parse(row.document) as { callAt?: string }), revision: '' }
    }
    const outcomes = await Promise.all(ids.map((id) => take(store, read, id, TIME)))
    expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(2)
    expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(3)
    const winners = ids.filter((_, index) => outcomes[index] === 'booked')
    for (const id of ids)
      expect((await read(id)).callAt).toBe(winners.includes(id) ? new Date(TIME.ms).toISOString() : undefined)
    expect((await store.bookings(NOW, 'leads.none')).get(TIME.ms)).toBe(2)
    // A winner's own place is not counted against it, and moving frees it.
    expect((await store.bookings(NOW, winners[0]!)).get(TIME.ms)).toBe(1)
    expect(await take(store, read, winners[0]!, LATER)).toBe('booked')
    const loser = ids.find((id) => !winners.includes(id))!
    expect(await take(store, read, loser, TIME)).toBe('booked')
    expect(await take(store, read, winners[1]!, null)).toBe('booked')
    expect((await read(winners[1]!)).callAt).toBeUndefined()
    expect(Object.fromEntries(await store.bookings(NOW, 'leads.none'))).toEqual({
      [TIME.ms]: 1,
      [LATER.ms]: 1,
    })
  })

  it('on the Content Lake: exactly two get it, each at the revisions it read; an erased lead no longer holds its place', async () => {
    const ids = five()
    let documents: SanityDocument[] = ids.map((id) => ({ ...leadOf(id), _rev: 'kept' }))
    const writeToken = 'a-write-token-for-the-call-time-tests'
    const lake = await startFakeContentLake(() => documents, 0, {
      writeToken,
      write: (written) => (documents = written),
    })
    try {
      const client = lakeClient(lake, writeToken)
      const store = sanityCallTimeStore(client)
      const read = async (id: string) => {
        const lead = documents.find((doc) => doc._id === id)!
        return { callAt: lead.callAt as string | undefined, revision: lead._rev as string }
      }
      const outcomes = await Promise.all(ids.map((id) => take(store, read, id, TIME)))
      expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(2)
      expect(outcomes.filter((outcome) => outcome === 'full')).toHaveLength(3)
      const winners = ids.filter((_, index) => outcomes[index] === 'booked')
      for (const id of ids)
        expect((await read(id)).callAt).toBe(
          winners.includes(id) ? new Date(TIME.ms).toISOString() : undefined,
        )
      const slot = documents.find((doc) => doc._id === `callTimes.${TIME.ms}`)!
      expect((slot.leads as Array<{ _ref: string }>).map(({ _ref }) => _ref).sort()).toEqual(
        [...winners].sort(),
      )
      // Moving to another time takes the lead off the first one's list in the same transaction.
      expect(await take(store, read, winners[0]!, LATER)).toBe('booked')
      expect((await store.bookings(NOW, 'leads.none')).get(TIME.ms)).toBe(1)
      // Erasing the other winner (its document deleted) frees its place.
      documents = documents.filter((doc) => doc._id !== winners[1])
      expect((await store.bookings(NOW, 'leads.none')).get(TIME.ms)).toBeUndefined()
      const loser = ids.find((id) => !winners.includes(id))!
      expect(await take(store, read, loser, TIME)).toBe('booked')

      // The CRM's event and the agency's email are kept with the time, both, in the same transaction.
      const event = callEvent({ _id: loser, stage: 'new' }, { callAt: null, rescheduled: true }, NOW, NOW)
      const email = newServerEmail('call-time', NOW, { key: 'call-time-1', params: { callAt: '' } })
      const lead = await read(loser)
      await store.book({
        leadId: loser,
        before: lead.callAt,
        revision: lead.revision,
        callAt: null,
        callsAtOnce: 2,
        event,
        email,
      })
      const kept = documents.find((doc) => doc._id === loser)!
      expect(kept.callAt).toBeUndefined()
      expect(kept.webhookEvents).toEqual([event])
      expect(kept.serverEmails).toEqual([email])
    } finally {
      await lake.close()
    }
  })
})
