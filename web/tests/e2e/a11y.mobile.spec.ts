import { expectNoAxeViolations, A11Y_PATHS } from './accessibility'
import { test } from './fixtures'

for (const path of A11Y_PATHS) {
  test(`axe finds nothing on ${path} at 360 px`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page, path)
  })
}
