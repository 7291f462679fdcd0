import 'server-only'

import type { QueryParams } from '@sanity/client'

import type { Language } from '../i18n'
import { fetchContent } from './fetch'
import { SECTION_TAGS } from '../../sections/section-fields'
import type { ContentTag } from './tags'
import {
  callTimeQuery,
  carrierLinesQuery,
  carriersQuery,
  faqItemsQuery,
  gtmTestPageQuery,
  guideLinesQuery,
  guideQuery,
  guideSlugsQuery,
  guidesPageQuery,
  guidesQuery,
  homePageQuery,
  leadChoicesQuery,
  legalPageQuery,
  addressBookQuery,
  pageQuery,
  pageSlugsQuery,
  quoteFormQuery,
  quoteIntakeSettingsQuery,
  quoteIntakesQuery,
  reviewsQuery,
  serviceCenterPageQuery,
  optOutPageQuery,
  sharedSectionsQuery,
  siteSettingsQuery,
  smsConsentQuery,
  smsConsentWordsQuery,
  consentWordsQuery,
  writtenConfirmationNoticeWordsQuery,
  teamMembersQuery,
  thankYouPageQuery,
  thankYouPathQuery,
  addressSlugsQuery,
  sitemapQuery,
  siteImagesQuery,
} from './queries'

// A missing singleton is an editing mistake, not a 404: fail loudly with the document to create.
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`Content missing: ${what}. Create or publish it in the Studio.`)
  return value
}

/** Fetches `query`, cached until a document of one of `tags` (every type the query reads) changes. */
const cachedQuery = <const Query extends string>(query: Query, tags: ContentTag[]) =>
  Object.assign((params: QueryParams = {}) => fetchContent({ query, params, tags }), { query, tags })

// Links and the language switcher follow translation.metadata into another language. Its references may lead to
// a document of any translated type, so whatever follows one reads them all.
const TRANSLATION_TAGS = [
  'translation.metadata',
  'homePage',
  'page',
  'legalPage',
  'thankYouPage',
  'serviceCenterPage',
  'optOutPage',
  'guidesPage',
  'sharedSections',
  'faqItem',
  'article',
] satisfies ContentTag[]

// A page shows its own document, the documents its links and translations lead to, and what its sections read.
const PAGE_TAGS = [...TRANSLATION_TAGS, ...SECTION_TAGS] satisfies ContentTag[]

// What a list of guides shows of each: its lines' names.
const GUIDE_CARD_TAGS = ['article', 'insuranceLine'] satisfies ContentTag[]

// Declared together, each query with its tags, so a test can check every list against what its query reads.
const load = {
  siteSettings: cachedQuery(siteSettingsQuery, ['siteSettings', ...TRANSLATION_TAGS]),
  homePage: cachedQuery(homePageQuery, PAGE_TAGS),
  sharedSections: cachedQuery(sharedSectionsQuery, ['sharedSections', 'stat', ...TRANSLATION_TAGS]),
  page: cachedQuery(pageQuery, PAGE_TAGS),
  pageSlugs: cachedQuery(pageSlugsQuery, ['page']),
  addressBook: cachedQuery(addressBookQuery, ['page', 'legalPage', 'thankYouPage']),
  legalPage: cachedQuery(legalPageQuery, PAGE_TAGS),
  thankYouPage: cachedQuery(thankYouPageQuery, PAGE_TAGS),
  thankYouPath: cachedQuery(thankYouPathQuery, ['thankYouPage']),
  callTime: cachedQuery(callTimeQuery, ['siteSettings', 'thankYouPage']),
  sitemap: cachedQuery(sitemapQuery, TRANSLATION_TAGS),
  guidesPage: cachedQuery(guidesPageQuery, ['guidesPage', ...TRANSLATION_TAGS]),
  guides: cachedQuery(guidesQuery, GUIDE_CARD_TAGS),
  guideLines: cachedQuery(guideLinesQuery, ['insuranceLine', 'article']),
  // A guide ends with the quote form of its line's page, so it reads what a page reads; its cover is an image.
  guide: cachedQuery(guideQuery, [...GUIDE_CARD_TAGS, 'sanity.imageAsset', ...PAGE_TAGS]),
  guideSlugs: cachedQuery(guideSlugsQuery, ['article']),
  serviceCenterPage: cachedQuery(serviceCenterPageQuery, ['serviceCenterPage', ...PAGE_TAGS]),
  optOutPage: cachedQuery(optOutPageQuery, ['optOutPage', ...TRANSLATION_TAGS]),
  carriers: cachedQuery(carriersQuery, ['carrier', 'insuranceLine', 'sanity.imageAsset']),
  carrierLines: cachedQuery(carrierLinesQuery, ['carrier', 'insuranceLine']),
  addressSlugs: cachedQuery(addressSlugsQuery, ['page', 'legalPage', 'thankYouPage']),
  quoteForm: cachedQuery(quoteFormQuery, ['quoteForm', 'quoteIntake', 'quoteIntakeSettings', ...PAGE_TAGS]),
  gtmTestPage: cachedQuery(gtmTestPageQuery, ['gtmTestPage']),
  faqItems: cachedQuery(faqItemsQuery, ['faqItem']),
  reviews: cachedQuery(reviewsQuery, ['review']),
  teamMembers: cachedQuery(teamMembersQuery, ['teamMember', 'sanity.imageAsset']),
  leadChoices: cachedQuery(leadChoicesQuery, ['quoteForm', 'page', 'homePage']),
  quoteIntakes: cachedQuery(quoteIntakesQuery, ['quoteIntake']),
  quoteIntakeSettings: cachedQuery(quoteIntakeSettingsQuery, ['quoteIntakeSettings']),
  smsConsent: cachedQuery(smsConsentQuery, ['siteSettings', ...TRANSLATION_TAGS]),
  smsConsentWords: cachedQuery(smsConsentWordsQuery, ['siteSettings']),
  consentWords: cachedQuery(consentWordsQuery, ['quoteForm', 'serviceCenterPage']),
  writtenConfirmationNoticeWords: cachedQuery(writtenConfirmationNoticeWordsQuery, ['serviceCenterPage']),
  siteImages: cachedQuery(siteImagesQuery, ['teamMember', 'article', 'carrier', 'sanity.imageAsset']),
}

/** Every cached query with its tags, for the test that derives what each query reads. */
export const CACHED_QUERIES = Object.entries(load).map(([name, { query, tags }]) => ({ name, query, tags }))

// Every page reads content in its own language: document-level translations by their language field,
// field-level ones by picking the language's value (see queries.ts).

export const getSiteSettings = async (language: Language) =>
  present(await load.siteSettings({ language }), 'the "Site settings" document')

export const getHomePage = async (language: Language) =>
  present(await load.homePage({ language }), `the "Home page" document in ${language}`)

export const getSharedSections = async (language: Language) =>
  present(await load.sharedSections({ language }), `the "Shared sections" document in ${language}`)

/**
 * Which kind of document has the address <slug> in `language` (a page, a legal page or the thank-you page), or
 * null. Read from the language's one list of addresses: an address anyone can make up costs no query and leaves
 * no cache entry of its own.
 */
export const getAddressType = async (language: Language, slug: string) =>
  (await load.addressBook({ language })).addresses.find((address) => address.slug === slug)?._type ?? null

/** The page at /<slug> (or /es/<slug>), or null: an address without a page is a 404, not an editing mistake. */
export const getPage = async (language: Language, slug: string) =>
  (await getAddressType(language, slug)) === 'page' ? load.page({ language, slug }) : null

export const getPageSlugs = (language: Language) => load.pageSlugs({ language })

/** Where a page that used to live at <slug> lives now (the latest move, if two pages had it), or null. */
export const getMovedPage = async (language: Language, slug: string) =>
  (await load.addressBook({ language })).moved.find((page) => page.from?.includes(slug))?.to ?? null

export const getLegalPage = async (language: Language, slug: string) =>
  present(await load.legalPage({ language, slug }), `the legal page ${slug} in ${language}`)

export const getThankYouPage = async (language: Language) =>
  present(await load.thankYouPage({ language }), `the "Thank-you page" document in ${language}`)

export const getThankYouPath = async (language: Language) =>
  present(await load.thankYouPath({ language }), `the address of the "Thank-you page" in ${language}`)

/** The office's calendar for booking a call, and the words for it in `language`. */
export async function getCallTimeContent(language: Language) {
  const { settings, words } = await load.callTime({ language })
  return {
    settings: present(settings, 'the "Site settings" document'),
    words: present(words, `“When should we call you?” on the "Thank-you page" document in ${language}`),
  }
}

export const getSitemapEntries = () => load.sitemap()

export const getGuidesPage = async (language: Language) =>
  present(await load.guidesPage({ language }), `the "Guides page" document in ${language}`)

/** Every guide in `language`, newest first. */
export const getGuides = (language: Language) => load.guides({ language })

export const getGuideLines = (language: Language) => load.guideLines({ language })

export const getGuideSlugs = (language: Language) => load.guideSlugs({ language })

/** The guide at /guides/<slug> (or /es/guias/<slug>), or null: an address without a guide is a 404. */
export const getGuide = async (language: Language, slug: string) =>
  (await getGuideSlugs(language)).includes(slug) ? load.guide({ language, slug }) : null

export const getServiceCenterPage = async (language: Language) =>
  present(await load.serviceCenterPage({ language }), `the "Service center" document in ${language}`)

export const getOptOutPage = async (language: Language) =>
  present(await load.optOutPage({ language }), `the "Stop texts and calls" document in ${language}`)

/** The carrier directory; a carrier's lines are read in $language. */
export const getCarriers = (language: Language) => load.carriers({ language })

export const getCarrierLines = (language: Language) => load.carrierLines({ language })

export const getAddressSlugs = (language: Language) => load.addressSlugs({ language })

export const getQuoteForm = async (language: Language) =>
  present(await load.quoteForm({ language }), 'the "Quote form" document')

export const getGtmTestPage = async () =>
  present(await load.gtmTestPage(), 'the "Tag manager test page" document')

export const getFaqItems = (language: Language) => load.faqItems({ language })
export const getReviews = () => load.reviews()
export const getTeamMembers = (language: Language) => load.teamMembers({ language })

/** Every coverage, contact and timeframe choice a quote form offers. */
export async function getLeadChoices() {
  const { form, pageCoverageTypes } = await load.leadChoices()
  return {
    coverage: [...(form?.coverage ?? []), ...pageCoverageTypes.filter((type) => type !== null)],
    contact: form?.contact ?? [],
    timeframe: form?.timeframe ?? [],
  }
}

/** The online quotes a lead for `coverageType` is invited to, with their texts in `language`. */
export const getQuoteIntakes = (coverageType: string, language: Language) =>
  load.quoteIntakes({ coverageType, language })

export const getQuoteIntakeSettings = async (language: Language) =>
  present(await load.quoteIntakeSettings({ language }), 'the "Online quote: words and messages" document')

/** The “text me” box by the phone field, in `language`. */
export const getSmsConsent = async (language: Language) =>
  present(await load.smsConsent({ language }), 'the "Site settings" document')

/** Every wording of the “text me” box: published now, and replaced since (with when). */
export const getSmsConsentWords = async () => (await load.smsConsentWords()) ?? { current: [], retired: [] }

/** Every wording of the consent under the forms' button: published now, and replaced since (with when). */
export const getConsentWords = async () => (await load.consentWords()) ?? { current: [], retired: [] }

/** Every wording of the service centers' notice that nothing changes until confirmed in writing: published now, and replaced since. */
export const getWrittenConfirmationNoticeWords = async () =>
  (await load.writtenConfirmationNoticeWords()) ?? { current: [], retired: [] }

/** Every picture the site draws (app/images serves only these, cut only as the site asks). */
export const getSiteImages = () => load.siteImages()
