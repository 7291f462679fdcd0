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

/**
 * The “text me” box every form with a phone field has: "yes" when ticked, and the version of the words beside it.
 * Neither is ever refused: a value that is not a tick, or a version the Studio never published, is consent not given.
 */
export const SMS_CONSENT_LIMITS = { smsConsent: 3, smsConsentVersion: 12 } as const

/**
 * The consent under every form's button: its words as plain text (what the browser's email quotes) and the version
 * the server drew beside them, which is what the server keeps the Studio's words by.
 */
export const CONSENT_LIMITS = { consent: 1000, consentVersion: 12 } as const

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
