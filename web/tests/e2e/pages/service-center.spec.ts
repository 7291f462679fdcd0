import type { Page } from '@playwright/test'

import { countText } from '@/components/service-center/filter-carriers'
import { telHref } from '@/lib/phone-number'
import type { Language } from '@/lib/i18n'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'

import { carriers, serviceCenterPage, settings } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { expectNoAxeViolations } from '../accessibility/accessibility'
import { expect, holdScripts, test } from '../fixtures'

const SITE_URL = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL
const LANGUAGES: Language[] = ['en', 'es']

/** The directory's cards, one per carrier listed. */
const cards = (page: Page) => page.locator('#carriers li > article')
const namesShown = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents()
const namesWriting = (line: string) =>
  carriers()
    .filter((carrier) => carrier.lineKeys.includes(line))
    .map((carrier) => carrier.name)
const count = (shown: number, language: Language = 'en') =>
  countText(serviceCenterPage(language).directory.countTemplate, shown, carriers().length)

test('the dataset has a carrier directory worth filtering', () => {
  expect(carriers().length).toBeGreaterThanOrEqual(8)
  expect(namesWriting('life').length).toBeLessThan(carriers().length)
})

test.describe('both addresses answer with every carrier and how to reach it', () => {
  for (const language of LANGUAGES) {
    const path = SERVICE_CENTER_PATHS[language]
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const content = serviceCenterPage(language)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
      await expect(page.getByRole('main')).toHaveAttribute('data-page-type', 'service')
      await expect(page.getByText(count(carriers().length, language))).toBeVisible()

      expect(await namesShown(page)).toEqual(carriers().map((carrier) => carrier.name))
      for (const carrier of carriers()) {
        const card = cards(page).filter({
          has: page.getByRole('heading', { name: carrier.name, exact: true }),
        })
        const claims = card.locator(`a[href="${telHref(carrier.claimsPhone)}"]`)
        await expect(claims, carrier.name).toHaveText(
          `${content.directory.claimsPhoneLabel}: ${carrier.claimsPhone}`,
        )
        if (carrier.roadsidePhone)
          await expect(card.locator(`a[href="${telHref(carrier.roadsidePhone)}"]`)).toBeVisible()
        await expect(card.locator(`a[href="${carrier.claimsUrl}"]`)).toContainText(
          content.directory.claimsWebsiteLabel,
        )
      }

      const external = page.locator('#carriers a[target="_blank"]')
      expect(await external.count()).toBeGreaterThanOrEqual(carriers().length)
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
        await expect(link).toHaveAttribute('href', /^https:\/\//)
        await expect(link).toContainText(content.directory.newTabNote)
      }

      // The agency's own line and hours, and its steps after a loss.
      await expect(page.getByRole('main').locator(`a[href="${telHref(settings().phone)}"]`)).toBeVisible()
      await expect(page.getByRole('heading', { name: content.help.heading })).toBeVisible()
      const steps = page.getByRole('region', { name: content.firstSteps.heading }).getByRole('listitem')
      await expect(steps).toHaveCount(content.firstSteps.steps.length)
    })
  }
})

test.describe('without JavaScript, the filter is a form the server answers', () => {
  test.use({ javaScriptEnabled: false })

  test('?line= lists only the carriers writing that line, with the count', async ({ page }) => {
    const response = await page.goto('/service-center?line=life')
    expect(response?.status()).toBe(200)
    expect(await namesShown(page)).toEqual(namesWriting('life'))
    await expect(page.getByText(count(namesWriting('life').length))).toBeVisible()
    await expect(page.locator('select[name="line"]')).toHaveValue('life')
    const { clearLabel } = serviceCenterPage().directory
    await expect(page.getByRole('link', { name: clearLabel })).toHaveAttribute('href', '/service-center')
  })

  test('?q= finds carriers by name, whatever the case', async ({ page }) => {
    await page.goto('/service-center?q=RIVER')
    const expected = carriers()
      .filter((carrier) => carrier.name.toLowerCase().includes('river'))
      .map((carrier) => carrier.name)
    expect(expected.length).toBeGreaterThan(0)
    expect(await namesShown(page)).toEqual(expected)
    await expect(page.locator('input[name="q"]')).toHaveValue('RIVER')
  })

  test('a search nothing matches says so', async ({ page }) => {
    await page.goto('/service-center?q=no-such-carrier')
    expect(await namesShown(page)).toEqual([])
    await expect(page.getByText(count(0))).toBeVisible()
    await expect(page.getByText(serviceCenterPage().directory.noResults)).toBeVisible()
  })

  test('an unknown line shows every carrier', async ({ page }) => {
    await page.goto('/service-center?line=boats')
    expect(await namesShown(page)).toEqual(carriers().map((carrier) => carrier.name))
    await expect(page.getByText(count(carriers().length))).toBeVisible()
    await expect(page.getByRole('link', { name: serviceCenterPage().directory.clearLabel })).toHaveCount(0)
  })

  test('the form sends the choice to the same address, in Spanish too', async ({ page }) => {
    await page.goto('/es/centro-de-servicio')
    await page.locator('select[name="line"]').selectOption('home')
    await page.getByRole('button', { name: serviceCenterPage('es').directory.applyLabel }).click()
    await expect(page).toHaveURL(/\/es\/centro-de-servicio\?line=home&q=$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    expect(await namesShown(page)).toEqual(namesWriting('home'))
    await expect(page.getByText(count(namesWriting('home').length, 'es'))).toBeVisible()
  })

  test('a filtered list names the plain page as canonical and is never in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/service-center?line=auto&q=r')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/service-center`)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('filtered')
  })
})

test('with JavaScript the list follows the filter at once, without a navigation, and the address keeps it', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/service-center')
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)
  const status = page.getByRole('status').filter({ hasText: count(carriers().length) })
  await expect(status).toBeVisible()

  await page.locator('select[name="line"]').selectOption('life')
  expect(await namesShown(page)).toEqual(namesWriting('life'))
  await expect(page.getByRole('status').filter({ hasText: count(namesWriting('life').length) })).toBeVisible()
  await expect(page).toHaveURL('/service-center?line=life')
  expect(await sameDocument()).toBe(true)

  // Typing narrows the list as it goes; Enter (the form's submit) stays on the page.
  await page.locator('select[name="line"]').selectOption('')
  await page.locator('input[name="q"]').pressSequentially('rIVer')
  const rivers = carriers()
    .filter((carrier) => carrier.name.toLowerCase().includes('river'))
    .map((carrier) => carrier.name)
  await expect.poll(() => namesShown(page)).toEqual(rivers)
  await page.locator('input[name="q"]').press('Enter')
  await expect(page).toHaveURL('/service-center?q=rIVer')
  expect(await sameDocument()).toBe(true)

  // A reload draws the same list on the server.
  await page.reload()
  expect(await namesShown(page)).toEqual(rivers)
  await expect(page.locator('input[name="q"]')).toHaveValue('rIVer')

  await page.getByRole('link', { name: serviceCenterPage().directory.clearLabel }).click()
  await expect(page).toHaveURL('/service-center')
  expect(await namesShown(page)).toEqual(carriers().map((carrier) => carrier.name))
  await expect(page.locator('input[name="q"]')).toBeFocused()
  expect(pageErrors).toEqual([])
})

test('typing wins over an address written late, and Back and Forward bring the typed filter back', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/service-center')
  const line = page.locator('select[name="line"]')
  const search = page.locator('input[name="q"]')
  await line.selectOption('life')
  await expect(page).toHaveURL('/service-center?line=life')
  await line.selectOption('')
  await search.pressSequentially('r')
  await expect(page).toHaveURL('/service-center?q=r')
  // The router writes again an address it was told of once it has drawn it, and on a busy machine that lands
  // after the visitor typed on: here, the one from before the first letter. It takes nothing back.
  await page.evaluate(() =>
    window.history.replaceState({ ...window.history.state }, '', '/service-center?line=life'),
  )
  await search.pressSequentially('IVer')
  await expect(search).toHaveValue('rIVer')
  await expect(line).toHaveValue('')
  await expect(page).toHaveURL('/service-center?q=rIVer')
  const rivers = carriers()
    .filter((carrier) => carrier.name.toLowerCase().includes('river'))
    .map((carrier) => carrier.name)
  await expect.poll(() => namesShown(page)).toEqual(rivers)

  await page.getByRole('banner').getByRole('link', { name: settings().shortName }).click()
  await expect(page).toHaveURL('/')
  await page.goBack()
  await expect(page).toHaveURL('/service-center?q=rIVer')
  await expect(search).toHaveValue('rIVer')
  await expect.poll(() => namesShown(page)).toEqual(rivers)
  await page.goForward()
  await expect(page).toHaveURL('/')
  await page.goBack()
  await expect(search).toHaveValue('rIVer')
  await expect.poll(() => namesShown(page)).toEqual(rivers)
  expect(pageErrors).toEqual([])
})

test.describe('what the visitor types before the page’s scripts arrive filters the list once they do', () => {
  for (const language of LANGUAGES) {
    test(language, async ({ page, pageErrors }) => {
      const path = SERVICE_CENTER_PATHS[language]
      const hydrated = await holdScripts(page)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const search = page.locator('input[name="q"]')
      await page.locator('select[name="line"]').selectOption('home')
      await search.fill('RIVER')
      await hydrated(search)
      const shown = namesWriting('home').filter((name) => name.toLowerCase().includes('river'))
      expect(shown.length).toBeGreaterThan(0)
      await expect.poll(() => namesShown(page)).toEqual(shown)
      await expect(page.getByRole('status').filter({ hasText: count(shown.length, language) })).toBeVisible()
      await expect(page).toHaveURL(`${path}?line=home&q=RIVER`)
      await expect(search).toHaveValue('RIVER')
      await expect(page.locator('select[name="line"]')).toHaveValue('home')
      // Typing on goes on from there.
      await search.press('End')
      await search.pressSequentially(' h')
      await expect(page).toHaveURL(`${path}?line=home&q=RIVER+h`)
      expect(pageErrors).toEqual([])
    })
  }
})

test('the list follows the address when the site shows it again: Back, or the clients link', async ({
  page,
}) => {
  await page.goto('/service-center')
  await page.locator('select[name="line"]').selectOption('home')
  await expect(page).toHaveURL('/service-center?line=home')
  await page.getByRole('banner').getByRole('link', { name: settings().shortName }).click()
  await expect(page).toHaveURL('/')
  await page.goBack()
  await expect(page).toHaveURL('/service-center?line=home')
  await expect.poll(() => namesShown(page)).toEqual(namesWriting('home'))
  await expect(page.locator('select[name="line"]')).toHaveValue('home')

  await page.getByRole('banner').getByRole('link', { name: settings().clientsLabel }).click()
  await expect(page).toHaveURL('/service-center')
  await expect.poll(() => namesShown(page)).toEqual(carriers().map((carrier) => carrier.name))
  await expect(page.locator('select[name="line"]')).toHaveValue('')
})

test('the service center pair names each other as alternates', async ({ page }) => {
  const expected = {
    en: `${SITE_URL}/service-center`,
    es: `${SITE_URL}/es/centro-de-servicio`,
    'x-default': `${SITE_URL}/service-center`,
  }
  for (const language of LANGUAGES) {
    const path = SERVICE_CENTER_PATHS[language]
    await page.goto(path)
    const links = await page.locator('link[rel="alternate"][hreflang]').all()
    const alternates = Object.fromEntries(
      await Promise.all(
        links.map(async (link) => [await link.getAttribute('hreflang'), await link.getAttribute('href')]),
      ),
    )
    expect(alternates, path).toEqual(expected)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`)
    await expect(page).toHaveTitle(serviceCenterPage(language).seo.title)
  }
})

test.describe('the header’s clients link leads there from the home page', () => {
  for (const language of LANGUAGES) {
    for (const width of [360, 1280]) {
      test(`${language} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        const home = language === 'en' ? '/' : '/es'
        await page.goto(home)
        const link = page.getByRole('banner').getByRole('link', { name: settings(language).clientsLabel })
        await expect(link).toBeVisible()
        await expect(link).not.toHaveAttribute('aria-current')
        const box = (await link.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        // Everything in the top bar stays inside it: the logo's name wraps to two lines at most.
        const bar = (await page.getByRole('banner').boundingBox())!
        for (const item of await page.getByRole('banner').getByRole('link').all()) {
          if (!(await item.isVisible())) continue
          const { y, height } = (await item.boundingBox())!
          const name = (await item.textContent()) ?? ''
          expect(y, name).toBeGreaterThanOrEqual(bar.y)
          expect(y + height, name).toBeLessThanOrEqual(bar.y + bar.height)
        }
        await link.click()
        await expect(page).toHaveURL(SERVICE_CENTER_PATHS[language])
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceCenterPage(language).title)
        // Screen readers hear that this is where the link leads.
        await expect(link).toHaveAttribute('aria-current', 'page')
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: settings(language).clientsLabel }),
        ).toHaveAttribute('href', SERVICE_CENTER_PATHS[language])
      })
    }
  }
})

test.describe('axe finds nothing with the filter used', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/service-center')
      await page.locator('select[name="line"]').selectOption('home')
      await page.locator('input[name="q"]').fill('r')
      await expect(page.getByRole('link', { name: serviceCenterPage().directory.clearLabel })).toBeVisible()
      await expectNoAxeViolations(page, `filtered at ${width} px`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

      await page.goto('/es/centro-de-servicio?q=no-existe')
      await expect(page.getByText(serviceCenterPage('es').directory.noResults)).toBeVisible()
      await expectNoAxeViolations(page, `no results at ${width} px`)
    })
  }
})

test('any casing of the two addresses redirects to them, query kept', async ({ request }) => {
  for (const [from, to] of [
    ['/Service-Center?line=auto', '/service-center?line=auto'],
    ['/ES/Centro-De-Servicio', '/es/centro-de-servicio'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location, from).toBe(to)
  }
})
