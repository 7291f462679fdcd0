import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { connection } from 'next/server'

import { sanityClient } from '@/lib/content/sanity-source'
import { sanityConfig } from '@/lib/content/source'

// Opened by the Studio's Presentation tool with a one-time secret, which is checked against the Content Lake.
export async function GET(request: Request) {
  // Never prerendered: the answer depends on the secret in this request and on the Content Lake now.
  await connection()
  const config = sanityConfig()
  if (!config)
    return new Response('Preview needs a Sanity project: set SANITY_PROJECT_ID and SANITY_DATASET.', {
      status: 404,
    })
  if (!config.token)
    return new Response('Preview needs SANITY_API_READ_TOKEN on the server.', { status: 500 })
  const { GET: enable } = defineEnableDraftMode({ client: sanityClient(config) })
  return enable(request)
}
