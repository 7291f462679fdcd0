import 'server-only'

import { statfs } from 'node:fs/promises'
import path from 'node:path'

import { sanityConfig } from '../../content/source'
import { isConflict, sanityClient } from '../../content/sanity-source'
import { database, databaseFile } from '../../database/database'
import { insertRequest } from '../../database/request-rows'
import { statement, transaction } from '../../database/sql'
import { serverEnv } from '../../config/env'
import { log } from '../../log/logger.mjs'
import { emailKey, phoneKey } from '../../database/contact-key'
import type { StoredDocument } from '../request-record'

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
  /** Gets ready before the first request: the database is opened, and an earlier version's files imported. */
  prepare: () => Promise<void>
}

/** Below this much free space a request may not fit, with its share of the write-ahead log. */
const MIN_FREE_BYTES = 1 << 20

type Contact = Pick<StoredDocument, '_id' | '_type' | 'email' | 'phoneNumber' | 'submittedAt'>

/** The newest request of the same type from the same email or phone as the document, sent since `since`. */
const EARLIER_FROM = `SELECT id FROM requests
  WHERE type = :type AND id != :id AND submitted_ms >= :since
    AND (email_key = :email OR phone_key = :phone)
  ORDER BY submitted_ms DESC LIMIT 1`

/**
 * Keeps each request as a row of the server's database (beside its CRM events, in one transaction) and finds a
 * possible duplicate through the contact keys' indexes: no request is read to answer.
 */
export function databaseStore(file = databaseFile()): RequestStore {
  return {
    where: 'database',
    save: async (document) => {
      const db = await database(file)
      return transaction(db, () => insertRequest(db, document))
    },
    earlierFrom: async (document, since) => {
      const row = statement(await database(file), EARLIER_FROM).get({
        type: document._type,
        id: document._id,
        since: since.getTime(),
        email: emailKey(document.email),
        phone: phoneKey(document.phoneNumber),
      }) as { id: string } | undefined
      return row?.id
    },
    // A write to a full disk fails; SQLite may still fit a small one in space its log reuses, so the disk's free
    // space is what tells.
    check: async () => {
      await database(file)
      const { bavail, bsize } = await statfs(path.dirname(file))
      if (bavail * bsize < MIN_FREE_BYTES) throw new Error('The disk holding the database is full')
    },
    prepare: async () => void (await database(file)),
  }
}

const EARLIER_IN_LAKE = `*[_type == $type && _id != $id && (emailKey == $email || phoneKey == $phone)
  && dateTime(submittedAt) >= dateTime($since)] | order(dateTime(submittedAt) desc)[0]._id`

/** What a request in the Content Lake is found by when the same person sends another (hidden in the Studio). */
const contactKeysOf = (document: Contact) => {
  const email = emailKey(document.email)
  const phone = phoneKey(document.phoneNumber)
  return { ...(email && { emailKey: email }), ...(phone && { phoneKey: phone }) }
}

/** Creates the document as a private one with the server-only write token. */
function sanityStore(config: NonNullable<ReturnType<typeof sanityConfig>>, token: string): RequestStore {
  const client = sanityClient({ ...config, token })
  return {
    where: 'sanity',
    save: async (document) => {
      try {
        await client.create({ ...document, ...contactKeysOf(document) })
        return true
      } catch (error) {
        // The Content Lake refuses a second document with the same id: that request is kept already.
        if (isConflict(error)) return false
        throw error
      }
    },
    // One query on the contact keys kept with each request, which the Content Lake indexes; a key the request
    // lacks is sent as "", which no request has.
    earlierFrom: async (document, since) =>
      (await client.fetch<string | null>(EARLIER_IN_LAKE, {
        type: document._type,
        id: document._id,
        since: since.toISOString(),
        email: emailKey(document.email) ?? '',
        phone: phoneKey(document.phoneNumber) ?? '',
      })) ?? undefined,
    // A read the token authorises: a mutation, even a dry run, would count as one.
    check: async () => {
      await client.fetch('count(*[_id == "siteSettings"])')
    },
    prepare: async () => {},
  }
}

/**
 * Where the server keeps the requests it takes (quote and service requests alike): the Content Lake when a
 * project and a write token are configured; else the server's database.
 */
export function requestStore(): RequestStore {
  const env = serverEnv()
  const config = sanityConfig()
  if (config && env.SANITY_API_WRITE_TOKEN) return sanityStore(config, env.SANITY_API_WRITE_TOKEN)
  if (config) {
    log.warn(
      "SANITY_API_WRITE_TOKEN is not set: requests are kept in this server's database only, not in the Studio.",
    )
  }
  return databaseStore()
}
