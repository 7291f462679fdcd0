// The visitor's email and phone as Google Ads' enhanced conversions and Meta's Conversions API match them: each
// normalized as the platforms' docs say, then SHA-256 in lowercase hex. Never the raw values.

import { e164PhoneNumber } from '../phone-number'
import { sha256Hex } from '../sha256-hex'

const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com']

/**
 * NFC, trimmed and lower case; undefined for something that is not an address. NFC first: an accent typed as a
 * letter and a combining mark (as some keyboards and pasted text send it) is one address, with one hash.
 */
function plainEmail(email: string): string | undefined {
  const address = email.normalize('NFC').trim().toLowerCase()
  const at = address.lastIndexOf('@')
  return at < 1 || at === address.length - 1 ? undefined : address
}

/**
 * " Jane.Doe@Gmail.com " → "janedoe@gmail.com", as Google matches it: trimmed, lower case, and for Gmail the dots
 * before the @ removed, as Gmail ignores them. Undefined for something that is not an address.
 */
export function normalizeEmail(email: string): string | undefined {
  const address = plainEmail(email)
  if (!address) return undefined
  const at = address.lastIndexOf('@')
  const [local, domain] = [address.slice(0, at), address.slice(at + 1)]
  return GMAIL_DOMAINS.includes(domain) ? `${local.replaceAll('.', '')}@${domain}` : address
}

/**
 * "(214) 555-0143" → "+12145550143": E.164, as both platforms ask. A number without a country code is a US one
 * (the agency's visitors); undefined for what is not a valid number.
 */
export const normalizePhone = e164PhoneNumber

/** The data layer's `user_data`, as the tag manager's user-provided data variable reads it; Google's rules. */
export type HashedUserData = { sha256_email_address?: string; sha256_phone_number?: string }

/** The hashes of whichever of the two can be normalized; none for neither. */
export async function hashedUserData(contact: { email: string; phone: string }): Promise<HashedUserData> {
  const email = normalizeEmail(contact.email)
  const phone = normalizePhone(contact.phone)
  return {
    ...(email && { sha256_email_address: await sha256Hex(email) }),
    ...(phone && { sha256_phone_number: await sha256Hex(phone) }),
  }
}

/** Meta's `em` and `ph` (customer information parameters of its Conversions API). */
export type MetaHashedUserData = { em?: string; ph?: string }

/**
 * The hashes Meta matches: the email only trimmed and lower case (Gmail's dots kept), the phone as its digits with
 * the country code and no plus ("12145550143").
 */
export async function metaHashedUserData(contact: {
  email: string
  phone: string
}): Promise<MetaHashedUserData> {
  const email = plainEmail(contact.email)
  const phone = normalizePhone(contact.phone)?.slice(1)
  return {
    ...(email && { em: await sha256Hex(email) }),
    ...(phone && { ph: await sha256Hex(phone) }),
  }
}
