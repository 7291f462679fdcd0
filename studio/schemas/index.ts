import { faqItem } from './documents/faq-item'
import { gtmTestPage } from './documents/gtm-test-page'
import { homePage } from './documents/home-page'
import { lead } from './documents/lead'
import { legalPage } from './documents/legal-page'
import { productPage } from './documents/product-page'
import { quoteForm } from './documents/quote-form'
import { review } from './documents/review'
import { sharedSections } from './documents/shared-sections'
import { siteSettings } from './documents/site-settings'
import { stat } from './documents/stat'
import { teamMember } from './documents/team-member'
import { thankYouPage } from './documents/thank-you-page'
import { award } from './objects/award'
import { blockContent } from './objects/block-content'
import { card } from './objects/card'
import { coverageGuide } from './objects/coverage-guide'
import { ctaBand } from './objects/cta-band'
import { discount } from './objects/discount'
import { link } from './objects/link'
import { openingHours } from './objects/opening-hours'
import { postalAddress } from './objects/postal-address'
import { sectionHeading } from './objects/section-heading'
import { seo } from './objects/seo'
import { socialLink } from './objects/social-link'
import { statHighlight } from './objects/stat-highlight'

export const schemaTypes = [
  siteSettings,
  homePage,
  sharedSections,
  productPage,
  legalPage,
  thankYouPage,
  quoteForm,
  gtmTestPage,
  stat,
  faqItem,
  review,
  teamMember,
  lead,
  award,
  blockContent,
  card,
  coverageGuide,
  ctaBand,
  discount,
  link,
  openingHours,
  postalAddress,
  sectionHeading,
  seo,
  socialLink,
  statHighlight,
]
