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

export { CONTACT_CHANNELS, OPT_OUT_WAYS }
export type { ContactChannel, ContactChoiceEntry, ContactChoices, OptOutInForce, OptOutWay }

// The register of a person's choices about being contacted: pure, so the server, the books' command and the Studio
// read an entry the same way.

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

/**
 * What holds for a person from the entries of all their keys. A key's latest line for a channel decides it; when
 * their phone and their email both carry an opt-out in force, the later one is shown (a consent given between the
 * two is outweighed by the second).
 */
export function choicesInForce(entries: ReadonlyArray<ContactChoiceEntry & { key: string }>): ContactChoices {
  const latest = new Map<string, ContactChoiceEntry>()
  for (const entry of [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)))
    latest.set(`${entry.key} ${entry.channel}`, entry)
  const choices: ContactChoices = { ...NO_CHOICES }
  for (const entry of latest.values()) {
    if (entry.action !== 'opt-out') continue
    const held = choices[entry.channel]
    if (!held || Date.parse(entry.at) > Date.parse(held.at))
      choices[entry.channel] = { at: entry.at, ...(entry.how && { how: entry.how }) }
  }
  return choices
}

/** Where a request's consent to texts stands against the register. */
export type TextsStanding =
  /** No opt-out on record. */
  | { state: 'no-opt-out' }
  /** Opted out since: do not text, whatever the request's box said. */
  | { state: 'opted-out'; optOut: OptOutInForce }
  /** The box was ticked after an opt-out: a new consent, with the earlier opt-out beside it. */
  | { state: 'agreed-again'; optOut: OptOutInForce; at: string }

/**
 * A box ticked after the latest opt-out is a new consent for that request alone; any other request of the person
 * is opted out.
 */
export function textsStanding(
  consent: { given?: boolean; at?: string } | undefined,
  optOut: OptOutInForce | null,
): TextsStanding {
  if (!optOut) return { state: 'no-opt-out' }
  if (consent?.given && consent.at && Date.parse(consent.at) > Date.parse(optOut.at))
    return { state: 'agreed-again', optOut, at: consent.at }
  return { state: 'opted-out', optOut }
}

/**
 * A key's register in the Content Lake: one private document (under the `contactChoices.` path, never served to
 * anonymous readers), named by the key's SHA-256 so the same person always lands on the same document, whoever
 * writes first: the site's stop page, the Studio, another server.
 */
export type ContactChoiceDocument = {
  _id: string
  _type: 'contactChoice'
  key: string
  entries?: ContactChoiceEntry[]
}

export const CONTACT_CHOICE_TYPE = 'contactChoice'

export const choiceDocumentId = async (key: string) => `contactChoices.${(await sha256Hex(key)).slice(0, 32)}`

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
