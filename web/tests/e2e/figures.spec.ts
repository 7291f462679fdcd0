import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { formatUsd, groupHours } from '@/lib/format'
import { PRODUCT_ROUTES } from '@/lib/routes'
import type { SectionHeading, StatHighlight } from '@/sanity.types'

import { homePage, productPage, resolveStat, settings, sharedSections } from '../support/dataset'

// Every figure and card is read from the embedded dataset, so these checks follow the content, not copies of it.

async function expectStats(page: Page, scope: string, highlights: StatHighlight[] | undefined) {
  for (const stat of (highlights ?? []).map(resolveStat)) {
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

async function expectHeading(page: Page, heading: SectionHeading) {
  await expect(page.getByRole('heading', { level: 2, name: heading.title, exact: true })).toBeVisible()
  if (heading.intro) await expect(page.getByText(heading.intro, { exact: true })).toBeVisible()
}

test('home page: hero stats, services with quote links, specialty lines, shared sections', async ({
  page,
}) => {
  await page.goto('/')
  const home = homePage()
  await expectStats(page, 'main > section:first-child', home.hero.trustStats)
  await expectHeading(page, home.services.heading)
  await expectCards(page, '#services', home.services.cards)
  for (const card of home.services.cards) {
    const item = page.locator('#services').getByRole('listitem').filter({ hasText: card.title })
    await expect(item.getByRole('link', { name: card.link!.label })).toHaveAttribute('href', card.link!.href)
  }
  await expectCards(page, '#specialty', home.specialty.cards)
  await expectStats(page, '#about', sharedSections().about.stats)
  await expectCards(page, '#about', sharedSections().about.highlights)
})

for (const route of PRODUCT_ROUTES) {
  test(`/${route}: benefits, coverage cards, page-specific figures and CTA`, async ({ page }) => {
    await page.goto(`/${route}`)
    const content = productPage(route)
    const hero = page.locator('main > section:first-child')
    for (const benefit of content.hero.benefits ?? [])
      await expect(hero.getByText(benefit, { exact: true })).toBeVisible()
    await expectStats(page, 'main > section:first-child', content.hero.trustStats)
    await expectCards(page, '#benefits', content.benefits.cards)
    await expectHeading(page, content.coverage.heading)
    await expectCards(page, '#coverage', content.coverage.cards)
    await expect(page.getByRole('heading', { name: content.cta.title })).toBeVisible()
    await expect(
      page.locator('#quote-form').getByRole('button', { name: content.hero.submitLabel }),
    ).toBeVisible()

    for (const discount of content.discounts?.items ?? []) {
      const card = page.locator('#discounts').getByRole('listitem').filter({ hasText: discount.title })
      await expect(card).toContainText(`${discount.percent}%`)
    }
    if (content.discounts?.savingsClaim)
      await expect(page.getByText(content.discounts.savingsClaim)).toBeVisible()
    if (content.stats) await expectStats(page, 'main', content.stats.items)
    if (content.coverageGuide) {
      const { example, rules } = content.coverageGuide
      await expectCards(page, '#coverage-guide', rules)
      const table = page.locator('#coverage-guide table')
      for (const line of example.lines) {
        await expect(table.getByRole('row', { name: line.label })).toContainText(formatUsd(line.amount))
      }
      await expect(table.getByRole('row', { name: example.totalLabel })).toContainText(
        formatUsd(example.total),
      )
    }
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
  for (const row of groupHours(site.hours)) {
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
    await expect(footer.getByRole('link', { name: legal.label })).toHaveAttribute('href', legal.href)
  }
})
