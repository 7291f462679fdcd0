const DAY = 86_400

/**
 * How long content, and so every page, is kept. On Vercel a webhook's revalidateTag also purges Vercel's CDN, so
 * pages are kept until one arrives. Anywhere else the only thing a CDN in front of the server honours is the
 * page's Cache-Control, which Next derives from this profile: `s-maxage=60, stale-while-revalidate=86340` keeps a
 * published change out of a CDN for a minute at most (the next request after that still gets the old copy while
 * the CDN fetches the new one), and the server checks its content in the background at the same pace. Expiry
 * stays above Next's five-minute floor, so every page is still prerendered.
 */
export const CONTENT_CACHE_LIFE = process.env.VERCEL
  ? // Next's own 'max' profile.
    { stale: 300, revalidate: 30 * DAY, expire: 365 * DAY }
  : { stale: 300, revalidate: 60, expire: DAY }
