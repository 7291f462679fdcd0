import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { QueryParams } from '@sanity/client'
import { afterAll, describe, expect, it } from 'vitest'

import { queryEmbedded } from '@/lib/content/embedded-source'
import { DEFAULT_DATASET_PATH, parseNdjson, type SanityDocument } from '@/lib/content/ndjson'
import * as queries from '@/lib/content/queries'
import type { Section, SectionOf, SectionType } from '@/lib/content/sections'
import { PRODUCT_ROUTES } from '@/lib/routes'
import type {
  FaqItemsQueryResult,
  HomePageQueryResult,
  LeadChoicesQueryResult,
  LegalPageQueryResult,
  AddressBookQueryResult,
  PageQueryResult,
  PageSlugsQueryResult,
  QuoteFormQueryResult,
  ReviewsQueryResult,
  SharedSectionsQueryResult,
  SiteSettingsQueryResult,
  SitemapQueryResult,
  StatsQueryResult,
  TeamMembersQueryResult,
  ThankYouPageQueryResult,
} from '@/sanity.types'

// The spec (../shared/spec/product.md, sections 1-3 and 9) is what these figures are checked against.
// Every query reads one language's content; these checks read the English site unless they say otherwise.
const run = <T>(query: string, params: QueryParams = {}, file = DEFAULT_DATASET_PATH) =>
  queryEmbedded<T>(query, { language: 'en', ...params }, file)
type PageResult = NonNullable<PageQueryResult>
const landing = (slug: string, file = DEFAULT_DATASET_PATH) =>
  run<PageResult | null>(queries.pageQuery, { slug }, file)
const product = async (route: string) => {
  const page = await landing(route)
  if (!page) throw new Error(`no page at /${route}`)
  return page
}
const titles = (cards: Array<{ title: string }> | undefined) => cards?.map((card) => card.title)

/** The page's section of a type (with that anchor, when given), as the query returns it. */
function section<Type extends SectionType>(
  page: { sections: readonly Section[] },
  type: Type,
  anchor?: string,
): SectionOf<Type> {
  const found = page.sections.find(
    (candidate): candidate is SectionOf<Type> =>
      candidate._type === type &&
      (anchor === undefined || ('anchor' in candidate && candidate.anchor === anchor)),
  )
  if (!found) throw new Error(`no ${type}${anchor ? ` #${anchor}` : ''}`)
  return found
}
const optionalSection = <Type extends SectionType>(page: { sections: readonly Section[] }, type: Type) =>
  page.sections.find((candidate): candidate is SectionOf<Type> => candidate._type === type)
const hero = (page: { sections: readonly Section[] }) => section(page, 'heroSection')

const seed = () => parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH)
const specialtySlugs = () =>
  seed()
    .filter((doc) => doc._type === 'page' && doc.language === 'en')
    .map((doc) => (doc.slug as { current: string }).current)
    .filter((slug) => !(PRODUCT_ROUTES as readonly string[]).includes(slug))

// Edited copies of the seed, each in its own file: the embedded source caches one file at a time by path.
const scratch = mkdtempSync(path.join(tmpdir(), 'queries-test-'))
let copies = 0
function datasetWith(edit: (documents: SanityDocument[]) => SanityDocument[]) {
  const file = path.join(scratch, `dataset-${++copies}.ndjson`)
  writeFileSync(
    file,
    edit(seed())
      .map((doc) => JSON.stringify(doc))
      .join('\n'),
  )
  return file
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

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

  it('the home page has its top-bar anchors, four quote buttons, the service cards and six specialty lines', async () => {
    const page = await run<NonNullable<HomePageQueryResult>>(queries.homePageQuery)
    expect(page.navLinks).toEqual([
      { label: 'Services', href: '#services' },
      { label: 'About', href: '#about' },
      { label: 'FAQ', href: '#faq' },
      { label: 'Reviews', href: '#reviews' },
      { label: 'Contact', href: '#contact' },
    ])
    const { quoteButtons, trustStats } = hero(page)
    expect(quoteButtons?.map((button) => button.href)).toEqual([
      '/home-insurance',
      '/auto-insurance',
      '/renters-insurance',
      '/life-insurance',
    ])
    const services = section(page, 'cardsSection', 'services')
    expect(services.cards.map((card) => card.link?.href)).toEqual(quoteButtons?.map((b) => b.href))
    expect(services.cards.every((card) => card.link?.label === 'Quote')).toBe(true)
    expect(services.heading.intro).toContain('30%')
    const specialty = section(page, 'cardsSection', 'specialty')
    expect(titles(specialty.cards)).toEqual([
      'Jewelry & Fine Art',
      'Secondary & Vacation Homes',
      'Umbrella Liability',
      'Mobile Home',
      'Identity Theft Protection',
      'High Net Worth',
    ])
    // Each specialty card leads to its page's current address.
    expect(specialty.cards.map((card) => card.link?.href)).toEqual([
      '/jewelry-and-fine-art-insurance',
      '/vacation-home-insurance',
      '/umbrella-insurance',
      '/mobile-home-insurance',
      '/identity-theft-protection',
      '/high-net-worth-insurance',
    ])
    // Dereferenced stats resolve to their figures, not to dangling references.
    expect(trustStats?.map((entry) => entry.value)).toEqual(['4.9', '2,500', '27+'])
    // The home page's form lets the visitor pick the coverage.
    expect(hero(page).coverageType).toBeNull()
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
    expect(hero(page).coverageType).toBe('Home Insurance')
    expect(page.navLinks).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Auto', href: '/auto-insurance' },
      { label: 'Renters', href: '/renters-insurance' },
      { label: 'Life', href: '/life-insurance' },
    ])
    expect(hero(page).benefits).toEqual([
      'Save up to 70% on your premium',
      'Fast and secure quotes',
      'Locally trusted since 1997',
    ])
    expect(titles(section(page, 'cardsSection', 'coverage').cards)).toEqual([
      'Dwelling Coverage',
      'Personal Property',
      'Liability Protection',
      'Additional Living Expenses',
      'Medical Payments',
      'Flexible Deductibles',
    ])
    expect(hero(page).trustStats).toEqual([{ value: '97%', label: 'of Texas homeowners recommend us' }])
    expect(hero(page).submitLabel).toBe('Get My Home Insurance Quote')
  })

  it('the auto page: rated 4.9, six coverages, four discounts with percentages, $400+, Get Covered Today', async () => {
    const page = await product('auto-insurance')
    expect(page.navLinks?.map((navLink) => navLink.label)).toEqual([
      'Home',
      'Home Insurance',
      'Renters',
      'Life',
    ])
    expect(hero(page).headline).toMatch(/best auto insurance in texas.*4\.9/i)
    const coverage = section(page, 'cardsSection', 'coverage')
    expect(titles(coverage.cards)).toEqual([
      'Liability',
      'Collision',
      'Comprehensive',
      'Uninsured Motorist',
      'Personal Injury Protection',
      'Roadside Assistance',
    ])
    expect(coverage.heading.eyebrow).toMatch(/7-point/)
    const discounts = section(page, 'discountsSection')
    expect(discounts.items.map(({ title, percent }) => [title, percent])).toEqual([
      ['Multi-Car', 25],
      ['Good Driver', 30],
      ['Home + Auto Bundle', 20],
      ['Safety Features', 15],
    ])
    expect(discounts.savingsClaim).toMatch(/\$400\+/)
    expect(section(page, 'ctaSection').title).toBe('Get Covered Today')
    expect(hero(page).submitLabel).toBe('Get a Free Auto Quote')
  })

  it('the renters page: six coverage items and the five stats', async () => {
    const page = await product('renters-insurance')
    expect(page.navLinks?.map((navLink) => navLink.label)).toEqual(['Home', 'Home Insurance', 'Auto', 'Life'])
    expect(titles(section(page, 'cardsSection', 'coverage').cards)).toEqual([
      'Personal Property',
      'Liability',
      'Additional Living Expenses',
      'Medical Payments',
      'Off-Premises Coverage',
      'Identity Theft',
    ])
    expect(section(page, 'statsSection').items.map((entry) => entry.value)).toEqual([
      '4.9',
      '2,500',
      '97%',
      '10K',
      '$12/mo',
    ])
  })

  it('the life page: coverage types and the guide whose example sums to $830,000 on $60,000', async () => {
    const page = await product('life-insurance')
    expect(page.navLinks?.map((navLink) => navLink.label)).toEqual([
      'Home',
      'Home Insurance',
      'Auto',
      'Renters',
    ])
    expect(titles(section(page, 'cardsSection', 'coverage').cards)).toEqual([
      'Term Life: 10, 20 or 30 Years',
      'Whole Life',
      'Universal Life',
      'Family Income Protection',
      'No-Medical-Exam Options',
      'Living Benefits',
    ])
    const guide = section(page, 'coverageGuideSection')
    expect(titles(guide.rules)).toEqual([
      '5–10× your annual income',
      '$100K per child',
      'Your debts',
      'Final expenses',
    ])
    const example = guide.example
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
      expect(hero(page).coverageType).toBe(coverage)
      expect(section(page, 'ctaSection').buttonLabel).not.toBe('')
      expect(page.slug).toBe(route)
      expect(page.seo.title.length).toBeLessThanOrEqual(65)
      expect(page.seo.description.length).toBeLessThanOrEqual(160)
    }
    expect(await landing('boat-insurance')).toBeNull()
  })

  it('the quote form lists the spec’s choices and state labels', async () => {
    const form = await run<NonNullable<QuoteFormQueryResult>>(queries.quoteFormQuery)
    const values = (choices: Array<{ value: string | null; label: string | null }>) =>
      choices.map(({ value, label }) => {
        expect(label, 'English labels read as the values').toBe(value)
        return value
      })
    expect(values(form.coverageOptions)).toEqual([
      'Home Insurance',
      'Auto Insurance',
      'Renters Insurance',
      'Life Insurance',
      'Bundle (Home + Auto)',
      'Other',
    ])
    expect(values(form.contactOptions)).toEqual(['Phone Call', 'Text Message', 'Email'])
    expect(values(form.timeframeOptions)).toEqual([
      'ASAP',
      'This Week',
      'Within 30 Days',
      'Just Comparing Rates',
    ])
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
      const page = await run<NonNullable<LegalPageQueryResult>>(queries.legalPageQuery, { slug: route })
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

describe('pages as content', () => {
  it('every page has an address; pageSlugsQuery lists them all, in order', async () => {
    const slugs = await run<PageSlugsQueryResult>(queries.pageSlugsQuery)
    const expected = seed()
      .filter((doc) => doc._type === 'page' && doc.language === 'en')
      .map((doc) => (doc.slug as { current: string }).current)
      .sort()
    expect(slugs).toEqual(expected)
    expect(slugs).toEqual(expect.arrayContaining([...PRODUCT_ROUTES]))
    expect(specialtySlugs()).toEqual(
      expect.arrayContaining([
        'jewelry-and-fine-art-insurance',
        'vacation-home-insurance',
        'umbrella-insurance',
        'mobile-home-insurance',
        'identity-theft-protection',
        'high-net-worth-insurance',
      ]),
    )
    expect(specialtySlugs()).toHaveLength(6)
  })

  it('the page query returns the sections as a union keyed by _type, each with its own fields', async () => {
    const page = await product('umbrella-insurance')
    expect(page._id).toBe('page-umbrella-insurance')
    expect(page.slug).toBe('umbrella-insurance')
    expect(page.sections.map((entry) => entry._type)).toEqual([
      'heroSection',
      'cardsSection',
      'richTextSection',
      'latestGuidesSection',
      'ctaSection',
      'faqSection',
      'aboutSection',
      'teamSection',
      'reviewsSection',
    ])
    expect(new Set(page.sections.map((entry) => entry._key)).size).toBe(page.sections.length)
    // The latest guides read the guides about the section's line, in the page's language.
    const guides = section(page, 'latestGuidesSection')
    expect(guides.line).toEqual({ key: 'umbrella', title: 'Umbrella' })
    expect(guides.guides.map((guide) => guide.path)).toEqual(['/guides/when-umbrella-insurance-makes-sense'])
    expect(hero(page)).toMatchObject({ coverageType: 'Umbrella Insurance', headline: expect.any(String) })
    expect(Object.keys(section(page, 'aboutSection')).sort()).toEqual(['_key', '_type', 'anchor', 'heading'])
    expect(section(page, 'cardsSection', 'coverage').cards).toHaveLength(6)
    // FAQ entries written in place come back as question and answer, like referenced ones.
    const faq = section(page, 'faqSection')
    expect(faq.heading?.title).toMatch(/umbrella/i)
    expect(faq.items?.length).toBeGreaterThan(0)
    for (const item of faq.items ?? []) {
      expect(item.question).toEqual(expect.any(String))
      expect(item.answer).toEqual(expect.any(String))
    }
    // Portable Text links to pages carry the page's address.
    const text = section(page, 'richTextSection')
    const marks = text.body.flatMap((block) => block.markDefs ?? [])
    expect(marks).toContainEqual(expect.objectContaining({ _type: 'internalLink', href: '/auto-insurance' }))
    // The CTA band's button leads to the page's own quote form when it names no page.
    expect(section(page, 'ctaSection').buttonHref).toBeNull()
    expect(optionalSection(page, 'discountsSection')).toBeUndefined()
  })

  it('every specialty page has one hero with its own coverage type and submit label', async () => {
    for (const slug of specialtySlugs()) {
      const page = await product(slug)
      const heroes = page.sections.filter((entry) => entry._type === 'heroSection')
      expect(heroes, slug).toHaveLength(1)
      expect(hero(page).coverageType, slug).toMatch(/ (Insurance|Protection)$/)
      expect(hero(page).submitLabel, slug).not.toBe('')
      expect(section(page, 'cardsSection', 'coverage').cards.length, slug).toBeGreaterThan(0)
      expect(page.seo.title.length, slug).toBeLessThanOrEqual(65)
      expect(page.seo.description.length, slug).toBeLessThanOrEqual(160)
    }
  })

  it('a section type the site does not know keeps only _key and _type', async () => {
    const file = datasetWith((documents) =>
      documents.map((doc) =>
        doc._id === 'page-umbrella-insurance'
          ? {
              ...doc,
              sections: [
                { _type: 'carouselOfTheFuture', _key: 'k1', slides: [{ title: 'Soon' }] },
                ...(doc.sections as object[]),
              ],
            }
          : doc,
      ),
    )
    const page = await landing('umbrella-insurance', file)
    expect(page?.sections[0]).toEqual({ _type: 'carouselOfTheFuture', _key: 'k1' })
  })

  it('a link to a page follows the page to its current address; the old address finds the new one', async () => {
    const file = datasetWith((documents) =>
      documents.map((doc) =>
        doc._id === 'page-auto-insurance'
          ? { ...doc, slug: { _type: 'slug', current: 'car-insurance' }, previousSlugs: ['auto-insurance'] }
          : doc,
      ),
    )
    const home = await run<NonNullable<HomePageQueryResult>>(queries.homePageQuery, {}, file)
    expect(hero(home).quoteButtons?.map((button) => button.href)).toEqual([
      '/home-insurance',
      '/car-insurance',
      '/renters-insurance',
      '/life-insurance',
    ])
    const homeInsurance = await landing('home-insurance', file)
    expect(homeInsurance?.navLinks).toContainEqual({ label: 'Auto', href: '/car-insurance' })
    // Portable Text links follow too.
    const umbrella = await landing('umbrella-insurance', file)
    const marks = section(umbrella!, 'richTextSection').body.flatMap((block) => block.markDefs ?? [])
    expect(marks).toContainEqual(expect.objectContaining({ _type: 'internalLink', href: '/car-insurance' }))

    expect(await landing('auto-insurance', file)).toBeNull()
    expect((await landing('car-insurance', file))?._id).toBe('page-auto-insurance')
    const book = await run<AddressBookQueryResult>(queries.addressBookQuery, {}, file)
    expect(book.moved).toEqual([{ from: ['auto-insurance'], to: 'car-insurance' }])
    expect(book.addresses).toContainEqual({ _type: 'page', slug: 'car-insurance' })
    expect(book.addresses).not.toContainEqual(expect.objectContaining({ slug: 'auto-insurance' }))
    expect(await run<PageSlugsQueryResult>(queries.pageSlugsQuery, {}, file)).toContain('car-insurance')
    expect(await run<PageSlugsQueryResult>(queries.pageSlugsQuery, {}, file)).not.toContain('auto-insurance')
  })

  it('addressBookQuery: with the seed nothing has moved', async () => {
    expect((await run<AddressBookQueryResult>(queries.addressBookQuery)).moved).toEqual([])
  })

  it('a link to a deleted page has a null address; anchors and URLs pass through', async () => {
    const file = datasetWith((documents) =>
      documents
        .filter((doc) => doc._id !== 'page-life-insurance')
        .map((doc) =>
          doc._id === 'page-home-insurance'
            ? {
                ...doc,
                navLinks: [
                  ...(doc.navLinks as object[]),
                  { _type: 'link', _key: 'a1', label: 'Coverage', anchor: 'coverage' },
                  { _type: 'link', _key: 'u1', label: 'Carrier', url: 'https://carrier.example/' },
                  {
                    _type: 'link',
                    _key: 'p1',
                    label: 'Auto FAQ',
                    page: { _type: 'reference', _ref: 'page-auto-insurance' },
                    anchor: 'faq',
                  },
                ],
              }
            : doc,
        ),
    )
    const page = await landing('home-insurance', file)
    expect(page?.navLinks).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Auto', href: '/auto-insurance' },
      { label: 'Renters', href: '/renters-insurance' },
      { label: 'Life', href: null },
      { label: 'Coverage', href: '#coverage' },
      { label: 'Carrier', href: 'https://carrier.example/' },
      { label: 'Auto FAQ', href: '/auto-insurance#faq' },
    ])
    const home = await run<NonNullable<HomePageQueryResult>>(queries.homePageQuery, {}, file)
    expect(hero(home).quoteButtons?.at(-1)).toEqual({ label: 'Life Insurance', href: null })
  })

  it('leadChoicesQuery accepts the form’s choices and every page’s own coverage type', async () => {
    const { form, pageCoverageTypes } = await run<LeadChoicesQueryResult>(queries.leadChoicesQuery)
    expect(form?.coverage).toContain('Bundle (Home + Auto)')
    expect(form?.contact).toEqual(['Phone Call', 'Text Message', 'Email'])
    const coverageTypes = pageCoverageTypes.filter((type) => type !== null)
    expect(coverageTypes).toEqual(
      expect.arrayContaining([
        'Home Insurance',
        'Auto Insurance',
        'Renters Insurance',
        'Life Insurance',
        'Jewelry & Fine Art Insurance',
        'Vacation Home Insurance',
        'Umbrella Insurance',
        'Mobile Home Insurance',
        'Identity Theft Protection',
        'High Net Worth Insurance',
      ]),
    )
    // The home page's hero has none: its visitors pick from the form's list.
    expect(pageCoverageTypes).toContain(null)
  })
})

describe('the Spanish site', () => {
  const es = <T>(query: string, params: QueryParams = {}) => run<T>(query, { ...params, language: 'es' })
  type Link = { href: string | null }
  /** Every href a result holds, however deep. */
  const hrefs = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(hrefs)
      : value && typeof value === 'object'
        ? [
            ...(typeof (value as Link).href === 'string' ? [(value as Link).href!] : []),
            ...Object.values(value).flatMap(hrefs),
          ]
        : []
  const internal = (href: string) => href.startsWith('/')

  it('the Spanish home page links only into the Spanish site, and names its English twin', async () => {
    const home = await es<NonNullable<HomePageQueryResult>>(queries.homePageQuery)
    expect(home.language).toBe('es')
    expect(hero(home).headline).not.toBe(
      hero((await run<NonNullable<HomePageQueryResult>>(queries.homePageQuery))!).headline,
    )
    expect(hero(home).quoteButtons?.map((button) => button.href)).toEqual([
      '/es/seguro-de-casa',
      '/es/seguro-de-auto',
      '/es/seguro-para-inquilinos',
      '/es/seguro-de-vida',
    ])
    expect(
      hrefs(home)
        .filter(internal)
        .every((href) => href === '/es' || href.startsWith('/es/')),
    ).toBe(true)
    expect(home.translations).toEqual([{ language: 'en', path: '/' }])
  })

  it('every Spanish page has a Spanish address, links within /es, and pairs with its English page', async () => {
    const slugs = await es<string[]>(queries.pageSlugsQuery)
    expect(slugs).toHaveLength(10)
    for (const slug of slugs) {
      const page = await es<PageResult>(queries.pageQuery, { slug })
      expect(page.language, slug).toBe('es')
      expect(
        hrefs(page.sections)
          .filter(internal)
          .every((href) => href.startsWith('/es')),
        `${slug}: ${hrefs(page.sections).filter(internal).join(' ')}`,
      ).toBe(true)
      const [english] = page.translations ?? []
      expect(english?.language, slug).toBe('en')
      const englishPage = await landing(english!.path!.slice(1))
      expect(englishPage?.translations, slug).toEqual([{ language: 'es', path: `/es/${slug}` }])
    }
  })

  it('a product page keeps the English coverage type for the agency and names it in Spanish', async () => {
    const auto = await es<PageResult>(queries.pageQuery, { slug: 'seguro-de-auto' })
    expect(hero(auto).coverageType).toBe('Auto Insurance')
    expect(hero(auto).coverageLabel).toBe('Seguro de auto')
    const english = await product('auto-insurance')
    expect(hero(english).coverageLabel).toBe('Auto Insurance')
  })

  it('the quote form speaks Spanish and sends the English choices', async () => {
    const form = await es<NonNullable<QuoteFormQueryResult>>(queries.quoteFormQuery)
    expect([form.sendingLabel, form.successLabel, form.errorLabel]).toEqual([
      'Enviando...',
      '¡Listo! Redirigiendo...',
      'Intentar de nuevo',
    ])
    expect(form.coverageOptions[1]).toEqual({ value: 'Auto Insurance', label: 'Seguro de auto' })
    expect(form.contactOptions.map((option) => option.value)).toEqual(['Phone Call', 'Text Message', 'Email'])
    expect(hrefs(form.consentDisclosure.flatMap((block) => block.markDefs ?? []))).toEqual([
      '/es/politica-de-privacidad',
      '/es/terminos-de-servicio',
    ])
  })

  it('shared content, stats, team and FAQ read in Spanish', async () => {
    const [settings, stats, team, faq] = await Promise.all([
      es<NonNullable<SiteSettingsQueryResult>>(queries.siteSettingsQuery),
      es<StatsQueryResult>(queries.statsQuery),
      es<TeamMembersQueryResult>(queries.teamMembersQuery),
      es<FaqItemsQueryResult>(queries.faqItemsQuery),
    ])
    expect(settings.getQuoteLabel).toBe('Cotizar')
    expect(settings.legalLinks?.map((link) => link.href)).toEqual([
      '/es/politica-de-privacidad',
      '/es/terminos-de-servicio',
      '/es/accesibilidad',
    ])
    expect(stats.find((stat) => stat._id === 'stat-renters-price')?.value).toBe('$12/mes')
    expect(team.map((member) => member.role)).toEqual(['Directora de la agencia', expect.any(String)])
    expect(faq).toHaveLength(5)
    expect(faq[0]!.question).toMatch(/^¿/)
  })

  it('legal pages and the thank-you page live at Spanish addresses; the legal texts say which version governs', async () => {
    const { addresses } = await es<AddressBookQueryResult>(queries.addressBookQuery)
    expect(addresses).toContainEqual({ _type: 'legalPage', slug: 'politica-de-privacidad' })
    expect(addresses).toContainEqual({ _type: 'thankYouPage', slug: 'gracias' })
    expect(addresses).toContainEqual({ _type: 'page', slug: 'seguro-de-auto' })
    expect(addresses).not.toContainEqual(expect.objectContaining({ slug: 'auto-insurance' }))
    expect(await es(queries.thankYouPathQuery)).toBe('/es/gracias')
    expect(await run(queries.thankYouPathQuery)).toBe('/thank-you')
    for (const [language, slug, governs] of [
      ['en', 'privacy-policy', /English version governs/],
      ['es', 'politica-de-privacidad', /prevalecerá la versión en inglés/],
    ] as const) {
      const page = await run<NonNullable<LegalPageQueryResult>>(queries.legalPageQuery, { language, slug })
      const text = page.body.flatMap((block) => block.children?.map((child) => child.text) ?? []).join(' ')
      expect(text, slug).toMatch(governs)
    }
  })

  it('the sitemap query pairs every indexable page with its translation, both ways', async () => {
    const entries = await run<SitemapQueryResult>(queries.sitemapQuery)
    const byPath = new Map(entries.map((entry) => [entry.path, entry]))
    expect(entries.filter((entry) => entry.language === 'es')).toHaveLength(
      entries.filter((entry) => entry.language === 'en').length,
    )
    for (const entry of entries) {
      const other = entry.translations?.find((translation) => translation.language !== entry.language)
      expect(other?.path, entry.path!).toBeTruthy()
      expect(byPath.get(other!.path)?.translations).toEqual(entry.translations)
    }
  })
})
