import { slugOf, specialtyPages } from '../../support/data/dataset'
import { answerAll, expectStep, intakeOf, intakeWords, sendLeadWithLink } from '../../support/forms/intake'
import { expectConsistentHelp, expectNoAxeViolations, expectTargetSizes, A11Y_PATHS } from './accessibility'
import { expect, test } from '../fixtures'

// What a phone shows is checked here: axe, the size and spacing of every target, and the help every page carries in
// the same place. The specialty pages editors made are checked at 1280 px in landing-pages.spec.ts.
const PATHS = [...A11Y_PATHS, ...specialtyPages().map((content) => `/${slugOf(content)}`)]

for (const path of PATHS) {
  test(`axe, target sizes and help on ${path} at 360 px`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page, path)
    await expectTargetSizes(page, path)
    await expectConsistentHelp(page, path)
  })
}

test('the online quote at 360 px: its notice, the thank-you invitation, a step with its steps list, problems and a second vehicle', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const check = async (label: string) => {
    await expectNoAxeViolations(page, label)
    await expectTargetSizes(page, label)
    await expectConsistentHelp(page, label)
  }
  const words = intakeWords('en')
  const auto = intakeOf('auto')
  // Without a link: the page that says the quote request was not found, with the phone.
  await page.goto('/finish-your-quote')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.unknownHeading!)
  await check('online quote without a link')

  await sendLeadWithLink(page, `a11y-mobile-${testInfo.testId}@example.com`, 'en')
  await page.goto('/thank-you')
  await expect(page.getByRole('link', { name: words.inviteButton })).toBeVisible()
  await check('thank-you page with the invitation')

  await page.getByRole('link', { name: words.inviteButton }).click()
  await expectStep(page, auto.step('drivers').title!, 1, 3)
  await answerAll(
    page,
    'drivers',
    { fullName: 'Ana García', dateOfBirth: '1984-07-19', yearsLicensed: '22', incidents: 'None' },
    'en',
  )
  await page.getByRole('button', { name: words.nextLabel }).click()
  // The vehicles step: the drivers step is a link in the steps list now.
  await expectStep(page, auto.step('vehicles').title!, 2, 3)
  await check('vehicles step')
  await page.getByRole('button', { name: auto.step('vehicles').addLabel! }).click()
  await page.getByRole('button', { name: words.nextLabel }).click()
  await expect(page.getByRole('heading', { name: words.errorSummary })).toBeVisible()
  await check('vehicles step with two vehicles and its problems')
})
