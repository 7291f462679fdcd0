import { NextResponse, type NextRequest } from 'next/server'

import { SITE_PATHS } from '@/lib/routes'

const CANONICAL = new Map(SITE_PATHS.map((path) => [path.toLowerCase(), path]))

/** Any casing of a known path answers 308 to its canonical lower-case form, query string kept. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const canonical = CANONICAL.get(pathname.toLowerCase())
  if (!canonical || canonical === pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = canonical
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Only paths that could be a mis-cased page: some capital letter, and never Next's assets, files with
  // extensions, or the API. Lower-case requests, nearly all of them, skip the proxy: it halved the
  // throughput of prerendered pages on the loopback load test.
  matcher: ['/((?!_next/|api/|.*\\.)(?=.*[A-Z]).*)'],
}
