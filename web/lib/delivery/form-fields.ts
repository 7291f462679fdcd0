// What every form's fields go through, in the browser and on the server alike: one cleaning, one bound per
// field, so what a visitor can type is exactly what the server accepts.

// Control characters (CR and LF among them) have no place in a name or an address; in multi-line text only
// the line break survives, in one form.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/** The text a value contributes to an email or a stored request: control characters removed, trimmed, bounded. */
export function cleanText(value: string, maxLength: number, multiline = false): string {
  const text = multiline
    ? value.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(/\t/g, ' ')
    : value.replace(ANY_CONTROL, ' ')
  return text.trim().slice(0, maxLength)
}

// The browser's own rule for type="email" (HTML standard), so whatever a browser lets through passes here too.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const isEmailAddress = (value: string) => EMAIL.test(value)

/** A page path of this site, as the forms' hidden field names it. */
export const isPagePath = (value: string) => /^\/(?!\/)/.test(value)

type Limits = Record<string, number>

/** Every field of a submitted form, cleaned and bounded; a field the form lacks is empty. */
export function readBoundedFields<L extends Limits>(
  limits: L,
  multiline: ReadonlySet<keyof L>,
  read: (name: keyof L) => unknown,
): Record<keyof L, string> {
  return Object.fromEntries(
    Object.keys(limits).map((name) => {
      const value = read(name)
      return [name, cleanText(typeof value === 'string' ? value : '', limits[name]!, multiline.has(name))]
    }),
  ) as Record<keyof L, string>
}

export type Validated<Name extends string> =
  { fields: Record<Name, string>; invalid: [] } | { fields: null; invalid: Name[] }

/**
 * Checks a posted body field by field: a value that is not text, is over its limit or fails `isValid` is
 * named (never shown). Unknown fields are dropped; control characters become spaces (line breaks survive where
 * a field is multi-line), so what is kept is plain text.
 */
export function validateFields<Name extends string>(
  raw: Record<string, unknown>,
  limits: Record<Name, number>,
  multiline: ReadonlySet<Name>,
  isValid: (name: Name, value: string, fields: Partial<Record<Name, string>>) => boolean,
): Validated<Name> {
  const texts: Partial<Record<Name, string>> = {}
  const invalid: Name[] = []
  const names = Object.keys(limits) as Name[]
  for (const name of names) {
    const value = raw[name] ?? ''
    if (typeof value !== 'string') invalid.push(name)
    else texts[name] = cleanText(value, Infinity, multiline.has(name))
  }
  for (const name of names) {
    const text = texts[name]
    if (text !== undefined && (text.length > limits[name] || !isValid(name, text, texts))) invalid.push(name)
  }
  return invalid.length
    ? { fields: null, invalid: names.filter((name) => invalid.includes(name)) }
    : { fields: texts as Record<Name, string>, invalid: [] }
}
