// Every phone number of the site, whoever typed it (a visitor in a form, the office manager in the Studio), is read
// here and only here, by libphonenumber-js. The `max` metadata checks a number's digits against each country's
// numbering plan, not only its length, so a number no one can answer (an area code never assigned) is refused
// while the visitor can still fix it; it costs about 20 kB gzipped more than `min`, in the forms' delivery chunk
// that loads when a visitor starts on a form, never with a page.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max'

/** The agency's visitors are in Texas: a number written without a country code is a US one. */
const DEFAULT_COUNTRY = 'US'

/**
 * The number as the library reads it, or undefined when it is not a valid number. NFC first, so text pasted in a
 * decomposed form reads as it looks; the whole text must be the number (never one found inside other words).
 */
function readPhoneNumber(phone: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(phone.normalize('NFC').trim(), {
    defaultCountry: DEFAULT_COUNTRY,
    extract: false,
  })
  return number?.isValid() ? number : undefined
}

/** "(214) 555-0143" → "+12145550143": E.164, as dialled from anywhere and as the ad platforms match it. */
export const e164PhoneNumber = (phone: string): string | undefined => readPhoneNumber(phone)?.number

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
