import 'server-only'

import { mkdir, open } from 'node:fs/promises'
import path from 'node:path'

import { sanityConfig } from '../../content/source'
import { sanityClient } from '../../content/sanity-source'
import { serverEnv } from '../../env'
import { log } from '../../log/logger.mjs'
import { stateDir } from '../../state-dir.mjs'

/** A request the server keeps: a Sanity document under a private id path (leads.<uuid>, serviceRequests.<uuid>). */
export type StoredDocument = { _id: string; _type: string }

export type RequestStore<Document extends StoredDocument = StoredDocument> = {
  where: string
  save: (document: Document) => Promise<void>
  /** Rejects when the store could not keep a request now; keeps nothing (the health check). */
  check: () => Promise<void>
}

/** Where requests are kept without a Sanity write token, unless LEADS_FILE names another file. */
const leadsFile = () => serverEnv().LEADS_FILE ?? path.join(stateDir(), 'leads.ndjson')

/**
 * Appends each document as one NDJSON line and flushes it to disk before answering. Appends run one at a time,
 * so concurrent requests never interleave; the file is readable by its owner only.
 */
function fileStore(file: string): RequestStore {
  let queue: Promise<unknown> = Promise.resolve()
  const openForAppend = async () => {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    return open(file, 'a', 0o600)
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
    save: (document) => {
      const saved = queue.then(() => append(`${JSON.stringify(document)}\n`))
      queue = saved.catch(() => {})
      return saved
    },
    check: async () => (await openForAppend()).close(),
  }
}

/** Creates the document as a private one with the server-only write token. */
function sanityStore(config: NonNullable<ReturnType<typeof sanityConfig>>, token: string): RequestStore {
  const client = sanityClient({ ...config, token })
  return {
    where: 'sanity',
    save: async (document) => {
      await client.create(document)
    },
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
      'SANITY_API_WRITE_TOKEN is not set: requests the browser cannot email are kept in a file on this server only.',
    )
  }
  return fileStore(leadsFile())
}
