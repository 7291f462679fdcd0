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
}

/** Where requests are kept without a Sanity write token, unless LEADS_FILE names another file. */
export const leadsFile = () => serverEnv().LEADS_FILE ?? path.join(stateDir(), 'leads.ndjson')

/**
 * Appends each document as one NDJSON line and flushes it to disk before answering. Appends run one at a time,
 * so concurrent requests never interleave; the file is readable by its owner only.
 */
function fileStore(file: string): RequestStore {
  let queue: Promise<unknown> = Promise.resolve()
  const append = async (line: string) => {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
    const handle = await open(file, 'a', 0o600)
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
