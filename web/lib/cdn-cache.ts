import { INTAKE_COOKIE, INTAKE_PATHS } from './intake/intake-link'

/**
 * What a CDN in front of a self-hosted server may do with a page. Next's own header for these prerendered pages
 * (`s-maxage` of an hour) is right on Vercel, where a webhook's revalidation also purges the CDN, but anywhere else
 * a CDN only has this header to go by and would keep a page for an hour after a publish. So outside Vercel: a
 * minute at most, then the CDN fetches the page again (and may answer with the old copy meanwhile). The server's
 * own cache is unchanged: refreshed by webhooks, and hourly behind a request.
 */
export const CDN_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'

/**
 * next.config headers: every page and metadata route, not API routes, `/_next`, the icon sprite or the pictures of
 * app/images (versioned files: the sprite sent immutable, the pictures for a year by Accept),
 * and never a response to an editor in draft mode (Next's draft cookie), which must stay private.
 */
export function cdnCacheHeaders(vercel: boolean) {
  if (vercel) return []
  return [
    {
      // The icon sprite's address names its version, a picture's its file's hash and its cut: each keeps its own
      // header, cached for good.
      source: '/((?!api/|_next/|icons\\.svg|images/).*)',
      // A visitor with a link to their online quote sees it on the thank-you page: that answer is theirs alone.
      missing: [
        { type: 'cookie' as const, key: '__prerender_bypass' },
        { type: 'cookie' as const, key: INTAKE_COOKIE },
      ],
      headers: [{ key: 'Cache-Control', value: CDN_CACHE_CONTROL }],
    },
  ]
}

/**
 * The online quote's pages show one visitor's answers: never stored by a browser or a CDN, never indexed. Listed
 * after the rule above, which they override.
 */
export const privatePageHeaders = () =>
  Object.values(INTAKE_PATHS).map((path) => ({
    source: `${path}/:path*`,
    headers: [
      { key: 'Cache-Control', value: 'private, no-store' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ],
  }))
