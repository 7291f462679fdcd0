import { defineArrayMember, defineField } from 'sanity'

import { SectionsInput } from '../../inputs/sections-input'
import { aboutSection } from './about-section'
import { cardsSection } from './cards-section'
import { coverageGuideSection } from './coverage-guide-section'
import { ctaSection } from './cta-section'
import { discountsSection } from './discounts-section'
import { faqSection } from './faq-section'
import { heroSection } from './hero-section'
import { latestGuidesSection } from './latest-guides-section'
import { reviewsSection } from './reviews-section'
import { richTextSection } from './rich-text-section'
import { statsSection } from './stats-section'
import { teamSection } from './team-section'

/** The library editors build pages from, in the order the “Add section” menu lists them. */
export const sectionTypes = [
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
  latestGuidesSection,
  richTextSection,
]

type SectionItem = { _type?: string }

/** Why a list of sections cannot be published (an error), or should be looked at (a warning). */
export function heroProblem(
  sections: SectionItem[] | undefined,
): { level: 'error' | 'warning'; message: string } | null {
  const heroes = (sections ?? []).filter((section) => section._type === heroSection.name).length
  if (heroes > 1) {
    return {
      level: 'error',
      message: 'A page has one quote form: keep one “Hero with quote form” and remove the others.',
    }
  }
  if (heroes === 0 && sections?.length) {
    return {
      level: 'warning',
      message:
        'This page has no quote form. Add a “Hero with quote form” so visitors can ask for a quote here.',
    }
  }
  return null
}

export const sectionsField = () =>
  defineField({
    name: 'sections',
    title: 'Sections',
    type: 'array',
    description:
      'The page from top to bottom. Drag to reorder; “Add section” picks a section from the library.',
    of: sectionTypes.map(({ name }) => defineArrayMember({ type: name })),
    options: { insertMenu: { views: [{ name: 'list' }] } },
    components: { input: SectionsInput },
    validation: (rule) => [
      rule.required().min(1).error('Add at least one section.'),
      rule.custom((sections: SectionItem[] | undefined) => {
        const problem = heroProblem(sections)
        return problem?.level === 'error' ? problem.message : true
      }),
      rule
        .custom((sections: SectionItem[] | undefined) => {
          const problem = heroProblem(sections)
          return problem?.level === 'warning' ? problem.message : true
        })
        .warning(),
    ],
  })
