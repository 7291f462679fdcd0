import type { KnownAddresses } from './content/known-addresses'
import { GUIDES_PER_PAGE } from './guides/guide-list'
import { DEFAULT_LANGUAGE, type Language } from './i18n'
import { CODE_SEGMENTS, GUIDE_LIST_SEGMENTS, GUIDES_PATHS } from './routes'

/**
 * The language whose 404 page answers `pathname` when no route of the site can have a page there, or null when one
 * may. Only certain answers are 404: an address of a shape this does not know is left to the routes, since
 * calling a real page unknown breaks it while calling an unknown address known only costs one render.
 */
export function unknownAddressLanguage(
  pathname: string,
  known: Record<Language, KnownAddresses>,
): Language | null {
  const segments = pathname.split('/').slice(1)
  const language: Language = segments[0] === 'es' ? 'es' : DEFAULT_LANGUAGE
  const [first, ...deeper] = language === DEFAULT_LANGUAGE ? segments : segments.slice(1)
  // The home page, an empty segment (//, a trailing slash), a file name (robots.txt, icon.svg).
  if (!first || segments.some((segment) => segment === '' || segment.includes('.'))) return null
  const book = known[language]
  if ((CODE_SEGMENTS[language] as readonly string[]).includes(first)) {
    return first === GUIDES_PATHS[language].split('/').pop()
      ? unknownGuideAddress(deeper, language, book)
      : null
  }
  // No page lives deeper than /<slug> ([slug]/[...rest] is the 404 page); at /<slug>, a page, a legal page or the
  // thank-you page, or a page's old address, which redirects.
  if (deeper.length > 0) return language
  return book.addresses.has(first) || book.moved.has(first) ? null : language
}

/** Below /guides: a guide, a line's list, a page of a list. */
function unknownGuideAddress(path: string[], language: Language, book: KnownAddresses) {
  const segments = GUIDE_LIST_SEGMENTS[language]
  const [first, second, third, fourth] = path
  if (!first) return null
  if (path.length === 1) return book.guides.has(first) ? null : language
  if (first === segments.line && second !== undefined) {
    if (!book.lines.has(second)) return language
    if (path.length === 2) return null
    return path.length === 4 && third === segments.page ? unknownPage(fourth!, language, book) : null
  }
  if (first === segments.page && path.length === 2) return unknownPage(second!, language, book)
  return null
}

/**
 * A page of a list past the last (no list, a line's included, has more pages than the language has guides to
 * fill), or a number written another way (02, two): each page has one address. Page 1 redirects to the list.
 */
function unknownPage(segment: string, language: Language, book: KnownAddresses) {
  if (segment === '1') return null
  if (!/^[1-9]\d*$/.test(segment)) return language
  const pages = Math.max(1, Math.ceil(book.guides.size / GUIDES_PER_PAGE))
  return Number(segment) > pages ? language : null
}
