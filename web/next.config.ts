import path from 'node:path'

import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { getBundlerFromEnv } from 'next/dist/lib/bundler'

import { cdnCacheHeaders, privatePageHeaders } from './lib/cdn-cache'
import { assertPatchedPageRuntime } from './lib/next-runtime-patch'
import { securityHeaders } from './lib/security-headers'
import { MISSING_SITE_URL, siteUrlFrom } from './lib/config/site-url'

const workspaceRoot = path.join(import.meta.dirname, '..')

const sharedCacheHandlers = {
  cacheHandler: path.join(import.meta.dirname, 'lib/shared-store/page-cache-handler.mjs'),
  cacheHandlers: { default: path.join(import.meta.dirname, 'lib/shared-store/use-cache-handler.mjs') },
} satisfies NextConfig

export default function nextConfig(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD && !siteUrlFrom(process.env)) throw new Error(MISSING_SITE_URL)
  const config: NextConfig = {
    // Tests build a second copy of the site (against a fake Content Lake) beside the first.
    distDir: process.env.NEXT_DIST_DIR ?? '.next',
    // A self-contained server (`node server.js`) for the container; Vercel ignores it.
    output: 'standalone',
    cacheComponents: true,
    // The stylesheet arrives inside the HTML instead of one round trip after it: first paint needs nothing else
    // (a round trip cost 0.6–0.7 s of LCP with applied throttling). A patch to Next leaves its second copy, in the
    // payload, out (lib/next-runtime-patch.ts).
    experimental: { inlineCss: true },
    // Off Vercel, both of Next's caches go through handlers of this site's: Next's own, unchanged, unless
    // REDIS_URL is set when the server starts; then Redis, shared by every server (lib/shared-store). Vercel's
    // platform already shares pages and revalidations between its instances, so its own handlers stay.
    ...(process.env.VERCEL ? {} : sharedCacheHandlers),
    // Loaded from node_modules at run time, as the cache handlers load them: one copy per process.
    // libphonenumber-js, bullmq and ioredis also as files, for the books' command (scripts/export-requests.mjs);
    // @touch4it/ical-timezones reads its zones' files beside its own.
    serverExternalPackages: [
      '@redis/client',
      'rate-limiter-flexible',
      'proxy-addr',
      'libphonenumber-js',
      'bullmq',
      'ioredis',
      '@touch4it/ical-timezones',
    ],
    // Off: with it, Next 16.4 answers the first request for an address no page has with 200 instead of 404
    // (vercel/next.js#95380), and landing pages live at /<slug> beside every unknown address.
    partialPrefetching: false,
    poweredByHeader: false,
    // Behind a proxy that compresses (compose.yaml's nginx, a CDN), Next compressing each page again is wasted
    // work: NEXT_COMPRESS=false at build turns it off. A server alone keeps it.
    compress: process.env.NEXT_COMPRESS !== 'false',
    // An ETag is a hash of the whole page, computed in JavaScript on every response: a fifth of the server's time
    // on a prerendered page. Pages change by publish, carry s-maxage, and nginx or a CDN in front keeps them.
    generateEtags: false,
    // The workspace's check type-checks this tree just before its tests build it (twice): once is enough.
    typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
    reactStrictMode: true,
    turbopack: { root: workspaceRoot },
    outputFileTracingRoot: workspaceRoot,
    async headers() {
      const headers = securityHeaders({
        studioUrl: process.env.SANITY_STUDIO_URL || undefined,
        dev: process.env.NODE_ENV === 'development',
      })
      return [
        { source: '/:path*', headers },
        ...cdnCacheHeaders(Boolean(process.env.VERCEL)),
        ...privatePageHeaders(),
      ]
    },
    // The embedded dataset is read at run time (it is what revalidation re-reads), so ship it with the server, and
    // its pictures, which app/images serves.
    // The log preload too: `node --import` loads it before the server, so it is no import Next can trace; and the
    // export of the requests, which an operator runs beside the server (`node web/scripts/export-requests.mjs`).
    outputFileTracingIncludes: {
      '/**': [
        '../studio/seed/production.ndjson',
        '../studio/seed/images/*',
        './lib/log/preload.mjs',
        './lib/log/console-sink.mjs',
        './scripts/export-requests.mjs',
        './lib/state-dir.mjs',
        // What the books' command imports: the contact keys, the register's rows, the erasures, the queue's prefix.
        './lib/phone-number-reading.mjs',
        './lib/database/*.mjs',
        './lib/shared-store/redis.mjs',
        './lib/log/logger.mjs',
        // Its packages by name: the server loads them (external) by paths of their own.
        './node_modules/libphonenumber-js/package.json',
        './node_modules/bullmq/package.json',
        './node_modules/ioredis/package.json',
      ],
      // The one time zone a call's calendar file carries the rules of.
      '/api/call-time/calendar': ['./node_modules/@touch4it/ical-timezones/zones/America/Chicago.ics'],
    },
  }
  // `next build` has chosen its bundler (TURBOPACK, NEXT_RSPACK) before it reads this file.
  if (phase === PHASE_PRODUCTION_BUILD) assertPatchedPageRuntime(config, getBundlerFromEnv())
  return config
}
