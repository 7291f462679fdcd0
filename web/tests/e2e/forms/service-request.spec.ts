import type { Locator, Page, TestInfo } from '@playwright/test'
import { toPlainText } from '@portabletext/react'

import { consentVersion } from '@/lib/consent-version'
import type { Language } from '@/lib/i18n'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'
import { REQUEST_TYPE_TITLES } from '@/lib/service-request/emails'
import type { RequestType } from '@/lib/service-request/fields'
import type { ServiceRequestDocument } from '@/lib/service-request/server/service-request-document'

import { carriers, serviceCenterPage, settings } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { storedLeads } from '../../support/forms/leads'
import { expectNoAxeViolations } from '../accessibility/accessibility'
import { expect, holdScripts, readDataLayer, test, type SentEmail } from '../fixtures'

const copyIn = (language: Language) => serviceCenterPage(language).requestForm
const carrierNames = () => carriers().map((carrier) => carrier.name)

/** The notice by the button that nothing changes until the agency confirms it in writing, as the page reads. */
const noticeIn = (language: Language) => toPlainText(copyIn(language).writtenConfirmationNotice ?? [])

/** The notice as the server keeps it: the Studio's words in the page's language, and their version. */
const keptNotice = (language: Language) => ({
  shown: true,
  text: noticeIn(language),
  version: consentVersion(noticeIn(language)),
})

/** The notice is by the button, and read out with it. */
async function expectNoticeByButton(form: Locator, language: Language) {
  const button = form.getByRole('button', { name: copyIn(language).submitLabel })
  await expect(button).toHaveAccessibleDescription(noticeIn(language))
  await expect(form.getByText(noticeIn(language))).toBeVisible()
}

/** Each test has its own client, so what it finds among the stored requests is its own. */
const client = (testInfo: TestInfo) => ({
  name: 'Rosa Hernández',
  phone: '(972) 555-0164',
  email: `rosa.${testInfo.testId.slice(-10)}@example.com`,
  policyNumber: 'BBM-4417802',
})

type TypeAnswers = { label: (copy: ReturnType<typeof copyIn>) => string; value: string }
// What each kind of request asks, the answer the test gives, and the request field the agency gets it in.
const ANSWERS: Record<RequestType, Record<string, TypeAnswers & { sentAs: string }>> = {
  policyChange: {
    changeDescription: {
      label: (c) => c.changeDescriptionLabel,
      value: 'Add my son Diego as a driver.',
      sentAs: 'changeDescription',
    },
    changeDate: { label: (c) => c.changeDateLabel, value: '2026-04-01', sentAs: 'changeEffectiveDate' },
  },
  certificate: {
    holderName: {
      label: (c) => c.holderNameLabel,
      value: 'Oak Lawn Event Center',
      sentAs: 'certificateHolderName',
    },
    holderAddress: {
      label: (c) => c.holderAddressLabel,
      value: '3500 Maple Ave, Dallas, TX 75219',
      sentAs: 'certificateHolderAddress',
    },
    certificatePurpose: {
      label: (c) => c.certificatePurposeLabel,
      value: 'Vendor contract for a wedding on May 9',
      sentAs: 'certificatePurpose',
    },
  },
  autoIdCard: {
    vehicle: { label: (c) => c.vehicleLabel, value: '2022 Toyota RAV4', sentAs: 'vehicle' },
  },
  claim: {
    dateOfLoss: { label: (c) => c.dateOfLossLabel, value: '2026-02-27', sentAs: 'dateOfLoss' },
    lossDescription: {
      label: (c) => c.lossDescriptionLabel,
      value: 'Hail damaged the roof and two windows.',
      sentAs: 'lossDescription',
    },
  },
}

const TYPE_LABEL_KEY = {
  policyChange: 'policyChangeLabel',
  certificate: 'certificateLabel',
  autoIdCard: 'autoIdCardLabel',
  claim: 'claimLabel',
} as const

async function fillRequest(
  page: Page,
  language: Language,
  type: RequestType,
  who: ReturnType<typeof client>,
) {
  const copy = copyIn(language)
  const form = page.locator('#service-request form')
  await form.getByRole('radio', { name: copy[TYPE_LABEL_KEY[type]] }).check()
  await form.getByLabel(copy.nameLabel).fill(who.name)
  await form.getByLabel(copy.phoneLabel).fill(who.phone)
  await form.getByLabel(copy.emailLabel).fill(who.email)
  await form.getByLabel(copy.policyNumberLabel, { exact: false }).first().fill(who.policyNumber)
  await form.getByLabel(copy.carrierLabel).selectOption(carrierNames()[1]!)
  for (const answer of Object.values(ANSWERS[type]))
    await form.getByLabel(answer.label(copy)).fill(answer.value)
  await form.getByLabel(copy.detailsLabel).fill('Please call after 5 pm.')
  return form
}

const serviceEmails = (sent: SentEmail[]) => ({
  confirmation: sent.filter((email) => email.template_id.startsWith('template_service_confirmation')),
  request: sent.filter(
    (email) => email.template_id === FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_REQUEST_TEMPLATE_ID,
  ),
})

const storedRequestsFor = (email: string) =>
  (storedLeads() as unknown as ServiceRequestDocument[]).filter(
    (document) => document._type === 'serviceRequest' && document.email === email,
  )

for (const [index, type] of (Object.keys(ANSWERS) as RequestType[]).entries()) {
  // The first kind is sent from the Spanish page, the others from the English one.
  const language: Language = index === 0 ? 'es' : 'en'
  test(`${REQUEST_TYPE_TITLES[type]} (${language}) sends the confirmation and the request, with its answers`, async ({
    page,
    emailjs,
  }, testInfo) => {
    const who = client(testInfo)
    const copy = copyIn(language)
    await page.goto(SERVICE_CENTER_PATHS[language])
    // Typed another way: the emails and the kept request carry it as the agency reads numbers, (972) 555-0164.
    const form = await fillRequest(page, language, type, { ...who, phone: '+1 972 555 0164' })
    await expectNoticeByButton(form, language)
    await form.getByRole('button', { name: copy.submitLabel }).click()
    // The confirmation says again that nothing is in effect until the agency confirms it in writing.
    const done = page.getByRole('status').filter({ hasText: copy.successTitle })
    await expect(done).toBeVisible()
    await expect(done).toContainText(noticeIn(language))

    const { confirmation, request } = serviceEmails(emailjs.sent)
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.template_id).toBe(
      language === 'es'
        ? FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID_ES
        : FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID,
    )
    expect(confirmation[0]!.template_params).toMatchObject({
      to_email: who.email,
      fullName: who.name,
      requestType: copy[TYPE_LABEL_KEY[type]],
    })
    expect(request).toHaveLength(1)
    const params = request[0]!.template_params
    expect(params).toMatchObject({
      to_email: settings().serviceEmail,
      requestType: REQUEST_TYPE_TITLES[type],
      fullName: who.name,
      phone: who.phone,
      email: who.email,
      policyNumber: who.policyNumber,
      carrier: carrierNames()[1],
      details: 'Please call after 5 pm.',
      language: language === 'es' ? 'Spanish' : 'English',
      consentText: toPlainText(copy.consentDisclosure ?? []),
      writtenConfirmationNotice: noticeIn(language),
      pageUrl: expect.stringContaining(SERVICE_CENTER_PATHS[language]),
    })
    for (const answer of Object.values(ANSWERS[type])) expect(params[answer.sentAs]).toBe(answer.value)
    // Answers of the other kinds are not sent, even where the form still holds them.
    const others = (Object.keys(ANSWERS) as RequestType[]).filter((other) => other !== type)
    for (const other of others) {
      for (const answer of Object.values(ANSWERS[other])) expect(params[answer.sentAs]).toBe('')
    }

    const events = (await readDataLayer(page)).filter(
      (entry) => (entry as { event?: string }).event === 'service_request',
    )
    expect(events).toEqual([{ event: 'service_request', request_type: type, language }])
    // The server keeps every request, noting that both emails went out.
    await expect
      .poll(() => storedRequestsFor(who.email))
      .toEqual([
        expect.objectContaining({
          requestType: type,
          phoneNumber: who.phone,
          language,
          channel: 'form',
          emailsSent: ['customer', 'agency'],
          stage: 'new',
          writtenConfirmationNotice: keptNotice(language),
        }),
      ])
  })
}

test('a request whose emails fail reaches the server, which keeps it once for the office manager', async ({
  page,
  emailjs,
}, testInfo) => {
  emailjs.answer(500)
  const who = client(testInfo)
  const copy = copyIn('en')
  await page.goto(SERVICE_CENTER_PATHS.en)
  const form = await fillRequest(page, 'en', 'certificate', who)
  await form.getByRole('button', { name: copy.submitLabel }).click()
  await expect(page.getByRole('status').filter({ hasText: copy.successTitle })).toBeVisible({
    timeout: 15_000,
  })
  // Each email and its one retry.
  expect(serviceEmails(emailjs.sent).request).toHaveLength(2)
  await expect.poll(() => storedRequestsFor(who.email)).toHaveLength(1)
  expect(storedRequestsFor(who.email)[0]).toMatchObject({
    _type: 'serviceRequest',
    _id: expect.stringMatching(/^serviceRequests\./),
    requestType: 'certificate',
    fullName: who.name,
    certificateHolderName: 'Oak Lawn Event Center',
    channel: 'form',
    emailsSent: [],
    stage: 'new',
    language: 'en',
  })
  const events = (await readDataLayer(page)).filter(
    (entry) => (entry as { event?: string }).event === 'service_request',
  )
  expect(events).toHaveLength(1)
})

test('when the delivery script cannot load, the browser posts the form and the server keeps the request', async ({
  page,
}, testInfo) => {
  const who = client(testInfo)
  const copy = copyIn('en')
  await page.goto(SERVICE_CENTER_PATHS.en)
  // From here on no script loads: the form's delivery is fetched on first focus, as an ad blocker might refuse it.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('blockedbyclient'))
  const form = await fillRequest(page, 'en', 'policyChange', who)
  await expectNoticeByButton(form, 'en')
  await form.getByRole('button', { name: copy.submitLabel }).click()
  await expect(page).toHaveURL(`${SERVICE_CENTER_PATHS.en}#request-sent`)
  await expect(page.getByText(copy.successTitle)).toBeVisible()
  await expect(page.locator('#request-sent')).toContainText(noticeIn('en'))
  await expect.poll(() => storedRequestsFor(who.email)).toHaveLength(1)
  expect(storedRequestsFor(who.email)[0]).toMatchObject({
    requestType: 'policyChange',
    changeEffectiveDate: '2026-04-01',
    channel: 'no-javascript',
    writtenConfirmationNotice: keptNotice('en'),
  })
})

test('without JavaScript the form posts itself, is kept, and lands on the confirmation', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const who = client(testInfo)
  const copy = copyIn('es')
  // A number that is no phone number passes the browser's own checks: the server's page names it, in Spanish.
  await page.goto(SERVICE_CENTER_PATHS.es)
  const wrong = await fillRequest(page, 'es', 'autoIdCard', { ...who, phone: '+214 555 0143' })
  await wrong.getByRole('button', { name: copy.submitLabel }).click()
  await expect(page.getByRole('listitem')).toHaveText([copy.errors.phone])
  expect(storedRequestsFor(who.email)).toEqual([])

  await page.goto(SERVICE_CENTER_PATHS.es)
  // The fields of the chosen kind show once it is chosen, by CSS alone.
  await expect(page.getByLabel(copy.vehicleLabel)).toBeHidden()
  // Typed another way, kept as the agency reads numbers.
  const form = await fillRequest(page, 'es', 'autoIdCard', { ...who, phone: '972.555.0164' })
  await expect(page.getByLabel(copy.vehicleLabel)).toBeVisible()
  await expectNoticeByButton(form, 'es')
  await form.getByRole('button', { name: copy.submitLabel }).click()
  await expect(page).toHaveURL(`${SERVICE_CENTER_PATHS.es}#request-sent`)
  await expect(page.getByText(copy.successTitle)).toBeVisible()
  await expect(page.locator('#request-sent')).toContainText(noticeIn('es'))
  await expect.poll(() => storedRequestsFor(who.email)).toHaveLength(1)
  expect(storedRequestsFor(who.email)[0]).toMatchObject({
    requestType: 'autoIdCard',
    phoneNumber: '(972) 555-0164',
    vehicle: '2022 Toyota RAV4',
    channel: 'no-javascript',
    language: 'es',
    writtenConfirmationNotice: keptNotice('es'),
  })
  await context.close()
})

test('email and the server both fail: Try Again, the phone number, and the form as typed', async ({
  page,
  emailjs,
}, testInfo) => {
  emailjs.answer(403)
  await page.route('**/api/service-requests', (route) =>
    route.fulfill({ status: 403, json: { error: 'No' } }),
  )
  const who = client(testInfo)
  const copy = copyIn('es')
  await page.goto(SERVICE_CENTER_PATHS.es)
  const form = await fillRequest(page, 'es', 'claim', who)
  await form.getByRole('button', { name: copy.submitLabel }).click()
  await expect(form.getByRole('button', { name: copy.errorLabel })).toBeEnabled()
  const alert = form.getByRole('alert')
  await expect(alert).toContainText(copy.deliveryError)
  await expect(alert.getByRole('link', { name: settings().phone })).toBeVisible()
  await expect(form.getByLabel(copy.nameLabel)).toHaveValue(who.name)
  await expect(form.getByLabel(copy.dateOfLossLabel)).toHaveValue('2026-02-27')
  expect(storedRequestsFor(who.email)).toEqual([])
})

test('what the client typed before the page’s scripts arrived stays, survives a linked page and Back, and is sent', async ({
  page,
  emailjs,
  pageErrors,
}, testInfo) => {
  const who = client(testInfo)
  const copy = copyIn('en')
  const hydrated = await holdScripts(page)
  await page.goto(SERVICE_CENTER_PATHS.en, { waitUntil: 'domcontentloaded' })
  const form = await fillRequest(page, 'en', 'certificate', who)
  const texts = form.getByRole('checkbox', { name: toPlainText(settings().smsConsent ?? []) })
  await texts.check()
  await hydrated(form)
  await expect(form.getByLabel(copy.holderNameLabel)).toHaveValue('Oak Lawn Event Center')
  // The link under the button; the box's words have one too.
  await form.getByRole('link', { name: 'Privacy Policy' }).last().click()
  await expect(page).toHaveURL('/privacy-policy')
  await page.goBack()
  await expect(page).toHaveURL(SERVICE_CENTER_PATHS.en)
  await expect(texts).toBeChecked()
  await expect(form.getByRole('radio', { name: copy.certificateLabel })).toBeChecked()
  await expect(form.getByLabel(copy.holderNameLabel)).toHaveValue('Oak Lawn Event Center')
  await expect(form.getByLabel(copy.emailLabel)).toHaveValue(who.email)
  await expect(form.getByLabel(copy.carrierLabel)).toHaveValue(carrierNames()[1]!)
  await expect(form.getByLabel(copy.detailsLabel)).toHaveValue('Please call after 5 pm.')

  await form.getByRole('button', { name: copy.submitLabel }).click()
  await expect(page.getByRole('status').filter({ hasText: copy.successTitle })).toBeVisible()
  const { request } = serviceEmails(emailjs.sent)
  expect(request).toHaveLength(1)
  expect(request[0]!.template_params).toMatchObject({
    fullName: who.name,
    phone: who.phone,
    email: who.email,
    policyNumber: who.policyNumber,
    carrier: carrierNames()[1],
    certificateHolderName: 'Oak Lawn Event Center',
    certificateHolderAddress: '3500 Maple Ave, Dallas, TX 75219',
    certificatePurpose: 'Vendor contract for a wedding on May 9',
    details: 'Please call after 5 pm.',
    // The browser cannot vouch for the consent: the server's record does.
    texts: 'Texts: box ticked. The record of the consent is in the Studio: check it before any text',
  })
  await expect
    .poll(() => storedRequestsFor(who.email))
    .toEqual([
      expect.objectContaining({
        requestType: 'certificate',
        channel: 'form',
        smsConsent: expect.objectContaining({ given: true }),
      }),
    ])
  expect(pageErrors).toEqual([])
})

test('bad input gets each field’s message in the page’s language, and nothing typed is lost', async ({
  page,
  emailjs,
}, testInfo) => {
  const posts: string[] = []
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
  const copy = copyIn('es')
  await page.goto(SERVICE_CENTER_PATHS.es)
  const form = page.locator('#service-request form')
  await form.getByRole('radio', { name: copy.claimLabel }).check()
  await form.getByLabel(copy.nameLabel).fill('Rosa Hernández')
  // +214 is no country's code (not Dallas's area code written with a plus).
  await form.getByLabel(copy.phoneLabel).fill('+214 555 0143')
  await form.getByLabel(copy.emailLabel).fill('rosa@')
  await form.getByRole('button', { name: copy.submitLabel }).click()

  const summary = form.getByRole('alert')
  await expect(summary).toContainText(copy.errorSummary)
  for (const message of [
    copy.errors.phone,
    copy.errors.email,
    copy.errors.policyNumber,
    copy.errors.carrier,
    copy.errors.dateOfLoss,
    copy.errors.lossDescription,
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible()
  }
  await expect(form.getByLabel(copy.phoneLabel)).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel(copy.phoneLabel)).toHaveAccessibleDescription(copy.errors.phone)
  await expect(form.getByLabel(copy.nameLabel)).toHaveValue('Rosa Hernández')
  // The claim's own questions are announced as required, as the fields every request needs are.
  for (const label of [copy.dateOfLossLabel, copy.lossDescriptionLabel, copy.nameLabel, copy.emailLabel]) {
    const announced = await form
      .getByLabel(label)
      .evaluate((field: HTMLInputElement) => field.required || field.getAttribute('aria-required') === 'true')
    expect(announced, `${label} is announced as required`).toBe(true)
  }
  await expect(form.getByRole('radiogroup', { name: copy.requestTypeLabel })).toHaveAttribute(
    'aria-required',
    'true',
  )

  // In English, with every other answer right: the phone's message alone, and still nothing sent.
  const english = copyIn('en')
  await page.goto(SERVICE_CENTER_PATHS.en)
  const filled = await fillRequest(page, 'en', 'autoIdCard', { ...client(testInfo), phone: '(123) 456-7890' })
  await filled.getByRole('button', { name: english.submitLabel }).click()
  await expect(filled.getByRole('alert').getByRole('listitem')).toHaveText([english.errors.phone])
  await expect(filled.getByLabel(english.phoneLabel)).toHaveAccessibleDescription(english.errors.phone)
  expect(emailjs.sent).toEqual([])
  expect(posts).toEqual([])
  expect(storedRequestsFor(client(testInfo).email)).toEqual([])
  await page.goto(SERVICE_CENTER_PATHS.es)

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, `${SERVICE_CENTER_PATHS.es} with form errors at ${width}px`)
  }
})
