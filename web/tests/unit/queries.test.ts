import type { QueryParams } from '@sanity/client'
import { describe, expect, it } from 'vitest'

import { queryEmbedded } from '@/lib/content/embedded-source'
import { DEFAULT_DATASET_PATH } from '@/lib/content/ndjson'
import * as queries from '@/lib/content/queries'
import type {
  FaqItemsQueryResult,
  HomePageQueryResult,
  LegalPageQueryResult,
  ProductPageQueryResult,
  QuoteFormQueryResult,
  ReviewsQueryResult,
  SharedSectionsQueryResult,
  SiteSettingsQueryResult,
  StatsQueryResult,
  TeamMembersQueryResult,
  ThankYouPageQueryResult,
} from '@/sanity.types'

// The spec (../shared/spec/product.md, sections 1-3 and 9) is what these figures are checked against.
const run = <T>(query: string, params: QueryParams = {}) =>
  queryEmbedded<T>(query, params, DEFAULT_DATASET_PATH)
const product = (route: string) =>
  run<NonNullable<ProductPageQueryResult>>(queries.productPageQuery, { route })
const titles = (cards: Array<{ title: string }> | undefined) => cards?.map((card) => card.title)

describe('embedded dataset through the site’s GROQ queries', () => {
  it('site settings hold the seed contact details, hours and founding year', async () => {
    const settings = await run<NonNullable<SiteSettingsQueryResult>>(queries.siteSettingsQuery)
    expect(settings.agencyName).toBe('Lone Star Shield Insurance Agency')
    expect(settings.phone).toBe('(214) 555-0143')
    expect(settings.email).toBe('hello@lonestarshield.example')
    expect(settings.leadEmail).toBe('leads@lonestarshield.example')
    expect(settings.address).toEqual({
      street: '2100 Ross Avenue',
      suite: 'Suite 900',
      city: 'Dallas',
      state: 'TX',
      postalCode: '75201',
    })
    expect(settings.foundedYear).toBe(1997)
    expect(settings.licensedState).toBe('Texas')
    expect(settings.languages).toEqual(['English', 'Spanish'])
    const weekdays = settings.hours.filter((entry) => !entry.closed)
    expect(weekdays.map((entry) => entry.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ])
    expect(new Set(weekdays.map((entry) => `${entry.opens}-${entry.closes}`))).toEqual(
      new Set(['09:30-17:00']),
    )
    expect(settings.hours.filter((entry) => entry.closed).map((entry) => entry.day)).toEqual([
      'Saturday',
      'Sunday',
    ])
    expect(settings.responsePromise).toMatch(/within 2 hours during business hours/)
    expect(settings.homeAnchors.map((anchor) => anchor.label)).toEqual([
      'Services',
      'About',
      'FAQ',
      'Reviews',
      'Contact',
    ])
    expect(settings.socialLinks?.map((social) => social.platform)).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'google',
    ])
    expect(settings.awards).toHaveLength(3)
    expect(settings.awards?.[0]).toMatchObject({ title: 'President’s Award', year: 2025 })
    expect(settings.legalLinks.map((legal) => legal.href)).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/accessibility',
    ])
  })

  it('claims and stats carry the spec’s figures', async () => {
    const stats = await run<StatsQueryResult>(queries.statsQuery)
    const value = Object.fromEntries(stats.map((entry) => [entry._id, entry.value]))
    expect(value).toMatchObject({
      'stat-max-savings': '70%',
      'stat-years': '27+',
      'stat-rating': '4.9',
      'stat-reviews': '2,500',
      'stat-recommend': '97%',
      'stat-renters-price': '$12/mo',
      'stat-tenants': '10K',
      'stat-drivers': '1M+',
      'stat-bundle-savings': '30%',
    })
  })

  it('the home page has four quote buttons, the service cards and six specialty lines', async () => {
    const page = await run<NonNullable<HomePageQueryResult>>(queries.homePageQuery)
    expect(page.hero.quoteButtons.map((button) => button.href)).toEqual([
      '/home-insurance',
      '/auto-insurance',
      '/renters-insurance',
      '/life-insurance',
    ])
    expect(page.services.cards.map((card) => card.link?.href)).toEqual(
      page.hero.quoteButtons.map((b) => b.href),
    )
    expect(page.services.cards.every((card) => card.link?.label === 'Quote')).toBe(true)
    expect(page.services.heading.intro).toContain('30%')
    expect(titles(page.specialty.cards)).toEqual([
      'Jewelry & Fine Art',
      'Secondary & Vacation Homes',
      'Umbrella Liability',
      'Mobile Home',
      'Identity Theft Protection',
      'High Net Worth',
    ])
    // Dereferenced stats resolve to their figures, not to dangling references.
    expect(page.hero.trustStats?.map((entry) => entry.value)).toEqual(['4.9', '2,500', '27+'])
  })

  it('the shared sections resolve their stats and label the carousel controls', async () => {
    const shared = await run<NonNullable<SharedSectionsQueryResult>>(queries.sharedSectionsQuery)
    expect(shared.about.heading.intro).toMatch(/since 1997/i)
    expect(shared.about.stats?.map((entry) => entry.value)).toEqual(['27+', '4.9', '97%', '1M+'])
    expect(shared.about.stats?.every((entry) => entry.label)).toBe(true)
    expect([shared.reviews.previousLabel, shared.reviews.nextLabel]).toEqual([
      'Previous review',
      'Next review',
    ])
  })

  it('FAQ has the five questions of the spec, in order', async () => {
    const faq = await run<FaqItemsQueryResult>(queries.faqItemsQuery)
    expect(faq).toHaveLength(5)
    expect(faq.map((item) => item.question)).toEqual([
      expect.stringMatching(/types of insurance/i),
      expect.stringMatching(/independent agency/i),
      expect.stringMatching(/jewelry or collectibles/i),
      expect.stringMatching(/claim/i),
      expect.stringMatching(/how long/i),
    ])
    expect(faq[0]!.answer).toMatch(/health, business and valuable possessions/)
  })

  it('five five-star Google reviews with initials', async () => {
    const reviews = await run<ReviewsQueryResult>(queries.reviewsQuery)
    expect(reviews).toHaveLength(5)
    for (const review of reviews) {
      expect(review).toMatchObject({ rating: 5, source: 'Google Review' })
      expect(review.initials).toBe(
        review.name
          .split(/\s+/)
          .map((part) => part[0])
          .join(''),
      )
    }
  })

  it('the team is the agency principal and the office manager', async () => {
    const team = await run<TeamMembersQueryResult>(queries.teamMembersQuery)
    expect(team.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'Maria Delgado', role: 'Agency Principal' },
      { name: 'Kevin Tran', role: 'Office Manager' },
    ])
  })

  it('the home insurance page: nav, three benefits, six coverage cards, 97% claim, submit label', async () => {
    const page = await product('home-insurance')
    expect(page.coverageType).toBe('Home Insurance')
    expect(page.navLinks.map((navLink) => navLink.label)).toEqual(['Home', 'Auto', 'Renters', 'Life'])
    expect(page.hero.benefits).toEqual([
      'Save up to 70% on your premium',
      'Fast and secure quotes',
      'Locally trusted since 1997',
    ])
    expect(titles(page.coverage.cards)).toEqual([
      'Dwelling Coverage',
      'Personal Property',
      'Liability Protection',
      'Additional Living Expenses',
      'Medical Payments',
      'Flexible Deductibles',
    ])
    expect(page.hero.trustStats).toEqual([{ value: '97%', label: 'of Texas homeowners recommend us' }])
    expect(page.hero.submitLabel).toBe('Get My Home Insurance Quote')
  })

  it('the auto page: rated 4.9, six coverages, four discounts with percentages, $400+, Get Covered Today', async () => {
    const page = await product('auto-insurance')
    expect(page.navLinks.map((navLink) => navLink.label)).toEqual([
      'Home',
      'Home Insurance',
      'Renters',
      'Life',
    ])
    expect(page.hero.headline).toMatch(/best auto insurance in texas.*4\.9/i)
    expect(titles(page.coverage.cards)).toEqual([
      'Liability',
      'Collision',
      'Comprehensive',
      'Uninsured Motorist',
      'Personal Injury Protection',
      'Roadside Assistance',
    ])
    expect(page.coverage.heading.eyebrow).toMatch(/7-point/)
    expect(page.discounts?.items?.map(({ title, percent }) => [title, percent])).toEqual([
      ['Multi-Car', 25],
      ['Good Driver', 30],
      ['Home + Auto Bundle', 20],
      ['Safety Features', 15],
    ])
    expect(page.discounts?.savingsClaim).toMatch(/\$400\+/)
    expect(page.cta.title).toBe('Get Covered Today')
    expect(page.hero.submitLabel).toBe('Get a Free Auto Quote')
  })

  it('the renters page: six coverage items and the five stats', async () => {
    const page = await product('renters-insurance')
    expect(page.navLinks.map((navLink) => navLink.label)).toEqual(['Home', 'Home Insurance', 'Auto', 'Life'])
    expect(titles(page.coverage.cards)).toEqual([
      'Personal Property',
      'Liability',
      'Additional Living Expenses',
      'Medical Payments',
      'Off-Premises Coverage',
      'Identity Theft',
    ])
    expect(page.stats?.items?.map((entry) => entry.value)).toEqual(['4.9', '2,500', '97%', '10K', '$12/mo'])
  })

  it('the life page: coverage types and the guide whose example sums to $830,000 on $60,000', async () => {
    const page = await product('life-insurance')
    expect(page.navLinks.map((navLink) => navLink.label)).toEqual([
      'Home',
      'Home Insurance',
      'Auto',
      'Renters',
    ])
    expect(titles(page.coverage.cards)).toEqual([
      'Term Life: 10, 20 or 30 Years',
      'Whole Life',
      'Universal Life',
      'Family Income Protection',
      'No-Medical-Exam Options',
      'Living Benefits',
    ])
    expect(titles(page.coverageGuide?.rules)).toEqual([
      '5–10× your annual income',
      '$100K per child',
      'Your debts',
      'Final expenses',
    ])
    const example = page.coverageGuide!.example
    expect(example.income).toBe(60000)
    expect(example.total).toBe(830000)
    expect(example.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(example.total)
  })

  it('every product page has its fixed coverage type, a CTA band and search metadata', async () => {
    for (const [route, coverage] of [
      ['home-insurance', 'Home Insurance'],
      ['auto-insurance', 'Auto Insurance'],
      ['renters-insurance', 'Renters Insurance'],
      ['life-insurance', 'Life Insurance'],
    ] as const) {
      const page = await product(route)
      expect(page.coverageType).toBe(coverage)
      expect(page.cta.buttonLabel).not.toBe('')
      expect(page.seo.title.length).toBeLessThanOrEqual(65)
      expect(page.seo.description.length).toBeLessThanOrEqual(160)
    }
    expect(await run(queries.productPageQuery, { route: 'boat-insurance' })).toBeNull()
  })

  it('the quote form lists the spec’s choices and state labels', async () => {
    const form = await run<NonNullable<QuoteFormQueryResult>>(queries.quoteFormQuery)
    expect(form.coverageOptions).toEqual([
      'Home Insurance',
      'Auto Insurance',
      'Renters Insurance',
      'Life Insurance',
      'Bundle (Home + Auto)',
      'Other',
    ])
    expect(form.contactOptions).toEqual(['Phone Call', 'Text Message', 'Email'])
    expect(form.timeframeOptions).toEqual(['ASAP', 'This Week', 'Within 30 Days', 'Just Comparing Rates'])
    expect(form.contactPreferenceLabel).toBe('Preferred Contact Method')
    expect(form.timeframeLabel).toBe('When do you need coverage?')
    expect([form.sendingLabel, form.successLabel, form.errorLabel]).toEqual([
      'Sending...',
      'Success! Redirecting...',
      'Try Again',
    ])
  })

  it('the thank-you page has three next steps', async () => {
    const page = await run<NonNullable<ThankYouPageQueryResult>>(queries.thankYouPageQuery)
    expect(page.title).toMatch(/^Thank You/)
    expect(page.steps).toHaveLength(3)
  })

  it('the three legal pages have real text; accessibility targets WCAG 2.1 AA, updated 2025-01-15', async () => {
    for (const route of ['privacy-policy', 'terms-of-service', 'accessibility']) {
      const page = await run<NonNullable<LegalPageQueryResult>>(queries.legalPageQuery, { route })
      const text = page.body.flatMap((block) => block.children?.map((child) => child.text) ?? []).join(' ')
      expect(text.split(/\s+/).length, route).toBeGreaterThan(350)
      expect(
        page.body.some((block) => block.style === 'h2'),
        route,
      ).toBe(true)
      if (route === 'accessibility') {
        expect(page.lastUpdated).toBe('2025-01-15')
        expect(text).toMatch(/WCAG\)? 2\.1|WCAG 2\.1/)
        expect(text).toMatch(/Level AA|AA/)
      }
    }
  })
})
