import { cleanText } from './form-fields'

/** Landing page and referrer addresses are cut to this length; campaign values and click ids to the next. */
export const URL_MAX_LENGTH = 1000
export const ATTRIBUTION_VALUE_MAX_LENGTH = 200

/** Campaign parameters and ad click ids a marketer reads on each lead, named as they appear in links. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
] as const

export const NOT_PROVIDED = 'Not provided'

export type Attribution = { landingPage: string; referrer: string } & Record<
  (typeof CAMPAIGN_PARAMS)[number],
  string
>

export const ATTRIBUTION_FIELDS = ['landingPage', 'referrer', ...CAMPAIGN_PARAMS] as const

const limitOf = (name: (typeof ATTRIBUTION_FIELDS)[number]) =>
  name === 'landingPage' || name === 'referrer' ? URL_MAX_LENGTH : ATTRIBUTION_VALUE_MAX_LENGTH

/** The attribution fields among some values: bounded, and "Not provided" for anything missing. */
export function boundedAttribution(values: Record<string, unknown>): Attribution {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.map((name) => {
      const value = values[name]
      return [name, (typeof value === 'string' && cleanText(value, limitOf(name))) || NOT_PROVIDED]
    }),
  ) as Attribution
}

/** Where a visit came from: its first page (with the campaign parameters in its address) and the referrer. */
export function attributionFrom(landingPage: string | null, referrer: string | null): Attribution {
  let params = new URLSearchParams()
  try {
    if (landingPage) params = new URL(landingPage).searchParams
  } catch {
    // An unreadable address still counts as the landing page; it just has no campaign parameters.
  }
  return boundedAttribution({ ...Object.fromEntries(params), landingPage, referrer })
}

declare global {
  interface Window {
    visitStart?: { landingPage: string; referrer: string }
  }
}

/**
 * Notes the page a visit lands on and its referrer, in the page's memory, before anything else runs: in-site
 * navigation replaces the address without a new document, so this keeps the first page (with its campaign
 * parameters) for the form to send, and nothing is stored. An inline script in the head, so it costs no
 * bundle and runs even on pages without a form.
 */
export const VISIT_START_SCRIPT =
  'window.visitStart=window.visitStart||{landingPage:location.href,referrer:document.referrer};'

/** This visit's attribution, read in the browser. */
export function visitAttribution(): Attribution {
  const start = window.visitStart ?? { landingPage: location.href, referrer: document.referrer }
  return attributionFrom(start.landingPage, start.referrer || null)
}
