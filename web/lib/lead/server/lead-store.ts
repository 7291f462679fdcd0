import 'server-only'

import { mkdir, open } from 'node:fs/promises'
import { homedir } from 'node:os'
import path from 'node:path'

import { sanityConfig } from '../../content/source'
import { sanityClient } from '../../content/sanity-source'
import { serverEnv } from '../../env'
import type { LeadDocument } from './lead-document'

export type LeadStore = { where: string; save: (lead: LeadDocument) => Promise<void> }

/** Outside the repository and any build folder, where a redeploy or a `git clean` cannot take it. */
const DEFAULT_LEADS_FILE = path.join(
  process.env.XDG_STATE_HOME || path.join(homedir(), '.local', 'state'),
  'lone-star-shield',
  'leads.ndjson',
)

/**
 * Appends each lead as one NDJSON line and flushes it to disk before answering. Appends run one at a time, so
 * concurrent leads never interleave; the file is readable by its owner only.
 */
function fileLeadStore(file: string): LeadStore {
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
    save: (lead) => {
      const saved = queue.then(() => append(`${JSON.stringify(lead)}\n`))
      queue = saved.catch(() => {})
      return saved
    },
  }
}

/** Creates the lead as a private document with the server-only write token. */
function sanityLeadStore(config: NonNullable<ReturnType<typeof sanityConfig>>, token: string): LeadStore {
  const client = sanityClient({ ...config, token })
  return {
    where: 'sanity',
    save: async (lead) => {
      await client.create(lead)
    },
  }
}

/** The Content Lake when a project and a write token are configured; else the local file. */
export function leadStore(): LeadStore {
  const env = serverEnv()
  const config = sanityConfig()
  if (config && env.SANITY_API_WRITE_TOKEN) return sanityLeadStore(config, env.SANITY_API_WRITE_TOKEN)
  if (config) {
    console.warn(
      'SANITY_API_WRITE_TOKEN is not set: leads the browser cannot email are kept in a file on this server only.',
    )
  }
  return fileLeadStore(env.LEADS_FILE ?? DEFAULT_LEADS_FILE)
}
