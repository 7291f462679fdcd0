import { describe, expect, it } from 'vitest'

import { siteUrlFrom } from '@/lib/config/site-url'

describe('the site origin canonical URLs, the sitemap and structured data are written with', () => {
  it('is NEXT_PUBLIC_SITE_URL, without a trailing slash', () => {
    expect(siteUrlFrom({ NEXT_PUBLIC_SITE_URL: 'https://www.lonestarshield.com/' })).toBe(
      'https://www.lonestarshield.com',
    )
  })

  it('is the production domain on Vercel, for preview deployments too, unless set explicitly', () => {
    expect(siteUrlFrom({ VERCEL_PROJECT_PRODUCTION_URL: 'lonestarshield.vercel.app' })).toBe(
      'https://lonestarshield.vercel.app',
    )
    expect(
      siteUrlFrom({
        NEXT_PUBLIC_SITE_URL: 'https://www.lonestarshield.com',
        VERCEL_PROJECT_PRODUCTION_URL: 'lonestarshield.vercel.app',
      }),
    ).toBe('https://www.lonestarshield.com')
  })

  it('is unknown when neither is set, so a production build can refuse to go on', () => {
    expect(siteUrlFrom({})).toBeUndefined()
    expect(siteUrlFrom({ NEXT_PUBLIC_SITE_URL: ' ' })).toBeUndefined()
  })

  it('refuses what is not an origin, saying what it expects', () => {
    expect(() => siteUrlFrom({ NEXT_PUBLIC_SITE_URL: 'www.lonestarshield.com' })).toThrow(
      /must be the site's address, e.g. https:\/\/www.example.com/,
    )
    expect(() => siteUrlFrom({ NEXT_PUBLIC_SITE_URL: 'https://www.lonestarshield.com/es' })).toThrow(
      /with no path/,
    )
    expect(() => siteUrlFrom({ NEXT_PUBLIC_SITE_URL: 'ftp://lonestarshield.com' })).toThrow(
      /only the site's origin/,
    )
  })
})
