// Every phone number is read by lib/phone-number-reading.mjs (plain JavaScript, shared with the books' command):
// this module formats and links what it reads.
import { DEFAULT_COUNTRY, e164PhoneNumber, readPhoneNumber } from './phone-number-reading.mjs'

export { e164PhoneNumber }

/**
 * The number as the agency keeps and reads it: a US number as Americans write it, "(214) 555-0143"; any other with
 * its country code, "+44 7911 123456".
 */
export function formatPhoneNumber(phone: string): string | undefined {
  const number = readPhoneNumber(phone)
  if (!number) return undefined
  return number.country === DEFAULT_COUNTRY ? number.formatNational() : number.formatInternational()
}

/**
 * "(214) 555-0143" → "tel:+12145550143": dialable from any phone, inside or outside the US. A number that cannot be
 * read links to what was written, digits and plus only, as a phone would dial it.
 */
export const telHref = (phone: string) =>
  `tel:${e164PhoneNumber(phone) ?? phone.normalize('NFC').replace(/[^\d+]/g, '')}`
