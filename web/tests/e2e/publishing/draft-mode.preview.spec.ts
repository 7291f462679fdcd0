import type { SanityDocument } from '@/lib/content/ndjson'
import type { Article, Page } from '@/sanity.types'

import { documentById } from '../../support/data/dataset'
import { E2E, lakeControl as control } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

const SECRET = 'e2e-preview-secret-abcdef'
const DRAFT_QUESTION = 'Preview-only question: do you insure boats?'
const DRAFT_PAGE = { slug: 'e2e-boat-insurance', headline: 'Boat insurance for Texas lakes (draft)' }

/** A page the editor has not published yet: only a draft, at an address no visitor can open. */
function draftPage(): SanityDocument & Page {
  const umbrella = documentById<SanityDocument & Page>('page-umbrella-insurance')
  return {
    ...umbrella,
    _id: 'drafts.page-e2e-boat-insurance',
    title: 'Boat insurance',
    slug: { _type: 'slug', current: DRAFT_PAGE.slug },
    sections: umbrella.sections.map((section) =>
      section._type === 'heroSection' ? { ...section, headline: DRAFT_PAGE.headline } : section,
    ),
  }
}

const DRAFT_GUIDE = {
  slug: 'e2e-boat-insurance-basics',
  title: 'Boat insurance basics for Texas lakes (draft)',
}

/** A guide the office manager is still writing: only a draft. */
function draftGuide(): SanityDocument & Article {
  const guide = documentById<SanityDocument & Article>('article-when-umbrella-insurance-makes-sense')
  return {
    ...guide,
    _id: 'drafts.article-e2e-boat-insurance-basics',
    title: DRAFT_GUIDE.title,
    slug: { _type: 'slug', current: DRAFT_GUIDE.slug },
  }
}

// `next start` builds absolute redirects with "localhost", so the session cookie must be set on that host.
const SITE = E2E.lakeSite.replace('127.0.0.1', 'localhost')

test.describe('draft mode (editor preview)', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ baseURL: SITE })

  test.beforeAll(async () => {
    const now = new Date().toISOString()
    await control('/documents', [
      // What the Presentation tool creates for each preview session.
      {
        _id: 'sanity-preview-url-secret.e2e',
        _type: 'sanity.previewUrlSecret',
        _updatedAt: now,
        secret: SECRET,
        source: 'presentation',
        studioUrl: 'http://127.0.0.1:3333',
      },
      {
        _id: 'drafts.faq-1',
        _type: 'faqItem',
        _updatedAt: now,
        language: 'en',
        question: DRAFT_QUESTION,
        answer: 'Draft answer.',
        orderRank: '0|10000:',
      },
      draftPage(),
      draftGuide(),
    ])
  })
  test.afterAll(() => control('/reset'))

  test('the enable route refuses a wrong or missing secret', async ({ request }) => {
    expect((await request.get('/api/draft-mode/enable?sanity-preview-secret=wrong')).status()).toBe(401)
    expect((await request.get('/api/draft-mode/enable')).status()).toBe(401)
  })

  test('visitors never see the draft', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#faq')).not.toContainText(DRAFT_QUESTION)
    await expect(page.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
    expect((await page.goto(`/${DRAFT_PAGE.slug}`))?.status()).toBe(404)
    expect((await page.goto(`/guides/${DRAFT_GUIDE.slug}`))?.status()).toBe(404)
    await page.goto('/guides')
    await expect(page.getByRole('main')).not.toContainText(DRAFT_GUIDE.title)
  })

  test('a guide that exists only as a draft previews at its address', async ({ page }) => {
    await page.goto(
      `/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/guides/${DRAFT_GUIDE.slug}`,
    )
    await expect(page).toHaveURL(`${SITE}/guides/${DRAFT_GUIDE.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_GUIDE.title)
    await page.getByRole('link', { name: 'Exit preview' }).click()
  })

  test('a landing page that exists only as a draft previews at its address, never for a CDN to keep', async ({
    page,
  }) => {
    const response = await page.goto(
      `/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/${DRAFT_PAGE.slug}`,
    )
    await expect(page).toHaveURL(`${SITE}/${DRAFT_PAGE.slug}`)
    expect(response?.headers()['cache-control']).toContain('no-store')
    expect(response?.headers()['cache-control']).not.toContain('public')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_PAGE.headline)
    await page.getByRole('link', { name: 'Exit preview' }).click()
  })

  test('with a valid secret, draft mode shows the draft until the editor leaves it, on the same page', async ({
    page,
    browser,
  }) => {
    await page.goto(
      `/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/auto-insurance`,
    )
    await expect(page).toHaveURL(`${SITE}/auto-insurance`)
    await expect(page.locator('#faq')).toContainText(DRAFT_QUESTION)

    const visitor = await browser.newContext({ baseURL: SITE })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto('/auto-insurance')
    await expect(visitorPage.locator('#faq')).not.toContainText(DRAFT_QUESTION)
    await visitor.close()

    const exit = page.waitForResponse((response) => response.url().endsWith('/api/draft-mode/disable'))
    await page.getByRole('link', { name: 'Exit preview' }).click()
    // A path, so the browser stays on the address it used, whatever the server thinks its origin is.
    expect((await exit).headers().location).toBe('/auto-insurance')
    await expect(page).toHaveURL(`${SITE}/auto-insurance`)
    await expect(page.locator('#faq')).not.toContainText(DRAFT_QUESTION)
  })
})
