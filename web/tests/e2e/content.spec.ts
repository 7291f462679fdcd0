import { expect, test } from '@playwright/test'

import { documentById } from '../support/dataset'

type Settings = { agencyName: string; phone: string }
type Home = { hero: { headline: string } }

test('the home page is served from the content layer (embedded dataset)', async ({ page }) => {
  const settings = documentById<Settings>('siteSettings')
  const home = documentById<Home>('homePage')

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline)
  await expect(page.getByText(settings.agencyName, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: settings.phone })).toHaveAttribute(
    'href',
    `tel:${settings.phone.replace(/\D/g, '')}`,
  )
  await expect(page).toHaveTitle(settings.agencyName)
})
