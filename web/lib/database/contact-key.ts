import { e164PhoneNumber } from '../phone-number'

/**
 * The keys a request's contact is compared by, to flag a possible duplicate: the same email whatever its case, the
 * same phone number however it was written (its E.164 form). A number that is not a valid one is no key.
 */
export const emailKey = (email: string | undefined | null) => email?.trim().toLowerCase() || null

export const phoneKey = (phone: string | undefined | null) => (phone && e164PhoneNumber(phone)) || null
