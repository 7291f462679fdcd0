import { describe, expect, it } from 'vitest'

import { NO_CHOICES } from '../../web/lib/contact-choices/contact-choices'
import { retiredSmsConsent } from '../actions/retired-sms-consent'
import { smsConsentSummary } from '../inbox/sms-consent'
import { textingHoursLine } from '../inbox/texting-hours'
import { translationProblems } from '../schemas/translation-rules'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

// Dallas is on CST (UTC-6) in these weeks of January 2027: 2027-01-02 is a Saturday, 01-03 a Sunday.
const dallas = (day: string, time: string) => new Date(`2027-01-${day}T${time}:00-06:00`)

describe('textingHoursLine: Texas’s hours for texts, in Dallas time', () => {
  it('allows texts from 9 a.m. to 9 p.m. Monday to Saturday', () => {
    expect(textingHoursLine(dallas('04', '09:00'))).toBe('You may text until 9:00 PM (Dallas time).')
    expect(textingHoursLine(dallas('02', '20:59'))).toBe('You may text until 9:00 PM (Dallas time).')
    expect(textingHoursLine(dallas('04', '08:59'))).toBe('Texts may wait until 9:00 AM.')
    expect(textingHoursLine(dallas('04', '21:00'))).toBe('Texts may wait until 9:00 AM tomorrow.')
  })

  it('allows texts from noon to 9 p.m. on Sunday', () => {
    expect(textingHoursLine(dallas('03', '10:00'))).toBe('Texts may wait until noon (Sunday).')
    expect(textingHoursLine(dallas('03', '12:00'))).toBe('You may text until 9:00 PM (Dallas time).')
    // Saturday night: the next texts wait for Sunday noon, not 9 a.m.
    expect(textingHoursLine(dallas('02', '22:30'))).toBe('Texts may wait until noon tomorrow (Sunday).')
    expect(textingHoursLine(dallas('03', '21:15'))).toBe('Texts may wait until 9:00 AM tomorrow.')
  })

  it('reads Dallas time whatever the offset, daylight saving time included', () => {
    // 8:30 p.m. CDT on a Wednesday in July is 01:30 UTC on Thursday.
    expect(textingHoursLine(new Date('2027-07-08T01:30:00Z'))).toBe(
      'You may text until 9:00 PM (Dallas time).',
    )
    expect(textingHoursLine(new Date('2027-07-08T02:00:00Z'))).toBe('Texts may wait until 9:00 AM tomorrow.')
  })
})

describe('smsConsentSummary: whether the office may text', () => {
  const now = dallas('04', '10:00')
  const given = {
    given: true,
    at: '2027-01-04T15:20:00.000Z',
    words: 'Yes, text me…',
    version: 'a1b2c3d4e5f6',
  }

  it('says when the visitor agreed, and the hours Texas allows now', () => {
    expect(smsConsentSummary(given, NO_CHOICES, now)).toEqual({
      mayText: true,
      tone: 'positive',
      status: 'Agreed to texts on Jan 4, 2027, 9:20 AM (Dallas time).',
      hours: 'You may text until 9:00 PM (Dallas time).',
      standing: 'no-opt-out',
    })
  })

  it('sends the office to a call or an email when the visitor did not agree, or was never asked', () => {
    expect(smsConsentSummary({ ...given, given: false }, NO_CHOICES, now)).toMatchObject({
      mayText: false,
      status: 'Did not agree to texts: call or email.',
    })
    expect(smsConsentSummary(undefined, NO_CHOICES, now)).toMatchObject({
      mayText: false,
      status: 'Not asked about texts (sent before the site had the box): call or email.',
    })
  })

  const textReply = { at: '2027-01-04T16:00:00.000Z', how: 'text reply' as const }

  it('lets an opt-out of the person, on any request of theirs, outweigh the consent given before it', () => {
    expect(smsConsentSummary(given, { texts: textReply, calls: null }, now)).toEqual({
      mayText: false,
      tone: 'critical',
      status:
        'Opted out of texts on Jan 4, 2027, 10:00 AM (Dallas time) (text reply): do not text. Call or email.',
      standing: 'opted-out',
    })
    // Never asked, or not agreed: the opt-out is what the office reads.
    expect(smsConsentSummary(undefined, { texts: textReply, calls: null }, now).status).toMatch(
      /^Opted out of texts on Jan 4, 2027/,
    )
  })

  it('reads a box ticked after the opt-out as a new consent, with the opt-out beside it', () => {
    const again = { ...given, at: '2027-01-04T16:30:00.000Z' }
    expect(smsConsentSummary(again, { texts: textReply, calls: null }, now)).toEqual({
      mayText: true,
      tone: 'positive',
      status:
        'Agreed again on Jan 4, 2027, 10:30 AM (Dallas time), after an opt-out on Jan 4, 2027, 10:00 AM (Dallas time) (text reply).',
      hours: 'You may text until 9:00 PM (Dallas time).',
      standing: 'agreed-again',
    })
  })

  it('says not to call a person who asked, and sends the office to an email instead', () => {
    const calls = { at: '2027-01-03T18:00:00.000Z', how: 'call' as const }
    expect(smsConsentSummary(given, { texts: textReply, calls }, now)).toMatchObject({
      status:
        'Opted out of texts on Jan 4, 2027, 10:00 AM (Dallas time) (text reply): do not text. Email them.',
      calls: 'Asked not to be called on Jan 3, 2027, 12:00 PM (Dallas time) (call): do not call.',
    })
    expect(smsConsentSummary({ ...given, given: false }, { texts: null, calls }, now)).toMatchObject({
      status: 'Did not agree to texts: email them.',
      calls: 'Asked not to be called on Jan 3, 2027, 12:00 PM (Dallas time) (call): do not call.',
    })
    // Texts stay allowed when only calls were stopped.
    expect(smsConsentSummary(given, { texts: null, calls }, now)).toMatchObject({ mayText: true })
  })
})

describe('retiredSmsConsent: the words a publish replaces', () => {
  const words = (text: string) => [{ _type: 'block', children: [{ _type: 'span', text }] }]
  const now = new Date('2027-01-04T16:00:00Z')

  it('keeps each language’s published words that the draft changes, dated now', () => {
    const published = [
      { _key: 'a', language: 'en', value: words('Text me, v1') },
      { _key: 'b', language: 'es', value: words('Envíenme textos, v1') },
    ]
    const draft = [
      { _key: 'a', language: 'en', value: words('Text me, v2') },
      { _key: 'b', language: 'es', value: words('Envíenme textos, v1') },
    ]
    expect(retiredSmsConsent(published, draft, now)).toEqual([
      {
        _key: expect.stringMatching(/^en-/),
        _type: 'retiredSmsConsent',
        language: 'en',
        words: words('Text me, v1'),
        retiredAt: '2027-01-04T16:00:00.000Z',
      },
    ])
  })

  it('keeps nothing on a first publish or when the words stay, and keeps words a draft removes', () => {
    expect(retiredSmsConsent(undefined, [{ language: 'en', value: words('Text me') }], now)).toEqual([])
    const same = [{ language: 'en', value: words('Text me') }]
    expect(retiredSmsConsent(same, same, now)).toEqual([])
    expect(retiredSmsConsent(same, [], now)).toHaveLength(1)
  })
})

describe('the first text after an opt-in', () => {
  it('may not be published over 160 characters, one text', () => {
    const rules = { max: { length: 160, level: 'error' as const, message: 'Too long' } }
    const entry = (value: string) => [{ _key: 'en', language: 'en', value }]
    expect(translationProblems(entry('x'.repeat(160)), rules)).toEqual([
      expect.objectContaining({ level: 'warning' }),
    ])
    expect(translationProblems(entry('x'.repeat(161)), rules)).toContainEqual({
      level: 'error',
      message: 'Too long',
      path: [{ _key: 'en' }, 'value'],
    })
  })
})
