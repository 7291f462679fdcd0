/** The four product pages: pages in content, at the addresses the specification fixes. */
export const PRODUCT_ROUTES = [
  'home-insurance',
  'auto-insurance',
  'renters-insurance',
  'life-insurance',
] as const

export const LEGAL_ROUTES = ['privacy-policy', 'terms-of-service', 'accessibility'] as const
export type LegalRoute = (typeof LEGAL_ROUTES)[number]

/** The service center's addresses, fixed in both languages (the Studio cannot move them). */
export const SERVICE_CENTER_PATHS = { en: '/service-center', es: '/es/centro-de-servicio' } as const

/**
 * Where anyone asks the agency to stop texting or calling them, fixed in both languages (the footer and the legal
 * texts link there), and the page a sent request lands on, the same for every number.
 */
export const OPT_OUT_PATHS = {
  en: '/stop-texts-and-calls',
  es: '/es/dejar-de-recibir-mensajes-y-llamadas',
} as const
export const OPT_OUT_SENT_PATHS = {
  en: `${OPT_OUT_PATHS.en}/received`,
  es: `${OPT_OUT_PATHS.es}/recibido`,
} as const

/** The insurance guides' list in each language; each guide lives below it, at /guides/<slug>. */
export const GUIDES_PATHS = { en: '/guides', es: '/es/guias' } as const

/**
 * The list's own folders below it: /guides/line/auto lists the auto guides, /guides/page/2 the next twelve. Guides
 * cannot take these addresses (the Studio refuses them).
 */
export const GUIDE_LIST_SEGMENTS = {
  en: { line: 'line', page: 'page' },
  es: { line: 'linea', page: 'pagina' },
} as const

/**
 * Each language's 404 page, prerendered at an address no page can have (the Studio refuses "_"): the proxy answers
 * every address the site does not have with it, without rendering anything.
 */
export const NOT_FOUND_PATHS = { en: '/_unknown-address', es: '/es/_unknown-address' } as const

/**
 * The first path segment of every address the code answers itself, in each language (/es's below it), besides
 * pages in content: an address under one of them is left to its route, the proxy never calls it unknown.
 */
export const CODE_SEGMENTS = {
  en: [
    ...LEGAL_ROUTES,
    'thank-you',
    'gtm-test',
    'service-center',
    'stop-texts-and-calls',
    'guides',
    'finish-your-quote',
    'when-we-call',
    'share-image',
    'images',
    'api',
    'es',
    '_unknown-address',
  ],
  es: [
    'centro-de-servicio',
    'dejar-de-recibir-mensajes-y-llamadas',
    'guias',
    'completar-cotizacion',
    'cuando-le-llamamos',
    '_unknown-address',
  ],
} as const

/** Where the forms hand over every request, and where a browser without JavaScript posts them itself. */
export const LEAD_ENDPOINT = '/api/leads'
export const SERVICE_REQUEST_ENDPOINT = '/api/service-requests'
export const OPT_OUT_ENDPOINT = '/api/contact-choices'

/** The paths the code defines; every other page lives in content, at /<slug>. */
export const FIXED_PATHS = [
  '/',
  '/thank-you',
  ...LEGAL_ROUTES.map((route) => `/${route}`),
  '/gtm-test',
  SERVICE_CENTER_PATHS.en,
  OPT_OUT_PATHS.en,
  GUIDES_PATHS.en,
] as const

/** Every path the specification names. */
export const SITE_PATHS = [...FIXED_PATHS, ...PRODUCT_ROUTES.map((route) => `/${route}`)] as const

// Pages for visitors who just sent a request (the online quote's among them) and for marketers: noindex and left out
// of the sitemap.
export const NOT_INDEXED = new Set<string>([
  '/thank-you',
  '/finish-your-quote',
  '/when-we-call',
  '/es/cuando-le-llamamos',
  '/gtm-test',
  OPT_OUT_SENT_PATHS.en,
  OPT_OUT_SENT_PATHS.es,
])

export const QUOTE_FORM_ID = 'quote-form'
