import 'server-only'

import type { QueryParams } from '@sanity/client'

import { serverEnv } from '../config/env'
import { queryEmbedded } from './embedded-source'
import { DEFAULT_DATASET_PATH } from './ndjson'
import type { Perspective } from './perspective'
import { querySanity, type SanityConfig } from './sanity-source'

export const DEFAULT_API_VERSION = '2025-09-01'

/** The Content Lake configuration, or null when the site runs on the embedded dataset. */
export function sanityConfig(): SanityConfig | null {
  const env = serverEnv()
  if (!env.SANITY_PROJECT_ID || !env.SANITY_DATASET) return null
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION ?? DEFAULT_API_VERSION,
    token: env.SANITY_API_READ_TOKEN,
    apiHost: env.SANITY_API_HOST,
    studioUrl: env.SANITY_STUDIO_URL,
  }
}

/** Runs a GROQ query against the Content Lake when a project is configured, else against the embedded dataset. */
export function loadContent<T>(
  query: string,
  params: QueryParams = {},
  perspective: Perspective = 'published',
): Promise<T> {
  const config = sanityConfig()
  if (config) return querySanity<T>(query, params, config, perspective)
  return queryEmbedded<T>(
    query,
    params,
    serverEnv().EMBEDDED_DATASET_PATH ?? DEFAULT_DATASET_PATH,
    perspective,
  )
}
