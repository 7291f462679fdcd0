// Documents that exist exactly once (or once per fixed route), keyed by the id the site queries them by.
export const SINGLETONS = {
  siteSettings: { id: 'siteSettings', title: 'Site settings' },
  homePage: { id: 'homePage', title: 'Home page' },
  sharedSections: { id: 'sharedSections', title: 'Shared sections' },
  quoteForm: { id: 'quoteForm', title: 'Quote form' },
  thankYouPage: { id: 'thankYouPage', title: 'Thank-you page' },
  gtmTestPage: { id: 'gtmTestPage', title: 'Tag manager test page' },
} as const

export const PRODUCT_PAGES = [
  { id: 'productPage-home-insurance', title: 'Home insurance' },
  { id: 'productPage-auto-insurance', title: 'Auto insurance' },
  { id: 'productPage-renters-insurance', title: 'Renters insurance' },
  { id: 'productPage-life-insurance', title: 'Life insurance' },
] as const

export const LEGAL_PAGES = [
  { id: 'legalPage-privacy-policy', title: 'Privacy policy' },
  { id: 'legalPage-terms-of-service', title: 'Terms of service' },
  { id: 'legalPage-accessibility', title: 'Accessibility statement' },
] as const

export const FIXED_TYPES = new Set<string>([...Object.keys(SINGLETONS), 'productPage', 'legalPage'])
