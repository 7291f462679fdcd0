import { describe, expect, it } from 'vitest'

import { deliveryLine, failedEvents, sendAgainPatches, type WebhookEvent } from '../inbox/crm-delivery'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

// 10:16 AM in Dallas, on standard time.
const now = new Date('2026-11-26T16:16:00.000Z')
const text = (event: WebhookEvent) => deliveryLine(event, now).text

const created: WebhookEvent = { _key: 'msg_1', type: 'lead.created', stage: 'new' }

describe('deliveryLine: what became of each message to the CRM, in plain English', () => {
  it('says when it was sent, on Dallas time, and keeps the count of tries for the detail', () => {
    const delivered = { ...created, status: 'delivered', tries: 2, deliveredAt: '2026-11-26T16:15:00.000Z' }
    expect(deliveryLine(delivered, now)).toEqual({
      tone: 'positive',
      text: 'New lead — sent to your CRM Nov 26, 10:15 AM (Dallas time).',
      detail: 'after 2 tries',
    })
    expect(deliveryLine({ ...delivered, tries: 1 }, now)).toEqual({
      tone: 'positive',
      text: 'New lead — sent to your CRM Nov 26, 10:15 AM (Dallas time).',
    })
    // A summer time is on daylight time.
    expect(text({ ...delivered, deliveredAt: '2026-07-15T03:05:00.000Z' })).toBe(
      'New lead — sent to your CRM Jul 14, 10:05 PM (Dallas time).',
    )
    // Another year says which.
    expect(text({ ...delivered, deliveredAt: '2025-12-01T22:36:00.000Z' })).toBe(
      'New lead — sent to your CRM Dec 1, 2025, 4:36 PM (Dallas time).',
    )
    expect(text({ ...delivered, deliveredAt: undefined })).toBe('New lead — sent to your CRM.')
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

  const failed = {
    _key: 'msg_2',
    type: 'service_request.created',
    stage: 'new',
    status: 'failed',
    tries: 8,
  }
  const notSent = (lastError: string, tries = 8) => deliveryLine({ ...failed, tries, lastError }, now)

  it('says the CRM did not answer when it timed out or could not be connected to, and to send it again later', () => {
    const didNotAnswer =
      'New service request — not sent: your CRM did not answer. Send it again once your CRM is back up.'
    expect(notSent('Timed out after 10 s')).toEqual({
      tone: 'critical',
      text: didNotAnswer,
      detail: 'Timed out after 10 s after 8 tries',
    })
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'UND_ERR_CONNECT_TIMEOUT',
    ]) {
      expect(notSent(code), code).toEqual({
        tone: 'critical',
        text: didNotAnswer,
        detail: `${code} after 8 tries`,
      })
    }
  })

  it('says the CRM had a problem on its side when it answered with a server error', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(notSent(`HTTP ${status}`), String(status)).toEqual({
        tone: 'critical',
        text: 'New service request — not sent: your CRM had a problem on its side. Send it again once your CRM is back up.',
        detail: `HTTP ${status} after 8 tries`,
      })
    }
  })

  it('says the CRM refused it, and to ask whoever set it up, when it answered with any other refusal', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(notSent(`HTTP ${status}`), String(status)).toEqual({
        tone: 'critical',
        text: 'New service request — not sent: your CRM refused the request. Ask whoever set it up to check the connection, then send it again.',
        detail: `HTTP ${status} after 8 tries`,
      })
    }
  })

  it('says the CRM asked to stop, and that the site needs a new address, when it answered 410 Gone', () => {
    expect(notSent('HTTP 410: the receiver asked to stop', 1)).toEqual({
      tone: 'critical',
      text: 'New service request — not sent: your CRM asked the site to stop sending (it answered 410 Gone). Ask whoever set it up to give the site a new address, then send it again.',
      detail: 'HTTP 410: the receiver asked to stop after 1 try',
    })
  })

  it('says the CRM was sent too many at once when it answered 429', () => {
    expect(notSent('HTTP 429').text).toBe(
      'New service request — not sent: your CRM was sent too many messages at once. Send it again in a few minutes.',
    )
  })

  it('says the address moved when the CRM answered with a redirect, which the site does not follow', () => {
    expect(notSent('HTTP 301').text).toBe(
      'New service request — not sent: your CRM’s address has moved. Ask whoever set it up to give the site the new one, then send it again.',
    )
  })

  it('says the address was not found when the CRM’s name did not resolve', () => {
    for (const error of ['ENOTFOUND', 'getaddrinfo EAI_AGAIN hooks.example.com']) {
      expect(notSent(error).text, error).toBe(
        'New service request — not sent: the site could not find your CRM’s address. Ask whoever set it up to check the address, then send it again.',
      )
    }
  })

  it('says the site could not reach the CRM for any other failure, keeping the server’s words', () => {
    for (const error of ['TypeError', 'Network error', 'CERT_HAS_EXPIRED']) {
      expect(notSent(error), error).toEqual({
        tone: 'critical',
        text: 'New service request — not sent: the site could not reach your CRM. Ask whoever set it up to check the connection, then send it again.',
        detail: `${error} after 8 tries`,
      })
    }
  })

  it('says it was not sent, and what to do, when the reason is missing', () => {
    expect(deliveryLine({ ...failed }, now)).toEqual({
      tone: 'critical',
      text: 'New service request — not sent to your CRM. Send it again, and if it fails again, ask whoever set it up to check the connection.',
      detail: 'after 8 tries',
    })
    expect(deliveryLine({ ...failed, tries: 0 }, now)).not.toHaveProperty('detail')
  })

  it('says when a message that failed is tried again by itself, and why the last try failed', () => {
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
      text: 'Stage changed to Contacted — not sent yet: your CRM had a problem on its side. The site tries again Nov 26, 10:20 AM (Dallas time).',
      detail: 'HTTP 500, 3 tries so far',
    })
    expect(deliveryLine({ ...retrying, tries: 1, lastError: 'Timed out after 10 s' }, now)).toEqual({
      tone: 'caution',
      text: 'Stage changed to Contacted — not sent yet: your CRM did not answer. The site tries again Nov 26, 10:20 AM (Dallas time).',
      detail: 'Timed out after 10 s, 1 try so far',
    })
    // Past its time (the site has not come round to it yet), or with no time written.
    expect(text({ ...retrying, nextTryAt: '2026-11-26T16:10:00.000Z' })).toBe(
      'Stage changed to Contacted — not sent yet: your CRM had a problem on its side. The site tries again any moment now.',
    )
    expect(text({ ...retrying, nextTryAt: undefined })).toBe(
      'Stage changed to Contacted — not sent yet: your CRM had a problem on its side. The site tries again by itself.',
    )
  })

  it('says it is being sent before any try failed', () => {
    expect(deliveryLine({ ...created, status: 'pending', tries: 0 }, now)).toEqual({
      tone: 'default',
      text: 'New lead — being sent to your CRM.',
    })
  })

  it('once sent again by hand, says it will be sent again, with the last error in the detail', () => {
    expect(
      deliveryLine(
        {
          ...created,
          status: 'pending',
          tries: 0,
          nextTryAt: '2026-11-26T16:16:00.000Z',
          lastError: 'HTTP 500',
        },
        now,
      ),
    ).toEqual({
      tone: 'default',
      text: 'New lead — will be sent to your CRM again within a minute.',
      detail: 'Last try failed with HTTP 500',
    })
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
