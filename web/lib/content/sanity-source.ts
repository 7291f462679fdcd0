import 'server-only'

import { createClient, type QueryParams, type SanityClient, type Transaction } from '@sanity/client'

import type { Perspective } from './perspective'

export type SanityConfig = {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  apiHost?: string
  studioUrl?: string
}

const clients = new Map<string, SanityClient>()

/**
 * Adds each list of items to the end of its array on the document, making the array where it is missing, in the
 * transaction. One patch per array: a patch holds a single insert, and a second append in the same patch would
 * replace the first.
 */
export function appendToArrays(write: Transaction, id: string, arrays: Record<string, readonly unknown[]>) {
  for (const [field, items] of Object.entries(arrays))
    if (items.length > 0)
      write.patch(id, (patch) => patch.setIfMissing({ [field]: [] }).append(field, [...items]))
  return write
}

/**
 * Whether the Content Lake refused a write as a conflict (HTTP 409): a document with that id exists already, or the
 * document is no longer at the revision the write was made for.
 */
export const isConflict = (error: unknown) => (error as { statusCode?: number }).statusCode === 409

/** One client per configuration, reading the Content Lake's API directly. */
export function sanityClient(config: SanityConfig): SanityClient {
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

// Fields whose values are identifiers or addresses, not copy: hidden edit markers would break them.
const NOT_COPY = new Set([
  'icon',
  'href',
  'url',
  'route',
  'slug',
  'anchor',
  'background',
  'buttonHref',
  // Sent with every lead as the page's coverage: hidden markers would reach the agency's inbox.
  'coverageType',
  'coverageLabel',
  'language',
  'platform',
  'day',
  'opens',
  'closes',
  'phone',
  'email',
])

function draftOptions(config: SanityConfig) {
  if (!config.token) {
    throw new Error('Draft mode needs SANITY_API_READ_TOKEN (a Viewer token) to read unpublished documents.')
  }
  return {
    perspective: 'drafts' as const,
    token: config.token,
    // Invisible markers in the text let the Presentation tool map what the editor clicks to its field.
    stega: config.studioUrl
      ? {
          enabled: true,
          studioUrl: config.studioUrl,
          filter: (props: {
            sourcePath: Array<string | number>
            resultPath: Array<string | number>
            filterDefault: (props: never) => boolean
          }) =>
            !NOT_COPY.has(String(props.sourcePath.at(-1))) &&
            // A choice's value is what the form sends and the server checks. (Fields translated in place are
            // projected to plain fields, so only a choice's value ends its result path in "value".)
            props.resultPath.at(-1) !== 'value' &&
            props.filterDefault(props as never),
        }
      : false,
  }
}

export async function querySanity<T>(
  query: string,
  params: QueryParams,
  config: SanityConfig,
  perspective: Perspective = 'published',
): Promise<T> {
  try {
    const options = perspective === 'drafts' ? draftOptions(config) : {}
    return await sanityClient(config).fetch<T>(query, params, options)
  } catch (error) {
    const where = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
    throw new Error(
      `Could not load content from the Sanity Content Lake at ${where} (project "${config.projectId}", dataset "${config.dataset}"): ${describe(error)}`,
      { cause: error },
    )
  }
}
