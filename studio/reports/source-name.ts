import { DIRECT, given, leadSource, type SourceFields } from './lead-source'

// Where a lead came from, named as the office knows it ("Google Ads (paid)", "Google search"), over the raw campaign
// parameters a marketer reads ("google / cpc"). The raw values stay beside the name: the names group them, the
// marketer still checks them.

export const SOURCE_NAMES = {
  googleAds: 'Google Ads (paid)',
  googleSearch: 'Google search',
  microsoftAds: 'Microsoft Bing ads (paid)',
  bingSearch: 'Bing search',
  metaAds: 'Facebook and Instagram ads',
  // A Meta ad whose link carries no campaign parameters comes with the same referrer as a post: no name can say
  // which it was, so this one claims neither.
  metaOther: 'Facebook and Instagram (other links)',
  otherSearch: 'Other search engines',
  email: 'Email campaigns',
  direct: 'Came straight to the site',
  otherWebsites: 'Other websites',
} as const

/** A campaign the names above do not know: named by its utm_source, as the marketer tagged it. */
export const otherCampaign = (source: string) => `Other campaigns: ${source}`

// The mediums ad platforms and marketers use for clicks paid for.
const PAID_MEDIUMS = new Set([
  'cpc',
  'ppc',
  'cpm',
  'paid',
  'paidsearch',
  'paid_search',
  'paid-search',
  'paidsocial',
  'paid_social',
  'paid-social',
  'display',
])
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'newsletter'])
const EMAIL_SOURCES = new Set(['email', 'newsletter'])
// No medium, or one that says the visit was not paid for.
const UNPAID_MEDIUMS = new Set(['organic', 'referral', 'social'])

const GOOGLE_SOURCES = new Set(['google', 'google ads', 'googleads', 'adwords'])
const MICROSOFT_SOURCES = new Set(['bing', 'microsoft', 'microsoft ads', 'msn'])
const META_SOURCES = new Set(['facebook', 'instagram', 'meta', 'fb', 'ig'])

// Search engines' own hosts; mail.google.com, say, is no search.
const GOOGLE_HOST = /^google(\.[a-z]{2,3}){1,2}$|^com\.google\.android\.googlequicksearchbox$/
const BING_HOST = /^bing\.com$|^cn\.bing\.com$/
const OTHER_SEARCH_HOSTS = new Set([
  'duckduckgo.com',
  'search.yahoo.com',
  'yahoo.com',
  'ecosia.org',
  'search.brave.com',
])
const META_HOST = /(^|\.)(facebook|instagram)\.com$/

/** The ad click ids that only a paid click carries, by the platform that adds them; fbclid is on every link. */
const PAID_CLICK_IDS = [
  ['gclid', SOURCE_NAMES.googleAds],
  ['gbraid', SOURCE_NAMES.googleAds],
  ['wbraid', SOURCE_NAMES.googleAds],
  ['msclkid', SOURCE_NAMES.microsoftAds],
] as const

export type NamedSourceFields = SourceFields & Partial<Record<(typeof PAID_CLICK_IDS)[number][0], string>>

function campaignName(source: string, medium: string | undefined): string {
  const paid = medium !== undefined && PAID_MEDIUMS.has(medium)
  const unpaid = medium === undefined || UNPAID_MEDIUMS.has(medium)
  if ((medium && EMAIL_MEDIUMS.has(medium)) || EMAIL_SOURCES.has(source)) return SOURCE_NAMES.email
  if (GOOGLE_SOURCES.has(source)) {
    if (paid) return SOURCE_NAMES.googleAds
    if (unpaid) return SOURCE_NAMES.googleSearch
  }
  if (MICROSOFT_SOURCES.has(source)) {
    if (paid) return SOURCE_NAMES.microsoftAds
    if (unpaid) return SOURCE_NAMES.bingSearch
  }
  if (META_SOURCES.has(source)) return paid ? SOURCE_NAMES.metaAds : SOURCE_NAMES.metaOther
  return otherCampaign(source)
}

function referrerName(host: string): string {
  if (GOOGLE_HOST.test(host)) return SOURCE_NAMES.googleSearch
  if (BING_HOST.test(host)) return SOURCE_NAMES.bingSearch
  if (OTHER_SEARCH_HOSTS.has(host)) return SOURCE_NAMES.otherSearch
  if (META_HOST.test(host)) return SOURCE_NAMES.metaOther
  return SOURCE_NAMES.otherWebsites
}

/** The paid click id a visit without campaign parameters carried, with the name of the ads that add it. */
function paidClick(attribution: NamedSourceFields | undefined) {
  if (given(attribution?.utm_source)) return undefined
  return PAID_CLICK_IDS.find(([id]) => given(attribution?.[id]))
}

/**
 * The source as the office knows it. The campaign in the link decides, when there is one; else an ad platform's
 * own click id (Google Ads tags its clicks with a gclid by itself, without campaign parameters); else the site
 * that sent the visitor; else the visitor came straight to the site.
 */
export function sourceName(attribution: NamedSourceFields | undefined): string {
  const source = given(attribution?.utm_source)?.toLowerCase()
  if (source) return campaignName(source, given(attribution?.utm_medium)?.toLowerCase())
  const click = paidClick(attribution)
  if (click) return click[1]
  // Without campaign parameters the raw source is the referring site's host, or "direct".
  const host = leadSource(attribution)
  return host === DIRECT ? SOURCE_NAMES.direct : referrerName(host)
}

/** The raw values under the name: "google / cpc", "bing.com", "direct", and the click id when it decided. */
export function sourceDetail(attribution: NamedSourceFields | undefined): string {
  const raw = leadSource(attribution)
  const click = paidClick(attribution)
  return click ? `${raw} (${click[0]})` : raw
}
