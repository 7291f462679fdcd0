import { expect, test } from '../fixtures'

import { telHref } from '@/lib/phone-number'

import {
  heroOf,
  homePage,
  landingPage,
  navLinksOf,
  settings,
  specialtyPages,
  slugOf,
} from '../../support/data/dataset'

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

test('tabbing through a page at 360 px never leaves the focused element behind the top bar or the bottom bar', async ({
  page,
}) => {
  // Scrolling at once, as a visitor who asked for less motion has it: what is checked is where focus ends up.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  /** The focused element, when a fixed bar it is not part of covers any of it; '' when none does; null past the end. */
  const coveredFocus = () =>
    page.evaluate(async () => {
      // What the visitor sees once the page has settled: a section drawn only as it nears the screen takes its real
      // height in the frame after the one focus scrolled in, and the browser's scroll anchoring keeps what is on
      // screen in place.
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)))
      const focused = document.activeElement
      if (!focused || focused === document.body) return null
      const bars = [...document.querySelectorAll('body *')].filter(
        (element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility(),
      )
      if (bars.some((bar) => bar.contains(focused))) return ''
      const box = focused.getBoundingClientRect()
      const covered = bars.some((bar) => {
        const cover = bar.getBoundingClientRect()
        return (
          cover.bottom > box.top && cover.top < box.bottom && cover.right > box.left && cover.left < box.right
        )
      })
      return covered
        ? `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 30)}"`
        : ''
    })
  for (const path of ['/', '/es/seguro-de-auto']) {
    await page.goto(path)
    const hidden: string[] = []
    // Forward to the end of the page, where each element comes in at the bottom edge; then back up a way, where each
    // comes in at the top.
    for (let presses = 0; presses < 200; presses++) {
      await page.keyboard.press('Tab')
      const covered = await coveredFocus()
      if (covered === null) break
      if (covered) hidden.push(`Tab: ${covered}`)
    }
    await page.keyboard.press('Shift+Tab')
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Shift+Tab')
      const covered = await coveredFocus()
      if (covered) hidden.push(`Shift+Tab: ${covered}`)
    }
    expect(hidden, path).toEqual([])
  }
})
