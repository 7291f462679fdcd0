import { bilingualRoutes, settings } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { expect, test } from '../fixtures'

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

// One page of each kind: the links' targets on every page are checked over HTTP with hreflang, below.
const SWITCHER_PATHS = new Set([
  '/',
  '/auto-insurance',
  '/umbrella-insurance',
  '/guides',
  '/guides/how-much-dwelling-coverage-do-you-need',
  '/service-center',
  '/privacy-policy',
  '/thank-you',
  '/gtm-test',
])

test.describe('the language switcher goes to the same page in the other language and back', () => {
  const english = routes.filter((candidate) => candidate.language === 'en')
  test('every kind of page is tried', () => {
    expect([...SWITCHER_PATHS].filter((path) => !english.some((route) => route.path === path))).toEqual([])
  })
  for (const route of english.filter((candidate) => SWITCHER_PATHS.has(candidate.path))) {
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

/** The attributes of each tag of one name in an HTML document, as the server sent it; names in lower case. */
function tags(html: string, name: string): Partial<Record<string, string>>[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'g'))].map((tag) =>
    Object.fromEntries(
      [...tag[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value]),
    ),
  )
}

// Read from the HTML the server sends, as a crawler reads it: no browser needed.
test.describe('hreflang: each page names itself and its translation, both ways, and every address answers', () => {
  for (const route of routes.filter((candidate) => candidate.language === 'en' && candidate.twin)) {
    test(route.path, async ({ request }) => {
      const url = (path: string) => `${SITE_URL}${path === '/' ? '' : path}`
      const expected = { en: url(route.path), es: url(route.twin!), 'x-default': url(route.path) }
      for (const [path, locale, other] of [
        [route.path, 'en_US', route.twin!],
        [route.twin!, 'es_US', route.path],
      ] as const) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        const html = await response.text()
        const links = tags(html, 'link')
        const alternates = Object.fromEntries(
          links
            .filter((link) => link.rel === 'alternate' && link.hreflang)
            .map((link) => [link.hreflang, link.href]),
        )
        expect(alternates, path).toEqual(expected)
        expect(links.find((link) => link.rel === 'canonical')?.href, path).toBe(url(path))
        const meta = (property: string) =>
          tags(html, 'meta').find((tag) => tag.property === property)?.content
        expect(meta('og:locale'), path).toBe(locale)
        expect(meta('og:locale:alternate'), path).toBe(locale === 'en_US' ? 'es_US' : 'en_US')
        // The header's language switcher leads to the twin.
        expect(
          tags(html, 'a')
            .filter((link) => link.hreflang && link.hreflang !== locale.slice(0, 2))
            .map((link) => link.href),
          path,
        ).toContain(other)
      }
      for (const href of Object.values(expected)) {
        const response = await request.get(href.replace(SITE_URL, ''), { maxRedirects: 0 })
        expect(response.status(), href).toBe(200)
      }
    })
  }
})
