import { NextResponse, type NextRequest } from 'next/server'

import { pageAddressQuery } from '@/lib/content/queries'
import { loadContent } from '@/lib/content/source'
import { LANGUAGE_INFO, LANGUAGES, type Language } from '@/lib/i18n'
import { GUIDES_PATHS, SERVICE_CENTER_PATHS, SITE_PATHS } from '@/lib/routes'

const CANONICAL = new Set<string>([
  ...SITE_PATHS,
  ...Object.values(SERVICE_CENTER_PATHS),
  ...Object.values(GUIDES_PATHS),
  ...LANGUAGES.map((language) => LANGUAGE_INFO[language].home),
])
// A page's address: /<slug> in English, /es/<slug> in Spanish.
const PAGE_ADDRESS = /^\/(?:(es)\/)?([^/]+)$/

/**
 * Any casing of a known path answers 308 to its lower-case form, query string kept. Pages editors made are looked
 * up in content: this proxy only sees mis-cased requests, so the lookup costs ordinary visitors nothing.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const lower = pathname.toLowerCase()
  const address = PAGE_ADDRESS.exec(lower)
  const known =
    CANONICAL.has(lower) ||
    (address !== null && (await isPageAddress((address[1] as Language | undefined) ?? 'en', address[2]!)))
  if (!known || lower === pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = lower
  return NextResponse.redirect(url, 308)
}

// A content outage or a malformed address makes the request what it would be without the proxy: a 404.
async function isPageAddress(language: Language, segment: string) {
  try {
    return await loadContent<boolean>(pageAddressQuery, { language, slug: decodeURIComponent(segment) })
  } catch {
    return false
  }
}

export const config = {
  // Only paths that could be a mis-cased page: some capital letter, and never Next's assets, files with
  // extensions, or the API. Lower-case requests, nearly all of them, skip the proxy: it halved the
  // throughput of prerendered pages on the loopback load test.
  matcher: ['/((?!_next/|api/|.*\\.)(?=.*[A-Z]).*)'],
}
