import type { LanguageId } from './languages'

// Documents that exist exactly once (or once per fixed address), keyed by the id the site queries them by. The
// translated ones also exist once in each other language, under the English id with the language appended.
export const SINGLETONS = {
  siteSettings: { id: 'siteSettings', title: 'Site settings' },
  homePage: { id: 'homePage', title: 'Home page' },
  sharedSections: { id: 'sharedSections', title: 'Shared sections' },
  quoteForm: { id: 'quoteForm', title: 'Quote form' },
  quoteIntakeSettings: { id: 'quoteIntakeSettings', title: 'Online quote: words and messages' },
  thankYouPage: { id: 'thankYouPage', title: 'Thank-you page' },
  serviceCenterPage: { id: 'serviceCenterPage', title: 'Service center' },
  optOutPage: { id: 'optOutPage', title: 'Stop texts and calls' },
  guidesPage: { id: 'guidesPage', title: 'Guides page' },
  gtmTestPage: { id: 'gtmTestPage', title: 'Tag manager test page' },
} as const

/** The English thank-you page's address, where the quote form sends visitors. */
export const THANK_YOU_SLUG = 'thank-you'

/** The service center's address in each language: the header, the footer and emails to clients link there. */
export const SERVICE_CENTER_SLUGS = {
  en: 'service-center',
  es: 'centro-de-servicio',
} as const satisfies Record<LanguageId, string>

/** The page where anyone asks to stop texts or calls, in each language: the footer and the legal texts link there. */
export const OPT_OUT_SLUGS = {
  en: 'stop-texts-and-calls',
  es: 'dejar-de-recibir-mensajes-y-llamadas',
} as const satisfies Record<LanguageId, string>

// Pages with a fixed English address: the document id is the type and the address, e.g. page-auto-insurance.
const fixedPages = <Slug extends string>(type: string, pages: Record<Slug, string>) =>
  Object.entries<string>(pages).map(([slug, title]) => ({
    id: `${type}-${slug}`,
    slug: slug as Slug,
    title,
  }))

// The four product pages are ordinary pages whose address the specification fixes.
export const PRODUCT_PAGES = fixedPages('page', {
  'home-insurance': 'Home insurance',
  'auto-insurance': 'Auto insurance',
  'renters-insurance': 'Renters insurance',
  'life-insurance': 'Life insurance',
})

export const LEGAL_PAGES = fixedPages('legalPage', {
  'privacy-policy': 'Privacy policy',
  'terms-of-service': 'Terms of service',
  accessibility: 'Accessibility statement',
})

export const FIXED_TYPES = new Set<string>([...Object.keys(SINGLETONS), 'legalPage'])
