import { revalidateTag } from 'next/cache'

import { sanityConfig } from '@/lib/content/source'
import { serverEnv } from '@/lib/env'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'

// The webhook fires once the transaction is committed; queries to the API (not the CDN) see it within about a
// second. Waiting that long before marking pages stale keeps the regeneration from reading the old version.
const CONTENT_LAKE_CONSISTENCY_WAIT_MS = 1000

export function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: serverEnv().SANITY_REVALIDATE_SECRET,
    // Expired at once: cached fetches are not served again, while the last page keeps answering until the
    // fresh one has rendered.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    consistencyWaitMs: sanityConfig() ? CONTENT_LAKE_CONSISTENCY_WAIT_MS : 0,
  })
}
