import type { Locator, Page, TestInfo } from '@playwright/test'
import { toPlainText } from '@portabletext/react'
import { createHash } from 'node:crypto'

import type { Language } from '@/lib/i18n'
import type { Lead } from '@/lib/lead/lead'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'

import { heroOf, homePage, landingPage, serviceCenterPage, settings } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { storedLeads } from '../../support/forms/leads'
import { fillQuoteForm, quoteFormLabels } from '../../support/forms/quote-form'
import { E2E } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

// The “text me” box by the phone field of every form: unticked, never required, in the words of Site settings;
// each request keeps whether it was ticked, under which exact words, when and where.

const words = (language: Language) => toPlainText(settings(language).smsConsent ?? [])
const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)
const note = (language: Language) => settings(language).smsConsentNote!

const visitor = (testInfo: TestInfo, coverageType: string): Lead => ({
  fullName: 'Lucía Ramírez',
  phoneNumber: '(972) 555-0117',
  email: `lucia.${testInfo.testId.slice(-10)}.${testInfo.repeatEachIndex}@example.com`,
  zipCode: '75211',
  coverageType,
  additionalInfo: '',
  contactPreference: 'Text Message',
  timeframe: 'ASAP',
})

const PAGES = {
  en: { home: '/', auto: '/auto-insurance' },
  es: { home: '/es', auto: '/es/seguro-de-auto' },
}
const autoHero = (language: Language) =>
  heroOf(landingPage(language === 'es' ? 'seguro-de-auto' : 'auto-insurance', language))

const keptFor = async (email: string) => {
  await expect.poll(() => storedLeads().filter((lead) => lead.email === email).length).toBe(1)
  return storedLeads().find((lead) => lead.email === email)!
}

/** The box by the phone field: its accessible name is the words beside it. */
async function expectUntickedBox(scope: Locator, language: Language) {
  const box = scope.getByRole('checkbox', { name: words(language) })
  await expect(box).not.toBeChecked()
  await expect(box).not.toHaveAttribute('required')
  return box
}

/** The note that the agency will call or email instead, while texts are preferred but the box is not ticked. */
async function expectNoteFollowsTheBox(form: Locator, box: Locator, language: Language) {
  const shown = form.getByText(note(language))
  await expect(shown).toBeVisible()
  await box.check()
  await expect(shown).toBeHidden()
  await box.uncheck()
  await expect(shown).toBeVisible()
}

const agencyEmailOf = (sent: { template_id: string; template_params: Record<string, string> }[]) =>
  sent.find((email) => email.template_id === FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID)

for (const language of ['en', 'es'] as const) {
  test.describe(`with JavaScript (${language})`, () => {
    test('a product page’s form: “Text Message” without the box is sent, kept as not agreed, and the agency told to call or email', async ({
      page,
      emailjs,
    }, testInfo) => {
      const lead = visitor(testInfo, 'Auto Insurance')
      await page.goto(PAGES[language].auto)
      const form = page.locator('#quote-form')
      const box = await expectUntickedBox(form, language)
      await fillQuoteForm(page, lead, 'product', language)
      await expectNoteFollowsTheBox(form, box, language)
      await form.getByRole('button', { name: autoHero(language).submitLabel }).click()
      await expect(form.getByRole('button', { name: quoteFormLabels(language).successLabel })).toBeVisible()

      const kept = await keptFor(lead.email)
      expect(kept.contactPreference).toBe('Text Message')
      expect(kept.smsConsent).toEqual({
        given: false,
        words: words(language),
        version: versionOf(words(language)),
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        page: `${E2E.site}${PAGES[language].auto}`,
      })
      expect(agencyEmailOf(emailjs.sent)?.template_params.texts).toBe('Texts: not agreed, call or email')
    })

    test('the home form: a ticked box is kept with the exact words shown, their version, the time, the page, the address and browser', async ({
      page,
      emailjs,
      clientAddress,
    }, testInfo) => {
      const lead = visitor(testInfo, 'Home Insurance')
      await page.goto(PAGES[language].home)
      const form = page.locator('#quote-form')
      const box = await expectUntickedBox(form, language)
      await fillQuoteForm(page, lead, 'home', language)
      await box.check()
      const sentAt = Date.now()
      await form.getByRole('button', { name: heroOf(homePage(language)).submitLabel }).click()
      await expect(form.getByRole('button', { name: quoteFormLabels(language).successLabel })).toBeVisible()

      const { smsConsent } = await keptFor(lead.email)
      expect(smsConsent).toEqual({
        given: true,
        words: words(language),
        version: versionOf(words(language)),
        at: expect.any(String),
        page: `${E2E.site}${PAGES[language].home}`,
        clientAddress,
        userAgent: await page.evaluate(() => navigator.userAgent),
      })
      expect(Math.abs(Date.parse(smsConsent.at) - sentAt)).toBeLessThan(60_000)
      // The browser cannot vouch for the consent: the server's record does.
      expect(agencyEmailOf(emailjs.sent)?.template_params.texts).toBe(
        'Texts: box ticked. The record of the consent is in the Studio: check it before any text',
      )
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Spanish product form shows the note by itself and keeps a ticked box as agreed', async ({
    page,
  }, testInfo) => {
    const lead = visitor(testInfo, 'Auto Insurance')
    await page.goto(PAGES.es.auto)
    const form = page.locator('#quote-form')
    const box = await expectUntickedBox(form, 'es')
    await fillQuoteForm(page, lead, 'product', 'es')
    await expectNoteFollowsTheBox(form, box, 'es')
    await box.check()
    await form.getByRole('button', { name: autoHero('es').submitLabel }).click()
    await expect(page).toHaveURL('/es/gracias')
    expect((await keptFor(lead.email)).smsConsent).toMatchObject({
      given: true,
      words: words('es'),
      page: `${E2E.site}${PAGES.es.auto}`,
    })
  })

  test('the service request form keeps an unticked box as not agreed, in English', async ({
    page,
  }, testInfo) => {
    const email = `rosa.${testInfo.testId.slice(-10)}@example.com`
    const copy = serviceCenterPage('en').requestForm
    await page.goto(SERVICE_CENTER_PATHS.en)
    const form = page.locator('#service-request form')
    await expectUntickedBox(form, 'en')
    await form.getByRole('radio', { name: copy.autoIdCardLabel }).check()
    await form.getByLabel(copy.nameLabel).fill('Rosa Hernández')
    await form.getByLabel(copy.phoneLabel).fill('(972) 555-0164')
    await form.getByLabel(copy.emailLabel).fill(email)
    await form.getByLabel(copy.policyNumberLabel, { exact: false }).first().fill('BBM-4417802')
    await form.getByLabel(copy.carrierLabel).selectOption({ index: 1 })
    await form.getByLabel(copy.vehicleLabel).fill('2022 Toyota RAV4')
    await form.getByRole('button', { name: copy.submitLabel }).click()
    await expect(page).toHaveURL(/#request-sent$/)
    expect((await keptFor(email)).smsConsent).toMatchObject({ given: false, words: words('en') })
  })

  test('a post claiming words no page showed is kept, but not as consent', async ({ page }, testInfo) => {
    const lead = visitor(testInfo, 'Auto Insurance')
    await page.goto(PAGES.en.auto)
    const form = page.locator('#quote-form')
    await fillQuoteForm(page, lead, 'product')
    await form.getByRole('checkbox', { name: words('en') }).check()
    await setVersion(page, versionOf('Text me anything, any time.'))
    await form.getByRole('button', { name: autoHero('en').submitLabel }).click()
    await expect(page).toHaveURL('/thank-you')
    const { smsConsent } = await keptFor(lead.email)
    expect(smsConsent).toEqual({ given: false, at: expect.any(String), page: `${E2E.site}${PAGES.en.auto}` })
  })
})

// As a forged post would: the hidden version changed in the page before it is sent.
const setVersion = (page: Page, version: string) =>
  page
    .locator('#quote-form input[name="smsConsentVersion"]')
    .evaluate((input: HTMLInputElement, value) => (input.value = value), version)

// What carriers read when they vet the opt-in: the box's own links lead to a privacy policy that shares no mobile
// number or opt-in for marketing and says what is kept as proof, and to terms that describe the text program.
const LEGAL = {
  en: {
    privacy: { link: 'Privacy Policy', heading: 'Calls, Text Messages, and Email' },
    privacyText: [
      'Mobile numbers and text message opt-in data and consent are not shared with third parties or affiliates for marketing or promotional purposes.',
      "your device's IP address and browser (user agent)",
    ],
    terms: { link: 'Terms of Service', heading: 'Text Messages' },
    termsText: [
      'Message frequency varies with your request.',
      'Message and data rates may apply',
      'reply STOP to any message',
      'For help, reply HELP',
      'Mobile carriers are not liable for delayed or undelivered messages.',
    ],
  },
  es: {
    privacy: { link: 'Política de privacidad', heading: 'Llamadas, mensajes de texto y correo electrónico' },
    privacyText: [
      'Los números de celular y los datos de aceptación y consentimiento para recibir mensajes de texto no se comparten con terceros ni con empresas afiliadas para fines de mercadeo o promoción.',
      'la dirección IP y el navegador (agente de usuario) de su dispositivo',
    ],
    terms: { link: 'Términos de servicio', heading: 'Mensajes de texto' },
    termsText: [
      'La frecuencia de los mensajes varía según su solicitud.',
      'Pueden aplicarse tarifas de mensajes y datos',
      'responda STOP a cualquier mensaje',
      'Para obtener ayuda, responda HELP',
      'Los operadores de telefonía móvil no son responsables de los mensajes retrasados o no entregados.',
    ],
  },
}

for (const language of ['en', 'es'] as const) {
  test(`the box’s links lead to the privacy policy and terms that describe the text program (${language})`, async ({
    page,
  }) => {
    const legal = LEGAL[language]
    for (const [which, texts] of [
      ['privacy', legal.privacyText],
      ['terms', legal.termsText],
    ] as const) {
      await page.goto(PAGES[language].home)
      const label = page.locator('#quote-form label', { hasText: words(language).slice(0, 30) })
      await label.getByRole('link', { name: legal[which].link, exact: true }).click()
      await expect(page.getByRole('heading', { level: 2, name: legal[which].heading })).toBeVisible()
      const main = page.getByRole('main')
      for (const text of texts) await expect(main).toContainText(text)
    }
  })
}
