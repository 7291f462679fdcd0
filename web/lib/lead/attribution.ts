import { ATTRIBUTION_VALUE_MAX_LENGTH, cleanText, URL_MAX_LENGTH } from './fields'

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

const orNotProvided = (value: string | null | undefined, maxLength: number) =>
  cleanText(value ?? '', maxLength) || NOT_PROVIDED

/** Where a visit came from: its first page (with the campaign parameters in its address) and the referrer. */
export function attributionFrom(landingPage: string | null, referrer: string | null): Attribution {
  let params = new URLSearchParams()
  try {
    if (landingPage) params = new URL(landingPage).searchParams
  } catch {
    // An unreadable address still counts as the landing page; it just has no campaign parameters.
  }
  const campaign = Object.fromEntries(
    CAMPAIGN_PARAMS.map((name) => [name, orNotProvided(params.get(name), ATTRIBUTION_VALUE_MAX_LENGTH)]),
  ) as Record<(typeof CAMPAIGN_PARAMS)[number], string>
  return {
    landingPage: orNotProvided(landingPage, URL_MAX_LENGTH),
    referrer: orNotProvided(referrer, URL_MAX_LENGTH),
    ...campaign,
  }
}

/**
 * This visit's attribution, read in the browser. The document's navigation entry is the page the visit
 * landed on, however far the visitor has since moved through the site by client-side navigation, so nothing
 * has to be stored to remember it; document.referrer likewise stays the page that sent them.
 */
export function visitAttribution(): Attribution {
  const [navigation] = performance.getEntriesByType('navigation')
  return attributionFrom(navigation?.name ?? location.href, document.referrer || null)
}
