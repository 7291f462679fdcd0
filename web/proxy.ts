import { NextResponse, type NextRequest } from 'next/server'

/**
 * Any casing of a path answers 308 to its lower-case form, query string kept. Every address of the site is lower
 * case (the Studio allows no other), so this needs no content lookup: a mis-cased request costs no query, whoever
 * sends it. A mis-cased address no page has leads to that address's 404.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone()
  url.pathname = url.pathname.toLowerCase()
  if (url.pathname === request.nextUrl.pathname) return NextResponse.next()
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Only paths that have a capital letter, and never Next's assets, files with extensions, or the API. Lower-case
  // requests, nearly all of them, skip the proxy: it halved the throughput of prerendered pages on the loopback
  // load test.
  matcher: ['/((?!_next/|api/|.*\\.)(?=.*[A-Z]).*)'],
}
