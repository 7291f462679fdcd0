import { cleanText, FIELD_LIMITS, MULTILINE_FIELDS, type FieldName, type Fields } from '../fields'

/** The choices the forms offer, from content: a select value edited in the page is refused. */
export type LeadChoices = { coverage: string[]; contact: string[]; timeframe: string[] }

// The browser's own rule for type="email" (HTML standard), so whatever a browser lets through passes here too.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/
const PAGE_PATH = /^\/(?!\/)/

const REQUIRED: FieldName[] = ['name', 'phone', 'email', 'zip', 'coverageType']

function isValid(name: FieldName, value: string, choices: LeadChoices): boolean {
  if (value.length > FIELD_LIMITS[name]) return false
  if (REQUIRED.includes(name) && value === '') return false
  switch (name) {
    case 'email':
      return EMAIL.test(value)
    case 'coverageType':
      return choices.coverage.includes(value)
    case 'contactPreference':
      return value === '' || choices.contact.includes(value)
    case 'timeframe':
      return value === '' || choices.timeframe.includes(value)
    case 'page':
      return value === '' || PAGE_PATH.test(value)
    default:
      return true
  }
}

type ValidSubmission = { fields: Fields; invalid: [] }
type InvalidSubmission = { fields: null; invalid: FieldName[] }

/**
 * Checks the eight lead fields and the form's own (page, consent, honeypot) against the form's limits and
 * choices. Unknown fields are dropped; control characters become spaces (line breaks survive where a field is
 * multi-line), so what is kept is plain text.
 */
export function validateSubmission(
  raw: Record<string, unknown>,
  choices: LeadChoices,
): ValidSubmission | InvalidSubmission {
  const fields = {} as Fields
  const invalid: FieldName[] = []
  for (const name of Object.keys(FIELD_LIMITS) as FieldName[]) {
    const value = raw[name] ?? ''
    const text = typeof value === 'string' ? cleanText(value, Infinity, MULTILINE_FIELDS.has(name)) : null
    if (text === null || !isValid(name, text, choices)) invalid.push(name)
    else fields[name] = text
  }
  return invalid.length ? { fields: null, invalid } : { fields, invalid: [] }
}
