// Whether the visitor's browser let the agency share their data with the ad platforms when they sent the request,
// as the site's server kept it, and whether the general consent words are ones the Studio published. Pure, so the
// tests pin every line.

/** What the server keeps of the ad-data choice: denied by Global Privacy Control, or by the page's cookie choice. */
export type AdData = { allowed?: boolean; signal?: 'gpc' | 'consent-mode' | string }

export const AD_DATA_SIGNALS = [
  { value: 'gpc', title: 'The browser’s Global Privacy Control' },
  { value: 'consent-mode', title: 'The visitor’s cookie choice' },
]

/** The line the request shows, or none for a request kept before the site recorded the choice. */
export function adDataLine(
  adData: AdData | undefined,
): { tone: 'default' | 'caution'; text: string } | undefined {
  if (!adData || typeof adData.allowed !== 'boolean') return undefined
  if (adData.allowed) return { tone: 'default', text: 'Ad data: allowed' }
  return {
    tone: 'caution',
    text:
      adData.signal === 'gpc'
        ? 'Not shared with ad platforms: the visitor’s browser asked (Global Privacy Control)'
        : 'Not shared with ad platforms: the visitor’s browser asked (cookie choice)',
  }
}

/** The export's cell: Allowed, Not shared (GPC), Not shared (cookie choice), or blank when it was not recorded. */
export function adDataCell(adData: AdData | undefined): string {
  if (!adData || typeof adData.allowed !== 'boolean') return ''
  if (adData.allowed) return 'Allowed'
  return adData.signal === 'gpc' ? 'Not shared (GPC)' : 'Not shared (cookie choice)'
}

export const CONSENT_NOT_CONFIRMED =
  'Consent words not confirmed: the page sent words the Studio never published'
