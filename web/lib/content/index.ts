import 'server-only'

import type { Language } from '../i18n'
import { fetchContent } from './fetch'
import { SECTION_TAGS } from '../../sections/section-fields'
import type { ContentTag } from './tags'
import {
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
  movedPageQuery,
  addressTypeQuery,
  pageQuery,
  pageSlugsQuery,
  quoteFormQuery,
  reviewsQuery,
  serviceCenterPageQuery,
  sharedSectionsQuery,
  siteSettingsQuery,
  teamMembersQuery,
  thankYouPageQuery,
  thankYouPathQuery,
  addressSlugsQuery,
  sitemapQuery,
} from './queries'

// A missing singleton is an editing mistake, not a 404: fail loudly with the document to create.
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`Content missing: ${what}. Create or publish it in the Studio.`)
  return value
}

// Every page reads content in its own language: document-level translations by their language field,
// field-level ones by picking the language's value (see queries.ts).

export const getSiteSettings = async (language: Language) =>
  present(
    await fetchContent({
      query: siteSettingsQuery,
      params: { language },
      tags: ['siteSettings', 'legalPage'],
    }),
    'the "Site settings" document',
  )

// A page shows its own document, the pages and legal pages its links name, and what its sections read.
// Links follow references into the reader's language through translation.metadata, so that type is read too.
const PAGE_TAGS = [
  'page',
  'homePage',
  'legalPage',
  'thankYouPage',
  'serviceCenterPage',
  'translation.metadata',
  ...SECTION_TAGS,
] satisfies ContentTag[]

export const getHomePage = async (language: Language) =>
  present(
    await fetchContent({ query: homePageQuery, params: { language }, tags: PAGE_TAGS }),
    `the "Home page" document in ${language}`,
  )

export const getSharedSections = async (language: Language) =>
  present(
    await fetchContent({
      query: sharedSectionsQuery,
      params: { language },
      tags: ['sharedSections', 'stat', 'page', 'homePage', 'translation.metadata'],
    }),
    `the "Shared sections" document in ${language}`,
  )

/** The page at /<slug> (or /es/<slug>), or null: an address without a page is a 404, not an editing mistake. */
export const getPage = (language: Language, slug: string) =>
  fetchContent({ query: pageQuery, params: { language, slug }, tags: PAGE_TAGS })

export const getPageSlugs = (language: Language) =>
  fetchContent({ query: pageSlugsQuery, params: { language }, tags: ['page'] })

/** Where a page that used to live at <slug> lives now, or null. */
export const getMovedPage = (language: Language, slug: string) =>
  fetchContent({ query: movedPageQuery, params: { language, slug }, tags: ['page'] })

/** Which kind of document has the address <slug> in `language`: a page, a legal page or the thank-you page. */
export const getAddressType = (language: Language, slug: string) =>
  fetchContent({
    query: addressTypeQuery,
    params: { language, slug },
    tags: ['page', 'legalPage', 'thankYouPage'],
  })

export const getLegalPage = async (language: Language, slug: string) =>
  present(
    await fetchContent({ query: legalPageQuery, params: { language, slug }, tags: PAGE_TAGS }),
    `the legal page ${slug} in ${language}`,
  )

export const getThankYouPage = async (language: Language) =>
  present(
    await fetchContent({ query: thankYouPageQuery, params: { language }, tags: PAGE_TAGS }),
    `the "Thank-you page" document in ${language}`,
  )

export const getThankYouPath = async (language: Language) =>
  present(
    await fetchContent({ query: thankYouPathQuery, params: { language }, tags: ['thankYouPage'] }),
    `the address of the "Thank-you page" in ${language}`,
  )

export const getSitemapEntries = () =>
  fetchContent({
    query: sitemapQuery,
    tags: [
      'homePage',
      'page',
      'legalPage',
      'serviceCenterPage',
      'guidesPage',
      'article',
      'translation.metadata',
    ],
  })

// What a list of guides shows of each: its lines' names and its author's.
const GUIDE_CARD_TAGS = ['article', 'insuranceLine', 'teamMember'] satisfies ContentTag[]

export const getGuidesPage = async (language: Language) =>
  present(
    await fetchContent({
      query: guidesPageQuery,
      params: { language },
      tags: ['guidesPage', 'translation.metadata'],
    }),
    `the "Guides page" document in ${language}`,
  )

/** Every guide in `language`, newest first. */
export const getGuides = (language: Language) =>
  fetchContent({ query: guidesQuery, params: { language }, tags: GUIDE_CARD_TAGS })

export const getGuideLines = (language: Language) =>
  fetchContent({ query: guideLinesQuery, params: { language }, tags: ['insuranceLine', 'article'] })

/** The guide at /guides/<slug> (or /es/guias/<slug>), or null: an address without a guide is a 404. */
export const getGuide = (language: Language, slug: string) =>
  fetchContent({
    query: guideQuery,
    params: { language, slug },
    tags: [...GUIDE_CARD_TAGS, ...PAGE_TAGS],
  })

export const getGuideSlugs = (language: Language) =>
  fetchContent({ query: guideSlugsQuery, params: { language }, tags: ['article'] })

export const getServiceCenterPage = async (language: Language) =>
  present(
    await fetchContent({
      query: serviceCenterPageQuery,
      params: { language },
      tags: ['serviceCenterPage', ...PAGE_TAGS],
    }),
    `the "Service center" document in ${language}`,
  )

/** The carrier directory; a carrier's lines are read in $language. */
export const getCarriers = (language: Language) =>
  fetchContent({ query: carriersQuery, params: { language }, tags: ['carrier', 'insuranceLine'] })

export const getCarrierLines = (language: Language) =>
  fetchContent({ query: carrierLinesQuery, params: { language }, tags: ['carrier', 'insuranceLine'] })

export const getAddressSlugs = (language: Language) =>
  fetchContent({
    query: addressSlugsQuery,
    params: { language },
    tags: ['page', 'legalPage', 'thankYouPage'],
  })

export const getQuoteForm = async (language: Language) =>
  present(
    await fetchContent({ query: quoteFormQuery, params: { language }, tags: ['quoteForm', ...PAGE_TAGS] }),
    'the "Quote form" document',
  )

export const getGtmTestPage = async () =>
  present(
    await fetchContent({ query: gtmTestPageQuery, tags: ['gtmTestPage'] }),
    'the "Tag manager test page" document',
  )

export const getFaqItems = (language: Language) =>
  fetchContent({ query: faqItemsQuery, params: { language }, tags: ['faqItem'] })
export const getReviews = () => fetchContent({ query: reviewsQuery, tags: ['review'] })
export const getTeamMembers = (language: Language) =>
  fetchContent({ query: teamMembersQuery, params: { language }, tags: ['teamMember'] })

/** Every coverage, contact and timeframe choice a quote form offers. */
export async function getLeadChoices() {
  const { form, pageCoverageTypes } = await fetchContent({
    query: leadChoicesQuery,
    tags: ['quoteForm', 'page', 'homePage'],
  })
  return {
    coverage: [...(form?.coverage ?? []), ...pageCoverageTypes.filter((type) => type !== null)],
    contact: form?.contact ?? [],
    timeframe: form?.timeframe ?? [],
  }
}
