import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  hashedUserData,
  metaHashedUserData,
  normalizeEmail,
  normalizePhone,
} from '@/lib/ad-conversions/user-identifiers'
import { sha256Hex } from '@/lib/sha256-hex'

// The rules of Google Ads' "Normalize and hash user-provided data" (enhanced conversions for leads): trim, lower
// case, E.164 phone numbers, and no dots before @gmail.com or @googlemail.com. The hashes were computed apart,
// with `printf '%s' … | sha256sum`.
describe('emails', () => {
  it.each([
    [' John.Doe@Gmail.com ', 'johndoe@gmail.com'],
    ['JANE.SMITH@googlemail.com', 'janesmith@googlemail.com'],
    ['Ana.Lopez@Example.com', 'ana.lopez@example.com'],
    ['\tj.o.h.n.doe@GMAIL.COM\n', 'johndoe@gmail.com'],
    ['maria+quotes@gmail.com', 'maria+quotes@gmail.com'],
  ])('%j → %s', (email, normalized) => {
    expect(normalizeEmail(email)).toBe(normalized)
  })

  it('reads an accent typed as a letter and a combining mark as the one letter (NFC)', () => {
    const decomposed = 'Jose\u0301@Ejemplo.com'
    expect(normalizeEmail(decomposed)).toBe('jos\u00e9@ejemplo.com')
  })

  it.each(['', '   ', 'no-at-sign', '@gmail.com', 'jane@'])('%j is not an address', (email) => {
    expect(normalizeEmail(email)).toBeUndefined()
  })
})

// The number itself is read by lib/phone-number (its own tests): here, only that both platforms get its E.164.
describe('phone numbers', () => {
  it.each([
    ['(214) 555-0143', '+12145550143'],
    ['1 (214) 555-0143', '+12145550143'],
    ['+44 (0)7911 123456', '+447911123456'],
    ['+52 81 1234 5678', '+528112345678'],
  ])('%j → %s', (phone, e164) => {
    expect(normalizePhone(phone)).toBe(e164)
  })

  it.each(['', '555-0143', '+214 555 0143', '+1234567890123456'])(
    '%j cannot be written in E.164',
    (phone) => {
      expect(normalizePhone(phone)).toBeUndefined()
    },
  )
})

describe('hashes', () => {
  it.each([
    ['johndoe@gmail.com', '06a240d11cc201676da976f7b49341181fd180da37cbe40a77432c0a366c80c3'],
    ['janesmith@googlemail.com', '99666b24159f4c8f99abe1ce96361145f70ffbe365fc69956fc8ab9555d6537e'],
    ['ana.lopez@example.com', '53fdd27c13c87b89296422dd99e14d02656dbcacefed01d3b53a56313adf3a98'],
    ['+12145550143', '33c909645235e74fcbb4bb16442e280190676db11bfa6b2d3d5a8e51f78447a5'],
    ['+528112345678', '5149ef9360e7325dec363d53b6fe31a5d65fcc65f233f68e1b48fe9572179665'],
    ['+447911123456', '20b18ac9de7b3aad174961827d8e451c410af9aedfd1d699927f4b29b81aa1fa'],
  ])('SHA-256 of %s', async (text, hash) => {
    expect(await sha256Hex(text)).toBe(hash)
  })

  it('agree with Node’s own SHA-256 on text outside ASCII', async () => {
    const text = 'josé.hernández@ejemplo.com'
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
  })

  it('the user data carries the hash of what was normalized, never the raw values', async () => {
    const data = await hashedUserData({ email: ' John.Doe@Gmail.com ', phone: '(214) 555-0143' })
    expect(data).toEqual({
      sha256_email_address: '06a240d11cc201676da976f7b49341181fd180da37cbe40a77432c0a366c80c3',
      sha256_phone_number: '33c909645235e74fcbb4bb16442e280190676db11bfa6b2d3d5a8e51f78447a5',
    })
    expect(await hashedUserData({ email: 'not an email', phone: '555' })).toEqual({})
  })
})

// Meta's customer information parameters: the email trimmed and lower case, dots kept, and the phone's digits with
// the country code, without the plus.
describe('Meta’s hashes', () => {
  it('keep Gmail’s dots and drop the plus', async () => {
    expect(await metaHashedUserData({ email: ' John.Doe@Gmail.com ', phone: '(214) 555-0143' })).toEqual({
      em: '375320dd9ae7ed408002f3768e16cb5f28c861062fd50dff9a3bff62e9dce4ef',
      ph: 'a0c5f70cea7b7f544cfdd0117dc7315d0c6305d77d722b0c706f55324f9ef6dc',
    })
  })

  it('hash the composed letter of an email pasted with a combining accent, and a number’s trunk zero dropped', async () => {
    expect(
      await metaHashedUserData({ email: ' Jose\u0301@Ejemplo.com', phone: '+44 (0)7911 123456' }),
    ).toEqual({
      em: 'aebd858dc2c41f7c0ba7e5a5fd3d888f1de7bb92b9ba0f348d1201d79f863bd4',
      ph: '40b5c38342a9c584ec707e8679b003f8c779c6aaa138c976ef94e049cc05208f',
    })
  })

  it('leave out what is no address or no full number', async () => {
    expect(await metaHashedUserData({ email: 'jane@', phone: '555-0143' })).toEqual({})
  })
})
