import type { ContactChannel } from '../contact-choices/contact-choices'
import { isEmailAddress } from '../delivery/validate-fields'
import { formatPhoneNumber } from '../phone-number'

/** The form's fields, as the page names them and the endpoint reads them. */
export const OPT_OUT_FIELDS = {
  phone: 'phone',
  email: 'email',
  texts: 'texts',
  calls: 'calls',
} as const

/** The fields a refusal can name: each has its own message in the Studio. */
export type OptOutProblem = 'phone' | 'email' | 'channels'

/** What the visitor typed, as they typed it, trimmed and bounded: it comes back to them when a field is wrong. */
export type OptOutTyped = { phone: string; email: string; texts: boolean; calls: boolean }

/** A request the server can record: the number in the agency's format, the email if one was given. */
export type OptOutRequest = { phoneNumber: string; email: string | null; channels: ContactChannel[] }

// Far past any real number or address; what is longer is cut, then refused as not one.
const MAX_LENGTH = 254

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_LENGTH) : '')
// A ticked box posts its value ("yes"); an unticked one posts nothing.
const ticked = (value: unknown) => typeof value === 'string' && value !== ''

/** What the posted form says, before any check. */
export function typedIn(raw: Record<string, unknown>): OptOutTyped {
  return {
    phone: text(raw[OPT_OUT_FIELDS.phone]),
    email: text(raw[OPT_OUT_FIELDS.email]),
    texts: ticked(raw[OPT_OUT_FIELDS.texts]),
    calls: ticked(raw[OPT_OUT_FIELDS.calls]),
  }
}

/**
 * The request to record, or what is wrong with it: a phone number that is one (any country, a US one without its
 * code), an email only if given, and at least one of texts and calls.
 */
export function readOptOut(typed: OptOutTyped): OptOutRequest | { invalid: OptOutProblem[] } {
  const phoneNumber = formatPhoneNumber(typed.phone)
  const emailOk = typed.email === '' || isEmailAddress(typed.email)
  const channels = (['texts', 'calls'] as const).filter((channel) => typed[channel])
  const invalid: OptOutProblem[] = [
    ...(phoneNumber ? [] : ['phone' as const]),
    ...(emailOk ? [] : ['email' as const]),
    ...(channels.length ? [] : ['channels' as const]),
  ]
  if (invalid.length || !phoneNumber) return { invalid }
  return { phoneNumber, email: typed.email || null, channels }
}

/** "texts", "calls" or "texts and calls", as the agency's email names what to stop. */
export const channelsText = (channels: readonly ContactChannel[]) => channels.join(' and ')
