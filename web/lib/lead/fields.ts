import { readBoundedFields, CONSENT_LIMITS, SMS_CONSENT_LIMITS } from '../delivery/form-fields'

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
  /** The language of the page the form was sent from ("en", "es"). */
  language: 5,
  /** The coverage as the visitor read it on the page ("Seguro de auto"); coverageType stays in English. */
  coverageLabel: 200,
  ...CONSENT_LIMITS,
  ...SMS_CONSENT_LIMITS,
} as const

export type FieldName = keyof typeof FIELD_LIMITS

/** Fields whose text may span lines; every other value is a single line. */
export const MULTILINE_FIELDS = new Set<FieldName>(['additionalInfo', 'consent'])

/** What the lead endpoint reads at most: every field at its limit fits with room to spare. */
export const LEAD_BODY_MAX_BYTES = 16 * 1024

export type Fields = Record<FieldName, string>

/** Every field of a submitted quote form, cleaned and bounded; a field the form lacks is empty. */
export const readFields = (read: (name: FieldName) => unknown): Fields =>
  readBoundedFields(FIELD_LIMITS, MULTILINE_FIELDS, read)
