import { FIXED_PATHS, NOT_INDEXED, PRODUCT_ROUTES, SITE_PATHS } from '@/lib/routes'

import {
  homePage,
  landingPage,
  guides,
  landingPages,
  legalPage,
  serviceCenterPage,
  settings,
  slugOf,
  specialtyPages,
  thankYouPage,
} from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { expect, test } from '../fixtures'

const SITE_URL = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL

const seoOf: Record<string, () => { title: string; description: string }> = {
  '/': () => homePage().seo,
  ...Object.fromEntries(PRODUCT_ROUTES.map((route) => [`/${route}`, () => landingPage(route).seo])),
  ...Object.fromEntries(specialtyPages().map((page) => [`/${slugOf(page)}`, () => page.seo])),
  ...Object.fromEntries(
    ['privacy-policy', 'terms-of-service', 'accessibility'].map((route) => [
      `/${route}`,
      () => legalPage(route).seo,
    ]),
  ),
  '/thank-you': () => thankYouPage().seo,
  '/service-center': () => serviceCenterPage().seo,
}

test.describe('search and sharing metadata', () => {
  for (const [path, seo] of Object.entries(seoOf)) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const { title, description } = seo()
      await expect(page).toHaveTitle(title)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const meta = (selector: string) => page.locator(selector).first()
      await expect(meta('meta[name="description"]')).toHaveAttribute('content', description)
      await expect(meta('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${path === '/' ? '' : path}`,
      )
      await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', title)
      await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', description)
      await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', /\/share-image\/en$/)
      await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      const robots = page.locator('meta[name="robots"]')
      if (NOT_INDEXED.has(path)) await expect(robots).toHaveAttribute('content', /noindex/)
      else await expect(robots).toHaveCount(0)
    })
  }
})

test('the sharing image is a PNG drawn at build time, one per language', async ({ request }) => {
  const images = []
  for (const language of ['en', 'es']) {
    const response = await request.get(`/share-image/${language}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const body = await response.body()
    expect(body.subarray(1, 4).toString()).toBe('PNG')
    images.push(body.toString('base64'))
  }
  // The Spanish card carries the Spanish tagline.
  expect(images[0]).not.toBe(images[1])
  expect((await request.get('/share-image/fr')).status()).toBe(404)
})

test('InsuranceAgency structured data matches Site settings', async ({ page }) => {
  await page.goto('/')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  const site = settings()
  expect(data).toMatchObject({
    '@type': 'InsuranceAgency',
    name: site.agencyName,
    telephone: site.phone,
    url: SITE_URL,
    address: {
      streetAddress: `${site.address.street}, ${site.address.suite}`,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
    },
    sameAs: site.socialLinks?.map((social) => social.url),
  })
  const open = site.hours.filter((entry) => !entry.closed)
  expect(data.openingHoursSpecification).toEqual(
    open.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${entry.day}`,
      opens: entry.opens,
      closes: entry.closes,
    })),
  )
  expect(JSON.stringify(data)).not.toMatch(/aggregateRating|review/i)
})

test('sitemap lists every indexable page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const url = (path: string) => `${SITE_URL}${path === '/' ? '' : path}`
  // The English site's share; the Spanish one is checked in spanish.spec.ts.
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((loc) => loc !== url('/es') && !loc.startsWith(url('/es/')))
  // The fixed pages, every page in content by address, and every guide.
  expect(urls.sort()).toEqual(
    [
      ...FIXED_PATHS,
      ...landingPages().map((page) => `/${slugOf(page)}`),
      ...guides().map((guide) => guide.path),
    ]
      .filter((path) => !NOT_INDEXED.has(path))
      .map(url)
      .sort(),
  )
  expect(urls).toEqual(expect.arrayContaining(SITE_PATHS.filter((path) => !NOT_INDEXED.has(path)).map(url)))
  expect(urls).toHaveLength(11 + specialtyPages().length + guides().length)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  expect(robots).toMatch(/Allow: \//)
})
