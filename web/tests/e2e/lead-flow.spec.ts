import type { Page } from '@playwright/test'

import { agencyEmailParams, customerEmailParams, type Lead } from '@/lib/lead/lead'
import { PRODUCT_ROUTES } from '@/lib/routes'
import type { QuoteForm } from '@/sanity.types'

import { documentById, homePage, productPage, settings } from '../support/dataset'
import { FAKE_PUBLIC_ENV } from '../support/fake-config'
import { breakableDataLayer, expect, readDataLayer, test, type EmailAnswer, type SentEmail } from './fixtures'

const labels = () => documentById<QuoteForm>('quoteForm')
const START = new Date('2026-03-02T10:00:00-06:00')

const customer = (): Lead => ({
  fullName: 'Ana García',
  phoneNumber: '(469) 555-0188',
  email: 'ana@example.com',
  zipCode: '75204',
  coverageType: 'Bundle (Home + Auto)',
  additionalInfo: '',
  contactPreference: '',
  timeframe: '',
})

// Timers in the page run only when a test moves the clock, so every delay below is exact.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START })
  await page.clock.pauseAt(new Date(START.getTime() + 1000))
})

async function fill(page: Page, lead: Lead, variant: 'home' | 'product') {
  const form = page.locator('#quote-form')
  const { nameLabel, phoneLabel, emailLabel, zipLabel } = labels()
  await form.getByLabel(nameLabel).fill(lead.fullName)
  await form.getByLabel(phoneLabel).fill(lead.phoneNumber)
  await form.getByLabel(emailLabel).fill(lead.email)
  await form.getByLabel(zipLabel).fill(lead.zipCode)
  if (variant === 'home') {
    await form.getByLabel(labels().coverageLabel).selectOption(lead.coverageType)
  } else {
    if (lead.contactPreference)
      await form.getByLabel(labels().contactPreferenceLabel).selectOption(lead.contactPreference)
    if (lead.timeframe) await form.getByLabel(labels().timeframeLabel).selectOption(lead.timeframe)
    await form.getByLabel(labels().additionalInfoLabel).fill(lead.additionalInfo)
  }
  return form
}

function expectedEmails(lead: Lead): SentEmail[] {
  const base = {
    lib_version: '4.4.1',
    user_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    service_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  }
  return [
    {
      ...base,
      template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID,
      template_params: customerEmailParams(lead),
    },
    {
      ...base,
      template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
      template_params: agencyEmailParams(lead, settings().leadEmail),
    },
  ]
}

const byTemplate = (emails: SentEmail[]) =>
  [...emails].sort((a, b) => a.template_id.localeCompare(b.template_id))

async function expectRedirectAfterTwoSeconds(page: Page, from: string) {
  await page.clock.runFor(1999)
  await expect(page).toHaveURL(from)
  await page.clock.runFor(1)
  await expect(page).toHaveURL('/thank-you')
}

async function leadEvents(page: Page) {
  return (await readDataLayer(page)).filter(
    (entry) => (entry as { event?: string }).event === 'generate_lead',
  )
}

const pages = [
  {
    path: '/',
    variant: 'home' as const,
    submit: () => homePage().hero.submitLabel,
    coverage: customer().coverageType,
  },
  ...PRODUCT_ROUTES.map((route) => ({
    path: `/${route}`,
    variant: 'product' as const,
    submit: () => productPage(route).hero.submitLabel,
    coverage: productPage(route).coverageType,
  })),
]

for (const { path, variant, submit, coverage } of pages) {
  test(`${path}: two emails, sending then success, generate_lead, /thank-you after 2 s`, async ({
    page,
    emailjs,
    pageErrors,
  }) => {
    const lead: Lead = {
      ...customer(),
      coverageType: coverage,
      ...(variant === 'product'
        ? {
            contactPreference: 'Text Message',
            timeframe: 'This Week',
            additionalInfo: 'Two cars, one teen driver.',
          }
        : {}),
    }
    await page.goto(path)
    const form = await fill(page, lead, variant)
    const button = form.getByRole('button', { name: submit() })
    const { sendingLabel, successLabel } = labels()

    emailjs.hold()
    await button.click()
    const sending = form.getByRole('button', { name: sendingLabel })
    await expect(sending).toBeDisabled()
    await expect(sending).toHaveClass(/bg-slate-400/)
    await expect(sending.locator('svg.animate-spin')).toBeVisible()
    await expect(form.getByRole('status')).toHaveText(sendingLabel)

    emailjs.release()
    await expect(form.getByRole('button', { name: successLabel })).toBeVisible()
    await expect(form.getByRole('status')).toHaveText(successLabel)

    expect(byTemplate(emailjs.sent)).toEqual(byTemplate(expectedEmails(lead)))
    expect(await leadEvents(page)).toEqual([
      {
        event: 'generate_lead',
        lead_type: 'insurance_quote',
        coverage_type: coverage,
        value: 0,
        currency: 'USD',
        zip_code: lead.zipCode,
        contact_method: lead.contactPreference || 'not_specified',
      },
    ])
    await expectRedirectAfterTwoSeconds(page, path)
    expect(emailjs.sent).toHaveLength(2)
    expect(pageErrors).toEqual([])
  })
}

const failures: Array<{ name: string; answers: EmailAnswer[]; requests: number; advance: number[] }> = [
  { name: 'a network failure (status 0), retried once', answers: ['abort'], requests: 4, advance: [1000] },
  { name: 'a 500, retried once', answers: [500], requests: 4, advance: [1000] },
  { name: 'a 500 then success on the retry', answers: [500, 500, 200], requests: 4, advance: [1000] },
  { name: '403 (blocked), not retried', answers: [403], requests: 2, advance: [] },
  { name: '429 (throttled), not retried', answers: [429], requests: 2, advance: [] },
  { name: '451 (headless), not retried', answers: [451], requests: 2, advance: [] },
  {
    name: 'no answer at all, given up after 15 s and retried once',
    answers: ['hang'],
    requests: 4,
    advance: [15_000, 1000, 15_000],
  },
]

for (const { name, answers, requests, advance } of failures) {
  test(`${name}: success path and redirect, never stuck`, async ({ page, emailjs, pageErrors }) => {
    const consoleErrors: string[] = []
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
    emailjs.answer(...answers)
    await page.goto('/')
    const form = await fill(page, customer(), 'home')
    await form.getByRole('button', { name: homePage().hero.submitLabel }).click()
    await expect.poll(() => emailjs.sent.length).toBe(2)
    for (const step of advance) {
      await page.waitForTimeout(50)
      await page.clock.runFor(step)
    }
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    expect(emailjs.sent).toHaveLength(requests)
    const delivered = answers.at(-1) === 200
    expect(consoleErrors.some((text) => text.includes('Failed to send emails'))).toBe(!delivered)
    expect((await leadEvents(page)).length).toBe(delivered ? 1 : 0)
    await expectRedirectAfterTwoSeconds(page, '/')
    expect(pageErrors).toEqual([])
  })
}

test('an exception in the handler: Try Again, logged, no redirect, and the button works again', async ({
  page,
  emailjs,
  pageErrors,
}) => {
  // The data layer breaks once the emails are out, so the handler throws after sending.
  const dataLayer = await breakableDataLayer(page)
  const consoleErrors: string[] = []
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
  await page.goto('/')
  await dataLayer.break()
  const form = await fill(page, customer(), 'home')
  await form.getByRole('button', { name: homePage().hero.submitLabel }).click()
  const retry = form.getByRole('button', { name: labels().errorLabel })
  await expect(retry).toBeEnabled()
  expect(consoleErrors.some((text) => text.includes('Quote request failed'))).toBe(true)
  await page.clock.runFor(5000)
  await expect(page).toHaveURL('/')
  expect(emailjs.sent).toHaveLength(2)
  expect(pageErrors).toEqual([])
})

test('a filled honeypot sends nothing but shows the normal success path', async ({ page, emailjs }) => {
  await page.goto('/')
  const form = await fill(page, customer(), 'home')
  await form
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'http://spam'))
  await form.getByRole('button', { name: homePage().hero.submitLabel }).click()
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  await expectRedirectAfterTwoSeconds(page, '/')
  expect(emailjs.sent).toEqual([])
})

test('the same request twice within 10 s sends one pair of emails; after 10 s it sends again', async ({
  page,
  emailjs,
}) => {
  const submitOnce = async () => {
    const form = await fill(page, customer(), 'home')
    await form.getByRole('button', { name: homePage().hero.submitLabel }).click()
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    await expectRedirectAfterTwoSeconds(page, '/')
    await page.goBack()
    await expect(page).toHaveURL('/')
  }
  await page.goto('/')
  await submitOnce()
  await submitOnce()
  expect(emailjs.sent).toHaveLength(2)
  await page.clock.runFor(10_000)
  await submitOnce()
  expect(emailjs.sent).toHaveLength(4)
})

test('hostile input travels verbatim as JSON and runs nothing', async ({ page, emailjs, pageErrors }) => {
  const hostile: Lead = {
    ...customer(),
    fullName: '<script>window.pwned=1</script><img src=x onerror="window.pwned=2"> 👩🏽‍💼 مريم القحطاني',
    additionalInfo: `${'"\'\\ `${x}` {{7*7}} '.repeat(20)}${'A'.repeat(10_000)}`,
    coverageType: productPage('auto-insurance').coverageType,
    contactPreference: 'Email',
    timeframe: 'ASAP',
  }
  await page.goto('/auto-insurance')
  const form = await fill(page, hostile, 'product')
  await form.getByRole('button', { name: productPage('auto-insurance').hero.submitLabel }).click()
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  expect(byTemplate(emailjs.sent)).toEqual(byTemplate(expectedEmails(hostile)))
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  expect(pageErrors).toEqual([])
})

test('required fields are checked by the browser before anything is sent', async ({ page, emailjs }) => {
  await page.goto('/')
  const form = page.locator('#quote-form')
  await form.getByRole('button', { name: homePage().hero.submitLabel }).click()
  const invalid = await form
    .locator('input:invalid, select:invalid')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')))
  expect(invalid).toEqual(['name', 'phone', 'zip', 'email', 'coverageType'])
  expect(emailjs.sent).toEqual([])
})

// The privacy policy's phone link sits in Portable Text, written by the office manager.
for (const path of ['/auto-insurance', '/privacy-policy']) {
  test(`every phone link on ${path} reports an ad conversion`, async ({ page }) => {
    await page.goto(path)
    const conversions = async () =>
      (await readDataLayer(page)).filter((entry) => Array.isArray(entry) && entry[1] === 'conversion')
    const links = page.locator('a[href^="tel:"]')
    const count = await links.count()
    expect(count).toBeGreaterThanOrEqual(2)
    // Keep the page: a real click would hand the tel: link to the phone app.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
      }),
    )
    for (let index = 0; index < count; index++) await links.nth(index).click()
    expect(await conversions()).toEqual(
      Array.from({ length: count }, () => [
        'event',
        'conversion',
        { send_to: FAKE_PUBLIC_ENV.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION },
      ]),
    )
  })
}
