import { e164PhoneNumber, formatPhoneNumber } from '../../web/lib/phone-number'

/**
 * Whether a phone number of the content can be tapped to call: a valid number, read by the same module as the site's
 * links, with no extension (a tap dials the number only). Letters (1-800-FLOWERS) are no number.
 */
export function isDialablePhoneNumber(phone: string): boolean {
  const e164 = e164PhoneNumber(phone)
  // An extension is all that formatting the E.164 form loses.
  return e164 !== undefined && formatPhoneNumber(phone) === formatPhoneNumber(e164)
}

/**
 * The site's usual way of writing the number, "(214) 555-0143", when it is written another way; undefined when it
 * is written so already, or cannot be read.
 */
export function usualPhoneFormat(phone: string): string | undefined {
  const formatted = formatPhoneNumber(phone)
  return formatted === phone ? undefined : formatted
}
