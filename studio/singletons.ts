// Documents that exist exactly once (or once per fixed route), keyed by the id the site queries them by.
export const SINGLETONS = {
  siteSettings: { id: 'siteSettings', title: 'Site settings' },
  homePage: { id: 'homePage', title: 'Home page' },
  sharedSections: { id: 'sharedSections', title: 'Shared sections' },
  quoteForm: { id: 'quoteForm', title: 'Quote form' },
  thankYouPage: { id: 'thankYouPage', title: 'Thank-you page' },
  gtmTestPage: { id: 'gtmTestPage', title: 'Tag manager test page' },
} as const

// Pages with a fixed address: the document id is the type and the address, e.g. productPage-auto-insurance.
const fixedPages = <Route extends string>(type: string, pages: Record<Route, string>) =>
  Object.entries<string>(pages).map(([route, title]) => ({
    id: `${type}-${route}`,
    route: route as Route,
    title,
  }))

export const PRODUCT_PAGES = fixedPages('productPage', {
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

export const FIXED_TYPES = new Set<string>([...Object.keys(SINGLETONS), 'productPage', 'legalPage'])
