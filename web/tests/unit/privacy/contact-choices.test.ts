import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { databaseChoicesStore } from '@/lib/contact-choices/choices-store'
import {
  choicesInForce,
  contactKeysOf,
  textsStanding,
  type ContactChoiceEntry,
} from '@/lib/contact-choices/contact-choices'
import { createdEvent, eventBody, type CrmRecord } from '@/lib/crm-webhook/crm-event'
import { databaseEventStore } from '@/lib/crm-webhook/event-store'
import { closeDatabases } from '@/lib/database/database'
import type { StoredDocument } from '@/lib/delivery/request-record'
import { databaseStore } from '@/lib/delivery/server/request-store'

import { rowsOf } from '../../support/data/database-rows'

const line = (
  key: string,
  channel: 'texts' | 'calls',
  at: string,
  action: 'opt-out' | 'withdrawn' = 'opt-out',
): ContactChoiceEntry & { key: string } => ({
  _key: `${key}-${at}`,
  _type: 'contactChoiceEntry',
  key,
  channel,
  action,
  at,
  how: 'text reply',
  by: 'Kevin Tran',
})

describe('the register’s keys', () => {
  it('knows a phone number however it was written, by its E.164 form, and an email whatever its case', () => {
    for (const phone of ['(214) 555-0143', '214.555.0143', '+1 214 555 0143', '1-214-555-0143 '])
      expect(contactKeysOf({ phoneNumber: phone }).phone).toBe('+12145550143')
    expect(contactKeysOf({ email: ' Ana.Garcia@Example.COM ' }).email).toBe('ana.garcia@example.com')
    // A number no one can answer is no key: it never matches another person's.
    expect(contactKeysOf({ phoneNumber: '(214) 555-014', email: '' })).toEqual({ phone: null, email: null })
  })
})

describe('what holds', () => {
  it('is the latest line of each key and channel: an opt-out until withdrawn, the later of two keys shown', () => {
    const phone = '+12145550143'
    const email = 'ana.garcia@example.com'
    expect(choicesInForce([])).toEqual({ texts: null, calls: null })
    expect(
      choicesInForce([
        line(phone, 'texts', '2026-03-02T15:00:00Z'),
        line(email, 'texts', '2026-03-05T15:00:00Z'),
      ]),
    ).toEqual({ texts: { at: '2026-03-05T15:00:00Z', how: 'text reply' }, calls: null })
    expect(
      choicesInForce([
        line(phone, 'calls', '2026-03-02T15:00:00Z'),
        line(phone, 'calls', '2026-03-03T15:00:00Z', 'withdrawn'),
      ]).calls,
    ).toBeNull()
  })

  it('counts a box ticked after the latest opt-out as a new consent, and any other as opted out', () => {
    const optOut = { at: '2026-03-02T15:00:00Z', how: 'email' as const }
    expect(textsStanding({ given: true, at: '2026-03-01T15:00:00Z' }, optOut)).toEqual({
      state: 'opted-out',
      optOut,
    })
    expect(textsStanding({ given: false, at: '2026-03-04T15:00:00Z' }, optOut).state).toBe('opted-out')
    expect(textsStanding({ given: true, at: '2026-03-04T15:00:00Z' }, optOut)).toEqual({
      state: 'agreed-again',
      optOut,
      at: '2026-03-04T15:00:00Z',
    })
    expect(textsStanding({ given: true, at: '2026-03-04T15:00:00Z' }, null).state).toBe('no-opt-out')
  })
})

describe('an opt-out told to the CRM', () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contact-choices-'))
    file = path.join(dir, 'requests.sqlite')
  })
  afterEach(async () => {
    await closeDatabases()
    rmSync(dir, { recursive: true, force: true })
  })

  const NOW = new Date('2026-03-02T16:00:00Z')
  const request = (key: string, fields: Partial<CrmRecord>, withEvent = true) => {
    const record = {
      _id: `${fields._type === 'serviceRequest' ? 'serviceRequests' : 'leads'}.${key}`,
      _type: 'lead',
      fullName: 'Ana García',
      submittedAt: '2026-03-01T10:00:00-06:00',
      stage: 'new',
      smsConsent: { given: true, at: '2026-03-01T16:00:00.000Z' },
      ...fields,
    } as CrmRecord
    return { ...record, ...(withEvent && { webhookEvents: [createdEvent(record, NOW, NOW)] }) }
  }

  it('adds nothing when asked again to stop what is stopped: sending the stop page again costs no disk', async () => {
    const register = databaseChoicesStore(file)
    const optOut = {
      keys: contactKeysOf({ phoneNumber: '(469) 555-0188' }),
      channels: ['texts' as const],
      how: 'web form' as const,
      by: 'site',
    }
    await register.recordOptOut(optOut, NOW)
    await register.recordOptOut(optOut, new Date(NOW.getTime() + 60_000))
    await register.recordOptOut(
      { ...optOut, channels: ['texts', 'calls'] },
      new Date(NOW.getTime() + 120_000),
    )
    expect(rowsOf(file, 'SELECT channel, at FROM contact_choices ORDER BY id')).toEqual([
      { channel: 'texts', at: NOW.toISOString() },
      { channel: 'calls', at: new Date(NOW.getTime() + 120_000).toISOString() },
    ])
  })

  it('makes one *.opted_out event for every request of that person the CRM knows, once, with the register', async () => {
    const requests = databaseStore(file)
    const lead = request('5f0c2c4e-1b2a-4c3d-8e4f-a0b1c2d3e4f5', { phoneNumber: '(469) 555-0188' })
    const service = request('6a1d3d5f-2c3b-4d4e-9f5a-b1c2d3e4f5a6', {
      _type: 'serviceRequest',
      email: 'ANA.GARCIA@example.com',
      phoneNumber: '469 555 0188',
    })
    const other = request('7b2e4e6a-3d4c-4e5f-8a6b-c2d3e4f5a6b7', { phoneNumber: '(214) 555-0143' })
    const neverSent = request(
      '8c3f5f7b-4e5d-4f6a-9b7c-d3e4f5a6b7c8',
      { phoneNumber: '(469) 555-0188' },
      false,
    )
    for (const each of [lead, service, other, neverSent])
      await requests.save(each as unknown as StoredDocument)

    await databaseChoicesStore(file).recordOptOut(
      {
        keys: contactKeysOf({ phoneNumber: '+1 469-555-0188' }),
        channels: ['texts', 'calls'],
        how: 'call',
        by: 'Kevin Tran',
      },
      NOW,
    )
    const events = databaseEventStore(file)
    expect(await events.tellOptOuts(NOW)).toBe(2)
    // Told once: a second sweep, or another server's, makes nothing.
    expect(await events.tellOptOuts(NOW)).toBe(0)

    const made = rowsOf<{ record_id: string; type: string; status: string }>(
      file,
      `SELECT record_id, type, status FROM crm_events WHERE type LIKE '%opted_out' ORDER BY record_id`,
    )
    expect(made).toEqual([
      { record_id: lead._id, type: 'lead.opted_out', status: 'pending' },
      { record_id: service._id, type: 'service_request.opted_out', status: 'pending' },
    ])
    const [delivery] = (await events.unfinished(new Date(0), NOW, NOW)).filter(({ event }) =>
      event.type.endsWith('.opted_out'),
    )
    expect(JSON.parse(delivery!.body).data).toMatchObject({
      smsConsent: { given: true, optedOutAt: NOW.toISOString() },
      doNotCall: { at: NOW.toISOString() },
    })
    // The register keeps the lines, told, and the request's own proof is untouched.
    expect(await databaseChoicesStore(file).choicesFor(contactKeysOf({ phoneNumber: '4695550188' }))).toEqual(
      {
        texts: { at: NOW.toISOString(), how: 'call' },
        calls: { at: NOW.toISOString(), how: 'call' },
      },
    )
    expect(rowsOf(file, 'SELECT id FROM contact_choices WHERE crm_told_at IS NULL')).toEqual([])
    expect(eventBody(lead, lead.webhookEvents![0]!)).toContain('"optedOutAt":null')
  })
})
