import { expect, test } from '../fixtures'

import { CDN_CACHE_CONTROL } from '@/lib/cdn-cache'
import { LEGAL_ROUTES, PRODUCT_ROUTES } from '@/lib/routes'
import { telHref } from '@/lib/phone-number'

import {
  gtmTestPage,
  heroOf,
  homePage,
  hrefOf,
  landingPage,
  legalPage,
  navLinksOf,
  serviceCenterPage,
  settings,
  thankYouPage,
} from '../../support/data/dataset'

const headlines: Array<[string, () => string]> = [
  ['/', () => heroOf(homePage()).headline],
  ...PRODUCT_ROUTES.map((route): [string, () => string] => [
    `/${route}`,
    () => heroOf(landingPage(route)).headline,
  ]),
  ['/thank-you', () => thankYouPage().title],
  ['/service-center', () => serviceCenterPage().title],
  ...LEGAL_ROUTES.map((route): [string, () => string] => [`/${route}`, () => legalPage(route).title]),
  ['/gtm-test', () => gtmTestPage().title],
]

test.describe('every route answers 200 with its headline', () => {
  for (const [path, headline] of headlines) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline())
      await expect(page.getByRole('link', { name: settings().shortName }).first()).toHaveAttribute(
        'href',
        '/',
      )
    })
  }
})

test.describe('product page navigation', () => {
  for (const route of PRODUCT_ROUTES) {
    test(`/${route} shows exactly its nav links and a Get Quote link to its own form`, async ({ page }) => {
      await page.goto(`/${route}`)
      const nav = page.getByRole('navigation', { name: 'Main' })
      const expected = [
        ...navLinksOf(landingPage(route)),
        { label: settings().clientsLabel, href: '/service-center' },
        { label: settings().getQuoteLabel, href: `/${route}#quote-form` },
      ]
      const links = await nav.getByRole('link').evaluateAll((elements) =>
        elements.map((element) => ({
          label: element.textContent?.trim(),
          href: element.getAttribute('href'),
        })),
      )
      expect(links).toEqual(expected)
      await page.getByRole('banner').getByRole('link', { name: settings().shortName }).click()
      await expect(page).toHaveURL('/')
    })
  }

  test('the home page top bar links to its sections, which exist', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const anchor of navLinksOf(homePage())) {
      await expect(nav.getByRole('link', { name: anchor.label, exact: true })).toHaveAttribute(
        'href',
        anchor.href,
      )
      await expect(page.locator(anchor.href)).toHaveCount(1)
    }
    await expect(nav.getByRole('link', { name: settings().getQuoteLabel })).toHaveAttribute(
      'href',
      '#quote-form',
    )
  })

  test('the mobile bottom bar is not shown on desktop', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: settings().callLabel, exact: true })).toBeHidden()
  })
})

test('an unknown path answers 404 with the site’s not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  const { notFound, backHomeLabel, phone } = settings()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: backHomeLabel })).toHaveAttribute('href', '/')
  for (const button of heroOf(homePage()).quoteButtons ?? []) {
    await expect(main.getByRole('link', { name: button.label })).toHaveAttribute('href', hrefOf(button)!)
  }
  await expect(main.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone))
})

test('any casing of a path redirects permanently to the lower-case path, query kept', async ({ request }) => {
  const response = await request.get('/Auto-Insurance?x=1', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/auto-insurance?x=1')
  const home = await request.get('/THANK-YOU', { maxRedirects: 0 })
  expect(home.headers().location).toBe('/thank-you')
  const unknown = await request.get('/No-Such-Page', { maxRedirects: 0 })
  expect(unknown.status()).toBe(308)
  expect(unknown.headers().location).toBe('/no-such-page')
  expect((await request.get('/No-Such-Page')).status()).toBe(404)
})

test('legal pages link back home and show their last-updated date', async ({ page }) => {
  await page.goto('/accessibility')
  await expect(page.getByText('January 15, 2025')).toBeVisible()
  await expect(page.getByText(/WCAG\)? 2\.1/).first()).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: settings().backHomeLabel }).click()
  await expect(page).toHaveURL('/')
})

test('a route change lands at the top of the new page', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await footer.getByRole('link', { name: settings().legalLinks[0]!.label }).click()
  await expect(page).toHaveURL(hrefOf(settings().legalLinks[0]!)!)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('pages let a CDN keep them a minute at most, then refresh them in the background', async ({
  request,
}) => {
  // Outside Vercel a CDN only has Cache-Control to go by; a webhook cannot reach it (lib/cdn-cache.ts).
  for (const path of [
    '/',
    '/auto-insurance',
    '/privacy-policy',
    '/es',
    '/es/seguro-de-auto',
    '/service-center?line=auto',
    '/es/centro-de-servicio?q=mutual',
    '/sitemap.xml',
  ]) {
    const response = await request.get(path)
    expect(response.headers()['cache-control'], path).toBe(CDN_CACHE_CONTROL)
  }
})

test('every icon on a page comes from one sprite whose address names its version, kept for good', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const sources = await page
    .locator('svg use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')!))
  expect(sources.length).toBeGreaterThan(10)
  const sprites = new Set(sources.map((source) => source.split('#')[0]))
  expect([...sprites]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-z]+$/)])
  const response = await request.get([...sprites][0]!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const sprite = await response.text()
  for (const id of new Set(sources.map((source) => source.split('#')[1])))
    expect(sprite).toContain(`<symbol id="${id}"`)
  // Drawn: an icon's box is its size from the stylesheet, not the 300 × 150 of an unsized SVG.
  const box = await page.locator('header svg').first().boundingBox()
  expect(box!.width).toBeLessThan(40)
})
