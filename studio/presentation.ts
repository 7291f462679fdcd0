import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation'

import { LEGAL_PAGES, PRODUCT_PAGES } from './singletons'

// Which pages show each document type, so the Presentation tool offers the right previews for any document.
const landingPages = [
  { title: 'Home page', href: '/' },
  ...PRODUCT_PAGES.map(({ title, route }) => ({ title, href: `/${route}` })),
]
const everyPage = [
  ...landingPages,
  ...LEGAL_PAGES.map(({ title, route }) => ({ title, href: `/${route}` })),
  { title: 'Thank-you page', href: '/thank-you' },
]
const shownOn = (locations: { title: string; href: string }[]) => defineLocations({ locations })
const ownRoute = defineLocations({
  select: { title: 'title', headline: 'hero.headline', route: 'route' },
  resolve: (doc) => ({
    locations: [{ title: doc?.headline ?? doc?.title ?? doc?.route, href: `/${doc?.route}` }],
  }),
})

export const resolve: PresentationPluginOptions['resolve'] = {
  mainDocuments: defineDocuments([
    { route: '/', filter: `_type == "homePage" && _id == "homePage"` },
    { route: '/thank-you', filter: `_type == "thankYouPage" && _id == "thankYouPage"` },
    { route: '/gtm-test', filter: `_type == "gtmTestPage" && _id == "gtmTestPage"` },
    { route: '/:route', filter: `_type in ["productPage", "legalPage"] && route == $route` },
  ]),
  locations: {
    homePage: shownOn([landingPages[0]!]),
    productPage: ownRoute,
    legalPage: ownRoute,
    thankYouPage: shownOn([{ title: 'Thank-you page', href: '/thank-you' }]),
    gtmTestPage: shownOn([{ title: 'Tag manager test page', href: '/gtm-test' }]),
    sharedSections: shownOn(landingPages),
    faqItem: shownOn(landingPages),
    review: shownOn(landingPages),
    teamMember: shownOn(landingPages),
    stat: shownOn(landingPages),
    quoteForm: shownOn(landingPages),
    siteSettings: shownOn(everyPage),
  },
}
