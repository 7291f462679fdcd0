import 'server-only'

import { mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'

import { sanityConfig } from '../../content/source'
import { sanityClient } from '../../content/sanity-source'
import { serverEnv } from '../../env'
import { log } from '../../log/logger.mjs'
import { stateDir } from '../../state-dir.mjs'

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
const leadsFile = () => serverEnv().LEADS_FILE ?? path.join(stateDir(), 'leads.ndjson')

type Contact = Pick<StoredDocument, '_id' | '_type' | 'email' | 'phoneNumber' | 'submittedAt'>

// A phone number is the same whatever its punctuation, and with or without the country code.
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10)

/** The newest of the candidates from the same email or phone as the document, sent since `since`. */
function newestFromSameContact(document: Contact, candidates: Contact[], since: Date): string | undefined {
  const email = document.email.toLowerCase()
  const phone = phoneKey(document.phoneNumber)
  return candidates
    .filter(
      (candidate) =>
        candidate._type === document._type &&
        candidate._id !== document._id &&
        new Date(candidate.submittedAt) >= since &&
        (candidate.email?.toLowerCase() === email ||
          (phone.length >= 7 && phoneKey(candidate.phoneNumber ?? '') === phone)),
    )
    .sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt))[0]?._id
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
  const openForAppend = async () => {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    return open(file, 'a', 0o600)
  }
  const kept = async (): Promise<Contact[]> => {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return ''
      throw error
    })
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Contact)
  }
  const append = async (line: string) => {
    const handle = await openForAppend()
    try {
      await handle.appendFile(line)
      await handle.datasync()
    } finally {
      await handle.close()
    }
  }
  return {
    where: 'file',
    save: (document) =>
      inTurn(async () => {
        if ((await kept()).some(({ _id }) => _id === document._id)) return false
        await append(`${JSON.stringify(document)}\n`)
        return true
      }),
    earlierFrom: async (document, since) => newestFromSameContact(document, await kept(), since),
    check: async () => (await openForAppend()).close(),
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
        if ((error as { statusCode?: number }).statusCode === 409) return false
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
