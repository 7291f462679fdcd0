import { cleanText } from './form-fields'

// Kept apart from the reading of fields: the quote form's script reads its fields, only the server and the
// service request form check them here.

// The browser's own rule for type="email" (HTML standard), so whatever a browser lets through passes here too.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const isEmailAddress = (value: string) => EMAIL.test(value)

/** A page path of this site, as the forms' hidden field names it. */
export const isPagePath = (value: string) => /^\/(?!\/)/.test(value)

/**
 * Fields kept in a form of their own rather than as typed (a phone number in the agency's format): each reader
 * gives the kept text, or undefined for a value it cannot read, which is then refused.
 */
export type FieldReaders<Name extends string> = Partial<Record<Name, (value: string) => string | undefined>>

export type Validated<Name extends string> =
  { fields: Record<Name, string>; invalid: [] } | { fields: null; invalid: Name[] }

/**
 * Checks a posted body field by field: a value that is not text, is over its limit, fails `isValid` or that its
 * reader cannot read is named (never shown). Unknown fields are dropped; control characters become spaces (line
 * breaks survive where a field is multi-line), so what is kept is plain text; a field with a reader is kept as read.
 */
export function validateFields<Name extends string>(
  raw: Record<string, unknown>,
  limits: Record<Name, number>,
  multiline: ReadonlySet<Name>,
  isValid: (name: Name, value: string, fields: Partial<Record<Name, string>>) => boolean,
  readers: FieldReaders<Name> = {},
): Validated<Name> {
  const texts: Partial<Record<Name, string>> = {}
  const invalid: Name[] = []
  const names = Object.keys(limits) as Name[]
  for (const name of names) {
    const value = raw[name] ?? ''
    if (typeof value !== 'string') invalid.push(name)
    else texts[name] = cleanText(value, Infinity, multiline.has(name))
  }
  const kept = { ...texts }
  for (const name of names) {
    const text = texts[name]
    if (text === undefined) continue
    const read = readers[name] ? readers[name](text) : text
    // The kept text is bounded too: a reader may lengthen what it reads (an extension's "x" written "ext.").
    const refused =
      text.length > limits[name] ||
      !isValid(name, text, texts) ||
      read === undefined ||
      read.length > limits[name]
    if (refused) invalid.push(name)
    else kept[name] = read
  }
  return invalid.length
    ? { fields: null, invalid: names.filter((name) => invalid.includes(name)) }
    : { fields: kept as Record<Name, string>, invalid: [] }
}
