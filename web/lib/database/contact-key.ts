/**
 * The keys a request's contact is compared by, to flag a possible duplicate: the same email whatever its case, the
 * same phone number whatever its punctuation and with or without the country code. A number too short to tell
 * people apart is no key.
 */
export const emailKey = (email: string | undefined | null) => email?.trim().toLowerCase() || null

export function phoneKey(phone: string | undefined | null) {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-10)
  return digits.length >= 7 ? digits : null
}
