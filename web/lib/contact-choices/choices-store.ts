import 'server-only'

import type { SanityClient } from '@sanity/client'

import { sanityConfig } from '../content/source'
import { sanityClient } from '../content/sanity-source'
import { insertOptOuts, entriesFor } from '../database/contact-choice-rows.mjs'
import { database, databaseFile } from '../database/database'
import { insertServerEmail } from '../database/server-email-rows'
import { transaction } from '../database/sql'
import { serverEnv } from '../config/env'
import type { ServerEmail } from '../outbox/server-email'
import {
  choiceDocumentId,
  optOutEmailDocumentId,
  choicesInForce,
  CONTACT_CHOICE_TYPE,
  keyList,
  optOutEntry,
  REGISTER_QUERY,
  registerEntries,
  type ContactChannel,
  type ContactChoices,
  type ContactKeys,
  type OptOutWay,
  type RegisterFound,
} from './contact-choices'

/** An opt-out as someone asks for it: of which channels, by which of their keys, how it came and who recorded it. */
export type OptOut = {
  keys: ContactKeys
  channels: ContactChannel[]
  how: OptOutWay
  by: string
  note?: string
}

/** The register of contact choices, wherever the server keeps the requests. */
export type ContactChoicesStore = {
  where: 'database' | 'sanity'
  /** What holds now for the person known by these keys. */
  choicesFor: (keys: ContactKeys) => Promise<ContactChoices>
  /**
   * Records the opt-out at once, one line a key and channel, with the email that tells the agency of it (kept in
   * the same write on {@link optOutEmailDocumentId}'s document). The CRM is told by the next sweep.
   */
  recordOptOut: (optOut: OptOut, now: Date, email?: ServerEmail) => Promise<void>
}

/** The register as rows of the requests database, beside the requests. */
export function databaseChoicesStore(file = databaseFile()): ContactChoicesStore {
  return {
    where: 'database',
    choicesFor: async (keys) => choicesInForce(entriesFor(await database(file), keyList(keys))),
    recordOptOut: async ({ keys, ...optOut }, now, email) => {
      const db = await database(file)
      const listed = keyList(keys)
      const recordId = email && (await optOutEmailDocumentId(keys))
      await transaction(db, () => {
        insertOptOuts(db, { keys: listed, ...optOut, at: now })
        if (recordId && email) insertServerEmail(db, recordId, email)
      })
    },
  }
}

/**
 * Reads what holds for the keys from the Content Lake: their documents, and any STOP kept the earlier way (which
 * still counts until the register's migration has moved it), as the Studio reads them.
 */
export async function lakeChoicesFor(client: SanityClient, keys: string[]): Promise<ContactChoices> {
  if (keys.length === 0) return choicesInForce([])
  return choicesInForce(registerEntries(await client.fetch<RegisterFound>(REGISTER_QUERY, { keys })))
}

/** The register as private documents in the Content Lake, one per key, which the Studio shows and writes too. */
function sanityChoicesStore(client: SanityClient): ContactChoicesStore {
  return {
    where: 'sanity',
    choicesFor: (keys) => lakeChoicesFor(client, keyList(keys)),
    // Each key's document is made if missing and its lines appended, in one transaction: two writers at once both
    // land. A channel already stopped for a key gets no second line.
    recordOptOut: async ({ keys, channels, ...optOut }, now, email) => {
      const listed = keyList(keys)
      if (listed.length === 0) return
      const { documents } = await client.fetch<RegisterFound>(REGISTER_QUERY, { keys: listed })
      const transaction = client.transaction()
      let lines = 0
      const recordId = email && (await optOutEmailDocumentId(keys))
      if (recordId && email)
        transaction
          .createIfNotExists({ _id: recordId, _type: CONTACT_CHOICE_TYPE, key: listed[0]! })
          .patch(recordId, (patch) =>
            patch.setIfMissing({ serverEmails: [] }).append('serverEmails', [email]),
          )
      for (const key of listed) {
        const held = choicesInForce(
          (documents.find((document) => document.key === key)?.entries ?? []).map((entry) => ({
            ...entry,
            key,
          })),
        )
        const entries = channels
          .filter((channel) => !held[channel])
          .map((channel) => optOutEntry(channel, { ...optOut, at: now }))
        if (entries.length === 0) continue
        const _id = await choiceDocumentId(key)
        transaction
          .createIfNotExists({ _id, _type: CONTACT_CHOICE_TYPE, key })
          .patch(_id, (patch) => patch.setIfMissing({ entries: [] }).append('entries', entries))
        lines += entries.length
      }
      if (lines || recordId) await transaction.commit({ visibility: 'sync' })
    },
  }
}

/** The register beside the requests: the Content Lake with a write token, else the server's database. */
export function contactChoicesStore(): ContactChoicesStore {
  const config = sanityConfig()
  const token = serverEnv().SANITY_API_WRITE_TOKEN
  if (config && token) return sanityChoicesStore(sanityClient({ ...config, token }))
  return databaseChoicesStore()
}
