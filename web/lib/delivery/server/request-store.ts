import 'server-only'

import path from 'node:path'

import { sanityConfig } from '../../content/source'
import { isConflict, sanityClient } from '../../content/sanity-source'
import { serverEnv } from '../../env'
import { log } from '../../log/logger.mjs'
import { stateDir } from '../../state-dir.mjs'
import { appendedLines, appendLine, openForAppend } from './appended-lines'

/** A request the server keeps: a Sanity document under a private id path (leads.<uuid>, serviceRequests.<uuid>). */
export type StoredDocument = {
  _id: string
  _type: string
  email: string
  phoneNumber: string
  submittedAt: string
}

export type RequestStore<Document extends StoredDocument = StoredDocument> = {
  where: string
  /**
   * Keeps the document unless one with its id is kept already (the same request sent again: a retry, a second
   * click, the fallback after a slow answer). Resolves true when it was new.
   */
  save: (document: Document) => Promise<boolean>
  /**
   * The id of the newest request of the same type, sent since `since`, from the same email address or phone
   * number as the document (a possible duplicate), if there is one.
   */
  earlierFrom: (document: Document, since: Date) => Promise<string | undefined>
  /** Rejects when the store could not keep a request now; keeps nothing (the health check). */
  check: () => Promise<void>
}

/** Where requests are kept without a Sanity write token, unless LEADS_FILE names another file. */
export const leadsFile = () => serverEnv().LEADS_FILE ?? path.join(stateDir(), 'leads.ndjson')

type Contact = Pick<StoredDocument, '_id' | '_type' | 'email' | 'phoneNumber' | 'submittedAt'>

/** What the file store remembers of a recent request: its contact, and what a lead's online quote starts from. */
export type RecentRequest = Contact & {
  fullName?: string
  language?: string
  coverageType?: string
  coverageLabel?: string
  intakeLinkHash?: string
}

// Only these are held in memory: the rest of each line stays in the file.
const REMEMBERED_FIELDS = [
  '_id',
  '_type',
  'email',
  'phoneNumber',
  'submittedAt',
  'fullName',
  'language',
  'coverageType',
  'coverageLabel',
  'intakeLinkHash',
] as const satisfies (keyof RecentRequest)[]

// A phone number is the same whatever its punctuation, and with or without the country code; one too short to
// tell people apart is no contact key.
const phoneKey = (phone: string | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-10)
  return digits.length >= 7 ? digits : null
}

/** The ways a request can be told to come from the same person as another of its kind. */
const contactKeys = ({ _type, email, phoneNumber }: Contact) =>
  [
    email && `${_type} email ${email.toLowerCase()}`,
    phoneKey(phoneNumber) && `${_type} phone ${phoneKey(phoneNumber)}`,
  ].filter((key): key is string => Boolean(key))

/** The newest of the candidates from the same email or phone as the document, sent since `since`. */
function newestFromSameContact(
  document: Contact,
  candidates: Iterable<Contact>,
  since: Date,
): string | undefined {
  const keys = new Set(contactKeys(document))
  let newest: { id: string; at: number } | undefined
  for (const candidate of candidates) {
    const at = Date.parse(candidate.submittedAt)
    if (candidate._id === document._id || at < since.getTime() || (newest && at <= newest.at)) continue
    if (contactKeys(candidate).some((key) => keys.has(key))) newest = { id: candidate._id, at }
  }
  return newest?.id
}

/**
 * How far back the file store remembers requests: long enough for a repeat, for a possible duplicate (30 days), and
 * for a lead's online quote (open 30 days) to say it has closed for a month after.
 */
const REMEMBERED_MS = 61 * 24 * 3600_000

/**
 * The recent requests of an NDJSON file (the last 61 days), read once and then only as it grows (another server on the same volume
 * may append too), indexed by id and by contact: a repeated id or a possible duplicate is found without reading
 * the file again or going through every request.
 */
export function recentRequests(file: string) {
  // In file order, which is the order requests came in: the oldest are forgotten from the front.
  const byId = new Map<string, RecentRequest>()
  const byContact = new Map<string, Set<string>>()
  let newest = 0
  const remember = (contact: RecentRequest) => {
    byId.set(contact._id, contact)
    for (const key of contactKeys(contact))
      byContact.set(key, (byContact.get(key) ?? new Set()).add(contact._id))
    newest = Math.max(newest, Date.parse(contact.submittedAt))
  }
  const forgetOld = () => {
    for (const contact of byId.values()) {
      if (Date.parse(contact.submittedAt) >= newest - REMEMBERED_MS) break
      byId.delete(contact._id)
      for (const key of contactKeys(contact)) byContact.get(key)?.delete(contact._id)
    }
  }
  const lines = appendedLines(file)
  const upToDate = async () => {
    const { lines: added, replaced } = await lines.read()
    if (replaced) {
      byId.clear()
      byContact.clear()
    }
    for (const line of added) {
      const request = JSON.parse(line) as RecentRequest
      remember(Object.fromEntries(REMEMBERED_FIELDS.map((name) => [name, request[name]])) as RecentRequest)
    }
    forgetOld()
  }

  return {
    has: async (id: string) => {
      await upToDate()
      return byId.has(id)
    },
    /** The request kept under `id` in the last 61 days, or undefined. */
    find: async (id: string) => {
      await upToDate()
      return byId.get(id)
    },
    earlierFrom: async (document: Contact, since: Date) => {
      await upToDate()
      const candidates = new Set(contactKeys(document).flatMap((key) => [...(byContact.get(key) ?? [])]))
      return newestFromSameContact(
        document,
        [...candidates].flatMap((id) => byId.get(id) ?? []),
        since,
      )
    },
  }
}

/**
 * Appends each document as one NDJSON line and flushes it to disk before answering. Writes run one at a time,
 * so concurrent requests never interleave and a repeated id is seen; the file is readable by its owner only.
 */
export function fileStore(file: string): RequestStore {
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const done = queue.then(task)
    queue = done.catch(() => {})
    return done
  }
  const recent = recentRequests(file)
  return {
    where: 'file',
    save: (document) =>
      inTurn(async () => {
        if (await recent.has(document._id)) return false
        await appendLine(file, JSON.stringify(document))
        return true
      }),
    earlierFrom: (document, since) => recent.earlierFrom(document, since),
    check: async () => (await openForAppend(file)).close(),
  }
}

/** Creates the document as a private one with the server-only write token. */
function sanityStore(config: NonNullable<ReturnType<typeof sanityConfig>>, token: string): RequestStore {
  const client = sanityClient({ ...config, token })
  return {
    where: 'sanity',
    save: async (document) => {
      try {
        await client.create(document)
        return true
      } catch (error) {
        // The Content Lake refuses a second document with the same id: that request is kept already.
        if (isConflict(error)) return false
        throw error
      }
    },
    // Phone numbers are compared digit by digit, which GROQ cannot do: the month's requests come back, a few
    // fields each, and are compared here.
    earlierFrom: async (document, since) =>
      newestFromSameContact(
        document,
        await client.fetch<Contact[]>(
          '*[_type == $type && dateTime(submittedAt) >= dateTime($since)]{_id, _type, email, phoneNumber, submittedAt}',
          { type: document._type, since: since.toISOString() },
        ),
        since,
      ),
    // A read the token authorises: a mutation, even a dry run, would count as one.
    check: async () => {
      await client.fetch('count(*[_id == "siteSettings"])')
    },
  }
}

/**
 * Where the server keeps the requests it takes (quote and service requests alike): the Content Lake when a
 * project and a write token are configured; else the one local file.
 */
export function requestStore(): RequestStore {
  const env = serverEnv()
  const config = sanityConfig()
  if (config && env.SANITY_API_WRITE_TOKEN) return sanityStore(config, env.SANITY_API_WRITE_TOKEN)
  if (config) {
    log.warn(
      'SANITY_API_WRITE_TOKEN is not set: requests are kept in a file on this server only, not in the Studio.',
    )
  }
  return fileStore(leadsFile())
}
