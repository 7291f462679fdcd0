import type { Page } from '@playwright/test'

import { formatDate } from '@/lib/format'
import { guideFeedPath, guideListPath } from '@/lib/guides/guide-list'
import type { Language } from '@/lib/i18n'
import { GUIDES_PATHS } from '@/lib/routes'
import type { InsuranceLine } from '@/sanity.types'

import {
  documentById,
  guides,
  guidesPage,
  heroOf,
  landingPage,
  pathOf,
  sectionOf,
  settings,
  translationOf,
} from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { fillQuoteForm } from '../../support/forms/quote-form'
import { E2E } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

const SITE_URL = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL
const LANGUAGES: Language[] = ['en', 'es']

/** The titles of the guide cards in the page's main content, in the order shown. */
const cardTitles = (page: Page, within = page.getByRole('main')) =>
  within.locator('li > article').getByRole('heading').allTextContents()
const titlesAbout = (language: Language, line: string) =>
  guides(language)
    .filter((guide) => guide.lineKeys.includes(line))
    .map((guide) => guide.title)
const lineTitle = (key: string, language: Language) =>
  documentById<InsuranceLine>(`insuranceLine-${key}`, language).title as unknown as string

test('the dataset has six guides in each language, each about at least one line', () => {
  for (const language of LANGUAGES) {
    expect(guides(language).length).toBeGreaterThanOrEqual(6)
    for (const guide of guides(language)) expect(guide.lineKeys.length, guide.title).toBeGreaterThan(0)
  }
  // The filter has something to leave out, and one line has no guide yet.
  expect(titlesAbout('en', 'auto').length).toBeLessThan(guides('en').length)
  expect(titlesAbout('en', 'mobile-home')).toEqual([])
})

test.describe('the list of guides', () => {
  for (const language of LANGUAGES) {
    test(`${GUIDES_PATHS[language]} lists every guide, newest first, and names its feed`, async ({
      page,
    }) => {
      const response = await page.goto(GUIDES_PATHS[language])
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guidesPage(language).title)
      await expect(page.getByRole('main')).toHaveAttribute('data-page-type', 'guides')
      expect(await cardTitles(page)).toEqual(guides(language).map((guide) => guide.title))
      const first = guides(language)[0]!
      await expect(page.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
        'href',
        first.path,
      )
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${guideFeedPath(language)}`,
      )
      // Everything fits on one page: no page links.
      await expect(page.getByRole('link', { name: guidesPage(language).labels.olderPage })).toHaveCount(0)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const language of LANGUAGES) {
      test(`the filter by line is a plain link (${language})`, async ({ page }) => {
        const { labels } = guidesPage(language)
        await page.goto(GUIDES_PATHS[language])
        const filter = page.getByRole('navigation', { name: labels.filterHeading })
        await expect(filter.getByRole('link', { name: labels.allLines })).toHaveAttribute(
          'aria-current',
          'page',
        )
        // Lines without a guide are not offered.
        await expect(filter.getByRole('link', { name: lineTitle('mobile-home', language) })).toHaveCount(0)

        await filter.getByRole('link', { name: lineTitle('auto', language), exact: true }).click()
        await expect(page).toHaveURL(guideListPath(language, { line: 'auto', page: 1 }))
        expect(await cardTitles(page)).toEqual(titlesAbout(language, 'auto'))
        await expect(
          filter.getByRole('link', { name: lineTitle('auto', language), exact: true }),
        ).toHaveAttribute('aria-current', 'page')
        await expect(page.getByRole('heading', { level: 1 })).toContainText(lineTitle('auto', language))

        await filter.getByRole('link', { name: labels.allLines }).click()
        await expect(page).toHaveURL(GUIDES_PATHS[language])
        expect(await cardTitles(page)).toHaveLength(guides(language).length)
      })
    }
  })

  test('a line without guides says so; an unknown line, a page past the last and page 1 are not lists', async ({
    request,
    page,
  }) => {
    const response = await page.goto(guideListPath('en', { line: 'mobile-home', page: 1 }))
    expect(response?.status()).toBe(200)
    await expect(page.getByText(guidesPage('en').labels.noGuides)).toBeVisible()
    expect(await cardTitles(page)).toEqual([])

    for (const path of [
      '/guides/line/no-such-line',
      '/guides/page/2',
      '/es/guias/pagina/2',
      '/guides/page/02',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    const first = await request.get('/guides/page/1', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers().location).toBe('/guides')
  })
})

test.describe('a guide', () => {
  for (const language of LANGUAGES) {
    const guide = () => guides(language).find((candidate) => candidate._id.startsWith('article-texas-auto'))!

    test(`answers with its author, dates, reading time, contents, boxes and Article data (${language})`, async ({
      page,
    }) => {
      const { labels } = guidesPage(language)
      const response = await page.goto(guide().path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide().title)
      await expect(page.getByRole('main')).toHaveAttribute('data-page-type', 'guide')

      const author = documentById<{ name: string }>(guide().author._ref, language)
      const byline = page.getByRole('article').locator('header p').last()
      await expect(byline).toContainText(`${labels.writtenBy} ${author.name}`)
      await expect(byline).toContainText(`${labels.published} ${formatDate(guide().publishedAt, language)}`)
      await expect(byline).toContainText(`${labels.updated} ${formatDate(guide().updatedAt!, language)}`)
      await expect(byline).toContainText(
        new RegExp(labels.readingTime.replace('{minutes}', '[1-9]\\d*').replace(/[()]/g, '\\$&')),
      )

      // The contents list every main heading, and each entry leads to its heading.
      const headings = guide()
        .body.filter((block) => block._type === 'block' && block.style === 'h2')
        .map((block) => ('children' in block ? block.children!.map((child) => child.text).join('') : ''))
      const contents = page.getByRole('navigation', { name: labels.onThisPage })
      await expect(contents.getByRole('link')).toHaveText(headings)
      const last = contents.getByRole('link').last()
      await last.click()
      await expect(page).toHaveURL(new RegExp(`${await last.getAttribute('href')}$`))
      await expect(page.getByRole('heading', { level: 2, name: headings.at(-1) })).toBeInViewport()

      const callouts = guide().body.filter((block) => block._type === 'callout')
      expect(callouts.length).toBeGreaterThan(0)
      await expect(page.getByRole('note')).toHaveCount(callouts.length)
      await expect(page.getByRole('note').first()).toContainText(labels[callouts[0]!.tone])

      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').allTextContents()).find((json) =>
          json.includes('"Article"'),
        )!,
      )
      expect(data).toMatchObject({
        '@type': 'Article',
        headline: guide().title,
        datePublished: guide().publishedAt,
        dateModified: guide().updatedAt,
        url: `${SITE_URL}${guide().path}`,
        author: { '@type': 'Person', name: author.name },
        publisher: { '@type': 'InsuranceAgency', name: settings(language).agencyName },
      })

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_URL}${guide().path}`,
      )
      const twin = pathOf(translationOf(guide()._id, language === 'en' ? 'es' : 'en')!)!
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${language === 'en' ? 'es' : 'en'}"]`),
      ).toHaveAttribute('href', `${SITE_URL}${twin}`)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        guide().publishedAt,
      )
    })

    test(`ends with its line's quote form and related guides (${language})`, async ({ page }) => {
      await page.goto(guide().path)
      // The auto page's form: the lead names auto insurance without the reader picking it.
      const autoHero = heroOf(landingPage(language === 'en' ? 'auto-insurance' : 'seguro-de-auto', language))
      const form = page.locator('#quote-form')
      await expect(form.getByRole('heading', { level: 2 })).toHaveText(autoHero.formTitle)
      await expect(form.locator('input[name="coverageType"]')).toHaveValue(autoHero.coverageType!)
      await expect(
        page.getByRole('banner').getByRole('link', { name: settings(language).getQuoteLabel }),
      ).toHaveAttribute('href', '#quote-form')

      const related = page.getByRole('region', { name: guidesPage(language).labels.related })
      const titles = await cardTitles(page, related)
      expect(titles).toHaveLength(3)
      expect(titles).not.toContain(guide().title)
      // The other auto guides come first, newest first.
      expect(titles.slice(0, 2)).toEqual(
        titlesAbout(language, 'auto').filter((title) => title !== guide().title),
      )
    })
  }

  test('a quote sent from a guide asks for its line and says which guide it came from', async ({
    page,
    emailjs,
  }) => {
    const guide = guides('es').find((candidate) => candidate._id.startsWith('article-texas-auto'))!
    const autoHero = heroOf(landingPage('seguro-de-auto', 'es'))
    await page.goto(guide.path)
    const form = await fillQuoteForm(
      page,
      {
        fullName: 'Rosa Martínez',
        phoneNumber: '(214) 555-0172',
        email: 'rosa.guide@example.com',
        zipCode: '75211',
        coverageType: autoHero.coverageType!,
        contactPreference: '',
        timeframe: '',
        additionalInfo: 'Leí la guía sobre los requisitos en Texas.',
      },
      'product',
      'es',
    )
    await form.getByRole('button', { name: autoHero.submitLabel }).click()
    await expect.poll(() => emailjs.sent.length).toBe(2)
    const agency = emailjs.sent.find(
      (email) => email.template_id === FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
    )
    expect(agency?.template_params).toMatchObject({
      coverage: autoHero.coverageType,
      coverageChosen: autoHero.coverageLabel,
      pageUrl: `${E2E.site}${guide.path}`,
      language: expect.stringMatching(/spanish/i),
    })
  })

  test('an address without a guide is a 404', async ({ request }) => {
    expect((await request.get('/guides/no-such-guide')).status()).toBe(404)
    expect((await request.get('/es/guias/no-existe')).status()).toBe(404)
  })
})

test.describe('the product pages show the guides about their line', () => {
  const cases = [
    { language: 'en', slug: 'auto-insurance', line: 'auto' },
    { language: 'es', slug: 'seguro-de-auto', line: 'auto' },
    { language: 'en', slug: 'life-insurance', line: 'life' },
  ] as const
  for (const { language, slug, line } of cases) {
    test(`/${language === 'en' ? '' : 'es/'}${slug}`, async ({ page }) => {
      const content = sectionOf(landingPage(slug, language), 'latestGuidesSection')
      await page.goto(language === 'en' ? `/${slug}` : `/es/${slug}`)
      const section = page.getByRole('region', { name: content.heading.title })
      await expect(section).toHaveAttribute('id', 'guides')
      expect(await cardTitles(page, section)).toEqual(titlesAbout(language, line).slice(0, 3))
      const more = section.getByRole('link', { name: content.linkLabel! })
      await expect(more).toHaveAttribute('href', guideListPath(language, { line, page: 1 }))
      await more.click()
      await expect(page).toHaveURL(guideListPath(language, { line, page: 1 }))
      expect(await cardTitles(page)).toEqual(titlesAbout(language, line))
    })
  }
})

test.describe('the feeds', () => {
  for (const language of LANGUAGES) {
    test(`${guideFeedPath(language)} is RSS 2.0 with every guide, newest first`, async ({
      page,
      request,
    }) => {
      const response = await request.get(guideFeedPath(language))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      const xml = await response.text()
      await page.goto('/')
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        const rss = doc.documentElement
        const channel = rss.querySelector(':scope > channel')
        const child = (parent: Element | null | undefined, name: string) =>
          parent?.querySelector(`:scope > ${name}`)?.textContent ?? null
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: rss.nodeName,
          version: rss.getAttribute('version'),
          title: child(channel, 'title'),
          link: child(channel, 'link'),
          description: child(channel, 'description'),
          language: child(channel, 'language'),
          items: [...(channel?.querySelectorAll(':scope > item') ?? [])].map((item) => ({
            title: child(item, 'title'),
            link: child(item, 'link'),
            guid: child(item, 'guid'),
            pubDate: child(item, 'pubDate'),
            description: child(item, 'description'),
          })),
        }
      }, xml)
      expect(feed.error).toBeNull()
      expect(feed).toMatchObject({
        root: 'rss',
        version: '2.0',
        link: `${SITE_URL}${GUIDES_PATHS[language]}`,
      })
      expect(feed.title).toContain(guidesPage(language).title)
      expect(feed.description).toBe(guidesPage(language).intro)
      expect(feed.items.length).toBeGreaterThanOrEqual(6)
      expect(feed.items).toEqual(
        guides(language).map((guide) => ({
          title: guide.title,
          link: `${SITE_URL}${guide.path}`,
          guid: `${SITE_URL}${guide.path}`,
          pubDate: new Date(guide.publishedAt).toUTCString(),
          description: guide.summary,
        })),
      )
    })
  }
})

test('the sitemap lists every guide with its translation and the day it last changed', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const language of LANGUAGES) {
    for (const guide of guides(language)) {
      const entry = sitemap.match(
        new RegExp(`<url>\\s*<loc>${SITE_URL}${guide.path}</loc>[\\s\\S]*?</url>`),
      )?.[0]
      expect(entry, guide.path).toBeDefined()
      expect(entry).toContain(`<lastmod>${guide.updatedAt ?? guide.publishedAt}</lastmod>`)
      const twin = pathOf(translationOf(guide._id, language === 'en' ? 'es' : 'en')!)!
      expect(entry).toContain(`hreflang="${language === 'en' ? 'es' : 'en'}" href="${SITE_URL}${twin}"`)
    }
  }
})
