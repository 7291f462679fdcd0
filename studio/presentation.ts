import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation'

import {
  articlePath,
  DEFAULT_LANGUAGE,
  GUIDE_LIST_SEGMENTS,
  GUIDES_PATHS,
  type LanguageId,
  languageOf,
  pathOf,
} from './languages'
import { ADDRESS_TYPES } from './schemas/fields'
import { LEGAL_PAGES, PRODUCT_PAGES, SERVICE_CENTER_SLUGS, THANK_YOU_SLUG } from './singletons'

type Location = { title: string; href: string }

// Which pages show each document type, so the Presentation tool offers the right previews for any document.
// Shared content (the about, team, FAQ and reviews sections, stats, the quote form) can appear on any page built
// from sections; in English the home page and the four product pages stand for them, in Spanish the home page
// (the Spanish product pages choose their own addresses).
const homePage = (language: LanguageId): Location => ({
  title: language === DEFAULT_LANGUAGE ? 'Home page' : 'Spanish home page',
  href: pathOf(language),
})
const landingPages: Record<LanguageId, Location[]> = {
  en: [homePage('en'), ...PRODUCT_PAGES.map(({ title, slug }) => ({ title, href: pathOf('en', slug) }))],
  es: [homePage('es')],
}
const everyLandingPage = [...landingPages.en, ...landingPages.es]
// Carriers and insurance lines are listed on the service center, in both languages.
const serviceCenters: Location[] = [
  { title: 'Service center', href: pathOf('en', SERVICE_CENTER_SLUGS.en) },
  { title: 'Spanish service center', href: pathOf('es', SERVICE_CENTER_SLUGS.es) },
]
const everyEnglishPage: Location[] = [
  ...landingPages.en,
  ...LEGAL_PAGES.map(({ title, slug }) => ({ title, href: pathOf('en', slug) })),
  { title: 'Thank-you page', href: pathOf('en', THANK_YOU_SLUG) },
  serviceCenters[0]!,
]
const shownOn = (locations: Location[]) => defineLocations({ locations })

/** A translated document, shown on the pages of its own language. */
const shownInItsLanguage = (locations: Record<LanguageId, Location[]>) =>
  defineLocations({
    select: { language: 'language' },
    resolve: (doc) => ({ locations: locations[languageOf(doc)] }),
  })

/**
 * A document with an address of its own, shown there under its title: `path` places it in its language, and
 * `alsoOn` names the pages that list it.
 */
const atOwnAddress = (
  kind: string,
  path: (language: LanguageId, slug: string) => string,
  alsoOn: (language: LanguageId) => Location[] = () => [],
) =>
  defineLocations({
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    resolve: (doc) => {
      if (!doc?.slug)
        return { message: `This ${kind} has no address yet: give it one to preview it.`, tone: 'caution' }
      const language = languageOf(doc)
      const href = path(language, doc.slug)
      return { locations: [{ title: doc.title ?? href, href }, ...alsoOn(language)] }
    },
  })

const ownAddress = atOwnAddress('page', pathOf)

// A guide appears at its own address and in the list of guides of its language.
const guides = (language: LanguageId): Location => ({
  title: language === DEFAULT_LANGUAGE ? 'Guides' : 'Spanish guides',
  href: GUIDES_PATHS[language],
})
const guideRoute = (language: LanguageId) => ({
  route: articlePath(language, ':slug'),
  filter: `_type == "article" && language == "${language}" && slug.current == $slug`,
})

// The list of guides goes on below its own address, on one line (/guides/line/auto) or one page of it
// (/guides/page/2): the guides page of the language holds the words of each.
const guideListRoutes = (language: LanguageId) => {
  const filter = `_type == "guidesPage" && language == "${language}"`
  const segments = GUIDE_LIST_SEGMENTS[language]
  return [
    { route: `${GUIDES_PATHS[language]}/${segments.line}/:key`, filter },
    { route: `${GUIDES_PATHS[language]}/${segments.page}/:page`, filter },
  ]
}

const addressTypes = JSON.stringify(ADDRESS_TYPES)

export const resolve: PresentationPluginOptions['resolve'] = {
  // More specific routes first: /es would otherwise match /:slug.
  mainDocuments: defineDocuments([
    { route: '/', filter: `_type == "homePage" && language == "en"` },
    { route: '/es', filter: `_type == "homePage" && language == "es"` },
    { route: '/gtm-test', filter: `_type == "gtmTestPage" && _id == "gtmTestPage"` },
    ...guideListRoutes('es'),
    ...guideListRoutes('en'),
    guideRoute('es'),
    guideRoute('en'),
    { route: '/es/:slug', filter: `_type in ${addressTypes} && language == "es" && slug.current == $slug` },
    { route: '/:slug', filter: `_type in ${addressTypes} && language == "en" && slug.current == $slug` },
  ]),
  locations: {
    homePage: shownInItsLanguage({ en: [homePage('en')], es: [homePage('es')] }),
    page: ownAddress,
    legalPage: ownAddress,
    thankYouPage: ownAddress,
    serviceCenterPage: ownAddress,
    optOutPage: ownAddress,
    guidesPage: ownAddress,
    article: atOwnAddress('guide', articlePath, (language) => [guides(language)]),
    carrier: shownOn(serviceCenters),
    insuranceLine: shownOn(serviceCenters),
    gtmTestPage: shownOn([{ title: 'Tag manager test page', href: '/gtm-test' }]),
    sharedSections: shownInItsLanguage(landingPages),
    faqItem: shownInItsLanguage(landingPages),
    // Documents holding every language appear on the pages of both.
    review: shownOn(everyLandingPage),
    teamMember: shownOn(everyLandingPage),
    stat: shownOn(everyLandingPage),
    quoteForm: shownOn(everyLandingPage),
    siteSettings: shownOn([...everyEnglishPage, ...landingPages.es]),
  },
}
