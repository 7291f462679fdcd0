import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { SITE_PATHS } from '@/lib/routes'

import { bilingualRoutes } from '../support/dataset'
import { expect } from './fixtures'

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
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
