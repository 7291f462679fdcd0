import type { Page } from '@playwright/test'

import { heroOf, landingPage, settings, sharedSections } from '../../support/data/dataset'
import { choiceValues } from '../../support/forms/quote-form'
import { expect, test } from '../fixtures'

type Focused = { tag: string; name: string | null; label: string | null; text: string; visible: boolean }

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    return {
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute('name'),
      label: element.getAttribute('aria-label'),
      text: element.textContent?.trim() ?? '',
      // An outline or a focus ring (box-shadow) shows where focus is.
      visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
    }
  })
}

/** Presses Tab until the focused element matches, checking on the way that focus is always visible. */
async function tabTo(page: Page, matches: (element: Focused) => boolean, limit = 80) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab')
    const element = await focused(page)
    expect(element.visible, `focus is visible on ${element.tag} "${element.text || element.name}"`).toBe(true)
    if (matches(element)) return element
  }
  throw new Error('Tab never reached the element')
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await page.goto('/auto-insurance')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: settings().labels.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('a quote request can be completed with the keyboard alone', async ({ page, emailjs }) => {
  await page.goto('/home-insurance')
  await tabTo(page, (element) => element.name === 'name')
  await page.keyboard.type('Keyboard User')
  // A field by its name, then what is typed, a choice (ArrowDown) or a tick (Space); a link by its words.
  const steps: Array<[string, string | null | ' '] | [{ link: string }]> = [
    ['phone', '2145550199'],
    ['zip', '75201'],
    ['smsConsent', ' '],
    [{ link: 'Privacy Policy' }],
    [{ link: 'Terms of Service' }],
    ['email', 'keys@example.com'],
    ['contactPreference', null],
    ['timeframe', null],
    ['additionalInfo', 'Typed without a mouse.'],
  ]
  for (const [field, input] of steps) {
    await page.keyboard.press('Tab')
    const element = await focused(page)
    const name = typeof field === 'string' ? field : field.link
    if (typeof field === 'string') expect(element.name).toBe(field)
    else expect(element).toMatchObject({ tag: 'a', text: field.link })
    expect(element.visible, name).toBe(true)
    if (input === ' ') await page.keyboard.press('Space')
    else if (input) await page.keyboard.type(input)
    else if (input === null) await page.keyboard.press('ArrowDown')
  }
  await expect(page.locator('#quote-form input[name="smsConsent"]')).toBeChecked()
  await page.keyboard.press('Tab')
  expect((await focused(page)).text).toBe(heroOf(landingPage('home-insurance')).submitLabel)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/thank-you', { timeout: 10_000 })
  const agency = emailjs.sent.find((email) => email.template_id.includes('agency'))!
  expect(agency.template_params).toMatchObject({
    fullName: 'Keyboard User',
    contactPreference: choiceValues('contactOptions')[0],
    timeframe: choiceValues('timeframeOptions')[0],
    additionalInfo: 'Typed without a mouse.',
    // The browser cannot vouch for the consent: the server's record does.
    texts: 'Texts: box ticked. The record of the consent is in the Studio: check it before any text',
  })
})

test('the carousel’s pause control is reachable and works from the keyboard', async ({ page }) => {
  const { pauseLabel, playLabel } = sharedSections().reviews
  await page.goto('/')
  await tabTo(page, (element) => element.label === pauseLabel, 120)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: playLabel })).toBeFocused()
})
