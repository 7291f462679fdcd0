import 'server-only'

import type { QueryParams } from '@sanity/client'

import { serverEnv } from '../env'
import { queryEmbedded } from './embedded-source'
import { DEFAULT_DATASET_PATH } from './ndjson'
import { querySanity } from './sanity-source'

export const DEFAULT_API_VERSION = '2025-09-01'

/** Runs a GROQ query against the Content Lake when a project is configured, else against the embedded dataset. */
export function loadContent<T>(query: string, params: QueryParams = {}): Promise<T> {
  const env = serverEnv()
  if (env.SANITY_PROJECT_ID && env.SANITY_DATASET) {
    return querySanity<T>(query, params, {
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: env.SANITY_API_VERSION ?? DEFAULT_API_VERSION,
      token: env.SANITY_API_READ_TOKEN,
      apiHost: env.SANITY_API_HOST,
    })
  }
  return queryEmbedded<T>(query, params, env.EMBEDDED_DATASET_PATH ?? DEFAULT_DATASET_PATH)
}
