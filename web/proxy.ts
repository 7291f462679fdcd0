import { NextResponse, type NextRequest } from 'next/server'

import { notFoundLanguage } from './lib/address-book'
import { NOT_FOUND_PATHS, SERVICE_CENTER_PATHS } from './lib/routes'

// Next's draft-mode cookie: an editor's preview shows pages not published yet, which the address book never has.
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const SERVICE_CENTERS: ReadonlySet<string> = new Set(Object.values(SERVICE_CENTER_PATHS))

/**
 * Any casing of a path answers 308 to its lower-case form, query string kept. Every address of the site is lower
 * case (the Studio allows no other), so this needs no content lookup: a mis-cased request costs no query, whoever
 * sends it. A mis-cased address no page has leads to that address's 404.
 *
 * A filtered carrier directory (?line=…, ?q=…) is drawn per request by a route of its own,
 * `<service center>/filtered`, so the unfiltered page, the one nearly every visitor gets, stays prerendered. That
 * holds for any method, header or cookie. The matcher lets a service center's address in only with either parameter
 * set; an empty one (the form sent untouched) gets the unfiltered page. A rewrite in next.config would do the same,
 * but Next matches those again on every request of every page.
 *
 * An address no page has is answered with its language's prerendered 404 page, status 404, before any render:
 * anyone can make up addresses, and rendering the 404 page for each kept a core busy. Which addresses have a page
 * is kept in memory (lib/address-book.ts). Left to the routes: other methods than GET and HEAD, the router's own
 * requests during client navigation (which expect the 404's data, not its HTML), and draft mode.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl.clone()
  url.pathname = url.pathname.toLowerCase()
  if (url.pathname !== request.nextUrl.pathname) return NextResponse.redirect(url, 308)
  if (SERVICE_CENTERS.has(url.pathname)) {
    url.pathname = `${url.pathname}/filtered`
    return NextResponse.rewrite(url)
  }
  if (
    !['GET', 'HEAD'].includes(request.method) ||
    request.headers.has('rsc') ||
    request.cookies.has(DRAFT_MODE_COOKIE)
  )
    return NextResponse.next()
  const language = await notFoundLanguage(url.pathname)
  if (!language) return NextResponse.next()
  // From nextUrl, whose origin Next knows as its own: a rewrite to any other origin is proxied over HTTP.
  url.pathname = NOT_FOUND_PATHS[language]
  url.search = ''
  return NextResponse.rewrite(url)
}

export const config = {
  // Never Next's assets, files with extensions, or the API; nor the prerendered pages whose address the code fixes
  // (the home pages, the product pages, the service center, the guides' lists, the legal pages...) in lower case,
  // nearly all requests: running the proxy on them halved their throughput on the loopback load test. Every other
  // address, and any with a capital letter, goes through it. A string Next reads at build time, so it cannot be
  // built from lib/routes; tests/unit/http/unknown-address.test.ts holds it to SITE_PATHS. The service center comes back
  // with a filter only: each entry's conditions must all hold, so one entry per parameter.
  matcher: [
    '/((?!_next/|api/|.*\\.)(?!(?:|es|thank-you|privacy-policy|terms-of-service|accessibility|gtm-test|service-center|stop-texts-and-calls|guides|home-insurance|auto-insurance|renters-insurance|life-insurance|es/centro-de-servicio|es/dejar-de-recibir-mensajes-y-llamadas|es/guias)$).*)',
    { source: '/(service-center|es/centro-de-servicio)', has: [{ type: 'query', key: 'line' }] },
    { source: '/(service-center|es/centro-de-servicio)', has: [{ type: 'query', key: 'q' }] },
  ],
}
