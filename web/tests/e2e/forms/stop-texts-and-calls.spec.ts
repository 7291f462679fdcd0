import type { Page } from '@playwright/test'

import type { Language } from '@/lib/i18n'
import { OPT_OUT_ENDPOINT, OPT_OUT_PATHS, OPT_OUT_SENT_PATHS } from '@/lib/routes'
import type { OptOutPage } from '@/sanity.types'

import { documentById, legalPage, settings } from '../../support/data/dataset'
import { rowsOf } from '../../support/data/database-rows'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { leadRequest } from '../../support/forms/leads'
import { E2E } from '../../support/servers/servers'
import { expectNoAxeViolations, expectTargetSizes } from '../accessibility/accessibility'
import { expect, test, type SentEmail } from '../fixtures'

const copyIn = (language: Language) =>
  documentById<OptOutPage>(language === 'en' ? 'optOutPage' : 'optOutPage-es', language)

// Numbers no other spec uses (945 is a Dallas area code; 555-01xx numbers are never assigned): each of the two
// workers takes its own fifty, one per number this spec asks for, so within a run a number is one test's own.
let next = 0
function number() {
  const digits = `01${String((test.info().parallelIndex * 50 + next++) % 100).padStart(2, '0')}`
  return { typed: `(945) 555-${digits}`, key: `+1945555${digits}` }
}

// A server kept from an earlier run (outside CI) still holds that run's lines: only this run's count.
const started = Date.now()

type Row = { key: string; channel: string; action: string; how: string; recorded_by: string }
const registered = (...keys: string[]) =>
  rowsOf<Row>(
    E2E.databaseFile,
    `SELECT key, channel, action, how, recorded_by FROM contact_choices
      WHERE key IN (${keys.map(() => '?').join(',')}) AND at_ms >= ? ORDER BY key, channel`,
    ...keys,
    started,
  )

const line = (key: string, channel: string): Row => ({
  key,
  channel,
  action: 'opt-out',
  how: 'web form',
  recorded_by: 'site',
})

async function send(
  page: Page,
  language: Language,
  who: { phone: string; email?: string },
  stop = ['texts', 'calls'],
) {
  const copy = copyIn(language)
  const form = page.getByRole('region', { name: copy.formHeading })
  await form.getByLabel(copy.phoneLabel).fill(who.phone)
  if (who.email) await form.getByLabel(copy.emailLabel).fill(who.email)
  for (const [channel, label] of [
    ['texts', copy.textsLabel],
    ['calls', copy.callsLabel],
  ] as const)
    await form.getByRole('checkbox', { name: label }).setChecked(stop.includes(channel))
  await form.getByRole('button', { name: copy.submitLabel }).click()
}

test('the page says when texts and calls stop, and every footer, the privacy policy and the terms link to it', async ({
  page,
}) => {
  for (const language of ['en', 'es'] as const) {
    const copy = copyIn(language)
    await page.goto(OPT_OUT_PATHS[language])
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
    await expect(page.getByRole('main')).toContainText(copy.textsNote)
    await expect(page.getByRole('main')).toContainText(copy.callsNote)
    await expect(page.getByRole('main')).toContainText(
      language === 'en' ? '10 business days' : '10 días hábiles',
    )
    // The other language's page, named for search engines and the switcher.
    const other = language === 'en' ? 'es' : 'en'
    await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${OPT_OUT_PATHS[other]}$`),
    )

    await page.goto(language === 'en' ? '/' : '/es')
    await page.getByRole('contentinfo').getByRole('link', { name: copy.linkLabel }).click()
    await expect(page).toHaveURL(OPT_OUT_PATHS[language])

    for (const route of ['privacy-policy', 'terms-of-service']) {
      const legal = legalPage(route, language)
      await page.goto(language === 'en' ? `/${route}` : `/es/${(legal.slug as { current: string }).current}`)
      const link = page.getByRole('main').getByRole('link', { name: copy.title })
      await expect(link, route).toHaveAttribute('href', OPT_OUT_PATHS[language])
    }
  }
})

test('with JavaScript, an opt-out of texts and calls is recorded at once for the number and the email', async ({
  page,
}, testInfo) => {
  const { typed, key } = number()
  const email = `Stop.${testInfo.testId.slice(-8)}@Example.com`
  await page.goto(OPT_OUT_PATHS.en)
  await send(page, 'en', { phone: typed, email })
  await expect(page).toHaveURL(OPT_OUT_SENT_PATHS.en)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyIn('en').sentTitle)
  // The register keys a person as every request does: E.164, and the email in lower case.
  expect(registered(key, email.toLowerCase())).toEqual([
    line(key, 'calls'),
    line(key, 'texts'),
    line(email.toLowerCase(), 'calls'),
    line(email.toLowerCase(), 'texts'),
  ])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an opt-out of texts only is recorded, in Spanish', async ({ page }) => {
    const { typed, key } = number()
    await page.goto(OPT_OUT_PATHS.es)
    await send(page, 'es', { phone: typed }, ['texts'])
    await expect(page).toHaveURL(OPT_OUT_SENT_PATHS.es)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyIn('es').sentTitle)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    expect(registered(key)).toEqual([line(key, 'texts')])
  })

  test('the answer is the same page whether or not the agency knows the number', async ({
    page,
    request,
    clientAddress,
  }, testInfo) => {
    const known = number()
    const unknown = number()
    // A lead from the known number, kept before the opt-out.
    const lead = await request.post('/api/leads', {
      headers: { origin: E2E.site, 'x-forwarded-for': clientAddress },
      data: { ...leadRequest(`known.${testInfo.testId.slice(-8)}@example.com`), phone: known.typed },
    })
    expect(lead.status()).toBe(202)

    const answers = []
    for (const who of [known, unknown]) {
      await page.goto(OPT_OUT_PATHS.en)
      const answer = page.waitForResponse((response) => response.url().endsWith(OPT_OUT_ENDPOINT))
      await send(page, 'en', { phone: who.typed })
      const response = await answer
      await expect(page).toHaveURL(OPT_OUT_SENT_PATHS.en)
      answers.push({
        status: response.status(),
        location: response.headers()['location'],
        body: await page.content(),
      })
      expect(registered(who.key)).toEqual([line(who.key, 'calls'), line(who.key, 'texts')])
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]!.status).toBe(303)
    // Nothing of either number on the page it lands on.
    for (const who of [known, unknown]) expect(answers[0]!.body).not.toContain(who.typed)
  })

  test('a number that is not one is refused with the form’s message, the form filled in as typed', async ({
    page,
  }) => {
    const copy = copyIn('es')
    const { typed, key } = number()
    await page.goto(OPT_OUT_PATHS.es)
    const answer = page.waitForResponse((response) => response.url().endsWith(OPT_OUT_ENDPOINT))
    await send(page, 'es', { phone: '12345', email: 'rosa@example.com' }, ['calls'])
    expect((await answer).status()).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.errorSummary)
    await expect(page.getByRole('main')).toContainText(copy.errors.phone)
    const phone = page.getByLabel(copy.phoneLabel)
    await expect(phone).toHaveValue('12345')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(new RegExp(copy.errors.phone.replace(/[()]/g, '\\$&')))
    await expect(page.getByLabel(copy.emailLabel)).toHaveValue('rosa@example.com')
    await expect(page.getByRole('checkbox', { name: copy.callsLabel })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: copy.textsLabel })).not.toBeChecked()

    // Fixed right there, it is sent as from the page.
    await phone.fill(typed)
    await page.getByRole('button', { name: copy.submitLabel }).click()
    await expect(page).toHaveURL(OPT_OUT_SENT_PATHS.es)
    expect(registered(key, 'rosa@example.com')).toEqual([
      line(key, 'calls'),
      line('rosa@example.com', 'calls'),
    ])
  })

  test('neither box ticked, or an email mistyped, is refused with their messages and nothing is recorded', async ({
    page,
  }) => {
    const copy = copyIn('en')
    const { typed, key } = number()
    await page.goto(OPT_OUT_PATHS.en)
    // The browser's own check of the email is what a visitor meets first; the server's is the same rule.
    await page.getByLabel(copy.emailLabel).evaluate((input) => input.setAttribute('type', 'text'))
    await send(page, 'en', { phone: typed, email: 'not an email' }, [])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.errorSummary)
    await expect(page.getByRole('main')).toContainText(copy.errors.channels)
    await expect(page.getByRole('main')).toContainText(copy.errors.email)
    await expect(page.getByRole('main')).not.toContainText(copy.errors.phone)
    expect(registered(key)).toEqual([])
  })
})

test('the form works with the keyboard alone, and axe finds nothing on the page or after sending', async ({
  page,
}) => {
  const copy = copyIn('en')
  const { typed, key } = number()
  await page.goto(OPT_OUT_PATHS.en)
  await expectNoAxeViolations(page, OPT_OUT_PATHS.en)
  await page.getByLabel(copy.phoneLabel).focus()
  await page.keyboard.type(typed)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(copy.emailLabel)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: copy.textsLabel })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: copy.callsLabel })).toBeFocused()
  // Both boxes start ticked: back to texts, and Space unticks it, so only calls stop.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: copy.textsLabel })).not.toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: copy.submitLabel })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(OPT_OUT_SENT_PATHS.en)
  expect(registered(key)).toEqual([line(key, 'calls')])
  await expectNoAxeViolations(page, OPT_OUT_SENT_PATHS.en)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

// axe runs in the page, so with JavaScript; the form posts itself all the same.
test('axe finds nothing on the refused form, and its targets are large enough', async ({ page }) => {
  const copy = copyIn('en')
  await page.goto(OPT_OUT_PATHS.en)
  await send(page, 'en', { phone: '12345' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.errorSummary)
  await expectNoAxeViolations(page, 'refused')
  await expectTargetSizes(page, 'refused')
})

test('only this site’s own pages may post, as a form, at most five times a minute from one address', async ({
  request,
  clientAddress,
}) => {
  const form = (phone: string) => ({ phone, texts: 'yes', language: 'en' })
  const from = { origin: E2E.site, 'x-forwarded-for': clientAddress }
  expect((await request.get(OPT_OUT_ENDPOINT)).status()).toBe(405)
  // Every post counts against the limit, refused or not.
  const elsewhere = await request.post(OPT_OUT_ENDPOINT, {
    headers: { ...from, origin: 'https://elsewhere.example' },
    form: form(number().typed),
  })
  expect(elsewhere.status()).toBe(403)
  const json = await request.post(OPT_OUT_ENDPOINT, { headers: from, data: form(number().typed) })
  expect(json.status()).toBe(415)
  const statuses = []
  for (let post = 0; post < 4; post++) {
    const response = await request.post(OPT_OUT_ENDPOINT, {
      headers: from,
      form: form(number().typed),
      maxRedirects: 0,
    })
    statuses.push(response.status())
  }
  expect(statuses).toEqual([303, 303, 303, 429])
})

test('with a Sanity project, the opt-out goes into the Content Lake and the agency gets one email from the server', async ({
  request,
  clientAddress,
}) => {
  const { typed, key } = number()
  const response = await request.post(`${E2E.lakeSite}${OPT_OUT_ENDPOINT}`, {
    headers: { origin: E2E.lakeSite, 'x-forwarded-for': clientAddress },
    form: { phone: typed, email: '', texts: 'yes', calls: 'yes', language: 'es' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers()['location']).toBe(OPT_OUT_SENT_PATHS.es)

  type Entry = { channel: string; action: string; how: string; by: string; at: string }
  type Stored = { _type: string; key?: string; entries?: Entry[] }
  const stored = ((await (await fetch(`${E2E.lakeControl}/documents`)).json()) as Stored[]).filter(
    (document) => document._type === 'contactChoice' && document.key === key,
  )
  expect(stored).toHaveLength(1)
  expect(stored[0]!.entries!.filter((entry) => Date.parse(entry.at) >= started)).toEqual([
    expect.objectContaining({ channel: 'texts', action: 'opt-out', how: 'web form', by: 'site' }),
    expect.objectContaining({ channel: 'calls', action: 'opt-out', how: 'web form', by: 'site' }),
  ])

  const sent = async () =>
    ((await (await fetch(`${E2E.emailjs}/__sent`)).json()) as SentEmail[]).filter(
      (email) =>
        email.template_params.phone === typed && Date.parse(email.template_params.submittedAt!) >= started,
    )
  await expect.poll(async () => (await sent()).length).toBe(1)
  const [email] = await sent()
  expect(email).toMatchObject({
    template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
    template_params: {
      to_email: settings().leadEmail,
      message: `Stop texts and calls (web form): ${typed}`,
      language: 'Spanish',
      email: '',
    },
  })
  expect(email!.template_params.additionalInfo).toContain('10 business days')
})
