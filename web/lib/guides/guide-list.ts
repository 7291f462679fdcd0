import { type Language } from '../i18n'
import { GUIDE_LIST_SEGMENTS, GUIDES_PATHS } from '../routes'

/** Twelve guides to a page of the list: four rows of three on a desktop. */
export const GUIDES_PER_PAGE = 12

/** What a list of guides shows: every guide, or one line's, and which page of them. */
export type GuideListQuery = { line?: string; page: number }

type Listed = { lines: Array<{ key: string | null }> }

/** The address of one page of the list: /guides, /guides/line/auto, /guides/page/2, /es/guias/linea/auto/pagina/2. */
export function guideListPath(language: Language, { line, page }: GuideListQuery) {
  const segments = GUIDE_LIST_SEGMENTS[language]
  return [
    GUIDES_PATHS[language],
    ...(line ? [segments.line, line] : []),
    ...(page > 1 ? [segments.page, String(page)] : []),
  ].join('/')
}

/**
 * The guides on one page of the list, newest first as given, with the number of pages; null for a page past the
 * last (the first page always exists, empty when a line has no guides yet).
 */
export function pageOfGuides<Guide extends Listed>(guides: Guide[], { line, page }: GuideListQuery) {
  const matching = line ? guides.filter((guide) => guide.lines.some(({ key }) => key === line)) : guides
  const pages = Math.max(1, Math.ceil(matching.length / GUIDES_PER_PAGE))
  if (!Number.isInteger(page) || page < 1 || page > pages) return null
  return { guides: matching.slice((page - 1) * GUIDES_PER_PAGE, page * GUIDES_PER_PAGE), pages }
}

/**
 * A page number as the address gives it: "2" to "99", never "1" (the list's own address) nor "02", so every page
 * has one address.
 */
export function pageNumber(segment: string | undefined): number | null {
  if (segment === undefined) return 1
  return /^[1-9]\d*$/.test(segment) && segment !== '1' ? Number(segment) : null
}

/** The RSS feed of the guides in `language`: /guides/rss.xml, /es/guias/rss.xml. */
export const guideFeedPath = (language: Language) => `${GUIDES_PATHS[language]}/rss.xml`

/** Every page of the list after the first, for prerendering: 2…pages. */
export const laterPages = (count: number) =>
  Array.from({ length: Math.max(0, Math.ceil(count / GUIDES_PER_PAGE) - 1) }, (_, index) => index + 2)
