// The register of a person's choices about being contacted: pure, so the server, the books' command and the Studio
// read an entry the same way.

import { choicesInForce, textsStanding } from '../database/choices-in-force.mjs'
import { emailKey, phoneKey } from '../database/contact-key'
import {
  CONTACT_CHANNELS,
  OPT_OUT_WAYS,
  type ContactChannel,
  type ContactChoiceEntry,
  type ContactChoices,
  type OptOutInForce,
  type OptOutWay,
} from '../database/contact-choice'
import { sha256Hex } from '../sha256-hex'

// The rules of what holds are plain JavaScript, so the books' command applies them as the server does.
export { choicesInForce, CONTACT_CHANNELS, OPT_OUT_WAYS, textsStanding }
export type { ContactChannel, ContactChoiceEntry, ContactChoices, OptOutInForce, OptOutWay }

/** Where a request's consent to texts stands against the register. */
export type TextsStanding = ReturnType<typeof textsStanding>

/** Who recorded an entry: the Studio user's name, or the site itself (its stop page). */
export const RECORDED_BY_SITE = 'site'

/** The keys a person is known by in the register: a phone number in E.164, an email in lower case. */
export type ContactKeys = { phone: string | null; email: string | null }

export const contactKeysOf = (contact: {
  phoneNumber?: string | null
  email?: string | null
}): ContactKeys => ({
  phone: phoneKey(contact.phoneNumber),
  email: emailKey(contact.email),
})

/** The keys that are set, for a lookup. */
export const keyList = (keys: ContactKeys) => [keys.phone, keys.email].filter((key): key is string => !!key)

export const NO_CHOICES: ContactChoices = { texts: null, calls: null }

export const CONTACT_CHOICE_TYPE = 'contactChoice'

/**
 * A key's register in the Content Lake: one private document (under the `contactChoices.` path, never served to
 * anonymous readers), named by the key's SHA-256 so the same person always lands on the same document, whoever
 * writes first: the site's stop page, the Studio, another server.
 */
export const choiceDocumentId = async (key: string) => `contactChoices.${(await sha256Hex(key)).slice(0, 32)}`

/**
 * Where the agency's email of an opt-out is kept: the register's document of the person's first key (the phone, when
 * they gave one), so the site and its stores name the same document. None when no key is set.
 */
export const optOutEmailDocumentId = async (keys: ContactKeys) => {
  const [first] = keyList(keys)
  return first ? choiceDocumentId(first) : undefined
}

/** A new opt-out line, with a key of its own, as every writer makes it. */
export const optOutEntry = (
  channel: ContactChannel,
  { at, how, by, note }: { at: Date; how: OptOutWay; by: string; note?: string },
): ContactChoiceEntry => ({
  _key: `${channel}-${at.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  _type: 'contactChoiceEntry',
  channel,
  action: 'opt-out',
  at: at.toISOString(),
  how,
  by,
  ...(note && { note }),
})

export type KeyedEntry = ContactChoiceEntry & { key: string }

/** Who recorded an opt-out kept on a request before the register (its STOP button set smsOptedOutAt). */
export const EARLIER_STUDIO = 'Studio'

/**
 * The register's documents for a person's keys, and any STOP kept the earlier way on one of their requests (the
 * site's server counts it too, until the migration moves it), under the first key of that request.
 */
export const REGISTER_QUERY = `{
  "documents": *[_type == "${CONTACT_CHOICE_TYPE}" && key in $keys]{_id, key, entries},
  "earlier": *[_type in ["lead", "serviceRequest"] && (phoneKey in $keys || emailKey in $keys)
    && defined(smsOptedOutAt)]{"key": coalesce(phoneKey, emailKey), "at": smsOptedOutAt}
}`

export type RegisterFound = {
  documents: Array<{ _id?: string; key: string; entries?: ContactChoiceEntry[] | null }>
  earlier: Array<{ key: string | null; at: string }>
}

/** An opt-out of texts kept on a request before the register, read as the register's line. */
export const earlierOptOut = (key: string, at: string): KeyedEntry => ({
  key,
  _key: `earlier-${at}`,
  _type: 'contactChoiceEntry',
  channel: 'texts',
  action: 'opt-out',
  at,
  how: 'text reply',
  by: EARLIER_STUDIO,
})

/** Every line of the register for the keys, the earlier STOPs among them, oldest first. */
export function registerEntries(found: RegisterFound | undefined, fallbackKey?: string): KeyedEntry[] {
  if (!found) return []
  const entries = [
    ...found.documents.flatMap(({ key, entries }) => (entries ?? []).map((entry) => ({ ...entry, key }))),
    ...found.earlier.flatMap(({ key, at }) => {
      const keyed = key ?? fallbackKey
      return keyed && at ? [earlierOptOut(keyed, at)] : []
    }),
  ]
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}
