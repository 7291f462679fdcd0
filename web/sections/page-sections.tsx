import { Fragment, type ReactNode } from 'react'

import { getFaqItems, getReviews, getSharedSections, getSiteSettings, getTeamMembers } from '@/lib/content'
import type { Language } from '@/lib/i18n'
import {
  planSections,
  type Section,
  type SectionOf,
  type SectionSpec,
  type SectionSpecs,
  type SectionType,
} from '@/lib/content/sections'

import { AboutSection } from '@/sections/about/about-section'
import { CardsSection } from '@/sections/cards/cards-section'
import { CoverageGuideSection } from '@/sections/coverage-guide/coverage-guide-section'
import { CtaSection } from '@/sections/cta/cta-section'
import { DiscountsSection } from '@/sections/discounts/discounts-section'
import { FaqSection } from '@/sections/faq/faq-section'
import { HeroSection } from '@/sections/hero/hero-section'
import { ReviewsSection } from '@/sections/reviews/reviews-section'
import { RichTextSection } from '@/sections/rich-text/rich-text-section'
import { StatsSection } from '@/sections/stats/stats-section'
import { TeamSection } from '@/sections/team/team-section'

/** What a section may need to know about the page it is on. */
export type PageContext = { path: string; quoteFormHref: string; language: Language; thankYouPath: string }

type SectionProps<Type extends SectionType> = { section: SectionOf<Type>; id: string; page: PageContext }

type Registration<Type extends SectionType> = SectionSpec<Type> & {
  render: (props: SectionProps<Type>) => ReactNode
}

// About, team, FAQ and reviews show content edited once for every page; a page may give them its own heading.

async function About({ section, id, page }: SectionProps<'aboutSection'>) {
  const { about } = await getSharedSections(page.language)
  return <AboutSection id={id} about={{ ...about, heading: section.heading ?? about.heading }} />
}

async function Team({ section, id, page }: SectionProps<'teamSection'>) {
  const [shared, everyone] = await Promise.all([
    getSharedSections(page.language),
    getTeamMembers(page.language),
  ])
  return (
    <TeamSection
      id={id}
      language={page.language}
      heading={section.heading ?? shared.team.heading}
      members={section.members?.length ? section.members : everyone}
    />
  )
}

async function Faq({ section, id, page }: SectionProps<'faqSection'>) {
  const [shared, sharedItems] = await Promise.all([
    getSharedSections(page.language),
    getFaqItems(page.language),
  ])
  const items = section.items?.length
    ? // A question whose document was deleted is left out.
      section.items.flatMap(({ _key, question, answer }) =>
        question && answer ? [{ key: _key, question, answer }] : [],
      )
    : sharedItems.map(({ _id, question, answer }) => ({ key: _id, question, answer }))
  return <FaqSection id={id} heading={section.heading ?? shared.faq.heading} items={items} />
}

async function Reviews({ section, id, page }: SectionProps<'reviewsSection'>) {
  const [shared, reviews] = await Promise.all([getSharedSections(page.language), getReviews()])
  return (
    <ReviewsSection
      id={id}
      content={{ ...shared.reviews, heading: section.heading ?? shared.reviews.heading }}
      reviews={reviews}
      language={page.language}
    />
  )
}

async function Cta({ section, id, page }: SectionProps<'ctaSection'>) {
  const { phone } = await getSiteSettings(page.language)
  return <CtaSection id={id} cta={section} quoteFormHref={page.quoteFormHref} phone={phone} />
}

/**
 * The section library: each section type the Studio offers, drawn by one component. A type missing here fails
 * the type check; a type the content has and this list lacks is skipped (see planSections).
 */
export const SECTIONS: { [Type in SectionType]: Registration<Type> } = {
  heroSection: {
    title: 'Hero with quote form',
    required: ['headline', 'formTitle', 'submitLabel'],
    render: ({ section, page }) => <HeroSection section={section} page={page} />,
  },
  cardsSection: {
    title: 'Cards',
    required: ['heading', 'cards'],
    render: ({ section, id }) => (
      <CardsSection
        id={id}
        heading={section.heading}
        cards={section.cards}
        columns={section.columns ?? undefined}
        tone={section.background ?? undefined}
      />
    ),
  },
  statsSection: {
    title: 'Stats band',
    required: ['heading', 'items'],
    anchor: 'stats',
    render: ({ section, id }) => <StatsSection id={id} stats={section} />,
  },
  discountsSection: {
    title: 'Discounts',
    required: ['heading', 'items'],
    anchor: 'discounts',
    render: ({ section, id }) => <DiscountsSection id={id} discounts={section} />,
  },
  coverageGuideSection: {
    title: 'Coverage-need guide',
    required: ['heading', 'rules', 'example'],
    anchor: 'coverage-guide',
    render: ({ section, id, page }) => (
      <CoverageGuideSection id={id} guide={section} language={page.language} />
    ),
  },
  ctaSection: {
    title: 'Call-to-action band',
    required: ['title', 'buttonLabel', 'phoneLabel'],
    render: (props) => <Cta {...props} />,
  },
  aboutSection: {
    title: 'About / why choose us',
    required: [],
    anchor: 'about',
    render: (props) => <About {...props} />,
  },
  teamSection: {
    title: 'Meet the team',
    required: [],
    anchor: 'team',
    render: (props) => <Team {...props} />,
  },
  faqSection: { title: 'FAQ', required: [], anchor: 'faq', render: (props) => <Faq {...props} /> },
  reviewsSection: {
    title: 'Reviews',
    required: [],
    anchor: 'reviews',
    render: (props) => <Reviews {...props} />,
  },
  richTextSection: {
    title: 'Text',
    required: ['body'],
    render: ({ section, id }) => <RichTextSection id={id} section={section} />,
  },
}

const render = <Type extends SectionType>(section: SectionOf<Type>, id: string, page: PageContext) =>
  (SECTIONS[section._type as Type] as Registration<Type>).render({ section, id, page })

/** A page's sections, top to bottom, each drawn by its registered component. */
export function PageSections({
  sections,
  where,
  page,
}: {
  sections: readonly Section[]
  /** Names the page in messages to editors, e.g. “the page /umbrella-insurance”. */
  where: string
  page: PageContext
}) {
  return planSections(sections, SECTIONS as SectionSpecs, where).map(({ section, id }) => (
    <Fragment key={section._key}>{render(section, id, page)}</Fragment>
  ))
}
