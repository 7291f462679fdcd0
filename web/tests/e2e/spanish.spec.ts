import { bilingualRoutes, settings } from '../support/dataset'
import { FAKE_PUBLIC_ENV } from '../support/fake-config'
import { expect, test } from './fixtures'

const SITE_URL = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL
const routes = bilingualRoutes()
const spanishRoutes = routes.filter((route) => route.language === 'es')

test('the dataset gives every English page a Spanish twin, the tag manager page aside', () => {
  const english = routes.filter((route) => route.language === 'en')
  expect(english.filter((route) => route.twin === null).map((route) => route.path)).toEqual(['/gtm-test'])
  expect(spanishRoutes).toHaveLength(english.length - 1)
})

test.describe('every Spanish route answers 200 in Spanish', () => {
  for (const route of spanishRoutes) {
    test(route.path, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.headline())
      await expect(page.getByRole('link', { name: settings('es').labels.skipToContent })).toBeAttached()
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
      await expect(page.getByRole('link', { name: settings('es').shortName }).first()).toHaveAttribute(
        'href',
        '/es',
      )
    })
  }
})

test.describe('the language switcher goes to the same page in the other language and back', () => {
  for (const route of routes.filter((candidate) => candidate.language === 'en')) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path)
      const toSpanish = page.getByRole('banner').locator('a[hreflang="es"]')
      await expect(toSpanish).toHaveAttribute('lang', 'es')
      if (!route.twin) {
        // No translation yet: the Spanish home page, and the link says so.
        await expect(toSpanish).toHaveText('Español (inicio)')
        await toSpanish.click()
        await expect(page).toHaveURL('/es')
        return
      }
      await expect(toSpanish).toHaveText('Español')
      await toSpanish.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(route.twin)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      const toEnglish = page.getByRole('banner').locator('a[hreflang="en"]')
      await expect(toEnglish).toHaveText('English')
      await expect(toEnglish).toHaveAttribute('lang', 'en')
      await toEnglish.click()
      await expect(page).toHaveURL(route.path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })
  }
})

test('the switcher is visible and inside the screen at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/', '/es/seguro-de-auto']) {
    await page.goto(path)
    const switcher = page.getByRole('banner').locator('a[hreflang]')
    await expect(switcher).toBeVisible()
    const box = (await switcher.boundingBox())!
    expect(box.x + box.width, path).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
  }
})

test.describe('hreflang: each page names itself and its translation, both ways, and every address answers', () => {
  for (const route of routes.filter((candidate) => candidate.language === 'en' && candidate.twin)) {
    test(route.path, async ({ page, request }) => {
      const alternates = async (path: string) => {
        await page.goto(path)
        const links = await page.locator('link[rel="alternate"][hreflang]').all()
        return Object.fromEntries(
          await Promise.all(
            links.map(async (link) => [await link.getAttribute('hreflang'), await link.getAttribute('href')]),
          ),
        ) as Record<string, string>
      }
      const url = (path: string) => `${SITE_URL}${path === '/' ? '' : path}`
      const expected = { en: url(route.path), es: url(route.twin!), 'x-default': url(route.path) }
      expect(await alternates(route.path)).toEqual(expected)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(route.path))
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US')
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'es_US')
      expect(await alternates(route.twin!)).toEqual(expected)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url(route.twin!))
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US')
      for (const href of Object.values(expected)) {
        const response = await request.get(href.replace(SITE_URL, ''), { maxRedirects: 0 })
        expect(response.status(), href).toBe(200)
      }
    })
  }
})

test('an unknown Spanish address answers the Spanish 404 page, at any depth', async ({ page }) => {
  for (const path of ['/es/no-existe', '/es/seguro-de-auto/otra-cosa']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings('es').notFound.title)
    await expect(page.getByRole('link', { name: settings('es').backHomeLabel })).toHaveAttribute(
      'href',
      '/es',
    )
  }
  const english = await page.goto('/no-such-page/deeper')
  expect(english?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('any casing of a Spanish address redirects permanently to its lower-case form, query kept', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/ES', '/es'],
    ['/Es/Seguro-De-Auto?utm_source=radio', '/es/seguro-de-auto?utm_source=radio'],
    ['/es/GRACIAS', '/es/gracias'],
    ['/es/Politica-De-Privacidad', '/es/politica-de-privacidad'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location, from).toBe(to)
  }
  const unknown = await request.get('/es/No-Existe', { maxRedirects: 0 })
  expect(unknown.headers().location).toBe('/es/no-existe')
  expect((await request.get('/es/No-Existe')).status()).toBe(404)
})

test('no redirect by the browser’s language: each address answers what was asked for', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'es-US',
    extraHTTPHeaders: { 'Accept-Language': 'es-US,es' },
  })
  const page = await context.newPage()
  const response = await page.goto('/auto-insurance')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL('/auto-insurance')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

test('the sitemap lists both languages, each page with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE_URL, ''))
  const indexable = routes.filter((route) => !['/gtm-test', '/thank-you', '/es/gracias'].includes(route.path))
  expect(locs.sort()).toEqual(indexable.map((route) => (route.path === '/' ? '' : route.path)).sort())
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="es" href="${SITE_URL}/es/seguro-de-auto" />`,
  )
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/auto-insurance" />`,
  )
})

test('the agency’s structured data names both languages it serves in', async ({ page }) => {
  await page.goto('/es')
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(data.contactPoint.availableLanguage).toEqual(['English', 'Spanish'])
  expect(data.url).toBe(`${SITE_URL}/es`)
})

test('Spanish figures, dates and hours read as a Spanish reader expects', async ({ page }) => {
  await page.goto('/es/politica-de-privacidad')
  await expect(page.locator('article time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/)
  await expect(page.getByRole('contentinfo')).toContainText('lun–vie')
  await expect(page.getByRole('contentinfo')).toContainText('9:30 a.m. – 5:00 p.m.')
  await page.goto('/es/seguro-de-vida')
  await expect(page.locator('#coverage-guide')).toContainText('$830,000')
})
