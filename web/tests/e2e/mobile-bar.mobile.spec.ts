import { expect, test } from './fixtures'

import { telHref } from '@/lib/format'

import {
  heroOf,
  homePage,
  landingPage,
  navLinksOf,
  settings,
  specialtyPages,
  slugOf,
} from '../support/dataset'

test('home: the bottom bar calls the agency and Get Quote starts a fresh request in the form', async ({
  page,
}) => {
  await page.goto('/')
  const { callLabel, getQuoteLabel, phone } = settings()
  await expect(page.getByRole('link', { name: callLabel, exact: true })).toHaveAttribute(
    'href',
    telHref(phone),
  )

  const coverage = page.locator('#quote-form select[name="coverageType"]')
  await coverage.selectOption(heroOf(homePage()).quoteButtons![1]!.label)
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect(page.locator('#quote-form')).not.toBeInViewport()

  await page.getByRole('button', { name: getQuoteLabel }).click()
  await expect(coverage).toHaveValue('')
  await expect(page.locator('#quote-form')).toBeInViewport()
})

test('home: the top bar section links give way to Get Quote on small screens', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: navLinksOf(homePage())[0]!.label, exact: true })).toBeHidden()
  await expect(nav.getByRole('link', { name: settings().getQuoteLabel })).toBeVisible()
})

test('product pages show only Get Quote in the top bar on small screens', async ({ page }) => {
  await page.goto('/life-insurance')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const link of navLinksOf(landingPage('life-insurance'))) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeHidden()
  }
  await expect(nav.getByRole('link', { name: settings().getQuoteLabel })).toBeVisible()
})

test('no page scrolls sideways at 360 px', async ({ page }) => {
  for (const path of [
    '/',
    '/home-insurance',
    '/auto-insurance',
    '/renters-insurance',
    '/life-insurance',
    '/privacy-policy',
    '/thank-you',
    '/service-center',
    '/es/centro-de-servicio',
    '/guides',
    '/es/guias/linea/auto',
    '/guides/texas-auto-insurance-requirements',
    '/es/guias/requisitos-de-seguro-de-auto-en-texas',
    ...specialtyPages().map((page) => `/${slugOf(page)}`),
  ]) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
