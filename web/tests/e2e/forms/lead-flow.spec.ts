import type { Page, Request, TestInfo } from '@playwright/test'
import { toPlainText } from '@portabletext/react'

import { isoWithOffset } from '@/lib/format'
import { attributionFrom, type Attribution } from '@/lib/delivery/attribution'
import { FIELD_LIMITS } from '@/lib/lead/fields'
import { LIBRARY_LOAD_TIMEOUT_MS } from '@/lib/delivery/deliver-request'
import { withDefaults, type Lead, type LeadContext } from '@/lib/lead/lead'
import { PRODUCT_ROUTES } from '@/lib/routes'

import { heroOf, homePage, landingPage, settings, thankYouPage } from '../../support/data/dataset'
import { byTemplate, expectedEmails } from '../../support/forms/emails'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { leadRequest, storedLeadsFor } from '../../support/forms/leads'
import { fillQuoteForm, quoteFormLabels } from '../../support/forms/quote-form'
import { E2E } from '../../support/servers/servers'
import { breakableDataLayer, expect, holdScripts, readDataLayer, test, type EmailAnswer } from '../fixtures'

const labels = quoteFormLabels
const START = new Date('2026-03-02T10:00:00-06:00')
// The page's clock stands still at this moment unless a test moves it.
const SUBMITTED_AT = new Date(START.getTime() + 1000)

// Each test has its own visitor, so what it finds among the stored leads is its own.
const customer = (testInfo: TestInfo): Lead => ({
  fullName: 'Ana García',
  phoneNumber: '(469) 555-0188',
  email: `ana.${testInfo.testId.slice(-10)}@example.com`,
  zipCode: '75204',
  coverageType: 'Bundle (Home + Auto)',
  additionalInfo: '',
  contactPreference: '',
  timeframe: '',
})

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START })
  await page.clock.pauseAt(SUBMITTED_AT)
})

const consentText = () => toPlainText(labels().consentDisclosure)

/**
 * Moves the page's clock on a tenth of a second at a time until `done`: a timer the page starts once an answer
 * arrives (the half-second before a retry) exists only from then, which a busy machine makes later than any
 * fixed wait. Call it once the answer has gone to the page.
 */
async function runClockUntil(page: Page, done: () => boolean) {
  await expect
    .poll(
      async () => {
        if (!done()) await page.clock.runFor(100)
        return done()
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(true)
}

/** What the agency email and a stored lead carry besides the request, for a visit that began on `path`. */
function context(path: string, attribution: Partial<Attribution> = {}): LeadContext {
  return {
    consentText: consentText(),
    // These visitors leave the “text me” box as it loads: unticked.
    smsConsent: { given: false },
    pageUrl: `${E2E.site}${path}`,
    submittedAt: isoWithOffset(SUBMITTED_AT),
    attribution: { ...attributionFrom(`${E2E.site}${path}`, null), ...attribution },
    // English choices read as they are sent.
    language: 'en',
    coverageLabel: '',
  }
}

async function expectRedirectAfterTwoSeconds(page: Page, from: string, to = '/thank-you') {
  await page.clock.runFor(1999)
  await expect(page).toHaveURL(from)
  await page.clock.runFor(1)
  await expect(page).toHaveURL(to)
}

async function leadEvents(page: Page) {
  return (await readDataLayer(page)).filter(
    (entry) => (entry as { event?: string }).event === 'generate_lead',
  )
}

/** Every address the page asked for or showed, so a test can check no personal detail went into one. */
function watchUrls(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('framenavigated', (frame) => urls.push(frame.url()))
  return () => {
    const readable = urls.map((url) => decodeURIComponent(url.replace(/\+/g, ' ')))
    return (lead: Lead) =>
      readable.filter((url) =>
        [lead.fullName, lead.email, lead.phoneNumber, lead.zipCode].some((detail) => url.includes(detail)),
      )
  }
}

/** Lets a test wait until the page has had no request in flight for half a second. */
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const settle = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on('request', (request) => {
    inFlight.add(request)
    lastChange = Date.now()
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return () =>
    expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, { intervals: [100] }).toBe(true)
}

function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  return errors
}

const pages = [
  {
    path: '/',
    variant: 'home' as const,
    submit: () => heroOf(homePage()).submitLabel,
    coverage: 'Bundle (Home + Auto)',
  },
  ...PRODUCT_ROUTES.map((route) => ({
    path: `/${route}`,
    variant: 'product' as const,
    submit: () => heroOf(landingPage(route)).submitLabel,
    coverage: heroOf(landingPage(route)).coverageType!,
  })),
]

for (const { path, variant, submit, coverage } of pages) {
  test(`${path}: two emails, sending then success, generate_lead, /thank-you after 2 s`, async ({
    page,
    emailjs,
    pageErrors,
  }, testInfo) => {
    const lead: Lead = {
      ...customer(testInfo),
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
    const form = await fillQuoteForm(page, lead, variant)
    // Typed another way: the emails and the kept lead carry it as the agency reads numbers, (469) 555-0188.
    await form.getByLabel(labels().phoneLabel).fill('+1 469.555.0188')
    await expect(form).toContainText(consentText())
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

    expect(byTemplate(emailjs.sent)).toEqual(byTemplate(expectedEmails(lead, context(path))))
    const events = await leadEvents(page)
    expect(events).toEqual([
      {
        event: 'generate_lead',
        transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lead_type: 'insurance_quote',
        coverage_type: coverage,
        value: 0,
        currency: 'USD',
        zip_code: lead.zipCode,
        contact_method: lead.contactPreference || 'not_specified',
        language: 'en',
      },
    ])
    await expectRedirectAfterTwoSeconds(page, path)
    expect(emailjs.sent).toHaveLength(2)
    // The server keeps every lead, noting that both emails went out.
    await expect
      .poll(() => storedLeadsFor(lead.email))
      .toEqual([
        expect.objectContaining({
          ...withDefaults(lead),
          channel: 'form',
          emailsSent: ['customer', 'agency'],
          stage: 'new',
          pageUrl: `${E2E.site}${path}`,
        }),
      ])
    // The event's order id is the lead's key, which ties an ad platform's later upload to this conversion.
    expect(storedLeadsFor(lead.email)[0]?._id).toBe(
      `leads.${(events[0] as { transaction_id: string }).transaction_id}`,
    )
    expect(pageErrors).toEqual([])
  })
}

test('the agency email says where the visit began: landing page, referrer, campaign and click id', async ({
  page,
  emailjs,
}, testInfo) => {
  const landing =
    '/privacy-policy?utm_source=google&utm_medium=cpc&utm_campaign=dallas-auto&gclid=Cj0KCQ-test'
  await page.goto(landing, { referer: 'https://www.google.com/' })
  // In-site navigation keeps the visit's first page: no reload, no storage.
  await page.getByRole('link', { name: settings().backHomeLabel }).first().click()
  await expect(page).toHaveURL('/')
  const lead = customer(testInfo)
  const form = await fillQuoteForm(page, lead, 'home')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  const agency = emailjs.sent.find(
    (email) => email.template_id === FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
  )
  expect(agency?.template_params).toMatchObject({
    pageUrl: `${E2E.site}/`,
    landingPage: `${E2E.site}${landing}`,
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'dallas-auto',
    utm_term: 'Not provided',
    utm_content: 'Not provided',
    gclid: 'Cj0KCQ-test',
    gbraid: 'Not provided',
    wbraid: 'Not provided',
    fbclid: 'Not provided',
    msclkid: 'Not provided',
    consentText: consentText(),
    submittedAt: '2026-03-02T10:00:01-06:00',
  })
  // The data layer's event: the lead's key as its order id, and, with enhanced conversions off (the default),
  // no user data at all.
  await expect.poll(() => storedLeadsFor(lead.email).length).toBe(1)
  const [stored] = storedLeadsFor(lead.email)
  expect(stored).toMatchObject({ attribution: { gclid: 'Cj0KCQ-test', utm_source: 'google' } })
  expect(await leadEvents(page)).toEqual([
    expect.objectContaining({ event: 'generate_lead', transaction_id: stored!._id.replace(/^leads\./, '') }),
  ])
  expect(JSON.stringify(await leadEvents(page))).not.toContain('user_data')
})

// Every way the email service can fail: the site's server keeps the lead once, the visitor sees the spec's
// success path, and nothing personal reaches an address.
const failures: Array<{ name: string; answers: EmailAnswer[]; requests: number; advance: number[] }> = [
  { name: 'a network failure (status 0), retried once', answers: ['abort'], requests: 4, advance: [1000] },
  { name: 'a 500, retried once', answers: [500], requests: 4, advance: [1000] },
  { name: '403 (blocked), not retried', answers: [403], requests: 2, advance: [] },
  { name: '413 (too large), not retried', answers: [413], requests: 2, advance: [] },
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
  test(`email fails with ${name}: the server keeps the lead once, success path and redirect`, async ({
    page,
    emailjs,
    pageErrors,
  }, testInfo) => {
    const errors = consoleErrors(page)
    const urls = watchUrls(page)
    emailjs.answer(...answers)
    const lead = customer(testInfo)
    await page.goto('/')
    const form = await fillQuoteForm(page, lead, 'home')
    await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
    await expect.poll(() => emailjs.sent.length).toBe(2)
    for (const step of advance) {
      await page.waitForTimeout(50)
      await page.clock.runFor(step)
    }
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    expect(emailjs.sent).toHaveLength(requests)
    expect(errors.some((text) => text.includes('Failed to send emails'))).toBe(true)

    const [stored, ...more] = storedLeadsFor(lead.email)
    expect(more).toEqual([])
    expect(stored).toMatchObject({
      _type: 'lead',
      ...lead,
      additionalInfo: 'Not provided',
      contactPreference: 'Not specified',
      timeframe: 'Not specified',
      consentText: consentText(),
      pageUrl: `${E2E.site}/`,
      attribution: context('/').attribution,
      language: 'en',
      channel: 'form',
      emailsSent: [],
      stage: 'new',
    })
    expect(stored!._id).toMatch(/^leads\.[0-9a-f-]{36}$/)
    expect(stored!.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d$/)
    // The lead reached the agency, so it counts as one.
    expect(await leadEvents(page)).toHaveLength(1)
    await expectRedirectAfterTwoSeconds(page, '/')
    expect(urls()(lead)).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

test('a 500 then success on the retry: delivered by email, and kept with both emails marked sent', async ({
  page,
  emailjs,
}, testInfo) => {
  emailjs.answer(500, 500, 200)
  const lead = customer(testInfo)
  await page.goto('/')
  const form = await fillQuoteForm(page, lead, 'home')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  await expect.poll(() => emailjs.sent.length).toBe(2)
  await page.waitForTimeout(50)
  await page.clock.runFor(1000)
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  expect(emailjs.sent).toHaveLength(4)
  await expect
    .poll(() => storedLeadsFor(lead.email).map((stored) => stored.emailsSent))
    .toEqual([['customer', 'agency']])
})

test('only the confirmation fails: the server keeps the lead and knows the agency email went out', async ({
  page,
  emailjs,
}, testInfo) => {
  emailjs.answerTemplate(FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID, 403)
  const lead = customer(testInfo)
  await page.goto('/')
  const form = await fillQuoteForm(page, lead, 'home')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  await expect.poll(() => storedLeadsFor(lead.email).map((stored) => stored.emailsSent)).toEqual([['agency']])
})

for (const { name, scripts, advance } of [
  // The chunk loader retries a failed script once after a short random pause.
  { name: 'fails to load', scripts: 'abort', advance: 1000 },
  { name: 'never finishes loading (given up after 10 s)', scripts: 'hang', advance: LIBRARY_LOAD_TIMEOUT_MS },
] as const) {
  test(`the email library ${name}: the server keeps the lead`, async ({
    page,
    emailjs,
    pageErrors,
  }, testInfo) => {
    const errors = consoleErrors(page)
    const lead = customer(testInfo)
    const networkQuiet = watchNetwork(page)
    let submitted = false
    // Whatever script the page asks for once the visitor submits fails or stalls, as behind a blocker or a
    // dead connection.
    await page.route('**/_next/static/**/*.js', (route) => {
      if (!submitted) return route.fallback()
      return scripts === 'abort' ? route.abort('blockedbyclient') : undefined
    })
    await page.goto('/')
    const form = await fillQuoteForm(page, lead, 'home')
    // What the page prefetched while the visitor typed (the thank-you page among it) has arrived.
    await networkQuiet()
    submitted = true
    await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
    const sending = form.getByRole('button', { name: labels().sendingLabel })
    await expect(sending).toBeVisible()
    await page.waitForTimeout(100)
    await page.clock.runFor(advance)
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    expect(emailjs.sent).toEqual([])
    expect(errors.some((text) => text.includes('Failed to send emails'))).toBe(true)
    expect(storedLeadsFor(lead.email)).toHaveLength(1)
    await expectRedirectAfterTwoSeconds(page, '/')
    expect(pageErrors).toEqual([])
  })
}

for (const { name, endpoint } of [
  { name: 'answers 500, also when tried again', endpoint: 500 },
  { name: 'does not answer (given up after 5 s)', endpoint: 'hang' },
] as const) {
  test(`email and the site's endpoint both fail (${name}): Try Again, the phone number, the form as typed`, async ({
    page,
    emailjs,
    pageErrors,
  }, testInfo) => {
    const errors = consoleErrors(page)
    emailjs.answer(403)
    const handedOver: string[] = []
    let answered = 0
    await page.route('**/api/leads', async (route) => {
      handedOver.push(route.request().postData() ?? '')
      if (endpoint === 'hang') return
      await route.fulfill({ status: endpoint, json: { error: 'Down' } })
      answered++
    })
    const lead = customer(testInfo)
    await page.goto('/')
    const form = await fillQuoteForm(page, lead, 'home')
    await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
    const sending = form.getByRole('button', { name: labels().sendingLabel })
    await expect(sending).toBeVisible()
    // The page starts its 5 s timer as the hand-over goes out: only then may the clock move.
    await expect.poll(() => handedOver.length).toBe(1)
    if (endpoint === 'hang') {
      await page.clock.runFor(4999)
      await expect(sending).toBeVisible()
      await page.clock.runFor(1)
    } else {
      // A 5xx is tried once more, half a second later, with the same key.
      await expect.poll(() => answered).toBe(1)
      await runClockUntil(page, () => handedOver.length === 2)
      expect(JSON.parse(handedOver[1]!).key).toBe(JSON.parse(handedOver[0]!).key)
    }
    const retry = form.getByRole('button', { name: labels().errorLabel })
    await expect(retry).toBeEnabled()
    const alert = form.getByRole('alert')
    await expect(alert).toContainText(labels().deliveryError)
    await expect(alert.getByRole('link', { name: settings().phone })).toHaveAttribute(
      'href',
      `tel:+1${settings().phone.replace(/\D/g, '')}`,
    )
    // Everything the visitor typed is still there to send again.
    await expect(form.getByLabel(labels().nameLabel)).toHaveValue(lead.fullName)
    await expect(form.getByLabel(labels().emailLabel)).toHaveValue(lead.email)
    await expect(form.getByLabel(labels().phoneLabel)).toHaveValue(lead.phoneNumber)
    await expect(form.getByLabel(labels().coverageLabel)).toHaveValue(lead.coverageType)
    expect(errors.some((text) => text.includes('Quote request lost'))).toBe(true)
    expect(await leadEvents(page)).toEqual([])
    await page.clock.runFor(5000)
    await expect(page).toHaveURL('/')

    // Once the site answers again, Try Again sends the same request under the same key, and it is kept once.
    await page.unroute('**/api/leads')
    await retry.click()
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    const { key } = JSON.parse(handedOver[0]!) as { key: string }
    await expect.poll(() => storedLeadsFor(lead.email).map((stored) => stored._id)).toEqual([`leads.${key}`])
    expect(pageErrors).toEqual([])
  })
}

test('the server kept the lead but its answer was lost: the form tries again and there is still one record', async ({
  page,
  emailjs,
}, testInfo) => {
  emailjs.answer(403)
  const keys: string[] = []
  let lost = false
  // The first hand-over reaches the server, which keeps the lead, but the visitor's connection drops its answer.
  await page.route('**/api/leads', async (route) => {
    keys.push(JSON.parse(route.request().postData() ?? '{}').key)
    if (keys.length > 1) return route.continue()
    await route.fetch()
    await route.abort('connectionreset')
    lost = true
  })
  const lead = customer(testInfo)
  await page.goto('/')
  const form = await fillQuoteForm(page, lead, 'home')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  // The server may take a while to keep it; the page's clock stands still meanwhile.
  await expect.poll(() => lost, { timeout: 10_000 }).toBe(true)
  // Tried again half a second after the lost answer, with the same key.
  await runClockUntil(page, () => keys.length === 2)
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  expect(storedLeadsFor(lead.email).map((stored) => stored._id)).toEqual([`leads.${keys[0]}`])
})

test('what the visitor typed survives a visit to the privacy policy and Back, and nothing is stored', async ({
  page,
}, testInfo) => {
  const lead = customer(testInfo)
  await page.goto('/auto-insurance')
  const form = page.locator('#quote-form')
  await form.getByLabel(labels().nameLabel).fill(lead.fullName)
  await form.getByLabel(labels().emailLabel).fill(lead.email)
  await form.getByLabel(labels().contactPreferenceLabel).selectOption('Text Message')
  const texts = form.getByRole('checkbox', { name: toPlainText(settings().smsConsent ?? []) })
  await texts.check()
  // The box's own link to the privacy policy, the one a visitor reads before ticking it.
  await form.getByRole('link', { name: 'Privacy Policy' }).first().click()
  await expect(page).toHaveURL('/privacy-policy')
  await page.goBack()
  await expect(page).toHaveURL('/auto-insurance')
  await expect(form.getByLabel(labels().nameLabel)).toHaveValue(lead.fullName)
  await expect(form.getByLabel(labels().emailLabel)).toHaveValue(lead.email)
  await expect(form.getByLabel(labels().contactPreferenceLabel)).toHaveValue('Text Message')
  await expect(texts).toBeChecked()
  const storage = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }, document.cookie]),
  )
  for (const detail of [lead.fullName, lead.email]) expect(storage).not.toContain(detail)
})

test.describe('in Spanish', () => {
  const spanishPages = [
    {
      path: '/es',
      variant: 'home' as const,
      hero: () => heroOf(homePage('es')),
      // The visitor picks the coverage by its Spanish name; the agency receives its English one.
      choose: { value: 'Auto Insurance', label: 'Seguro de auto' },
    },
    {
      path: '/es/seguro-de-auto',
      variant: 'product' as const,
      hero: () => heroOf(landingPage('seguro-de-auto', 'es')),
      choose: { value: 'Auto Insurance', label: 'Seguro de auto' },
    },
  ]

  for (const { path, variant, hero, choose } of spanishPages) {
    test(`${path}: a Spanish confirmation, an agency email that says Spanish, /es/gracias after 2 s`, async ({
      page,
      emailjs,
      pageErrors,
    }, testInfo) => {
      const lead: Lead = {
        ...customer(testInfo),
        coverageType: choose.value,
        ...(variant === 'product' ? { contactPreference: 'Text Message', timeframe: 'This Week' } : {}),
      }
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      const form = page.locator('#quote-form')
      const spanish = labels('es')
      if (variant === 'home') {
        await expect(form.getByLabel(spanish.coverageLabel).locator('option:checked')).toHaveText(
          spanish.coveragePlaceholder,
        )
      }
      await fillQuoteForm(page, lead, variant, 'es')
      if (variant === 'home') {
        await expect(form.getByLabel(spanish.coverageLabel).locator('option:checked')).toHaveText(
          choose.label,
        )
      } else {
        await expect(form.getByLabel(spanish.contactPreferenceLabel).locator('option:checked')).toHaveText(
          'Mensaje de texto',
        )
      }
      await expect(form).toContainText(toPlainText(spanish.consentDisclosure))
      emailjs.hold()
      await form.getByRole('button', { name: hero().submitLabel }).click()
      await expect(form.getByRole('button', { name: 'Enviando...' })).toBeDisabled()
      emailjs.release()
      await expect(form.getByRole('button', { name: '¡Listo! Redirigiendo...' })).toBeVisible()

      const customerEmail = emailjs.sent.find((email) => email.template_params.to_email === lead.email)
      const agencyEmail = emailjs.sent.find(
        (email) => email.template_params.to_email === settings().leadEmail,
      )
      expect(emailjs.sent).toHaveLength(2)
      expect(customerEmail).toMatchObject({
        template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID_ES,
        template_params: {
          fullName: lead.fullName,
          coverage: choose.label,
          message: '¡Gracias por su solicitud de cotización!',
        },
      })
      expect(agencyEmail).toMatchObject({
        template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
        template_params: {
          coverage: choose.value,
          coverageChosen: choose.label,
          language: 'Spanish',
          message: `New lead: ${lead.fullName} - ${choose.value}`,
          contactPreference: variant === 'product' ? 'Text Message' : 'Not specified',
          consentText: toPlainText(spanish.consentDisclosure),
          pageUrl: `${E2E.site}${path}`,
        },
      })
      expect(await leadEvents(page)).toEqual([
        expect.objectContaining({ event: 'generate_lead', coverage_type: choose.value, language: 'es' }),
      ])
      await expectRedirectAfterTwoSeconds(page, path, '/es/gracias')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYouPage('es').title)
      expect(pageErrors).toEqual([])
    })
  }

  test('when email fails, the server keeps the lead and knows it came in Spanish', async ({
    page,
    emailjs,
  }, testInfo) => {
    emailjs.answerTemplate(FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID_ES, 403)
    emailjs.answerTemplate(FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID, 403)
    const lead: Lead = { ...customer(testInfo), coverageType: 'Auto Insurance' }
    await page.goto('/es/seguro-de-auto')
    const form = await fillQuoteForm(page, lead, 'product', 'es')
    await form.getByRole('button', { name: heroOf(landingPage('seguro-de-auto', 'es')).submitLabel }).click()
    await expect(form.getByRole('button', { name: '¡Listo! Redirigiendo...' })).toBeVisible()
    expect(storedLeadsFor(lead.email)).toEqual([
      expect.objectContaining({
        coverageType: 'Auto Insurance',
        coverageLabel: 'Seguro de auto',
        language: 'es',
        channel: 'form',
        emailsSent: [],
      }),
    ])
    await expectRedirectAfterTwoSeconds(page, '/es/seguro-de-auto', '/es/gracias')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // As `curl` would send it: a form post that skipped the browser's own checks.
  test('a bad quote gets a page in the visitor’s language naming each field, and nothing is kept', async ({
    clientAddress,
  }, testInfo) => {
    const lead = customer(testInfo)
    const post = (fields: Record<string, string>) =>
      fetch(`${E2E.site}/api/leads`, {
        method: 'POST',
        headers: {
          origin: E2E.site,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': clientAddress,
        },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      })
    const response = await post({
      name: '',
      phone: '+214 555 0143',
      email: 'ana-at-example',
      zip: '',
      coverageType: 'Free money',
      page: '/es/seguro-de-auto',
      language: 'es',
      consent: 'Al enviar este formulario…',
      website: '',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    const spanish = labels('es')
    expect(html).toContain('<html lang="es">')
    for (const message of [
      spanish.errorSummary,
      spanish.nameError,
      spanish.phoneError,
      spanish.emailError,
      spanish.zipError,
      spanish.coverageError,
    ])
      expect(html).toContain(message)
    expect(html).toContain('href="/es/seguro-de-auto#quote-form"')
    for (const sent of ['+214 555 0143', 'ana-at-example', 'Free money']) expect(html).not.toContain(sent)

    // Everything else right, in English: the phone's message alone.
    const english = await post({ ...leadRequest(lead.email), phone: '(214) 555-01', language: 'en' })
    expect(english.status).toBe(400)
    const englishHtml = await english.text()
    expect(englishHtml).toContain(`<li>${labels().phoneError}</li>`)
    expect(englishHtml.match(/<li>/g)).toHaveLength(1)
    expect(storedLeadsFor(lead.email)).toEqual([])
  })

  test('a Spanish form posts to the site, which keeps the lead in Spanish and shows /es/gracias', async ({
    page,
    emailjs,
  }, testInfo) => {
    const lead: Lead = { ...customer(testInfo), coverageType: 'Auto Insurance' }
    const submit = heroOf(landingPage('seguro-de-auto', 'es')).submitLabel
    // A number that is no phone number passes the browser's own checks: the server's page names it, in Spanish.
    await page.goto('/es/seguro-de-auto')
    await fillQuoteForm(page, { ...lead, phoneNumber: '+214 555 0143' }, 'product', 'es')
    await page.locator('#quote-form').getByRole('button', { name: submit }).click()
    await expect(page.getByRole('listitem')).toHaveText([labels('es').phoneError])
    expect(storedLeadsFor(lead.email)).toEqual([])

    await page.goto('/es/seguro-de-auto')
    const form = await fillQuoteForm(page, lead, 'product', 'es')
    await form.getByRole('button', { name: submit }).click()
    await expect(page).toHaveURL('/es/gracias')
    expect(emailjs.sent).toEqual([])
    expect(storedLeadsFor(lead.email)).toEqual([
      expect.objectContaining({ language: 'es', coverageLabel: 'Seguro de auto', channel: 'no-javascript' }),
    ])
  })

  test('the form posts to the site, which keeps the lead and shows the thank-you page', async ({
    page,
    emailjs,
  }, testInfo) => {
    const urls = watchUrls(page)
    const lead: Lead = {
      ...customer(testInfo),
      coverageType: heroOf(landingPage('auto-insurance')).coverageType!,
      contactPreference: 'Phone Call',
      timeframe: 'ASAP',
      additionalInfo: 'Two cars.\nOne teen driver.',
    }
    await page.goto('/auto-insurance?utm_source=newsletter&utm_campaign=spring')
    const form = await fillQuoteForm(page, lead, 'product')
    await form.getByRole('button', { name: heroOf(landingPage('auto-insurance')).submitLabel }).click()
    await expect(page).toHaveURL('/thank-you')
    expect(emailjs.sent).toEqual([])
    const [stored, ...more] = storedLeadsFor(lead.email)
    expect(more).toEqual([])
    expect(stored).toMatchObject({
      ...lead,
      consentText: consentText(),
      pageUrl: `${E2E.site}/auto-insurance`,
      channel: 'no-javascript',
      emailsSent: [],
      attribution: {
        landingPage: `${E2E.site}/auto-insurance?utm_source=newsletter&utm_campaign=spring`,
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        utm_medium: 'Not provided',
      },
    })
    expect(urls()(lead)).toEqual([])
  })
})

test('a submit before the page has hydrated posts the form to the site, never as a GET', async ({
  page,
  emailjs,
}, testInfo) => {
  const urls = watchUrls(page)
  const held: Array<() => Promise<void>> = []
  await page.route('**/_next/static/**/*.js', (route) => {
    held.push(() => route.continue().catch(() => {}))
  })
  const lead = customer(testInfo)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const form = await fillQuoteForm(page, lead, 'home')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  await expect(page).toHaveURL('/thank-you')
  await page.unroute('**/_next/static/**/*.js')
  await Promise.all(held.map((release) => release()))
  expect(emailjs.sent).toEqual([])
  expect(storedLeadsFor(lead.email).map((stored) => stored.channel)).toEqual(['no-javascript'])
  expect(urls()(lead)).toEqual([])
})

test.describe('what the visitor types before the page’s scripts arrive stays in place and is what the form sends', () => {
  test('the Spanish home page: the coverage picked, by its Spanish name too', async ({
    page,
    emailjs,
    pageErrors,
  }, testInfo) => {
    const lead: Lead = { ...customer(testInfo), coverageType: 'Auto Insurance' }
    const spanish = labels('es')
    const hydrated = await holdScripts(page)
    await page.goto('/es', { waitUntil: 'domcontentloaded' })
    const form = await fillQuoteForm(page, lead, 'home', 'es')
    await hydrated(form.locator('form'))
    await form.getByRole('button', { name: heroOf(homePage('es')).submitLabel }).click()
    await expect(form.getByRole('button', { name: '¡Listo! Redirigiendo...' })).toBeVisible()
    // The form drew itself sending, then sent: the choice is still the one the visitor made.
    await expect(form.getByLabel(spanish.coverageLabel).locator('option:checked')).toHaveText(
      'Seguro de auto',
    )
    await expect(form.getByLabel(spanish.nameLabel)).toHaveValue(lead.fullName)
    expect(emailjs.sent).toHaveLength(2)
    await expect
      .poll(() => storedLeadsFor(lead.email))
      .toEqual([
        expect.objectContaining({
          ...withDefaults(lead),
          language: 'es',
          coverageLabel: 'Seguro de auto',
          channel: 'form',
          emailsSent: ['customer', 'agency'],
        }),
      ])
    expect(pageErrors).toEqual([])
  })

  test('a product page: the contact preference, timeframe and notes', async ({
    page,
    emailjs,
    pageErrors,
  }, testInfo) => {
    const path = '/auto-insurance'
    const lead: Lead = {
      ...customer(testInfo),
      coverageType: heroOf(landingPage('auto-insurance')).coverageType!,
      contactPreference: 'Text Message',
      timeframe: 'This Week',
      additionalInfo: 'Two cars, one teen driver.',
    }
    const hydrated = await holdScripts(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const form = await fillQuoteForm(page, lead, 'product')
    await hydrated(form.locator('form'))
    await form.getByRole('button', { name: heroOf(landingPage('auto-insurance')).submitLabel }).click()
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    await expect(form.getByLabel(labels().timeframeLabel)).toHaveValue(lead.timeframe)
    await expect(form.getByLabel(labels().additionalInfoLabel)).toHaveValue(lead.additionalInfo)
    expect(byTemplate(emailjs.sent)).toEqual(byTemplate(expectedEmails(lead, context(path))))
    await expect
      .poll(() => storedLeadsFor(lead.email))
      .toEqual([expect.objectContaining({ ...withDefaults(lead), channel: 'form' })])
    expect(pageErrors).toEqual([])
  })
})

test('an exception in the handler: Try Again, logged, no redirect, and the button works again', async ({
  page,
  emailjs,
  pageErrors,
}, testInfo) => {
  // The data layer breaks once the emails are out, so the handler throws after sending.
  const dataLayer = await breakableDataLayer(page)
  const errors = consoleErrors(page)
  await page.goto('/')
  await dataLayer.break()
  const form = await fillQuoteForm(page, customer(testInfo), 'home')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  const retry = form.getByRole('button', { name: labels().errorLabel })
  await expect(retry).toBeEnabled()
  expect(errors.some((text) => text.includes('Quote request failed'))).toBe(true)
  await page.clock.runFor(5000)
  await expect(page).toHaveURL('/')
  expect(emailjs.sent).toHaveLength(2)
  expect(pageErrors).toEqual([])
})

test('a filled honeypot sends nothing but shows the normal success path', async ({
  page,
  emailjs,
}, testInfo) => {
  await page.goto('/')
  const lead = customer(testInfo)
  const form = await fillQuoteForm(page, lead, 'home')
  await form
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = 'http://spam'))
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  await expectRedirectAfterTwoSeconds(page, '/')
  expect(emailjs.sent).toEqual([])
  expect(storedLeadsFor(lead.email)).toEqual([])
})

test('the same request twice within 10 s sends one pair of emails, a reload included; after 10 s it sends again', async ({
  page,
  emailjs,
}, testInfo) => {
  const lead = customer(testInfo)
  const submitOnce = async () => {
    const form = await fillQuoteForm(page, lead, 'home')
    await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
    await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
    await expectRedirectAfterTwoSeconds(page, '/')
    await page.goBack()
    await expect(page).toHaveURL('/')
  }
  await page.goto('/')
  await submitOnce()
  await submitOnce()
  expect(emailjs.sent).toHaveLength(2)
  await page.reload()
  await submitOnce()
  expect(emailjs.sent).toHaveLength(2)
  // What the tab keeps is a one-way hash and a time, nothing readable about the visitor.
  const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }))
  for (const detail of [lead.fullName, lead.email, lead.phoneNumber, lead.zipCode])
    expect(kept).not.toContain(detail)
  await page.clock.runFor(10_000)
  await submitOnce()
  expect(emailjs.sent).toHaveLength(4)
})

test('hostile input travels as JSON, bounded to the form’s limits, and runs nothing', async ({
  page,
  emailjs,
  pageErrors,
}, testInfo) => {
  const hostile: Lead = {
    ...customer(testInfo),
    fullName: '<script>window.pwned=1</script><img src=x onerror="window.pwned=2"> 👩🏽‍💼 مريم القحطاني',
    additionalInfo: `${'"\'\\ `${x}` {{7*7}} '.repeat(20)}${'A'.repeat(10_000)}`,
    coverageType: heroOf(landingPage('auto-insurance')).coverageType!,
    contactPreference: 'Email',
    timeframe: 'ASAP',
  }
  await page.goto('/auto-insurance')
  const form = await fillQuoteForm(page, hostile, 'product')
  await form.getByRole('button', { name: heroOf(landingPage('auto-insurance')).submitLabel }).click()
  await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()
  const bounded = { ...hostile, additionalInfo: hostile.additionalInfo.slice(0, FIELD_LIMITS.additionalInfo) }
  expect(byTemplate(emailjs.sent)).toEqual(byTemplate(expectedEmails(bounded, context('/auto-insurance'))))
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  expect(pageErrors).toEqual([])
})

test('every field is bounded in the page by the limits the server applies', async ({ page }) => {
  await page.goto('/auto-insurance')
  const limits = await page
    .locator('#quote-form')
    .locator('input[maxlength], textarea[maxlength]')
    .evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => [element.getAttribute('name'), Number(element.getAttribute('maxlength'))]),
      ),
    )
  expect(limits).toEqual({
    name: FIELD_LIMITS.name,
    phone: FIELD_LIMITS.phone,
    zip: FIELD_LIMITS.zip,
    email: FIELD_LIMITS.email,
    additionalInfo: FIELD_LIMITS.additionalInfo,
  })
})

test('required fields are checked by the browser, and a number that is no phone number by the form, before anything is sent', async ({
  page,
  emailjs,
}, testInfo) => {
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
  await page.goto('/')
  const form = page.locator('#quote-form')
  await form.getByRole('button', { name: heroOf(homePage()).submitLabel }).click()
  const invalid = await form
    .locator('input:invalid, select:invalid')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')))
  expect(invalid).toEqual(['name', 'phone', 'zip', 'email', 'coverageType'])

  // +214 is no country's code: the message by the field, in the page's language, and the field to fix it in.
  const lead: Lead = { ...customer(testInfo), phoneNumber: '+214 555 0143' }
  for (const [path, language] of [
    ['/', 'en'],
    ['/es', 'es'],
  ] as const) {
    await page.goto(path)
    const filled = await fillQuoteForm(page, lead, 'home', language)
    await filled.getByRole('button', { name: heroOf(homePage(language)).submitLabel }).click()
    const phone = filled.getByLabel(labels(language).phoneLabel)
    await expect(phone).toBeFocused()
    await expect(phone).toHaveAccessibleDescription(labels(language).phoneError)
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(filled.getByRole('button', { name: heroOf(homePage(language)).submitLabel })).toBeEnabled()
  }
  expect(emailjs.sent).toEqual([])
  expect(posts).toEqual([])
  expect(storedLeadsFor(lead.email)).toEqual([])
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
