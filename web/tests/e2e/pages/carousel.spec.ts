import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'

import { documentsOfType, sharedSections } from '../../support/data/dataset'

type Review = { name: string; text: string; orderRank: string }

const reviews = () => documentsOfType<Review>('review').sort((a, b) => a.orderRank.localeCompare(b.orderRank))
const labels = () => sharedSections().reviews
const INTERVAL = 5000

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
const current = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
const expectReview = (page: Page, index: number) =>
  expect(current(page)).toContainText(reviews()[index]!.name)

// Moving focus and pointer out of the carousel, so only the control under test can hold rotation.
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0)
  await page.locator('#reviews-title').click()
}

test.beforeEach(async ({ page }) => {
  // The clock stands still from before the page loads: only runFor moves it.
  const start = new Date('2026-03-02T10:00:00-06:00')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
  await page.goto('/')
  await page.locator('#reviews').scrollIntoViewIfNeeded()
})

test('advances every 5 seconds and wraps after the last review', async ({ page }) => {
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(5)
  await expectReview(page, 0)
  await page.clock.runFor(INTERVAL - 100)
  await expectReview(page, 0)
  await page.clock.runFor(100)
  await expectReview(page, 1)
  await page.clock.runFor(INTERVAL * 3)
  await expectReview(page, 4)
  await page.clock.runFor(INTERVAL)
  await expectReview(page, 0)
})

test('previous and next wrap both ways; a dot jumps to its review', async ({ page }) => {
  const { previousLabel, nextLabel } = labels()
  await carousel(page).getByRole('button', { name: previousLabel }).click()
  await expectReview(page, 4)
  await carousel(page).getByRole('button', { name: nextLabel }).click()
  await expectReview(page, 0)
  await carousel(page).getByRole('button', { name: reviews()[2]!.name }).click()
  await expectReview(page, 2)
  await expect(carousel(page).getByRole('button', { name: reviews()[2]!.name })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('pause stops rotation until play is pressed', async ({ page }) => {
  const { pauseLabel, playLabel } = labels()
  await carousel(page).getByRole('button', { name: pauseLabel }).click()
  await expect(carousel(page).getByRole('button', { name: playLabel })).toBeVisible()
  await leaveCarousel(page)
  await page.clock.runFor(INTERVAL * 3)
  await expectReview(page, 0)

  await carousel(page).getByRole('button', { name: playLabel }).click()
  await leaveCarousel(page)
  await page.clock.runFor(INTERVAL)
  await expectReview(page, 1)
})

test('rotation pauses while hovered or focused and resumes after', async ({ page }) => {
  await current(page).hover()
  await page.clock.runFor(INTERVAL * 2)
  await expectReview(page, 0)
  await page.mouse.move(0, 0)
  await page.clock.runFor(INTERVAL)
  await expectReview(page, 1)

  await carousel(page).getByRole('button', { name: labels().nextLabel }).focus()
  await page.clock.runFor(INTERVAL * 2)
  await expectReview(page, 1)
  await page.locator('#reviews-title').click()
  await page.clock.runFor(INTERVAL)
  await expectReview(page, 2)
})

test('does not auto-advance under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(carousel(page).getByRole('button', { name: labels().playLabel })).toBeVisible()
  await page.clock.runFor(INTERVAL * 3)
  await expectReview(page, 0)
})
