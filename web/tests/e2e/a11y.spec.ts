import { expectNoAxeViolations, A11Y_PATHS } from './accessibility'
import { expect, test } from './fixtures'

// The same checks at 360 px run from a11y.mobile.spec.ts.
for (const path of A11Y_PATHS) {
  test(`axe finds nothing on ${path} at 1280 px`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page, path)
  })
}

test('axe finds nothing with every FAQ item open', async ({ page }) => {
  await page.goto('/')
  for (const button of await page.locator('#faq button[aria-expanded]').all()) await button.click()
  await expect(page.locator('#faq button[aria-expanded="true"]')).toHaveCount(5)
  await expectNoAxeViolations(page, 'FAQ open')
})

test('axe finds nothing with the quote form in its error state', async ({ page }) => {
  // The data layer breaks after sending, so the handler throws and the form offers Try Again.
  await page.addInitScript(() => {
    let store: unknown
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get() {
        if ((window as { breakDataLayer?: boolean }).breakDataLayer) throw new Error('data layer unavailable')
        return store
      },
      set(value) {
        store = value
      },
    })
  })
  await page.goto('/auto-insurance')
  await page.evaluate(() => ((window as { breakDataLayer?: boolean }).breakDataLayer = true))
  const form = page.locator('#quote-form')
  await form.locator('input[name="name"]').fill('Error State')
  await form.locator('input[name="phone"]').fill('2145550100')
  await form.locator('input[name="email"]').fill('error@example.com')
  await form.locator('input[name="zip"]').fill('75201')
  await form.locator('button[type="submit"]').click()
  await expect(form.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expectNoAxeViolations(page, 'form error state')
})
