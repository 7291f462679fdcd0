/**
 * The quote form's fields as the browser posts them, with the longest value each may hold. The inputs'
 * maxLength and the server's validation both read these numbers, so what a visitor can type is exactly what the
 * server accepts.
 */
export const FIELD_LIMITS = {
  name: 200,
  phone: 40,
  email: 254,
  zip: 10,
  coverageType: 200,
  contactPreference: 200,
  timeframe: 200,
  additionalInfo: 2000,
  /** The honeypot: people leave it empty. */
  website: 200,
  /** The page path the form was sent from. */
  page: 500,
  /** The consent disclosure shown under the button, as plain text. */
  consent: 1000,
  /** The language of the page the form was sent from ("en", "es"). */
  language: 5,
  /** The coverage as the visitor read it on the page ("Seguro de auto"); coverageType stays in English. */
  coverageLabel: 200,
} as const

export type FieldName = keyof typeof FIELD_LIMITS

/** Fields whose text may span lines; every other value is a single line. */
export const MULTILINE_FIELDS = new Set<FieldName>(['additionalInfo', 'consent'])

/** Landing page and referrer addresses are cut to this length; campaign values and click ids to the next. */
export const URL_MAX_LENGTH = 1000
export const ATTRIBUTION_VALUE_MAX_LENGTH = 200

/** What the lead endpoint reads at most: every field at its limit fits with room to spare. */
export const LEAD_BODY_MAX_BYTES = 16 * 1024

// Control characters (CR and LF among them) have no place in a name or an address; in multi-line text only
// the line break survives, in one form.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/** The text a value contributes to an email or a stored lead: control characters removed, trimmed, bounded. */
export function cleanText(value: string, maxLength: number, multiline = false): string {
  const text = multiline
    ? value.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(/\t/g, ' ')
    : value.replace(ANY_CONTROL, ' ')
  return text.trim().slice(0, maxLength)
}

export type Fields = Record<FieldName, string>

/** Every field of a submitted form, cleaned and bounded; a field the form lacks is empty. */
export function readFields(read: (name: FieldName) => unknown): Fields {
  return Object.fromEntries(
    (Object.keys(FIELD_LIMITS) as FieldName[]).map((name) => {
      const value = read(name)
      return [
        name,
        cleanText(typeof value === 'string' ? value : '', FIELD_LIMITS[name], MULTILINE_FIELDS.has(name)),
      ]
    }),
  ) as Fields
}
