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

// A webhook refreshes what a publish changed within seconds. One that never arrived (the site was down, the call
// failed) is healed by time: a page older than an hour is rendered again behind the next visitor's request, who
// still gets the cached one at once. For a year past that, the last good page is served while the content
// source is unreachable.
const CONTENT_LIFE = { stale: 5 * 60, revalidate: 60 * 60, expire: 365 * 24 * 60 * 60 }

/**
 * The one way pages read content: cached until a webhook revalidates one of its tags, or for an hour. In draft
 * mode Next re-runs it on every request without caching, and it reads drafts.
 */
export async function fetchContent<const Query extends string>({
  query,
  params = {},
  tags,
}: FetchOptions<Query>): Promise<ClientReturn<Query>> {
  'use cache'
  cacheLife(CONTENT_LIFE)
  cacheTag(...tags)
  const { isEnabled: preview } = await draftMode()
  return loadContent<ClientReturn<Query>>(query, params, preview ? 'drafts' : 'published')
}
