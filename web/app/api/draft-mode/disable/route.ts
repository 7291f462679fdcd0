import { draftMode } from 'next/headers'

import { returnPath } from '@/lib/publishing/return-path'

/**
 * Leaves draft mode and goes back to the page the editor was on. The Location is a path, not a URL: behind a
 * proxy or a container's port mapping, the server's own idea of its origin (e.g. http://localhost:3000) is not
 * the address the editor's browser used.
 */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 307,
    headers: {
      Location: returnPath(request.headers.get('referer'), [
        request.headers.get('x-forwarded-host'),
        request.headers.get('host'),
      ]),
    },
  })
}
