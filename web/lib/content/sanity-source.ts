import 'server-only'

import { createClient, type QueryParams, type SanityClient } from '@sanity/client'

export type SanityConfig = {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  apiHost?: string
}

const clients = new Map<string, SanityClient>()

function client(config: SanityConfig): SanityClient {
  const key = JSON.stringify(config)
  let existing = clients.get(key)
  if (!existing) {
    existing = createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      token: config.token,
      // The CDN can lag a publish by minutes; pages are cached by Next and refreshed by webhook instead.
      useCdn: false,
      perspective: 'published',
      // A blip is retried; an outage fails within a second or two so the last good page is kept.
      maxRetries: 2,
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    })
    clients.set(key, existing)
  }
  return existing
}

// fetch() reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND…) in its cause chain.
function describe(error: unknown): string {
  const parts: string[] = []
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: string }).code
    parts.push(code && !current.message.includes(code) ? `${current.message} (${code})` : current.message)
  }
  return parts.length ? parts.join(': ') : String(error)
}

export async function querySanity<T>(query: string, params: QueryParams, config: SanityConfig): Promise<T> {
  try {
    return await client(config).fetch<T>(query, params)
  } catch (error) {
    const where = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
    const reason = describe(error)
    throw new Error(
      `Could not load content from the Sanity Content Lake at ${where} (project "${config.projectId}", dataset "${config.dataset}"): ${reason}`,
      { cause: error },
    )
  }
}
