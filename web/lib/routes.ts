export const PRODUCT_ROUTES = [
  'home-insurance',
  'auto-insurance',
  'renters-insurance',
  'life-insurance',
] as const
export type ProductRoute = (typeof PRODUCT_ROUTES)[number]

export const LEGAL_ROUTES = ['privacy-policy', 'terms-of-service', 'accessibility'] as const
export type LegalRoute = (typeof LEGAL_ROUTES)[number]

/** Every public path of the site: the proxy redirects any other casing of these to the canonical form. */
export const SITE_PATHS = [
  '/',
  ...PRODUCT_ROUTES.map((route) => `/${route}`),
  '/thank-you',
  ...LEGAL_ROUTES.map((route) => `/${route}`),
  '/gtm-test',
] as const

// Pages for visitors who just sent a request and for marketers: noindex and left out of the sitemap.
export const NOT_INDEXED = new Set<string>(['/thank-you', '/gtm-test'])

export const QUOTE_FORM_ID = 'quote-form'
export const THANK_YOU_PATH = '/thank-you'
