import 'server-only'

import { readFile, stat } from 'node:fs/promises'

import type { QueryParams } from '@sanity/client'
import { evaluate, parse } from 'groq-js'

import { parseNdjson, type SanityDocument } from './ndjson'
import { applyPerspective, type Perspective } from './perspective'

let loaded: { file: string; mtimeMs: number; documents: SanityDocument[] } | undefined

// Re-read only when the file changed, so an edited seed shows after the next revalidation without a restart.
async function documents(file: string): Promise<SanityDocument[]> {
  const { mtimeMs } = await stat(file)
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
    loaded = { file, mtimeMs, documents: parseNdjson(await readFile(file, 'utf8'), file) }
  }
  return loaded.documents
}

export async function queryEmbedded<T>(
  query: string,
  params: QueryParams,
  file: string,
  perspective: Perspective = 'published',
): Promise<T> {
  const dataset = applyPerspective(await documents(file), perspective)
  const result = await evaluate(parse(query, { params }), { dataset, params })
  return (await result.get()) as T
}
