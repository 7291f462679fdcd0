// @ts-check
// Plain JavaScript, so the books' command (scripts/export-requests.mjs) keys a person exactly as the server does.
import { e164PhoneNumber } from '../phone-number-reading.mjs'

/**
 * The keys a request's contact is compared by, to flag a possible duplicate: the same email whatever its case, the
 * same phone number however it was written (its E.164 form). A number that is not a valid one is no key.
 * @param {string | undefined | null} email
 */
export const emailKey = (email) => email?.trim().toLowerCase() || null

/** @param {string | undefined | null} phone */
export const phoneKey = (phone) => (phone && e164PhoneNumber(phone)) || null
