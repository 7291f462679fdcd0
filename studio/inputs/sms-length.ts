// How a carrier measures a text message. Texts made only of the GSM 7-bit alphabet hold 160 characters; one other
// character (an emoji, a curly quote, a long dash) sends the whole text in Unicode, which holds 70. A longer text is
// split into parts that each lose a few characters to the header that joins them again.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'

// Sent as an escape and the character, so each takes the room of two.
const GSM_EXTENDED = '^{}\\[~]|€\f'

const LIMITS = {
  gsm: { single: 160, part: 153 },
  unicode: { single: 70, part: 67 },
} as const

export type SmsLength = {
  /** What the text counts as, as the carrier counts it. */
  characters: number
  /** What one text holds: 160, or 70 once any character is outside the GSM alphabet. */
  perText: number
  /** How many texts the carrier sends it as (0 when empty). */
  texts: number
  /** The characters outside the GSM alphabet, each once, in the order they first appear. */
  special: string[]
}

const gsmSize = (character: string) =>
  GSM_BASIC.includes(character) ? 1 : GSM_EXTENDED.includes(character) ? 2 : undefined

/** How many parts characters of these sizes fill, never splitting one character across two parts. */
function parts(sizes: number[], { single, part }: { single: number; part: number }) {
  const total = sizes.reduce((sum, size) => sum + size, 0)
  if (total === 0) return 0
  if (total <= single) return 1
  let count = 1
  let used = 0
  for (const size of sizes) {
    if (used + size > part) {
      count += 1
      used = 0
    }
    used += size
  }
  return count
}

export function smsLength(text: string): SmsLength {
  const characters = [...text]
  const special = [...new Set(characters.filter((character) => gsmSize(character) === undefined))]
  const encoding = special.length ? 'unicode' : 'gsm'
  // Unicode texts count UTF-16 units: an emoji outside the basic plane takes two.
  const sizes = characters.map((character) => (encoding === 'gsm' ? gsmSize(character)! : character.length))
  return {
    characters: sizes.reduce((sum, size) => sum + size, 0),
    perText: LIMITS[encoding].single,
    texts: parts(sizes, LIMITS[encoding]),
    special,
  }
}

const quoted = (characters: string[]) => characters.map((character) => `“${character}”`).join(' ')

/** The counter under the box and, when the text will not go as one plain text, why, in plain words. */
export function smsCounter(text: string): { count: string; note?: string } {
  const { characters, perText, texts, special } = smsLength(text)
  const count = `${characters} / ${perText} characters`
  const split = texts > 1 ? `, so it would be sent as ${texts} texts` : ''
  if (special.length) {
    return {
      count,
      note:
        `${quoted(special)} ${special.length === 1 ? 'is a special character' : 'are special characters'}: ` +
        `with ${special.length === 1 ? 'it' : 'them'}, a text holds only 70 characters${split}. ` +
        "Use plain ones (a straight ' in place of ’, a - in place of –) and it holds 160.",
    }
  }
  return texts > 1 ? { count, note: `Too long for one text${split}.` } : { count }
}
