import { sanityClient } from '@/lib/content/sanity-source'

/** The site's own Sanity client, writing to a fake Content Lake with the write token it was started with. */
export const lakeClient = (lake: { url: string }, token: string) =>
  sanityClient({
    projectId: 'abc123de',
    dataset: 'production',
    apiVersion: '2025-09-01',
    apiHost: lake.url,
    token,
  })
