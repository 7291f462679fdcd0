// The register of a person's choices about being contacted, as the Studio reads and writes it: one private document
// per key (contactChoices.<hash>), whose lines are only ever appended. Pure (the time and the user are passed in), so
// the tests pin every line; the Texts block of a request and the register's own documents show what these say.
import {
  choiceDocumentId,
  choicesInForce,
  CONTACT_CHOICE_TYPE,
  type ContactChannel,
  type ContactChoiceEntry,
  type ContactChoices,
  type ContactKeys,
  contactKeysOf,
  keyList,
  type OptOutInForce,
  optOutEntry,
  type OptOutWay,
  EARLIER_STUDIO,
  type KeyedEntry,
} from '../../web/lib/contact-choices/contact-choices'
import { formatPhoneNumber } from '../../web/lib/phone-number'
import { agencyTimeFormat, formatAgencyTime } from './agency-time'
import { emailNotSentMark } from './server-emails'

// The register's query and its reading are the server's too: one piece, in the shared module.
export {
  EARLIER_STUDIO,
  earlierOptOut,
  type KeyedEntry,
  REGISTER_QUERY,
  type RegisterFound,
  registerEntries,
} from '../../web/lib/contact-choices/contact-choices'

/** The GROQ version the register's queries were written for. */
export const REGISTER_API_VERSION = '2025-02-19'

/** What a change to the register of these keys is heard by. */
export const REGISTER_LISTEN_QUERY = `*[_type == "${CONTACT_CHOICE_TYPE}" && key in $keys]`

/** A request's keys as the server wrote them, or as it would have for a request kept before it wrote them. */
export function requestKeys(request: {
  phoneKey?: unknown
  emailKey?: unknown
  phoneNumber?: unknown
  email?: unknown
}): ContactKeys {
  const computed = contactKeysOf({
    phoneNumber: typeof request.phoneNumber === 'string' ? request.phoneNumber : null,
    email: typeof request.email === 'string' ? request.email : null,
  })
  return {
    phone: typeof request.phoneKey === 'string' && request.phoneKey ? request.phoneKey : computed.phone,
    email: typeof request.emailKey === 'string' && request.emailKey ? request.emailKey : computed.email,
  }
}

/** "(214) 555-0143" for a phone key, the email itself for an email key. */
export const keyTitle = (key: string | undefined) =>
  !key ? 'No key' : key.startsWith('+') ? (formatPhoneNumber(key) ?? key) : key

export const CHANNEL_TITLES: Record<ContactChannel, string> = { texts: 'Texts', calls: 'Calls' }

/** "Mar 2, 10:00 AM (Dallas time) (text reply)". */
export const optOutWhen = ({ at, how }: OptOutInForce) =>
  `${formatAgencyTime(at) ?? at}${how ? ` (${how})` : ''}`

const formatDay = agencyTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' })

/** "Opted out of texts since Mar 2, 2026 (text reply) · Do not call since Mar 3, 2026 (call)", or what was withdrawn. */
export function standingLine(choices: ContactChoices, entries: readonly ContactChoiceEntry[]): string {
  const since = ({ at, how }: OptOutInForce) => `since ${formatDay(at) ?? at}${how ? ` (${how})` : ''}`
  const parts = [
    choices.texts && `Opted out of texts ${since(choices.texts)}`,
    choices.calls && `Do not call ${since(choices.calls)}`,
  ].filter(Boolean)
  if (parts.length) return parts.join(' · ')
  return entries.length ? 'No opt-out in force (withdrawn)' : 'Nothing recorded'
}

/**
 * The register document's preview: its key as the office reads it, what holds now, and that the agency never got
 * the email of a stop request made on the site.
 */
export function contactChoicePreview({
  key,
  entries,
  serverEmails,
}: {
  key?: string
  entries?: ContactChoiceEntry[]
  serverEmails?: unknown
}) {
  const lines = (entries ?? []).filter((entry) => entry && typeof entry.at === 'string')
  return {
    title: keyTitle(key),
    subtitle: [
      standingLine(choicesInForce(lines.map((entry) => ({ ...entry, key: key ?? '' }))), lines),
      emailNotSentMark(serverEmails),
    ]
      .filter(Boolean)
      .join(' · '),
  }
}

/**
 * One line of the history: "Mar 2, 10:00 AM (Dallas time) · Texts: opted out (text reply) · by Ana · note: …", and for
 * which of the person's keys it was recorded when they have several.
 */
export function historyLine(entry: ContactChoiceEntry, keysShown?: string): string {
  const what =
    entry.action === 'withdrawn'
      ? `${CHANNEL_TITLES[entry.channel]}: opt-out withdrawn`
      : `${CHANNEL_TITLES[entry.channel]}: opted out${entry.how ? ` (${entry.how})` : ''}`
  return [
    formatAgencyTime(entry.at) ?? entry.at,
    what,
    `by ${entry.by || 'unknown'}`,
    entry.reason ? `reason: ${entry.reason}` : undefined,
    entry.note ? `note: ${entry.note}` : undefined,
    keysShown ? `for ${keysShown}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * The person's history, newest first, one line for what was recorded at once for several of their keys (an opt-out
 * taken on a request goes to its phone and its email alike), naming the keys when they have more than one.
 */
export function historyLines(entries: readonly KeyedEntry[]): Array<{ id: string; text: string }> {
  const allKeys = new Set(entries.map(({ key }) => key))
  const groups = new Map<string, { entry: KeyedEntry; keys: string[] }>()
  for (const entry of entries) {
    const { channel, action, at, how, by, note, reason } = entry
    const same = JSON.stringify([channel, action, at, how, by, note, reason])
    const group = groups.get(same)
    if (group) group.keys.push(entry.key)
    else groups.set(same, { entry, keys: [entry.key] })
  }
  return [...groups.values()]
    .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at))
    .map(({ entry, keys }) => ({
      id: `${entry.key} ${entry._key}`,
      text: historyLine(entry, allKeys.size > 1 ? keys.map(keyTitle).join(' and ') : undefined),
    }))
}

/** The keys whose latest line for the channel is an opt-out: each needs a withdrawal for the channel to be free. */
export function keysToWithdraw(entries: readonly KeyedEntry[], channel: ContactChannel): string[] {
  const latest = new Map<string, KeyedEntry>()
  for (const entry of [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)))
    if (entry.channel === channel) latest.set(entry.key, entry)
  return [...latest.values()].filter(({ action }) => action === 'opt-out').map(({ key }) => key)
}

const lineKey = (channel: ContactChannel, at: Date) =>
  `${channel}-${at.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A withdrawal line: the opt-out before it stays, and this one outweighs it from now. */
export const withdrawnEntry = (
  channel: ContactChannel,
  { at, by, reason }: { at: Date; by: string; reason: string },
): ContactChoiceEntry => ({
  _key: lineKey(channel, at),
  _type: 'contactChoiceEntry',
  channel,
  action: 'withdrawn',
  at: at.toISOString(),
  by,
  reason: reason.trim(),
})

/** What to append to which key's document. */
export type RegisterAppend = { key: string; entries: ContactChoiceEntry[] }

type Mutation = Record<string, unknown>

/**
 * The mutations of one transaction that append the lines to each key's document, made if it is missing: two
 * writers at once (the Studio, the site's stop page) both land, and nothing written before is changed.
 */
export async function appendMutations(appends: readonly RegisterAppend[]): Promise<Mutation[]> {
  const mutations: Mutation[] = []
  for (const { key, entries } of appends) {
    if (!entries.length) continue
    const id = await choiceDocumentId(key)
    mutations.push(
      { createIfNotExists: { _id: id, _type: CONTACT_CHOICE_TYPE, key } },
      { patch: { id, setIfMissing: { entries: [] } } },
      { patch: { id, insert: { after: 'entries[-1]', items: entries } } },
    )
  }
  return mutations
}

/** An opt-out as the office manager records it on a request: of these channels, for every key of the request. */
export function optOutAppends(
  keys: ContactKeys,
  channels: readonly ContactChannel[],
  { at, how, by, note }: { at: Date; how: OptOutWay; by: string; note?: string },
): RegisterAppend[] {
  const trimmed = note?.trim()
  return keyList(keys).map((key) => ({
    key,
    entries: channels.map((channel) => optOutEntry(channel, { at, how, by, note: trimmed || undefined })),
  }))
}

/** A withdrawal of a channel's opt-out, on each key where one holds. */
export function withdrawalAppends(
  entries: readonly KeyedEntry[],
  channel: ContactChannel,
  { at, by, reason }: { at: Date; by: string; reason: string },
): RegisterAppend[] {
  return keysToWithdraw(entries, channel).map((key) => ({
    key,
    entries: [withdrawnEntry(channel, { at, by, reason })],
  }))
}

/** Who the Studio records as having written a line: the logged-in user's name, else their email. */
export const recordedBy = (user: { name?: string; email?: string } | null | undefined) =>
  user?.name?.trim() || user?.email?.trim() || EARLIER_STUDIO
