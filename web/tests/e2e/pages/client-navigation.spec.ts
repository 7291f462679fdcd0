import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from '../accessibility/accessibility'
import { expect, test } from '../fixtures'

// After a client-side navigation the document must hold one page: the skip link, in-page anchors and
// aria-labelledby resolve by id, and a hidden copy of the previous page would answer in its place.

/** Ids that more than one element carries, with how many. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const counts = new Map<string, number>()
    for (const element of document.querySelectorAll('[id]'))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`)
  })

/** Every aria-labelledby of a shown element, and every in-page link, whose target is missing or not shown. */
const unreachableTargets = (page: Page) =>
  page.evaluate(() => {
    const shown = (id: string) => document.getElementById(id)?.checkVisibility() === true
    const labels = [...document.querySelectorAll('[aria-labelledby]')]
      .filter((element) => element.checkVisibility())
      .flatMap((element) => element.getAttribute('aria-labelledby')!.split(/\s+/))
      .filter((id) => !shown(id))
      .map((id) => `aria-labelledby ${id}`)
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
      .filter((link) => !shown(decodeURIComponent(link.hash.slice(1))))
      .map((link) => `link ${link.hash}`)
    return [...labels, ...links]
  })

async function expectOnePage(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  expect(await duplicateIds(page)).toEqual([])
  expect(await unreachableTargets(page)).toEqual([])
}

/** The skip link moves focus into the visible page's main, not into a hidden copy of an earlier one. */
async function expectSkipLinkReachesMain(page: Page) {
  await page.locator('a[href="#main"]').focus()
  await page.keyboard.press('Enter')
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('id', 'main')
  await expect(focused).toBeVisible()
  await expect(focused.getByRole('heading', { level: 1 })).toBeVisible()
}

/** How the document is styled: the stylesheet the first page brought inline, and any fetched since. */
const stylesheets = (page: Page) =>
  page.evaluate(() => ({
    inline: document.querySelectorAll('style[data-href]').length,
    linked: document.querySelectorAll('link[rel="stylesheet"]').length,
    header: getComputedStyle(document.querySelector('header')!).position,
  }))

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent()

for (const [home, product] of [
  ['/', '/auto-insurance'],
  ['/es', '/es/seguro-de-auto'],
] as const) {
  test(`${home} → ${product} → Back leaves one page in the document, reachable by id`, async ({ page }) => {
    await page.goto(product)
    const productHeading = (await h1(page))!
    await page.goto(home)
    const homeHeading = (await h1(page))!
    await page.waitForLoadState('networkidle')

    // The stylesheet comes once, inline, in the HTML: never a second copy in the page's payload.
    const html = await (await page.request.get(home)).text()
    expect(html.split('@layer theme{')).toHaveLength(2)

    await page.locator(`main a[href="${product}"]`).first().click()
    await page.waitForURL(`**${product}`)
    await expectOnePage(page, productHeading)
    // The next page is styled by the same inline stylesheet, with nothing fetched.
    expect(await stylesheets(page)).toEqual({ inline: 1, linked: 0, header: 'fixed' })
    await expectSkipLinkReachesMain(page)
    await expectNoAxeViolations(page, `${product} after a client navigation`)

    // Back past the skip link's #main, then to the page the visitor came from.
    await page.goBack()
    await expect.poll(() => page.url()).toMatch(new RegExp(`${product}$`))
    await page.goBack()
    await expect.poll(() => new URL(page.url()).pathname).toBe(home)
    await expectOnePage(page, homeHeading)
    await expectSkipLinkReachesMain(page)
    await expectNoAxeViolations(page, `${home} after Back`)
    // The home page's section links scroll to its own sections, not to a hidden copy.
    await page.locator('a[href="#faq"]').first().click()
    await expect(page.locator('#faq')).toBeInViewport()
  })
}

test('a link prefetches its page when the pointer is over it, not when it comes into view', async ({
  page,
}) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(prefetched, 'the links on the first screen fetch nothing as the page loads').toEqual([])

  const link = page.locator('#services a[href="/auto-insurance"]')
  await link.hover()
  await expect.poll(() => prefetched).toContain('/auto-insurance')
  expect(new Set(prefetched)).toEqual(new Set(['/auto-insurance']))

  // Followed, it is still a client-side navigation: the document the visitor loaded stays.
  await page.evaluate(() => ((window as Window & { loadedHere?: boolean }).loadedHere = true))
  await link.click()
  await page.waitForURL('**/auto-insurance')
  expect(await page.evaluate(() => (window as Window & { loadedHere?: boolean }).loadedHere)).toBe(true)
})
