import { readFileSync } from 'node:fs'

import { DEFAULT_DATASET_PATH, parseNdjson } from '@/lib/content/ndjson'

/** The embedded dataset as tests read it: the source of truth for every figure the site shows. */
export function readDataset() {
  return parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH)
}

export function documentById<T = Record<string, unknown>>(id: string): T {
  const doc = readDataset().find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`The embedded dataset has no document "${id}"`)
  return doc as T
}
