import { describe, expect, it } from 'vitest'

import { e164PhoneNumber, formatPhoneNumber, telHref } from '@/lib/phone-number'

describe('a phone number in E.164', () => {
  it.each([
    '(214) 555-0143',
    '214-555-0143',
    '214.555.0143',
    '2145550143',
    '1 (214) 555-0143',
    '+1 214 555 0143',
    ' +1-214-555-0143 ',
    // Full-width digits and brackets, as a Japanese or Chinese keyboard types them.
    '（２１４）５５５－０１４３',
  ])('%j → +12145550143', (phone) => {
    expect(e164PhoneNumber(phone)).toBe('+12145550143')
  })

  it.each([
    // The trunk zero a British number is written with at home is not dialled from abroad.
    ['+44 (0)7911 123456', '+447911123456'],
    ['+52 81 1234 5678', '+528112345678'],
    ['+1 416 555 0143', '+14165550143'],
  ])('keeps the country code given: %j → %s', (phone, e164) => {
    expect(e164PhoneNumber(phone)).toBe(e164)
  })

  it('reads a number written with a decomposed accent, as pasted text may hold it, as the composed one', () => {
    const composed = '(214) 555-0143 extensión 12'
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect(e164PhoneNumber(decomposed)).toBe('+12145550143')
    expect(formatPhoneNumber(decomposed)).toBe(formatPhoneNumber(composed))
  })

  it.each([
    // +214 is no country's code: the old rule made it "+2145550143".
    '+214 555 0143',
    '',
    '   ',
    '555-0143',
    '(214) 555-01',
    '2 (214) 555-0143',
    '21455501434',
    '+1 214 555 01434',
    '+1234567890123456',
    '+0 214 555 0143',
    // No such area code.
    '(123) 456-7890',
    'not a number',
    '214-555-CALL',
    // The whole text must be the number.
    'call me at 214 555 0143',
  ])('%j is no valid number', (phone) => {
    expect(e164PhoneNumber(phone)).toBeUndefined()
    expect(formatPhoneNumber(phone)).toBeUndefined()
  })
})

describe('a phone number as the agency keeps and reads it', () => {
  it.each([
    ['2145550143', '(214) 555-0143'],
    ['+1 214.555.0143', '(214) 555-0143'],
    ['１-８００-５５５-０１７２', '(800) 555-0172'],
    ['(214) 555-0143 x12', '(214) 555-0143 ext. 12'],
    ['+44 (0)7911 123456', '+44 7911 123456'],
    ['+52 81 1234 5678', '+52 81 1234 5678'],
    // Canada shares +1: written with it, so it is never read as a US number.
    ['+1 (416) 555-0143', '+1 416 555 0143'],
  ])('%j → %j', (phone, formatted) => {
    expect(formatPhoneNumber(phone)).toBe(formatted)
  })

  it('formats what it formatted the same way again', () => {
    for (const phone of ['(214) 555-0143', '+44 7911 123456', '+1 416 555 0143']) {
      expect(formatPhoneNumber(phone)).toBe(phone)
    }
  })
})

describe('a phone link', () => {
  it.each([
    ['(214) 555-0143', 'tel:+12145550143'],
    ['1.800.555.0172', 'tel:+18005550172'],
    ['+44 (0)7911 123456', 'tel:+447911123456'],
  ])('%j → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })

  it('dials what was written when the number cannot be read, digits and plus only', () => {
    expect(telHref('555-0143')).toBe('tel:5550143')
  })
})
