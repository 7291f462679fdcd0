import type { SectionType } from '@/lib/content/sections'

import { aboutSection } from './about/about-section'
import { cardsSection } from './cards/cards-section'
import { coverageGuideSection } from './coverage-guide/coverage-guide-section'
import { ctaSection } from './cta/cta-section'
import { discountsSection } from './discounts/discounts-section'
import { faqSection } from './faq/faq-section'
import { heroSection } from './hero/hero-section'
import { latestGuidesSection } from './latest-guides/latest-guides-section'
import { reviewsSection } from './reviews/reviews-section'
import { richTextSection } from './rich-text/rich-text-section'
import type { SectionEntry } from './section-entry'
import { statsSection } from './stats/stats-section'
import { teamSection } from './team/team-section'

/**
 * The section library: each section type the Studio offers, drawn by the entry in its folder. A type missing here
 * fails the type check; a type the content has and this list lacks is skipped (see planSections).
 */
export const SECTIONS: { [Type in SectionType]: SectionEntry<Type> } = {
  heroSection,
  cardsSection,
  statsSection,
  discountsSection,
  coverageGuideSection,
  ctaSection,
  aboutSection,
  teamSection,
  faqSection,
  reviewsSection,
  richTextSection,
  latestGuidesSection,
}
