import { fillTemplate } from '@/lib/format'

// Pure: the server filters the list a visitor without JavaScript asked for, and the browser filters the same way
// as the visitor types, so both must agree on every match.

/** What the directory's filter needs to know of a carrier. */
export type CarrierFacts = { id: string; name: string; lineKeys: readonly string[] }

/**
 * A line's key ('' for every line) and the words searched for in carriers' names ('' for any name), as typed:
 * spaces around them count for nothing.
 */
export type CarrierFilter = { line: string; q: string }

export const NO_FILTER: CarrierFilter = { line: '', q: '' }

/** Query values as a request gives them: absent, once, or repeated. */
export type FilterQuery = Record<string, string | string[] | undefined>

/** The longest search kept: no carrier's name comes near it, and a longer one is someone's mistake or a probe. */
export const MAX_QUERY_LENGTH = 100

/** "Seguros Álvarez" → "seguros alvarez": what a visitor types matches with or without accents and capitals. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The filter a request's query asks for: a line no carrier writes is ignored, a search is cut to its limit. */
export function readFilter(query: FilterQuery, lineKeys: readonly string[]): CarrierFilter {
  const line = first(query.line)
  return {
    line: lineKeys.includes(line) ? line : '',
    q: first(query.q).slice(0, MAX_QUERY_LENGTH).trim(),
  }
}

export const isFiltered = (filter: CarrierFilter) => filter.line !== '' || filter.q.trim() !== ''

export function matchesFilter(carrier: CarrierFacts, filter: CarrierFilter): boolean {
  if (filter.line && !carrier.lineKeys.includes(filter.line)) return false
  return foldText(carrier.name).includes(foldText(filter.q))
}

export const filterCarriers = <Carrier extends CarrierFacts>(
  carriers: readonly Carrier[],
  filter: CarrierFilter,
) => carriers.filter((carrier) => matchesFilter(carrier, filter))

/** The address that shows this filter: the bare page when nothing is filtered, so it stays the prerendered one. */
export function filterHref(path: string, filter: CarrierFilter): string {
  const query = new URLSearchParams()
  if (filter.line) query.set('line', filter.line)
  if (filter.q.trim()) query.set('q', filter.q.trim())
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** "Showing {count} of {total} carriers" with the figures in. */
export const countText = (template: string, count: number, total: number) =>
  fillTemplate(template, { count, total })
