import { describe, expect, it } from 'vitest'

import { smsCounter, smsLength } from '../inputs/sms-length'

const SEED_FIRST_TEXT =
  "Lone Star Shield Insurance: You're signed up for texts about your request. Msg frequency varies. Msg & data rates may apply. HELP for help, STOP to opt out."

describe('smsLength: a text as the carrier counts it', () => {
  it('counts plain characters one each, 160 to a text', () => {
    expect(smsLength(SEED_FIRST_TEXT)).toEqual({
      characters: SEED_FIRST_TEXT.length,
      perText: 160,
      texts: 1,
      special: [],
    })
    expect(smsLength('')).toEqual({ characters: 0, perText: 160, texts: 0, special: [] })
    expect(smsLength('a'.repeat(160)).texts).toBe(1)
  })

  it('splits a longer plain text into parts of 153', () => {
    expect(smsLength('a'.repeat(161))).toMatchObject({ characters: 161, texts: 2 })
    expect(smsLength('a'.repeat(306)).texts).toBe(2)
    expect(smsLength('a'.repeat(307)).texts).toBe(3)
  })

  it('counts the GSM alphabet’s escaped characters (€, brackets, ~) two each, never split across parts', () => {
    expect(smsLength('Only €5 [a month]')).toMatchObject({ characters: 20, perText: 160, special: [] })
    expect(smsLength('a'.repeat(159) + '€')).toMatchObject({ characters: 161, texts: 2 })
    // 152 letters leave one place in the first part: the € goes whole into the second.
    expect(smsLength('a'.repeat(152) + '€' + 'a'.repeat(152)).texts).toBe(3)
  })

  it('sends a text with a curly quote or an emoji in Unicode: 70 to a text, 67 to a part', () => {
    const curly = SEED_FIRST_TEXT.replace("'", '’')
    expect(smsLength(curly)).toEqual({
      characters: curly.length,
      perText: 70,
      texts: 3,
      special: ['’'],
    })
    expect(smsLength('é'.repeat(69) + '’')).toMatchObject({ characters: 70, texts: 1 })
    expect(smsLength('a'.repeat(71) + '’').texts).toBe(2)
    // An emoji takes two places, and stays whole.
    expect(smsLength('Thanks 👍')).toMatchObject({ characters: 9, perText: 70, special: ['👍'] })
    expect(smsLength('a'.repeat(66) + '👍' + 'a'.repeat(10)).texts).toBe(2)
  })

  it('keeps the accents of Spanish texts plain only where the GSM alphabet has them', () => {
    expect(smsLength('Sí, está bien: ñ ü é').special).toEqual(['í', 'á'])
  })
})

describe('smsCounter: what the office manager reads under the box', () => {
  it('counts against 160 and says nothing more while the text fits', () => {
    expect(smsCounter('a'.repeat(112))).toEqual({ count: '112 / 160 characters' })
  })

  it('says a plain text that is too long goes as several', () => {
    expect(smsCounter('a'.repeat(170))).toEqual({
      count: '170 / 160 characters',
      note: 'Too long for one text, so it would be sent as 2 texts.',
    })
  })

  it('names the special characters, and what they cost', () => {
    expect(smsCounter('We’ll text you 👍')).toEqual({
      count: '17 / 70 characters',
      note: "“’” “👍” are special characters: with them, a text holds only 70 characters. Use plain ones (a straight ' in place of ’, a - in place of –) and it holds 160.",
    })
    expect(smsCounter(SEED_FIRST_TEXT.replace("'", '’')).note).toBe(
      "“’” is a special character: with it, a text holds only 70 characters, so it would be sent as 3 texts. Use plain ones (a straight ' in place of ’, a - in place of –) and it holds 160.",
    )
  })
})
