import { slugOf, specialtyPages } from '../support/dataset'
import { expectNoAxeViolations, A11Y_PATHS } from './accessibility'
import { test } from './fixtures'

for (const path of A11Y_PATHS) {
  test(`axe finds nothing on ${path} at 360 px`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page, path)
  })
}

// The specialty pages editors made; at 1280 px they are checked in landing-pages.spec.ts.
for (const content of specialtyPages()) {
  const path = `/${slugOf(content)}`
  test(`axe finds nothing on ${path} at 360 px`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page, path)
  })
}
