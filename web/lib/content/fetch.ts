import 'server-only'

import type { ClientReturn, QueryParams } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'

import { loadContent } from './source'
import type { ContentTag } from './tags'

type FetchOptions<Query extends string> = {
  query: Query
  params?: QueryParams
  /** Every document type the query reads, dereferenced ones included. */
  tags: ContentTag[]
}

/**
 * The one way pages read content: cached until a webhook revalidates one of its tags. In draft mode Next
 * re-runs it on every request without caching, and it reads drafts.
 */
export async function fetchContent<const Query extends string>({
  query,
  params = {},
  tags,
}: FetchOptions<Query>): Promise<ClientReturn<Query>> {
  'use cache'
  cacheLife('max')
  cacheTag(...tags)
  const { isEnabled: preview } = await draftMode()
  return loadContent<ClientReturn<Query>>(query, params, preview ? 'drafts' : 'published')
}
