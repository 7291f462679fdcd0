import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'

import { formatUsd, groupHours } from '@/lib/format'
import { PRODUCT_ROUTES } from '@/lib/routes'
import type { Card, SectionHeading, StatHighlight } from '@/sanity.types'

import {
  faqOf,
  heroOf,
  homePage,
  hrefOf,
  landingPage,
  resolveStat,
  sectionOf,
  sectionsOf,
  settings,
  sharedSections,
  slugOf,
  specialtyPages,
} from '../../support/data/dataset'

// Every figure and card is read from the embedded dataset, so these checks follow the content, not copies of it.

async function expectStats(page: Page, scope: string, highlights: StatHighlight[] | undefined) {
  for (const stat of (highlights ?? []).map((highlight) => resolveStat(highlight))) {
    const entry = page.locator(scope).locator('dl > div').filter({ hasText: stat.label })
    await expect(entry.locator('dd').first(), `${scope}: ${stat.label}`).toHaveText(stat.value)
  }
}

async function expectCards(page: Page, scope: string, cards: Array<{ title: string; description: string }>) {
  for (const card of cards) {
    const item = page
      .locator(scope)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) })
    await expect(item, `${scope}: ${card.title}`).toContainText(card.description)
  }
}

/** Each card's button leads where its link points in the dataset (a page's current address). */
async function expectCardLinks(page: Page, scope: string, cards: Card[]) {
  for (const card of cards) {
    const item = page.locator(scope).getByRole('listitem').filter({ hasText: card.title })
    await expect(item.getByRole('link', { name: card.link!.label })).toHaveAttribute(
      'href',
      hrefOf(card.link!)!,
    )
  }
}

async function expectHeading(page: Page, heading: SectionHeading) {
  await expect(page.getByRole('heading', { level: 2, name: heading.title, exact: true })).toBeVisible()
  if (heading.intro) await expect(page.getByText(heading.intro, { exact: true })).toBeVisible()
}

test('home page: hero stats, services with quote links, specialty lines, shared sections', async ({
  page,
}) => {
  await page.goto('/')
  const home = homePage()
  const services = sectionOf(home, 'cardsSection', 'services')
  await expectStats(page, 'main > section:first-child', heroOf(home).trustStats)
  await expectHeading(page, services.heading)
  await expectCards(page, '#services', services.cards)
  await expectCardLinks(page, '#services', services.cards)
  const specialty = sectionOf(home, 'cardsSection', 'specialty')
  await expectHeading(page, specialty.heading)
  await expectCards(page, '#specialty', specialty.cards)
  await expectCardLinks(page, '#specialty', specialty.cards)
  await expectStats(page, '#about', sharedSections().about.stats)
  await expectCards(page, '#about', sharedSections().about.highlights)
})

for (const route of PRODUCT_ROUTES) {
  test(`/${route}: benefits, coverage cards, page-specific figures and CTA`, async ({ page }) => {
    await page.goto(`/${route}`)
    const content = landingPage(route)
    const contentHero = heroOf(content)
    const hero = page.locator('main > section:first-child')
    for (const benefit of contentHero.benefits ?? [])
      await expect(hero.getByText(benefit, { exact: true })).toBeVisible()
    await expectStats(page, 'main > section:first-child', contentHero.trustStats)
    await expectCards(page, '#benefits', sectionOf(content, 'cardsSection', 'benefits').cards)
    const coverage = sectionOf(content, 'cardsSection', 'coverage')
    await expectHeading(page, coverage.heading)
    await expectCards(page, '#coverage', coverage.cards)
    await expect(page.getByRole('heading', { name: sectionOf(content, 'ctaSection').title })).toBeVisible()
    await expect(
      page.locator('#quote-form').getByRole('button', { name: contentHero.submitLabel }),
    ).toBeVisible()

    const [discounts] = sectionsOf(content, 'discountsSection')
    for (const discount of discounts?.items ?? []) {
      const card = page.locator('#discounts').getByRole('listitem').filter({ hasText: discount.title })
      await expect(card).toContainText(`${discount.percent}%`)
    }
    if (discounts?.savingsClaim) await expect(page.getByText(discounts.savingsClaim)).toBeVisible()
    const [stats] = sectionsOf(content, 'statsSection')
    if (stats) await expectStats(page, 'main', stats.items)
    const [coverageGuide] = sectionsOf(content, 'coverageGuideSection')
    if (coverageGuide) {
      const { example, rules } = coverageGuide
      await expectCards(page, '#coverage-guide', rules)
      const table = page.locator('#coverage-guide table')
      for (const line of example.lines) {
        await expect(table.getByRole('row', { name: line.label })).toContainText(formatUsd(line.amount, 'en'))
      }
      await expect(table.getByRole('row', { name: example.totalLabel })).toContainText(
        formatUsd(example.total, 'en'),
      )
    }
  })
}

for (const content of specialtyPages()) {
  const slug = slugOf(content)
  test(`/${slug}: hero, coverage cards, text sections, CTA and its own FAQ`, async ({ page }) => {
    await page.goto(`/${slug}`)
    const contentHero = heroOf(content)
    const hero = page.locator('main > section:first-child')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(contentHero.headline)
    for (const benefit of contentHero.benefits ?? [])
      await expect(hero.getByText(benefit, { exact: true })).toBeVisible()
    await expectStats(page, 'main > section:first-child', contentHero.trustStats)
    await expect(
      page.locator('#quote-form').getByRole('button', { name: contentHero.submitLabel }),
    ).toBeVisible()
    for (const cards of sectionsOf(content, 'cardsSection')) {
      await expectHeading(page, cards.heading)
      await expectCards(page, `#${cards.anchor}`, cards.cards)
    }
    for (const text of sectionsOf(content, 'richTextSection')) {
      if (text.heading) await expectHeading(page, text.heading)
    }
    for (const cta of sectionsOf(content, 'ctaSection'))
      await expect(page.getByRole('heading', { name: cta.title })).toBeVisible()
    const faq = sectionOf(content, 'faqSection')
    if (faq.heading) await expectHeading(page, faq.heading)
    const questions = faqOf(faq)
    await expect(page.locator('#faq').getByRole('button')).toHaveCount(questions.length)
    for (const { question } of questions)
      await expect(page.locator('#faq').getByRole('button', { name: question })).toBeVisible()
  })
}

test('footer: contact details, hours, awards and links from site settings', async ({ page }) => {
  await page.goto('/renters-insurance')
  const footer = page.getByRole('contentinfo')
  const site = settings()
  await expect(footer.locator('address')).toContainText(site.address.street)
  await expect(footer.locator('address')).toContainText(
    `${site.address.city}, ${site.address.state} ${site.address.postalCode}`,
  )
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
  for (const row of groupHours(site.hours, 'en')) {
    await expect(footer.locator('dl > div').filter({ hasText: row.days })).toContainText(
      row.time ?? site.labels.closed,
    )
  }
  for (const award of site.awards ?? []) await expect(footer).toContainText(award.title)
  for (const social of site.socialLinks ?? []) {
    const link = footer.getByRole('link', { name: social.label })
    await expect(link).toHaveAttribute('href', social.url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  for (const legal of site.legalLinks) {
    await expect(footer.getByRole('link', { name: legal.label })).toHaveAttribute('href', hrefOf(legal)!)
  }
})
