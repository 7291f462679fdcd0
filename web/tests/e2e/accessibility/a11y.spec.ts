import { expectConsistentHelp, expectNoAxeViolations, A11Y_PATHS } from './accessibility'
import { breakableDataLayer, expect, fillRequiredFields, test } from '../fixtures'

// The same checks at 360 px run from a11y.mobile.spec.ts.
for (const path of A11Y_PATHS) {
  test(`axe finds nothing on ${path} at 1280 px, and its help is where every page has it`, async ({
    page,
  }) => {
    await page.goto(path)
    await expectNoAxeViolations(page, path)
    await expectConsistentHelp(page, path)
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
  const dataLayer = await breakableDataLayer(page)
  await page.goto('/auto-insurance')
  await dataLayer.break()
  const form = await fillRequiredFields(page)
  await form.locator('button[type="submit"]').click()
  await expect(form.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expectNoAxeViolations(page, 'form error state')
})
