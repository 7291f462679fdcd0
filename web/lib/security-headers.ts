// Response headers for every route. The Content-Security-Policy is static, so pages stay prerendered: a nonce
// would have to change per response and force every page to render on request. The price is 'unsafe-inline'
// for scripts, which Next's inline RSC payload needs; everything else is an allow-list, and 'unsafe-eval' is
// never allowed outside `next dev`.

const TAG_MANAGER = ['https://www.googletagmanager.com']
const ANALYTICS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

export function contentSecurityPolicy({ studioUrl, dev }: { studioUrl?: string; dev: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...TAG_MANAGER],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.sanity.io', ...TAG_MANAGER, ...ANALYTICS],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      'https://api.emailjs.com',
      ...TAG_MANAGER,
      ...ANALYTICS,
      'https://*.api.sanity.io',
      'wss://*.api.sanity.io',
    ],
    'frame-src': ["'self'", ...TAG_MANAGER],
    // Only the Studio's Presentation tool may show the site in a frame.
    'frame-ancestors': studioUrl ? ["'self'", new URL(studioUrl).origin] : ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: { studioUrl?: string; dev: boolean }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    ...(options.studioUrl ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
  ]
}
