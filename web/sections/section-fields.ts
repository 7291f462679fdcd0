import { aboutSectionFields } from './about/about-section-query'
import { cardsSectionFields } from './cards/cards-section-query'
import { coverageGuideSectionFields } from './coverage-guide/coverage-guide-section-query'
import { ctaSectionFields } from './cta/cta-section-query'
import { discountsSectionFields } from './discounts/discounts-section-query'
import { faqSectionFields, faqSectionTags } from './faq/faq-section-query'
import { heroSectionFields, heroSectionTags } from './hero/hero-section-query'
import {
  latestGuidesSectionFields,
  latestGuidesSectionTags,
} from './latest-guides/latest-guides-section-query'
import { reviewsSectionFields } from './reviews/reviews-section-query'
import { richTextSectionFields } from './rich-text/rich-text-section-query'
import { statsSectionFields, statsSectionTags } from './stats/stats-section-query'
import { teamSectionFields, teamSectionTags } from './team/team-section-query'

// One fragment per section type, each from its section's folder; a type the site does not know keeps only _key
// and _type, and is skipped. Written out rather than built from the registry: Sanity TypeGen reads the query
// statically to type each section.
export const sectionFields = /* groq */ `{
  _key,
  _type,
  ${heroSectionFields},
  ${cardsSectionFields},
  ${statsSectionFields},
  ${discountsSectionFields},
  ${coverageGuideSectionFields},
  ${ctaSectionFields},
  ${aboutSectionFields},
  ${teamSectionFields},
  ${faqSectionFields},
  ${reviewsSectionFields},
  ${richTextSectionFields},
  ${latestGuidesSectionFields}
}`

/** Every document type a section reads besides its page. */
export const SECTION_TAGS = [
  ...heroSectionTags,
  ...statsSectionTags,
  ...teamSectionTags,
  ...faqSectionTags,
  ...latestGuidesSectionTags,
]
