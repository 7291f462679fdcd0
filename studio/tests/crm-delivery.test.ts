import { describe, expect, it } from 'vitest'

import { deliveryLine, failedEvents, sendAgainPatches, type WebhookEvent } from '../inbox/crm-delivery'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

// 10:16 AM in Dallas, on standard time.
const now = new Date('2026-11-26T16:16:00.000Z')
const text = (event: WebhookEvent) => deliveryLine(event, now).text

const created: WebhookEvent = { _key: 'msg_1', type: 'lead.created', stage: 'new' }

describe('deliveryLine: what became of each message to the CRM, in plain English', () => {
  it('says when it was delivered, on Dallas time, and after how many tries', () => {
    const delivered = { ...created, status: 'delivered', tries: 2, deliveredAt: '2026-11-26T16:15:00.000Z' }
    expect(deliveryLine(delivered, now)).toEqual({
      tone: 'positive',
      text: 'New lead — delivered Nov 26, 10:15 AM (2 tries)',
    })
    expect(text({ ...delivered, tries: 1 })).toBe('New lead — delivered Nov 26, 10:15 AM (1 try)')
    // A summer time is on daylight time.
    expect(text({ ...delivered, deliveredAt: '2026-07-15T03:05:00.000Z' })).toBe(
      'New lead — delivered Jul 14, 10:05 PM (2 tries)',
    )
    expect(text({ ...delivered, deliveredAt: undefined })).toBe('New lead — delivered (2 tries)')
  })

  it('names each kind of message, and the stage a change moved the request to', () => {
    const delivered = { status: 'delivered', tries: 1, deliveredAt: '2026-11-26T16:15:00.000Z' }
    const title = (event: WebhookEvent) => text({ ...delivered, ...event }).split(' — ')[0]
    expect(title({ type: 'service_request.created', stage: 'new' })).toBe('New service request')
    expect(title({ type: 'lead.stage_changed', stage: 'contacted' })).toBe('Stage changed to Contacted')
    expect(title({ type: 'service_request.stage_changed', stage: 'inProgress' })).toBe(
      'Stage changed to In progress',
    )
    expect(title({ type: 'lead.stage_changed' })).toBe('Stage changed')
  })

  it('says when a message that failed is tried again, and why the last try failed', () => {
    const retrying = {
      _key: 'msg_1_1',
      type: 'lead.stage_changed',
      stage: 'contacted',
      status: 'pending',
      tries: 3,
      nextTryAt: '2026-11-26T16:20:00.000Z',
      lastError: 'HTTP 500',
    }
    expect(deliveryLine(retrying, now)).toEqual({
      tone: 'caution',
      text: 'Stage changed to Contacted — waiting to be sent again at 10:20 AM; last try failed: HTTP 500 (3 tries)',
    })
    // The next try on another Dallas day names the day.
    expect(
      text({ ...retrying, nextTryAt: '2026-11-27T15:00:00.000Z', lastError: 'Timed out after 10 s' }),
    ).toBe(
      'Stage changed to Contacted — waiting to be sent again at Nov 27, 9:00 AM; last try failed: Timed out after 10 s (3 tries)',
    )
    // Past its time (the site has not come round to it yet).
    expect(text({ ...retrying, nextTryAt: '2026-11-26T16:10:00.000Z' })).toBe(
      'Stage changed to Contacted — waiting to be sent again since 10:10 AM; last try failed: HTTP 500 (3 tries)',
    )
  })

  it('says what a network error means, keeping its code for whoever fixes it', () => {
    const failedTry = { ...created, status: 'pending', tries: 1, nextTryAt: '2026-11-26T16:21:00.000Z' }
    expect(text({ ...failedTry, lastError: 'ECONNREFUSED' })).toBe(
      'New lead — waiting to be sent again at 10:21 AM; last try failed: the CRM refused the connection (ECONNREFUSED) (1 try)',
    )
    expect(text({ ...failedTry, lastError: 'getaddrinfo ENOTFOUND hooks.example.com' })).toBe(
      'New lead — waiting to be sent again at 10:21 AM; last try failed: the CRM’s address was not found (getaddrinfo ENOTFOUND hooks.example.com) (1 try)',
    )
    expect(text({ ...failedTry, lastError: 'ECONNRESET' })).toMatch(
      /the connection to the CRM was cut \(ECONNRESET\)/,
    )
  })

  it('says it is waiting to be sent before any try failed', () => {
    expect(deliveryLine({ ...created, status: 'pending', tries: 0 }, now)).toEqual({
      tone: 'default',
      text: 'New lead — waiting to be sent',
    })
    expect(text({ ...created, status: 'pending', tries: 0, nextTryAt: '2026-11-26T16:15:30.000Z' })).toBe(
      'New lead — waiting to be sent since 10:15 AM',
    )
  })

  it('says it was not delivered, why, and after how many tries', () => {
    const failed = {
      _key: 'msg_2',
      type: 'service_request.created',
      stage: 'new',
      status: 'failed',
      tries: 8,
      lastError: 'HTTP 500',
    }
    expect(deliveryLine(failed, now)).toEqual({
      tone: 'critical',
      text: 'New service request — not delivered: HTTP 500 after 8 tries',
    })
    expect(text({ ...failed, tries: 1, lastError: 'HTTP 410: the receiver asked to stop' })).toBe(
      'New service request — not delivered: the CRM asked to stop (HTTP 410)',
    )
    expect(text({ ...failed, lastError: undefined })).toBe(
      'New service request — not delivered after 8 tries',
    )
  })

  it('once sent again by hand, waits from the start with the last error in view', () => {
    expect(
      text({
        ...created,
        status: 'pending',
        tries: 0,
        nextTryAt: '2026-11-26T16:16:00.000Z',
        lastError: 'HTTP 500',
      }),
    ).toBe('New lead — waiting to be sent again since 10:16 AM; last try failed: HTTP 500')
  })

  it('says what it can of an event it does not know', () => {
    expect(text({ type: 'lead.merged', status: 'archived' })).toBe('lead.merged')
    expect(text({})).toBe('Update')
  })
})

describe('sending failed messages to the CRM again', () => {
  const events = [
    { _key: 'msg_a', status: 'delivered', tries: 1 },
    { _key: 'msg_b', status: 'failed', tries: 8, lastError: 'HTTP 500' },
    { _key: 'msg_b_1', status: 'failed', tries: 1, lastError: 'HTTP 410: the receiver asked to stop' },
    { status: 'failed' },
    null,
  ]

  it('finds the events the CRM never got, by their keys', () => {
    expect(failedEvents(events).map(({ _key }) => _key)).toEqual(['msg_b', 'msg_b_1'])
    expect(failedEvents(undefined)).toEqual([])
    expect(failedEvents('not a list')).toEqual([])
  })

  it('starts each one over from now, under its own key, and forgets any delivery time', () => {
    expect(sendAgainPatches(failedEvents(events), now)).toEqual([
      {
        set: {
          'webhookEvents[_key=="msg_b"].status': 'pending',
          'webhookEvents[_key=="msg_b"].tries': 0,
          'webhookEvents[_key=="msg_b"].nextTryAt': '2026-11-26T16:16:00.000Z',
          'webhookEvents[_key=="msg_b_1"].status': 'pending',
          'webhookEvents[_key=="msg_b_1"].tries': 0,
          'webhookEvents[_key=="msg_b_1"].nextTryAt': '2026-11-26T16:16:00.000Z',
        },
      },
      { unset: ['webhookEvents[_key=="msg_b"].deliveredAt', 'webhookEvents[_key=="msg_b_1"].deliveredAt'] },
    ])
  })
})
