type SiteUrlEnv = Record<string, string | undefined>

/**
 * The public origin of the site, for canonical URLs, the sitemap, robots and structured data: NEXT_PUBLIC_SITE_URL,
 * or on Vercel the project's production domain (also for preview deployments, whose pages must name the real
 * site as canonical). Undefined when neither is set; throws when the value is not an origin.
 */
export function siteUrlFrom(env: SiteUrlEnv): string | undefined {
  const explicit = env.NEXT_PUBLIC_SITE_URL?.trim()
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim()
  const value = explicit || (vercel ? `https://${vercel}` : undefined)
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be the site's address, e.g. https://www.example.com (got "${value}")`,
    )
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL must be only the site's origin, e.g. https://www.example.com, with no path (got "${value}")`,
    )
  }
  return url.origin
}

/** Why a production build refuses to start without an origin: every page would name localhost as canonical. */
export const MISSING_SITE_URL = [
  'NEXT_PUBLIC_SITE_URL is not set.',
  'A production build writes the site origin into every canonical URL, the sitemap, robots.txt, Open Graph and',
  'structured data; without it they would all point at http://localhost:3000. Set it to the public address, e.g.',
  'NEXT_PUBLIC_SITE_URL=https://www.lonestarshield.com (on Vercel the production domain is used automatically).',
].join('\n')

/**
 * Under `next dev` only, the local address stands in. Named one by one so the build writes NEXT_PUBLIC_SITE_URL in:
 * a page drawn at request time names the same origin as the prerendered ones, whatever the server's environment.
 */
export const SITE_URL =
  siteUrlFrom({
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
  }) ?? 'http://localhost:3000'

/** A path of this site as an absolute URL; the home page is the origin itself. */
export const absoluteUrl = (path: string) => `${SITE_URL}${path === '/' ? '' : path}`
