import 'server-only'

import { readFile, stat } from 'node:fs/promises'

import type { QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'

import { parseNdjson, type SanityDocument } from './ndjson'

let loaded: { file: string; mtimeMs: number; documents: SanityDocument[] } | undefined

// Re-read only when the file changed, so an edited seed shows after the next revalidation without a restart.
async function documents(file: string): Promise<SanityDocument[]> {
  const { mtimeMs } = await stat(file)
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
    const all = parseNdjson(await readFile(file, 'utf8'), file)
    // Visitors see published content only, as with the Content Lake's "published" perspective.
    loaded = { file, mtimeMs, documents: all.filter((doc) => !doc._id.startsWith('drafts.')) }
  }
  return loaded.documents
}

export async function queryEmbedded<T>(query: string, params: QueryParams, file: string): Promise<T> {
  const tree = parse(query, { params })
  const result = await evaluate(tree, { dataset: await documents(file), params })
  return (await result.get()) as T
}
