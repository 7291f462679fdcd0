import { revalidatePath, revalidateTag } from 'next/cache'

import { documentPathQuery } from '@/lib/content/queries'
import { loadContent, sanityConfig } from '@/lib/content/source'
import { serverEnv } from '@/lib/config/env'
import { methodNotAllowed } from '@/lib/http/responses'
import { log } from '@/lib/log/logger.mjs'
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate-webhook'
import { acceptedSignaturesMemory } from '@/lib/publishing/shared-signatures'

// The webhook fires once the transaction is committed; queries to the API (not the CDN) see it within about a
// second. Waiting that long before marking pages stale keeps the regeneration from reading the old version.
const CONTENT_LAKE_CONSISTENCY_WAIT_MS = 1000

// Module scope: lives as long as the server process, so a replay is recognised across requests.
const acceptedSignatures = acceptedSignaturesMemory()

export function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: serverEnv().SANITY_REVALIDATE_SECRET,
    // Stale-while-revalidate ('max'), not expire-now: the next visitor gets the last page at once while the
    // fresh one renders behind it, and if the Content Lake is down that render fails and the last good page
    // stays (expiring at once would answer 500 instead).
    revalidate: (tag) => revalidateTag(tag, 'max'),
    revalidateAddress: async (id) => {
      // Best effort: the tag above already refreshes the page's content if the lookup fails.
      try {
        const path = await loadContent<string | null>(documentPathQuery, { id }, 'published')
        if (path) revalidatePath(path)
      } catch (error) {
        log.warn({ err: error }, `Revalidation: could not look up the address of ${id}`)
      }
    },
    consistencyWaitMs: sanityConfig() ? CONTENT_LAKE_CONSISTENCY_WAIT_MS : 0,
    acceptedSignatures,
  })
}

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
export const OPTIONS = methodNotAllowed('POST')
