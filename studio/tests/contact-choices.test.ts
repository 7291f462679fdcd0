import { describe, expect, it } from 'vitest'

import { choiceDocumentId, choicesInForce } from '../../web/lib/contact-choices/contact-choices'
import { adDataCell, adDataLine } from '../inbox/ad-data'
import {
  appendMutations,
  contactChoicePreview,
  historyLine,
  historyLines,
  type KeyedEntry,
  keysToWithdraw,
  optOutAppends,
  recordedBy,
  registerEntries,
  requestKeys,
  withdrawalAppends,
} from '../inbox/contact-choices'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

const PHONE = '+12145550143'
const EMAIL = 'ana@example.com'

const line = (fields: Partial<KeyedEntry>): KeyedEntry => ({
  key: PHONE,
  _key: Math.random().toString(36).slice(2),
  _type: 'contactChoiceEntry',
  channel: 'texts',
  action: 'opt-out',
  at: '2026-03-02T16:00:00.000Z',
  how: 'text reply',
  by: 'Ana Ruiz',
  ...fields,
})

describe('the register as the Studio reads it', () => {
  it('reads the keys a request was kept with, or works them out for one kept before', () => {
    expect(requestKeys({ phoneKey: PHONE, emailKey: EMAIL })).toEqual({ phone: PHONE, email: EMAIL })
    expect(requestKeys({ phoneNumber: '(214) 555-0143', email: ' Ana@Example.com ' })).toEqual({
      phone: PHONE,
      email: EMAIL,
    })
    expect(requestKeys({ phoneNumber: '555-0143' })).toEqual({ phone: null, email: null })
  })

  it('counts a STOP kept on any request the earlier way as an opt-out of texts by text reply', () => {
    const entries = registerEntries({
      documents: [{ key: EMAIL, entries: [line({ key: undefined, channel: 'calls', how: 'call' })] }],
      earlier: [{ key: PHONE, at: '2026-03-01T16:00:00.000Z' }],
    })
    expect(entries.map(({ key, channel, by }) => [key, channel, by])).toEqual([
      [PHONE, 'texts', 'Studio'],
      [EMAIL, 'calls', 'Ana Ruiz'],
    ])
    expect(choicesInForce(entries)).toEqual({
      texts: { at: '2026-03-01T16:00:00.000Z', how: 'text reply' },
      calls: { at: '2026-03-02T16:00:00.000Z', how: 'call' },
    })
  })

  it('previews a register as the office reads it: the number, and what holds since when', () => {
    expect(contactChoicePreview({ key: PHONE, entries: [line({})] })).toEqual({
      title: '(214) 555-0143',
      subtitle: 'Opted out of texts since Mar 2, 2026 (text reply)',
    })
    expect(
      contactChoicePreview({
        key: EMAIL,
        entries: [
          line({ channel: 'calls', how: 'email' }),
          line({
            at: '2026-03-03T16:00:00.000Z',
            action: 'withdrawn',
            how: undefined,
            reason: 'Wrong person',
          }),
        ],
      }),
    ).toEqual({ title: EMAIL, subtitle: 'Do not call since Mar 2, 2026 (email)' })
    expect(
      contactChoicePreview({
        key: PHONE,
        entries: [line({}), line({ at: '2026-03-03T16:00:00.000Z', action: 'withdrawn', reason: 'Mistake' })],
      }).subtitle,
    ).toBe('No opt-out in force (withdrawn)')
    // The agency never got the email of a stop request made on the site.
    expect(
      contactChoicePreview({
        key: PHONE,
        entries: [line({ how: 'web form' })],
        serverEmails: [{ _key: 'opt-out-1', kind: 'opt-out', status: 'failed' }],
      }).subtitle,
    ).toBe('Opted out of texts since Mar 2, 2026 (web form) · Email to agency not sent')
  })

  it('writes each line of the history with who recorded it, and why a withdrawal was made', () => {
    expect(historyLine(line({ note: 'Replied STOP to the quote text' }))).toBe(
      'Mar 2, 10:00 AM (Dallas time) · Texts: opted out (text reply) · by Ana Ruiz · note: Replied STOP to the quote text',
    )
    expect(
      historyLine(
        line({ channel: 'calls', action: 'withdrawn', how: undefined, reason: 'Recorded on the wrong lead' }),
        '(214) 555-0143',
      ),
    ).toBe(
      'Mar 2, 10:00 AM (Dallas time) · Calls: opt-out withdrawn · by Ana Ruiz · reason: Recorded on the wrong lead · for (214) 555-0143',
    )
  })

  it('writes what was recorded for a phone and an email at once as one line, newest first', () => {
    const withdrawn = {
      at: '2026-03-03T16:00:00.000Z',
      action: 'withdrawn' as const,
      how: undefined,
      reason: 'Mistake',
    }
    expect(
      historyLines([
        line({}),
        line({ key: EMAIL }),
        line({ ...withdrawn }),
        line({ ...withdrawn, key: EMAIL }),
      ]).map(({ text }) => text),
    ).toEqual([
      'Mar 3, 10:00 AM (Dallas time) · Texts: opt-out withdrawn · by Ana Ruiz · reason: Mistake · for (214) 555-0143 and ana@example.com',
      'Mar 2, 10:00 AM (Dallas time) · Texts: opted out (text reply) · by Ana Ruiz · for (214) 555-0143 and ana@example.com',
    ])
    expect(historyLines([line({})]).map(({ text }) => text)).toEqual([
      'Mar 2, 10:00 AM (Dallas time) · Texts: opted out (text reply) · by Ana Ruiz',
    ])
  })
})

describe('what the Studio appends to the register', () => {
  const at = new Date('2026-03-04T15:00:00.000Z')

  it('records an opt-out for every key of the request, with how it came, who and the note', () => {
    const appends = optOutAppends({ phone: PHONE, email: EMAIL }, ['calls'], {
      at,
      how: 'email',
      by: 'Ana Ruiz',
      note: '  Asked by email on Monday  ',
    })
    expect(appends.map(({ key }) => key)).toEqual([PHONE, EMAIL])
    expect(appends[0]!.entries).toEqual([
      {
        _key: expect.stringMatching(/^calls-/),
        _type: 'contactChoiceEntry',
        channel: 'calls',
        action: 'opt-out',
        at: '2026-03-04T15:00:00.000Z',
        how: 'email',
        by: 'Ana Ruiz',
        note: 'Asked by email on Monday',
      },
    ])
    expect(
      optOutAppends({ phone: PHONE, email: null }, ['texts'], { at, how: 'call', by: 'x' })[0]!.entries[0],
    ).not.toHaveProperty('note')
  })

  it('withdraws an opt-out on each key where it holds, with the reason, leaving the lines before it', () => {
    const entries = [
      line({}),
      line({ key: EMAIL, at: '2026-03-03T16:00:00.000Z' }),
      line({ key: EMAIL, channel: 'calls', how: 'call' }),
    ]
    expect(keysToWithdraw(entries, 'texts')).toEqual([PHONE, EMAIL])
    const appends = withdrawalAppends(entries, 'texts', { at, by: 'Ana Ruiz', reason: ' Wrong number ' })
    expect(appends.map(({ key, entries }) => [key, entries[0]!.action, entries[0]!.reason])).toEqual([
      [PHONE, 'withdrawn', 'Wrong number'],
      [EMAIL, 'withdrawn', 'Wrong number'],
    ])
    const after = [...entries, ...appends.flatMap(({ key, entries }) => entries.map((e) => ({ ...e, key })))]
    expect(choicesInForce(after)).toEqual({
      texts: null,
      calls: { at: '2026-03-02T16:00:00.000Z', how: 'call' },
    })
    expect(keysToWithdraw(after, 'texts')).toEqual([])
  })

  it('appends in one transaction to each key’s document, made if missing, never replacing its lines', async () => {
    const entries = optOutAppends({ phone: PHONE, email: null }, ['texts'], {
      at,
      how: 'text reply',
      by: 'x',
    })
    const id = await choiceDocumentId(PHONE)
    expect(id).toMatch(/^contactChoices\.[0-9a-f]{32}$/)
    expect(await appendMutations(entries)).toEqual([
      { createIfNotExists: { _id: id, _type: 'contactChoice', key: PHONE } },
      { patch: { id, setIfMissing: { entries: [] } } },
      { patch: { id, insert: { after: 'entries[-1]', items: entries[0]!.entries } } },
    ])
    expect(await appendMutations([{ key: PHONE, entries: [] }])).toEqual([])
  })

  it('names the Studio user who recorded a line', () => {
    expect(recordedBy({ name: 'Ana Ruiz', email: 'ana@agency.test' })).toBe('Ana Ruiz')
    expect(recordedBy({ name: ' ', email: 'ana@agency.test' })).toBe('ana@agency.test')
    expect(recordedBy(null)).toBe('Studio')
  })
})

describe('the ad-data choice kept with a request', () => {
  it('says whether the visitor’s data may go to the ad platforms, and why not', () => {
    expect(adDataLine({ allowed: true })).toEqual({ tone: 'default', text: 'Ad data: allowed' })
    expect(adDataLine({ allowed: false, signal: 'gpc' })?.text).toBe(
      'Not shared with ad platforms: the visitor’s browser asked (Global Privacy Control)',
    )
    expect(adDataLine({ allowed: false, signal: 'consent-mode' })?.text).toBe(
      'Not shared with ad platforms: the visitor’s browser asked (cookie choice)',
    )
    expect(adDataLine(undefined)).toBeUndefined()
    expect(
      [
        { allowed: true },
        { allowed: false, signal: 'gpc' },
        { allowed: false, signal: 'consent-mode' },
        {},
      ].map(adDataCell),
    ).toEqual(['Allowed', 'Not shared (GPC)', 'Not shared (cookie choice)', ''])
  })
})
