import type { TestInfo } from '@playwright/test'
import { toPlainText } from '@portabletext/react'

import { isoWithOffset } from '@/lib/format'
import { attributionFrom } from '@/lib/delivery/attribution'
import type { Lead } from '@/lib/lead/lead'

import {
  faqOf,
  heroOf,
  homePage,
  hrefOf,
  landingPages,
  navLinksOf,
  sectionOf,
  settings,
  slugOf,
  specialtyPages,
} from '../../support/data/dataset'
import { byTemplate, expectedEmails } from '../../support/forms/emails'
import { choiceValues, fillQuoteForm, quoteFormLabels } from '../../support/forms/quote-form'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { E2E } from '../../support/servers/servers'
import { expectNoAxeViolations } from '../accessibility/accessibility'
import { expect, readDataLayer, test } from '../fixtures'

// The specialty lines are pages editors made in the Studio: everything here is read from the dataset, so adding
// a seventh page adds its checks.

const SITE_URL = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL
const labels = quoteFormLabels
const specialty = specialtyPages()

test('the dataset has the six specialty pages, each with one hero that names its coverage', () => {
  expect(specialty).toHaveLength(6)
  for (const page of specialty) {
    expect(
      page.sections.filter((section) => section._type === 'heroSection'),
      page._id,
    ).toHaveLength(1)
    expect(heroOf(page).coverageType, page._id).toBeTruthy()
  }
})

for (const content of specialty) {
  const slug = slugOf(content)
  const path = `/${slug}`

  test.describe(path, () => {
    test('answers 200 with its headline, its coverage cards and its FAQ', async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const hero = heroOf(content)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline)
      await expect(
        page.locator('#quote-form').getByRole('button', { name: hero.submitLabel, exact: true }),
      ).toBeVisible()
      // The coverage is the page's own: the form asks for no coverage type.
      await expect(page.locator('#quote-form select[name="coverageType"]')).toHaveCount(0)

      const coverage = sectionOf(content, 'cardsSection', 'coverage')
      await expect(
        page.getByRole('heading', { level: 2, name: coverage.heading.title, exact: true }),
      ).toBeVisible()
      for (const card of coverage.cards) {
        const item = page
          .locator('#coverage')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: card.title, exact: true }) })
        await expect(item, card.title).toContainText(card.description)
      }

      const faq = page.locator('#faq')
      const questions = faqOf(sectionOf(content, 'faqSection'))
      await expect(faq.getByRole('button')).toHaveCount(questions.length)
      const [first] = questions
      await faq.getByRole('button', { name: first!.question }).click()
      await expect(faq.getByText(first!.answer)).toBeVisible()
    })

    test('the top bar shows its links and a Get Quote link to its own form', async ({ page }) => {
      await page.goto(path)
      const nav = page.getByRole('navigation', { name: 'Main' })
      const links = await nav.getByRole('link').evaluateAll((elements) =>
        elements.map((element) => ({
          label: element.textContent?.trim(),
          href: element.getAttribute('href'),
        })),
      )
      expect(links).toEqual([
        ...navLinksOf(content),
        { label: settings().clientsLabel, href: '/service-center' },
        { label: settings().getQuoteLabel, href: `${path}#quote-form` },
      ])
      await nav.getByRole('link', { name: settings().getQuoteLabel }).click()
      await expect(page).toHaveURL(`${path}#quote-form`)
      await expect(page.locator('#quote-form')).toBeInViewport()
    })

    test('the quote form sends both emails and a generate_lead with the page’s coverage type', async ({
      page,
      emailjs,
      pageErrors,
    }, testInfo) => {
      const start = new Date('2026-03-02T10:00:00-06:00')
      const submittedAt = new Date(start.getTime() + 1000)
      await page.clock.install({ time: start })
      await page.clock.pauseAt(submittedAt)

      const coverageType = heroOf(content).coverageType!
      const lead = visitor(testInfo, coverageType)
      await page.goto(path)
      const form = await fillQuoteForm(page, lead, 'product')
      await form.getByRole('button', { name: heroOf(content).submitLabel, exact: true }).click()
      await expect(form.getByRole('button', { name: labels().successLabel })).toBeVisible()

      const pageUrl = `${E2E.site}${path}`
      const leadContext = {
        consentText: toPlainText(labels().consentDisclosure),
        smsConsent: { given: false },
        pageUrl,
        submittedAt: isoWithOffset(submittedAt),
        attribution: attributionFrom(pageUrl, null),
        language: 'en' as const,
        coverageLabel: '',
      }
      expect(byTemplate(emailjs.sent)).toEqual(byTemplate(expectedEmails(lead, leadContext)))
      for (const email of emailjs.sent) expect(email.template_params.coverage).toBe(coverageType)

      const leads = (await readDataLayer(page)).filter(
        (entry) => (entry as { event?: string }).event === 'generate_lead',
      )
      expect(leads).toEqual([
        {
          event: 'generate_lead',
          transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          language: 'en',
          lead_type: 'insurance_quote',
          coverage_type: coverageType,
          value: 0,
          currency: 'USD',
          zip_code: lead.zipCode,
          contact_method: lead.contactPreference,
        },
      ])
      await page.clock.runFor(2000)
      await expect(page).toHaveURL('/thank-you')
      expect(emailjs.sent).toHaveLength(2)
      expect(pageErrors).toEqual([])
    })

    test('axe finds nothing at 1280 px', async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page, path)
    })
  })
}

const visitor = (testInfo: TestInfo, coverageType: string): Lead => ({
  fullName: 'Ana García',
  phoneNumber: '(469) 555-0188',
  email: `ana.${testInfo.testId.slice(-10)}@example.com`,
  zipCode: '75204',
  coverageType,
  additionalInfo: 'Asking from a specialty page.',
  contactPreference: choiceValues('contactOptions')[0]!,
  timeframe: choiceValues('timeframeOptions')[1]!,
})

test('the home page’s specialty cards lead to the specialty pages', async ({ page }) => {
  await page.goto('/')
  const cards = sectionOf(homePage(), 'cardsSection', 'specialty').cards
  const section = page.locator('#specialty')
  const linked: string[] = []
  for (const card of cards) {
    const href = hrefOf(card.link!)!
    linked.push(href)
    const item = section.getByRole('listitem').filter({ hasText: card.title })
    await expect(item.getByRole('link', { name: card.link!.label })).toHaveAttribute('href', href)
  }
  expect([...linked].sort()).toEqual(specialty.map((content) => `/${slugOf(content)}`).sort())

  // Following one lands on its page.
  const [first] = cards
  const target = specialty.find((content) => `/${slugOf(content)}` === hrefOf(first!.link!))!
  await section
    .getByRole('listitem')
    .filter({ hasText: first!.title })
    .getByRole('link', { name: first!.link!.label })
    .click()
  await expect(page).toHaveURL(`/${slugOf(target)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroOf(target).headline)
})

test('the sitemap lists every page in content', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  for (const content of landingPages()) expect(urls).toContain(`${SITE_URL}/${slugOf(content)}`)
})

test('a mis-cased address of a page in content answers 308 to its lower-case address, query kept', async ({
  request,
}) => {
  const response = await request.get('/Umbrella-Insurance?x=1', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/umbrella-insurance?x=1')
  expect((await request.get('/Umbrella-Insurance?x=1')).url()).toBe(`${E2E.site}/umbrella-insurance?x=1`)
})

test('an address no page has answers 404 from its very first request', async ({ page, request }) => {
  // A fresh address each run: the first request is the one that must not render an empty page with 200.
  const unknown = `/no-such-page-${Date.now().toString(36)}`
  const first = await request.get(unknown, { maxRedirects: 0 })
  expect(first.status(), unknown).toBe(404)
  const again = await page.goto(unknown)
  expect(again?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings().notFound.title)

  const browserFirst = `/no-such-page-${Date.now().toString(36)}-b`
  expect((await page.goto(browserFirst))?.status(), browserFirst).toBe(404)
  expect((await request.get('/no-such-page')).status()).toBe(404)
})
