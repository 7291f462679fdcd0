// Where a lead came from, in the raw words a marketer tagged it with: the campaign named in the link when there is
// one ("google / cpc"), else the site that sent the visitor ("bing.com"), else "direct". The report shows it under
// the source's plain name (source-name.ts); the export keeps it in its own column.

/** What the site's server writes for a value the visit did not carry. */
export const NOT_PROVIDED = 'Not provided'

export const DIRECT = 'direct'

export type SourceFields = {
  landingPage?: string
  referrer?: string
  utm_source?: string
  utm_medium?: string
}

/** The value as given, or nothing when it is missing, blank or "Not provided". */
export function given(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed && trimmed !== NOT_PROVIDED ? trimmed : undefined
}

/** The host of an address without "www.", lower-cased; nothing when it is not an address. */
export function hostOf(address: string | undefined): string | undefined {
  if (!address) return undefined
  try {
    // Some referrers arrive without their scheme ("bing.com/search?q=…").
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`)
    return url.hostname.toLowerCase().replace(/^www\./, '') || undefined
  } catch {
    return undefined
  }
}

export function leadSource(attribution: SourceFields | undefined): string {
  const source = given(attribution?.utm_source)
  if (source) {
    const medium = given(attribution?.utm_medium)
    return medium ? `${source} / ${medium}` : source
  }
  const referrer = hostOf(given(attribution?.referrer))
  // A visit that moved between the site's own pages names the site as its referrer: that is no source.
  if (referrer && referrer !== hostOf(given(attribution?.landingPage))) return referrer
  return DIRECT
}
