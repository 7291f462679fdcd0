import { CDN_CACHE_CONTROL } from '@/lib/cdn-cache'
import { telHref } from '@/lib/phone-number'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { NOT_FOUND_PATHS } from '@/lib/routes'

import { heroOf, homePage, hrefOf, settings } from '../../support/data/dataset'
import { expect, test } from '../fixtures'

// A crawler, a visitor whose script failed and a screen reader reading the first document all get the 404
// page from the HTML itself: an unknown page address, an address deeper than any page, an unknown guide and a page
// of the guides past the last, in each language. The proxy answers each with its language's prerendered 404 page.
const UNKNOWN: Array<[string, Language]> = [
  ['/no-such-page', 'en'],
  ['/auto-insurance/a/b', 'en'],
  ['/guides/no-such-guide', 'en'],
  ['/guides/page/999', 'en'],
  ['/es/no-existe', 'es'],
  ['/es/seguro-de-auto/otra-cosa', 'es'],
  ['/es/guias/no-existe', 'es'],
]

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;')

for (const [path, language] of UNKNOWN) {
  test(`${path} answers 404 with the whole not-found page in its HTML`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    const headers = response.headers()
    expect(headers['x-middleware-rewrite'], 'answered by the proxy, without a render').toBe(
      NOT_FOUND_PATHS[language],
    )
    // As the 404 page rendered for the address itself answered: a CDN keeps it a minute at most.
    expect(headers['cache-control']).toBe(CDN_CACHE_CONTROL)
    const html = await response.text()
    const { agencyName, email, footerHeadings, notFound, phone } = settings(language)
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`))
    expect(html).toContain(`<title>${escapeHtml(`${notFound.title} | ${agencyName}`)}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toMatch(/<header[\s>]/)
    // The payload of every page under its boundary carries this page (Next's not-found boundary): of the footer, only
    // the contact list every page has in the same place.
    expect(html).toMatch(/<footer[\s>]/)
    expect(html).toContain(`href="mailto:${email}"`)
    expect(html).not.toContain(`>${escapeHtml(footerHeadings.hours)}</h2>`)
    expect(html).toContain(`>${escapeHtml(notFound.title)}</h1>`)
    expect(html).toContain(`href="${LANGUAGE_INFO[language].home}"`)
    for (const button of heroOf(homePage(language)).quoteButtons ?? []) {
      expect(html).toContain(`href="${hrefOf(button)}"`)
    }
    expect(html).toContain(`href="${telHref(phone)}"`)
  })
}

test('the home pages do not carry the 404 page in their HTML', async ({ request }) => {
  // Next sends the not-found page inside the payload of every page under a not-found boundary; those sit only on
  // the segments that call notFound(), so a page that never can is spared its bytes.
  for (const [path, language] of [
    ['/', 'en'],
    ['/es', 'es'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toContain(escapeHtml(settings(language).notFound.title))
  }
})

test('the 404 page answers with the security headers of every page', async ({ request }) => {
  const page = (await request.get('/auto-insurance')).headers()
  for (const [path] of UNKNOWN) {
    const headers = (await request.get(path)).headers()
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ])
      expect(headers[name], `${path} ${name}`).toBe(page[name])
  }
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the 404 page reads as a whole page: header, heading, links home and to call', async ({ page }) => {
    for (const [path, language] of [UNKNOWN[0]!, UNKNOWN[2]!]) {
      const { backHomeLabel, notFound, phone } = settings(language)
      expect((await page.goto(path))?.status(), path).toBe(404)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: backHomeLabel })).toBeVisible()
      await expect(main.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone))
    }
  })
})
