import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Page, TestInfo } from '@playwright/test'

import { fillTemplate, isoWithOffset } from '@/lib/format'
import type { Language } from '@/lib/i18n'
import type { Lead } from '@/lib/lead/lead'

import { heroOf, homePage, landingPage, settings } from '../../support/data/dataset'
import {
  answer,
  answerAll,
  answersOf,
  expectStep,
  fieldOf,
  intakeOf,
  intakeWords,
  keptIntake,
  sendLeadWithLink,
} from '../../support/forms/intake'
import { keepLeadDirectly, leadRequest, storedLeadsFor } from '../../support/forms/leads'
import { fillQuoteForm } from '../../support/forms/quote-form'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { E2E } from '../../support/servers/servers'
import {
  expectConsistentHelp,
  expectNoAxeViolations,
  expectTargetSizes,
} from '../accessibility/accessibility'
import { expect, holdScripts, test } from '../fixtures'

const customer = (testInfo: TestInfo, language: Language = 'en'): Lead => ({
  fullName: language === 'en' ? 'Dana Whitfield' : 'Marisol Treviño',
  phoneNumber: '(817) 555-0142',
  email: `intake-${testInfo.testId}-${testInfo.repeatEachIndex}@example.com`,
  zipCode: '76102',
  coverageType: 'Auto Insurance',
  additionalInfo: '',
  contactPreference: '',
  timeframe: '',
})

/**
 * Checks the page with axe at a phone's width and at a desktop's, its targets' size at the phone's, and that its
 * help is where every page has it; leaves it at the desktop's width.
 */
async function expectAccessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 360, height: 780 })
  await expectNoAxeViolations(page, `${label} at 360 px`)
  await expectTargetSizes(page, `${label} at 360 px`)
  await expectConsistentHelp(page, label)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expectNoAxeViolations(page, `${label} at 1280 px`)
}

/** Every address the browser asked for, to check that no answer ever travels in one. */
function watchAddresses(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  return () => seen
}

/** What the browser keeps for the site besides the link cookie: both storages, every cookie. */
async function browserStorage(page: Page) {
  const storages = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  )
  const cookies = await page.context().cookies()
  return { storages, cookies: cookies.map((cookie) => `${cookie.name}=${cookie.value}`) }
}

const auto = (language: Language = 'en') => intakeOf('auto', language)

const DRIVERS = [
  // Edited from the name on the quote form, Dana Whitfield, which the step starts with.
  { fullName: 'Dana M. Whitfield', dateOfBirth: '1984-07-19', yearsLicensed: '22', incidents: 'None' },
  {
    fullName: 'Caleb Whitfield',
    dateOfBirth: '2007-02-03',
    yearsLicensed: '2',
    incidents: '1',
    incidentDetails: 'Rear-ended at a light in Fort Worth, March 2025.',
  },
]
const VEHICLES = [
  {
    year: '2021',
    make: 'Toyota',
    model: 'Highlander',
    vin: '5TDGZRBH2MS123457',
    use: 'Commute to work or school',
    annualMiles: '14,000',
    ownership: 'Financed',
  },
  {
    year: '2012',
    make: 'Honda',
    model: 'Civic',
    vin: '',
    use: 'Pleasure',
    annualMiles: '6000',
    ownership: 'Owned',
  },
]

/**
 * Whose request a page of the online quote should name: the initials it shows, and the coverage; and the name the
 * quote form sent.
 */
type Owner = { initials: string; line: string; name?: string }

/** The line right after the heading that says whose quote request the page is, in the page's language. */
async function expectRequestFor(page: Page, { initials, line }: Owner, language: Language) {
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading.locator('xpath=following-sibling::*[1]')).toHaveText(
    fillTemplate(intakeWords(language).requestFor!, { name: initials, line }),
  )
}

/**
 * The whole auto online quote as a visitor answers it, two drivers and two vehicles, from its first step to the
 * page that says it is done; with JavaScript or without, the same clicks. Checks each step with axe on the way.
 */
async function finishAutoIntake(
  page: Page,
  language: Language,
  { axe, owner }: { axe: boolean; owner: Owner },
) {
  const words = intakeWords(language)
  const intake = auto(language)
  const drivers = intake.step('drivers')
  const vehicles = intake.step('vehicles')
  const current = intake.step('currentPolicy')
  const item = (name: string, number: number) =>
    page.getByRole('group', { name: `${name} ${number}`, exact: true })

  await expectStep(page, drivers.title!, 1, 3, language)
  await expectRequestFor(page, owner, language)
  // Driver 1 starts with the name the quote form gave, not typed twice; the visitor edits it below.
  const fullName = drivers.question('fullName')
  await expect(fieldOf(item(drivers.itemName!, 1), fullName, language)).toHaveValue(owner.name!)
  await expect(fieldOf(item(drivers.itemName!, 1), fullName, language)).toBeEditable()
  if (axe) await expectAccessibleAtBothWidths(page, 'drivers step')
  await answerAll(item(drivers.itemName!, 1), 'drivers', DRIVERS[0]!, language)
  await page.getByRole('button', { name: drivers.addLabel! }).click()
  // The first driver's answers were kept when the second was added; Driver 2 is someone else, and starts empty.
  await expect(item(drivers.itemName!, 2)).toBeVisible()
  await expect(fieldOf(item(drivers.itemName!, 2), fullName, language)).toHaveValue('')
  await expect(fieldOf(item(drivers.itemName!, 1), fullName, language)).toHaveValue(DRIVERS[0]!.fullName)
  await answerAll(item(drivers.itemName!, 2), 'drivers', DRIVERS[1]!, language)
  await page.getByRole('button', { name: words.nextLabel }).click()

  await expectStep(page, vehicles.title!, 2, 3, language)
  if (axe) await expectAccessibleAtBothWidths(page, 'vehicles step')
  await answerAll(item(vehicles.itemName!, 1), 'vehicles', VEHICLES[0]!, language)
  await page.getByRole('button', { name: vehicles.addLabel! }).click()
  await answerAll(item(vehicles.itemName!, 2), 'vehicles', VEHICLES[1]!, language)
  await page.getByRole('button', { name: words.nextLabel }).click()

  await expectStep(page, current.title!, 3, 3, language)
  if (axe) await expectAccessibleAtBothWidths(page, 'current policy step')
  // Back loses nothing: the vehicles are as they were sent, and so is what was typed here.
  await answer(page, current.question('currentCarrier'), 'Lone Prairie Mutual', language)
  await page.getByRole('button', { name: words.backLabel }).click()
  await expectStep(page, vehicles.title!, 2, 3, language)
  await expect(fieldOf(item(vehicles.itemName!, 2), vehicles.question('model'), language)).toHaveValue(
    'Civic',
  )
  await page.getByRole('button', { name: words.nextLabel }).click()
  await expectStep(page, current.title!, 3, 3, language)
  await expect(fieldOf(page, current.question('currentCarrier'), language)).toHaveValue('Lone Prairie Mutual')
  await answer(page, current.question('currentLimits'), '50/100/50', language)
  await page.getByRole('button', { name: words.finishLabel }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.doneHeading!)
  await expectRequestFor(page, owner, language)
  if (axe) await expectAccessibleAtBothWidths(page, 'done page')
}

/** What the agency reads of a finished auto online quote. */
function expectAutoAnswersKept(leadId: string) {
  const intake = keptIntake(leadId)
  expect(intake).toMatchObject({ quoteReady: true, stepsTotal: 3, finishedAt: expect.any(String) })
  expect(intake!.stepsDone.sort()).toEqual(['auto-current-policy', 'auto-drivers', 'auto-vehicles'])
  expect(answersOf(intake)).toEqual({
    'auto-drivers 0 fullName': 'Dana M. Whitfield',
    'auto-drivers 0 dateOfBirth': '1984-07-19',
    'auto-drivers 0 yearsLicensed': '22',
    'auto-drivers 0 incidents': 'None',
    'auto-drivers 1 fullName': 'Caleb Whitfield',
    'auto-drivers 1 dateOfBirth': '2007-02-03',
    'auto-drivers 1 yearsLicensed': '2',
    'auto-drivers 1 incidents': '1',
    'auto-drivers 1 incidentDetails': 'Rear-ended at a light in Fort Worth, March 2025.',
    'auto-vehicles 0 year': '2021',
    'auto-vehicles 0 make': 'Toyota',
    'auto-vehicles 0 model': 'Highlander',
    'auto-vehicles 0 vin': '5TDGZRBH2MS123457',
    'auto-vehicles 0 use': 'Commute to work or school',
    'auto-vehicles 0 annualMiles': '14,000',
    'auto-vehicles 0 ownership': 'Financed',
    'auto-vehicles 1 year': '2012',
    'auto-vehicles 1 make': 'Honda',
    'auto-vehicles 1 model': 'Civic',
    'auto-vehicles 1 use': 'Pleasure',
    'auto-vehicles 1 annualMiles': '6000',
    'auto-vehicles 1 ownership': 'Owned',
    'auto-current-policy 0 currentCarrier': 'Lone Prairie Mutual',
    'auto-current-policy 0 currentLimits': '50/100/50',
  })
  // The agency reads each answer under its English question, a driver by number, a date spelled out.
  expect(intake!.answers).toContainEqual(
    expect.objectContaining({
      stepTitle: 'Drivers',
      itemTitle: 'Driver 2',
      label: 'Date of birth',
      shown: 'February 3, 2007',
    }),
  )
}

/** Sends the auto insurance page's form as a visitor does, and lands on the thank-you page. */
async function sendAutoLead(page: Page, lead: Lead, language: Language) {
  const slug = language === 'en' ? 'auto-insurance' : 'seguro-de-auto'
  await page.goto(language === 'en' ? `/${slug}` : `/es/${slug}`)
  const form = await fillQuoteForm(page, lead, 'product', language)
  await form.getByRole('button', { name: heroOf(landingPage(slug, language)).submitLabel }).click()
  await expect(page).toHaveURL(language === 'en' ? '/thank-you' : '/es/gracias')
}

test.describe('the online quote after the quote form', () => {
  test('an auto quote with two drivers and two vehicles, finished from the thank-you page, kept on the lead', async ({
    page,
    browser,
    emailjs,
  }, testInfo) => {
    test.setTimeout(90_000)
    const addresses = watchAddresses(page)
    const lead = customer(testInfo)
    const words = intakeWords('en')
    await sendAutoLead(page, lead, 'en')

    const invite = page.getByRole('region', { name: fillTemplate(words.inviteHeading!, { minutes: 5 }) })
    await expect(invite).toContainText(fillTemplate(words.inviteText!, { line: 'Auto Insurance' }))
    await invite.getByRole('link', { name: words.inviteButton }).click()
    await finishAutoIntake(page, 'en', {
      axe: true,
      owner: { initials: 'D. W.', line: 'Auto Insurance', name: 'Dana Whitfield' },
    })

    const [kept] = storedLeadsFor(lead.email)
    expectAutoAnswersKept(kept!._id)
    // No answer travelled in an address, or stayed in the browser beyond the link's cookie.
    const typed = ['Caleb', 'Highlander', '5TDGZRBH2MS123457', '1984-07-19', 'Lone Prairie', 'Whitfield']
    expect(
      addresses().filter((url) => typed.some((value) => decodeURIComponent(url).includes(value))),
    ).toEqual([])
    const storage = await browserStorage(page)
    expect(typed.filter((value) => storage.storages.includes(value))).toEqual([])
    expect(storage.cookies.map((cookie) => cookie.split('=')[0])).toEqual(['quote_link'])
    // The confirmation email invited them too, with a link that opens the same online quote in any browser.
    const confirmation = emailjs.sent.find(
      (sent) => sent.template_id === FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID,
    )
    expect(confirmation!.template_params.intake_line).toBe(fillTemplate(words.emailLine!, { minutes: 5 }))
    const elsewhere = await browser.newContext()
    const opened = await elsewhere.newPage()
    await opened.goto(confirmation!.template_params.intake_url!)
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText(words.doneHeading!)
    await elsewhere.close()
    // The invitation is gone once the online quote is done.
    await page.goto('/thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('region', { name: fillTemplate(words.inviteHeading!, { minutes: 5 }) }),
    ).toHaveCount(0)
  })

  test('a home quote in Spanish, from the Spanish thank-you page', async ({ page }, testInfo) => {
    test.setTimeout(60_000)
    const lead = { ...customer(testInfo, 'es'), coverageType: 'Home Insurance' }
    const words = intakeWords('es')
    const home = intakeOf('home', 'es')
    await page.goto('/es')
    const form = await fillQuoteForm(page, lead, 'home', 'es')
    await form.getByRole('button', { name: heroOf(homePage('es')).submitLabel }).click()
    await expect(page).toHaveURL('/es/gracias')

    const invite = page.getByRole('region', { name: fillTemplate(words.inviteHeading!, { minutes: 5 }) })
    await expect(invite).toContainText(fillTemplate(words.inviteText!, { line: 'Seguro de casa' }))
    await invite.getByRole('link', { name: words.inviteButton }).click()
    await expect(page).toHaveURL(/\/es\/completar-cotizacion/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    await expectStep(page, home.step('property').title!, 1, 3, 'es')
    // Marisol Treviño's request, named in Spanish with the coverage as her Spanish form sent it.
    await expectRequestFor(page, { initials: 'M. T.', line: 'Seguro de casa' }, 'es')
    await expect(page.getByRole('main')).toContainText('Solicitud de cotización de M. T., Seguro de casa')
    await expectAccessibleAtBothWidths(page, 'home step 1')
    // The ZIP code starts as the quote form gave it, and the visitor corrects it for the home.
    await expect(fieldOf(page, home.step('property').question('zipCode'), 'es')).toHaveValue(lead.zipCode)
    await answerAll(
      page,
      'property',
      {
        address: '4127 Bluebonnet Trail, Arlington',
        zipCode: '76016',
        yearBuilt: '1998',
        squareFeet: '2,150',
        construction: 'Brick or masonry veneer',
        roofMaterial: 'Composition shingle',
        roofAge: '6',
        heating: 'Central gas',
      },
      'es',
      'home',
    )
    await page.getByRole('button', { name: words.nextLabel }).click()

    await expectStep(page, home.step('history').title!, 2, 3, 'es')
    await expectAccessibleAtBothWidths(page, 'home step 2')
    await answerAll(page, 'history', { claims: 'None', mortgage: 'yes' }, 'es', 'home')
    await page.getByRole('button', { name: words.nextLabel }).click()

    // The last step's fields (a text and a date) are of kinds the auto quote checks with axe above, and its done
    // page is the same page.
    await expectStep(page, home.step('currentPolicy').title!, 3, 3, 'es')
    await page.getByRole('button', { name: words.finishLabel }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.doneHeading!)

    const [kept] = storedLeadsFor(lead.email)
    const intake = keptIntake(kept!._id)
    expect(intake).toMatchObject({ language: 'es', quoteReady: true, finishedAt: expect.any(String) })
    expect(answersOf(intake)).toMatchObject({
      'home-property 0 zipCode': '76016',
      'home-property 0 squareFeet': '2,150',
      'home-history 0 mortgage': 'yes',
    })
    // The agency reads it in English, whatever language it was answered in.
    expect(intake!.answers).toContainEqual(
      expect.objectContaining({
        stepTitle: 'Claims and mortgage',
        label: 'Is there a mortgage on the home?',
        shown: 'Yes',
      }),
    )
  })

  test('a date of birth in the future and a VIN that fails its check digit are refused, in the visitor’s language', async ({
    page,
  }, testInfo) => {
    const words = intakeWords('es')
    const drivers = auto('es').step('drivers')
    const vehicles = auto('es').step('vehicles')
    const email = `intake-refused-${testInfo.testId}@example.com`
    // The lead as the Spanish auto page's script hands it over; its answer sets the link's cookie.
    const sent = await page.request.post('/api/leads', {
      data: { ...leadRequest(email), language: 'es', page: '/es/seguro-de-auto', key: randomUUID() },
      headers: { origin: E2E.site },
    })
    expect(sent.status()).toBe(202)
    await page.goto('/es/completar-cotizacion')
    const driver = page.getByRole('group', { name: `${drivers.itemName} 1`, exact: true })
    const nextYear = Number(isoWithOffset(new Date()).slice(0, 4)) + 1
    await answerAll(driver, 'drivers', { ...DRIVERS[0]!, dateOfBirth: `${nextYear}-05-01` }, 'es')
    await page.getByRole('button', { name: words.nextLabel }).click()

    const summary = page.getByRole('alert', { name: words.errorSummary })
    await expect(summary).toBeVisible()
    const dateOfBirth = drivers.question('dateOfBirth')
    const link = summary.getByRole('link', {
      name: `${drivers.itemName} 1, ${dateOfBirth.label}: ${words.pastDateError}`,
    })
    await expect(link).toBeVisible()
    await expectAccessibleAtBothWidths(page, 'a refused step')
    // The summary's link leads to the field, which says what is wrong; what was typed is all still there.
    await link.click()
    const field = fieldOf(driver, dateOfBirth, 'es')
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(words.pastDateError!)
    await expect(field).toHaveValue(`${nextYear}-05-01`)
    await expect(fieldOf(driver, drivers.question('fullName'), 'es')).toHaveValue(DRIVERS[0]!.fullName)

    await field.fill('1984-07-19')
    await page.getByRole('button', { name: words.nextLabel }).click()
    await expectStep(page, vehicles.title!, 2, 3, 'es')
    await answerAll(page, 'vehicles', { ...VEHICLES[0]!, vin: '5TDGZRBH2MS123456' }, 'es')
    await page.getByRole('button', { name: words.nextLabel }).click()
    // The VIN is the one answer refused: everything else on the step was kept as typed.
    const refused = page.getByRole('alert', { name: words.errorSummary }).getByRole('link')
    await expect(refused).toHaveCount(1)
    const vinError = new RegExp(words.vinError!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    await expect(refused).toHaveAccessibleName(vinError)
    const vin = fieldOf(page, vehicles.question('vin'), 'es')
    await expect(vin).toHaveAccessibleDescription(vinError)
    await expect(vin).toHaveValue('5TDGZRBH2MS123456')
    // The same vehicle with its real VIN goes through.
    await vin.fill('5TDGZRBH2MS123457')
    await page.getByRole('button', { name: words.nextLabel }).click()
    await expectStep(page, auto('es').step('currentPolicy').title!, 3, 3, 'es')
    const [kept] = storedLeadsFor(email)
    expect(keptIntake(kept!._id)?.problems).toEqual([])
  })

  test('corrections typed into a refused step before its scripts arrive stay, a long answer too, and are saved', async ({
    page,
  }, testInfo) => {
    const words = intakeWords('en')
    const drivers = auto().step('drivers')
    const email = `intake-early-${testInfo.testId}-${testInfo.repeatEachIndex}@example.com`
    await sendLeadWithLink(page, email, 'en')
    await page.goto('/finish-your-quote')
    const driver = page.getByRole('group', { name: `${drivers.itemName} 1`, exact: true })
    const nextYear = Number(isoWithOffset(new Date()).slice(0, 4)) + 1
    await answerAll(driver, 'drivers', { ...DRIVERS[1]!, dateOfBirth: `${nextYear}-02-03` }, 'en')
    const hydrated = await holdScripts(page)
    await page.getByRole('button', { name: words.nextLabel }).click()
    await expect(page.getByRole('alert', { name: words.errorSummary })).toBeVisible()

    // The refused step comes back with every answer in its field; the visitor corrects them at once.
    const fullName = fieldOf(driver, drivers.question('fullName'))
    const dateOfBirth = fieldOf(driver, drivers.question('dateOfBirth'))
    const details = fieldOf(driver, drivers.question('incidentDetails'))
    await expect(details).toHaveValue(DRIVERS[1]!.incidentDetails!)
    await fullName.fill('Caleb J. Whitfield')
    await dateOfBirth.fill('2007-02-03')
    await details.fill('Rear-ended at a light in Fort Worth, March 2025; nobody hurt.')
    await hydrated(details)
    await expect(fullName).toHaveValue('Caleb J. Whitfield')
    await expect(dateOfBirth).toHaveValue('2007-02-03')
    await expect(details).toHaveValue('Rear-ended at a light in Fort Worth, March 2025; nobody hurt.')

    await page.getByRole('button', { name: words.nextLabel }).click()
    await expectStep(page, auto().step('vehicles').title!, 2, 3, 'en')
    const [kept] = storedLeadsFor(email)
    expect(answersOf(keptIntake(kept!._id))).toMatchObject({
      'auto-drivers 0 fullName': 'Caleb J. Whitfield',
      'auto-drivers 0 dateOfBirth': '2007-02-03',
      'auto-drivers 0 incidentDetails': 'Rear-ended at a light in Fort Worth, March 2025; nobody hurt.',
    })
  })

  test('by keyboard: Tab goes from question to question, and Enter in a field saves and goes on, never removing a driver', async ({
    page,
  }, testInfo) => {
    const words = intakeWords('en')
    const drivers = auto('en').step('drivers')
    const sent = await page.request.post('/api/leads', {
      data: { ...leadRequest(`intake-keys-${testInfo.testId}@example.com`), key: randomUUID() },
      headers: { origin: E2E.site },
    })
    expect(sent.status()).toBe(202)
    await page.goto('/finish-your-quote')
    await page.getByRole('button', { name: drivers.addLabel! }).click()
    const second = page.getByRole('group', { name: `${drivers.itemName} 2`, exact: true })
    await expect(second).toBeVisible()
    // From the second driver's name, Tab goes on to the next question.
    const name = fieldOf(second, drivers.question('fullName'))
    await page.waitForLoadState('load')
    await name.click()
    await expect(name).toBeFocused()
    await page.keyboard.type('Caleb Whitfield')
    await page.keyboard.press('Tab')
    // (A date field takes focus in its month part, inside the field: the page's focused element is the field.)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('a-1-dateOfBirth')
    await name.focus()
    await page.keyboard.press('Enter')
    // Enter went on (the step's first button is Save and continue): the step's answers were checked, both drivers
    // are still there, and the summary is where the page landed.
    await expect(page).toHaveURL(/\/finish-your-quote\/auto-drivers#problems$/)
    await expect(page.getByRole('alert', { name: words.errorSummary })).toBeVisible()
    await expect(
      fieldOf(
        page.getByRole('group', { name: `${drivers.itemName} 2`, exact: true }),
        drivers.question('fullName'),
      ),
    ).toHaveValue('Caleb Whitfield')
    await expect(
      page.getByRole('button', { name: fillTemplate(words.removeLabel!, { item: `${drivers.itemName} 2` }) }),
    ).toBeVisible()
  })

  test('its pages are never stored or indexed, and a link past 30 days explains itself with the phone number', async ({
    page,
  }, testInfo) => {
    const words = intakeWords('en')
    // A lead kept 31 days ago, written where the server keeps leads, with a link the test holds.
    const key = randomUUID()
    const secret = randomBytes(18).toString('base64url')
    const submittedAt = isoWithOffset(new Date(Date.now() - 31 * 24 * 3600_000))
    keepLeadDirectly({
      _id: `leads.${key}`,
      _type: 'lead',
      email: `intake-expired-${testInfo.testId}@example.com`,
      phoneNumber: '(817) 555-0142',
      submittedAt,
      language: 'en',
      coverageType: 'Auto Insurance',
      coverageLabel: 'Auto Insurance',
      intakeLinkHash: createHash('sha256').update(secret).digest('hex'),
    })
    // The email's link is answered for this browser alone, as every address of the online quote is.
    const redirect = await page.request.get(`/finish-your-quote/resume?link=${key}.${secret}`, {
      maxRedirects: 0,
    })
    expect(redirect.status()).toBe(303)
    expect(redirect.headers()['cache-control']).toBe('private, no-store')
    expect(redirect.headers()['x-robots-tag']).toBe('noindex, nofollow')
    const response = await page.goto(`/finish-your-quote/resume?link=${key}.${secret}`)
    expect(response!.url()).toBe(`${E2E.site}/finish-your-quote`)
    expect(response!.headers()['cache-control']).toBe('private, no-store')
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.expiredHeading!)
    await expect(page.getByText(words.expiredText!)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: settings().phone })).toHaveAttribute(
      'href',
      /^tel:/,
    )

    // A wrong secret replaces nothing: this browser keeps the link it had, and its page says the same.
    await page.goto(`/finish-your-quote/resume?link=${key}.${randomBytes(18).toString('base64url')}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.expiredHeading!)
  })

  test('the email’s link sets the cookie only with its lead’s own secret', async ({ page }, testInfo) => {
    const words = intakeWords('en')
    const { key, secret } = await sendLeadWithLink(page, `intake-secret-${testInfo.testId}@example.com`, 'en')
    // As a browser that never sent the form: the link is all it has.
    await page.context().clearCookies()

    // The real lead's key with someone else's secret, then a link no lead has: no cookie, and the page says the
    // request was not found.
    const wrong = `${key}.${randomBytes(18).toString('base64url')}`
    for (const link of [wrong, `${randomUUID()}.${secret}`]) {
      const refused = await page.request.get(`/finish-your-quote/resume?link=${link}`, { maxRedirects: 0 })
      expect(refused.status()).toBe(303)
      expect(refused.headers()['location']).toBe('/finish-your-quote')
      expect(refused.headers()['set-cookie']).toBeUndefined()
    }
    await page.goto(`/finish-your-quote/resume?link=${wrong}`)
    await expect(page).toHaveURL('/finish-your-quote')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.unknownHeading!)
    expect(await page.context().cookies()).toEqual([])

    // Its own secret: the cookie, HTTPS-only because the site's public address is (whatever this test's plain
    // HTTP says), and the steps, named for Ana García's auto request.
    const opened = await page.request.get(`/finish-your-quote/resume?link=${key}.${secret}`, {
      maxRedirects: 0,
    })
    expect(opened.headers()['set-cookie']).toMatch(
      new RegExp(`^quote_link=${key}\\.${secret}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax; Secure$`),
    )
    await page.goto(`/finish-your-quote/resume?link=${key}.${secret}`)
    await expectStep(page, auto().step('drivers').title!, 1, 3)
    await expectRequestFor(page, { initials: 'A. G.', line: 'Auto Insurance' }, 'en')
    await expect(page.getByRole('main')).toContainText('Quote request for A. G., Auto Insurance')
  })

  test('the thank-you page is the same for every visitor, and the invitation is asked for once it has painted', async ({
    page,
    request,
  }, testInfo) => {
    const words = intakeWords('es')
    const heading = fillTemplate(words.inviteHeading!, { minutes: 5 })
    // This browser sent a Spanish auto request: it holds its link's cookie; the other client holds nothing.
    await sendLeadWithLink(page, `intake-invite-${testInfo.testId}@example.com`, 'es')
    const theirs = await (await page.request.get('/es/gracias')).text()
    const anyone = await (await request.get('/es/gracias')).text()
    expect(theirs).toBe(anyone)
    expect(theirs).not.toContain(heading)

    const invitation = await page.request.get('/api/quote-intake/invitation?language=es')
    expect(invitation.status()).toBe(200)
    expect(invitation.headers()['cache-control']).toBe('private, no-store')
    expect(await invitation.json()).toEqual({
      heading,
      text: fillTemplate(words.inviteText!, { line: 'Auto Insurance' }),
      button: words.inviteButton,
      href: '/es/completar-cotizacion',
    })
    const none = await request.get('/api/quote-intake/invitation?language=es')
    expect(none.status()).toBe(204)
    expect(none.headers()['cache-control']).toBe('private, no-store')

    await page.goto('/es/gracias')
    const invite = page.getByRole('region', { name: heading })
    await expect(invite.getByRole('link', { name: words.inviteButton })).toHaveAttribute(
      'href',
      '/es/completar-cotizacion',
    )
  })

  test('an online quote saved 300 times takes no more changes, and says so in Spanish with the phone number', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    const words = intakeWords('es')
    await sendLeadWithLink(page, `intake-limit-${testInfo.testId}@example.com`, 'es')
    // 300 saves (Back, which checks nothing), one after another, from /64s of their own: the limit of 60 posts a
    // minute per client is not what stops them.
    for (let save = 0; save < 300; save++) {
      const saved = await page.request.post('/api/quote-intake', {
        form: { step: 'auto-drivers', action: 'back', language: 'es' },
        headers: {
          origin: E2E.site,
          'x-forwarded-for': `2001:db8:30${Math.floor(save / 50) + 1}:${testInfo.testId.slice(-4)}::1`,
        },
        maxRedirects: 0,
      })
      expect(saved.status(), `save ${save + 1}`).toBe(303)
    }
    const [lead] = storedLeadsFor(`intake-limit-${testInfo.testId}@example.com`)
    expect(keptIntake(lead!._id)?.saves).toBe(300)

    await page.goto('/es/completar-cotizacion/auto-drivers')
    await page.getByRole('button', { name: words.nextLabel }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${words.limitError} ${settings('es').phone}`,
    )
    expect(keptIntake(lead!._id)?.saves).toBe(300)
  })
})

test.describe('the online quote without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same auto quote, each step a plain form post, from the thank-you page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const lead = customer(testInfo)
    await sendAutoLead(page, lead, 'en')
    await page.getByRole('link', { name: intakeWords('en').inviteButton }).click()
    await finishAutoIntake(page, 'en', {
      axe: false,
      owner: { initials: 'D. W.', line: 'Auto Insurance', name: 'Dana Whitfield' },
    })
    const [kept] = storedLeadsFor(lead.email)
    expect(kept).toMatchObject({ channel: 'no-javascript' })
    expectAutoAnswersKept(kept!._id)
  })
})
