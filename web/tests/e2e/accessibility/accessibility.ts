import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { telHref } from '@/lib/phone-number'
import { isLanguage } from '@/lib/i18n'
import { SERVICE_CENTER_PATHS, SITE_PATHS } from '@/lib/routes'

import { bilingualRoutes, settings } from '../../support/data/dataset'
import { expect } from '../fixtures'

// WCAG 2.2 AA is the site's standard; axe's wcag22aa holds the criteria new in 2.2 it can check (target size).
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
// The spec's pages, one English guide and a filtered list, every Spanish page (specialty pages and guides
// included) and both 404 pages.
export const A11Y_PATHS = [
  ...SITE_PATHS,
  '/guides/texas-auto-insurance-requirements',
  '/guides/line/auto',
  '/no-such-page',
  ...bilingualRoutes()
    .filter((route) => route.language === 'es')
    .map((route) => route.path),
  '/es/no-existe',
]

/** Runs axe on the page as it is now and fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page, label: string) {
  // Sections below the first screen are drawn only as they near it (`content-visibility: auto`), and axe reads
  // colors where elements are drawn: a section not drawn yet would show it the hero's colors behind its text.
  // Drawn as a visitor scrolling to them sees them, then left as they were.
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { violations } = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze()
  await drawAll.evaluate((style) => (style as HTMLStyleElement).remove())
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
  expect(found, label).toEqual([])
}

/** A pointer target too small and too close to another, as `expectTargetSizes` reports it. */
type CrampedTarget = { target: string; size: string; near: string }

/**
 * WCAG 2.2's 2.5.8 Target Size (Minimum) on the page as it is drawn now: every visible link, button, field, list
 * and summary is at least 24 by 24 CSS px, or, smaller, sits where a 24 px circle centred on it touches no other
 * target and no other small target's circle. A link inside a sentence is exempt (its size is the line's), as are
 * targets hidden until focused (the skip link). Fixed bars are compared with fixed bars only: they move over the
 * page as it scrolls, and the page's own targets are never under them for good.
 */
export async function expectTargetSizes(page: Page, label: string) {
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const cramped = await page.evaluate((): CrampedTarget[] => {
    const MIN = 24
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
        element.textContent ||
        element.getAttribute('aria-label') ||
        element.getAttribute('name') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40)}"`
    const isFixed = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (getComputedStyle(at).position === 'fixed') return true
      }
      return false
    }
    // A link in running text: inline, with words of its block around it.
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
      const own = (element.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own
    }
    const targets = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]',
      ),
    ]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      // Targets clipped away until focused (the skip link, `sr-only`) are no pointer's target.
      .filter((element) => getComputedStyle(element).clipPath !== 'inset(50%)')
      .map((element) => ({ element, box: element.getBoundingClientRect(), fixed: isFixed(element) }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
    const center = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
    const small = (box: DOMRect) => box.width < MIN - 0.01 || box.height < MIN - 0.01
    const circleTouchesBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = point.x - Math.max(box.left, Math.min(point.x, box.right))
      const dy = point.y - Math.max(box.top, Math.min(point.y, box.bottom))
      return Math.hypot(dx, dy) < MIN / 2 - 0.01
    }
    return targets.flatMap((target) => {
      if (!small(target.box) || inSentence(target.element)) return []
      const middle = center(target.box)
      const near = targets.find(
        (other) =>
          other !== target &&
          other.fixed === target.fixed &&
          !other.element.contains(target.element) &&
          !target.element.contains(other.element) &&
          (circleTouchesBox(middle, other.box) ||
            (small(other.box) &&
              !inSentence(other.element) &&
              Math.hypot(middle.x - center(other.box).x, middle.y - center(other.box).y) < MIN - 0.01)),
      )
      return near
        ? {
            target: describe(target.element),
            size: `${Math.round(target.box.width)}×${Math.round(target.box.height)}`,
            near: describe(near.element),
          }
        : []
    })
  })
  await drawAll.evaluate((style) => (style as HTMLStyleElement).remove())
  expect(cramped, `${label}: targets under 24 px too close to another`).toEqual([])
}

/**
 * WCAG 2.2's 3.2.6 Consistent Help: every page has the service center in its header and, after its content, the
 * footer's contact list in the same order: the phone, the email, then the service center.
 */
export async function expectConsistentHelp(page: Page, label: string) {
  const lang = await page.locator('html').getAttribute('lang')
  const language = isLanguage(lang) ? lang : 'en'
  const { phone, email } = settings(language)
  const found = await page.evaluate(() => {
    const main = document.querySelector('main')
    const footer = document.querySelector('footer#contact')
    return {
      footerAfterMain: Boolean(
        main && footer && main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
      header: [...document.querySelectorAll('header a[href]')].map((link) => link.getAttribute('href')),
      contact: [...(footer?.querySelectorAll('#contact-title + ul a[href]') ?? [])]
        .map((link) => link.getAttribute('href'))
        .slice(0, 3),
    }
  })
  expect(found.footerAfterMain, `${label}: the contact list follows the content`).toBe(true)
  expect(found.header, `${label}: the header's service center link`).toContain(SERVICE_CENTER_PATHS[language])
  expect(found.contact, `${label}: the contact list`).toEqual([
    telHref(phone),
    `mailto:${email}`,
    SERVICE_CENTER_PATHS[language],
  ])
}
