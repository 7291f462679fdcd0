// @ts-check
// Every phone number of the site, whoever typed it (a visitor in a form, the office manager in the Studio or the
// books' command), is read here and only here, by libphonenumber-js. Plain JavaScript, so the books' command
// (scripts/export-requests.mjs), which Node runs without the app's compiler, keys a number exactly as the server
// does; the app reads it through lib/phone-number.ts. The `max` metadata checks a number's digits against each
// country's numbering plan, not only its length, so a number no one can answer (an area code never assigned) is
// refused while the visitor can still fix it; it costs about 20 kB gzipped more than `min`, in the forms' delivery
// chunk that loads when a visitor starts on a form, never with a page.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** The agency's visitors are in Texas: a number written without a country code is a US one. */
export const DEFAULT_COUNTRY = 'US'

/**
 * The number as the library reads it, or undefined when it is not a valid number. NFC first, so text pasted in a
 * decomposed form reads as it looks; the whole text must be the number (never one found inside other words).
 * @param {string} phone
 * @returns {import('libphonenumber-js/max').PhoneNumber | undefined}
 */
export function readPhoneNumber(phone) {
  const number = parsePhoneNumberFromString(phone.normalize('NFC').trim(), {
    defaultCountry: DEFAULT_COUNTRY,
    extract: false,
  })
  return number?.isValid() ? number : undefined
}

/**
 * "(214) 555-0143" → "+12145550143": E.164, as dialled from anywhere and as the ad platforms match it.
 * @param {string} phone
 * @returns {string | undefined}
 */
export const e164PhoneNumber = (phone) => readPhoneNumber(phone)?.number
