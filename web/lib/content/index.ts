import 'server-only'

import { fetchContent } from './fetch'
import {
  faqItemsQuery,
  gtmTestPageQuery,
  homePageQuery,
  leadChoicesQuery,
  legalPageQuery,
  productPageQuery,
  quoteFormQuery,
  reviewsQuery,
  sharedSectionsQuery,
  siteSettingsQuery,
  teamMembersQuery,
  thankYouPageQuery,
} from './queries'

// A missing singleton is an editing mistake, not a 404: fail loudly with the document to create.
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`Content missing: ${what}. Create or publish it in the Studio.`)
  return value
}

export const getSiteSettings = async () =>
  present(
    await fetchContent({ query: siteSettingsQuery, tags: ['siteSettings'] }),
    'the "Site settings" document',
  )

export const getHomePage = async () =>
  present(
    await fetchContent({ query: homePageQuery, tags: ['homePage', 'stat'] }),
    'the "Home page" document',
  )

export const getSharedSections = async () =>
  present(
    await fetchContent({ query: sharedSectionsQuery, tags: ['sharedSections', 'stat'] }),
    'the "Shared sections" document',
  )

export const getProductPage = async (route: string) =>
  present(
    await fetchContent({ query: productPageQuery, params: { route }, tags: ['productPage', 'stat'] }),
    `the product page for /${route}`,
  )

export const getLegalPage = async (route: string) =>
  present(
    await fetchContent({ query: legalPageQuery, params: { route }, tags: ['legalPage'] }),
    `the legal page /${route}`,
  )

export const getThankYouPage = async () =>
  present(
    await fetchContent({ query: thankYouPageQuery, tags: ['thankYouPage'] }),
    'the "Thank-you page" document',
  )

export const getQuoteForm = async () =>
  present(await fetchContent({ query: quoteFormQuery, tags: ['quoteForm'] }), 'the "Quote form" document')

export const getGtmTestPage = async () =>
  present(
    await fetchContent({ query: gtmTestPageQuery, tags: ['gtmTestPage'] }),
    'the "Tag manager test page" document',
  )

export const getFaqItems = () => fetchContent({ query: faqItemsQuery, tags: ['faqItem'] })
export const getReviews = () => fetchContent({ query: reviewsQuery, tags: ['review'] })
export const getTeamMembers = () => fetchContent({ query: teamMembersQuery, tags: ['teamMember'] })

/** Every coverage, contact and timeframe choice a quote form offers. */
export async function getLeadChoices() {
  const { form, pageCoverageTypes } = await fetchContent({
    query: leadChoicesQuery,
    tags: ['quoteForm', 'productPage'],
  })
  return {
    coverage: [...(form?.coverageOptions ?? []), ...pageCoverageTypes.filter((type) => type !== null)],
    contact: form?.contactOptions ?? [],
    timeframe: form?.timeframeOptions ?? [],
  }
}
