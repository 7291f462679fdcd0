import type { APIRequestContext } from '@playwright/test'

import type { SanityDocument } from '@/lib/content/ndjson'
import type { Article } from '@/sanity.types'

import { documentById, guidesPage } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { notifySite, takeTurnsEditingContent } from '../../support/studio/publishing'
import { E2E, lakeControl as control } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

// Guides the office manager publishes and withdraws, on the site that reads the (fake) Content Lake: live, listed
// and in the feed within 5 s of the webhook, and gone as fast. The other publishing specs edit the same lake, so
// the files take turns.

const PUBLISH_BUDGET_MS = 5000
const SITE_URL = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL

takeTurnsEditingContent(test)

type GuideDocument = SanityDocument & Article

/** A run-unique suffix, so an address is never one a previous run left in the site's cache. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A new English guide about auto insurance, with no translation, published `daysAgo` days ago. */
function newGuide(slug: string, title: string, daysAgo = 0): GuideDocument {
  const base = documentById<GuideDocument>('article-what-to-do-after-a-car-accident')
  return {
    ...base,
    _id: `article-e2e-${slug}`,
    title,
    slug: { _type: 'slug', current: slug },
    publishedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    updatedAt: undefined,
  }
}

const body = async (request: APIRequestContext, path: string) => {
  const response = await request.get(`${E2E.lakeSite}${path}`, { maxRedirects: 0 })
  return { status: response.status(), text: await response.text() }
}

/** Polls until every check holds; returns the time since `since`. */
async function until(check: () => Promise<boolean>, message: string, since: number) {
  await expect.poll(check, { message, timeout: PUBLISH_BUDGET_MS, intervals: [100] }).toBe(true)
  return Date.now() - since
}

/** The signed webhook Sanity sends: its projection names the operation, "create" for a first publish. */
const publish = async (id: string, operation: 'create' | 'update' | 'delete') =>
  expect(await notifySite(E2E.lakeSite, { _id: id, _type: 'article', operation }), `webhook for ${id}`).toBe(
    200,
  )

test.describe('with the Sanity Content Lake (a fake one on 127.0.0.1)', () => {
  test.afterAll(async () => {
    await control('/start')
    await control('/reset')
    await publish('article-what-to-do-after-a-car-accident', 'update')
  })

  test('a guide published is live, first in the list and the feed within 5 s; withdrawn, it is a 404 and leaves both', async ({
    request,
    page: browser,
  }) => {
    const slug = `e2e-guide-${unique()}`
    const title = `A guide published by the office manager ${slug}`
    const guide = newGuide(slug, title)
    const path = `/guides/${slug}`
    expect((await body(request, path)).status).toBe(404)

    await control('/documents', [guide])
    const start = Date.now()
    await publish(guide._id, 'create')
    const live = await until(
      async () => {
        const page = await body(request, path)
        return page.status === 200 && page.text.includes(title)
      },
      `${path} answers 200 with its title`,
      start,
    )
    const listed = await until(
      async () => {
        const list = await body(request, '/guides')
        const feed = await body(request, '/guides/rss.xml')
        const firstItem = feed.text.match(/<item>[\s\S]*?<link>([^<]+)<\/link>/)?.[1]
        return list.text.indexOf(title) > -1 && firstItem === `${SITE_URL}${path}`
      },
      'the list and the feed show the guide first',
      start,
    )
    console.log(`guide publish-to-live ms: ${live}; listed and in the feed: ${listed}`)

    // An English guide without a translation names no other language (a guide rendered on its first visit
    // streams its metadata, so it is read from the document as a browser has it).
    await browser.goto(`${E2E.lakeSite}${path}`)
    await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`)
    await expect(browser.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)

    // Withdrawn: the lake goes back to the seed, which lacks the guide.
    await control('/reset')
    const gone = Date.now()
    await publish(guide._id, 'delete')
    await until(async () => (await body(request, path)).status === 404, `${path} answers 404`, gone)
    await until(
      async () => {
        const list = await body(request, '/guides')
        const feed = await body(request, '/guides/rss.xml')
        return !list.text.includes(title) && !feed.text.includes(path)
      },
      'the list and the feed no longer show the guide',
      gone,
    )
  })

  test('past twelve guides the list has a second page, for every guide and for the line', async ({
    request,
  }) => {
    const run = unique()
    // Ten more auto guides, older than every seed guide, so they fill the end of the list: 16 in all, 13 on auto.
    const extra = Array.from({ length: 10 }, (_, index) =>
      newGuide(`e2e-page-guide-${index}-${run}`, `An older guide number ${index} ${run}`, 600 + index),
    )
    const { olderPage, newerPage, pageOf } = guidesPage('en').labels
    const cards = (html: string) => (html.match(/<li><article/g) ?? []).length
    const oldest = extra.at(-1)!.title
    await control('/documents', extra)
    const start = Date.now()
    await publish(extra[0]!._id, 'create')
    // Each address may first answer its stale version while Next renders the new one: poll each.
    const shows = (path: string, check: (html: string) => boolean) =>
      until(
        async () => {
          const page = await body(request, path)
          return page.status === 200 && check(page.text)
        },
        `${path} shows the new guides`,
        start,
      )
    // Twelve on the first page with a link to the next, the four oldest on the second, nothing after.
    await shows(
      '/guides',
      (html) => cards(html) === 12 && html.includes('href="/guides/page/2"') && html.includes(olderPage),
    )
    await shows(
      '/guides/page/2',
      (html) =>
        cards(html) === 4 &&
        html.includes(oldest) &&
        html.includes('href="/guides"') &&
        html.includes(newerPage) &&
        html.includes(pageOf.replace('{page}', '2').replace('{pages}', '2')),
    )
    expect((await body(request, '/guides/page/3')).status).toBe(404)
    // Thirteen about auto: the line's list has a second page too.
    await shows('/guides/line/auto/page/2', (html) => cards(html) === 1 && html.includes(oldest))

    await control('/reset')
    const gone = Date.now()
    await publish(extra[0]!._id, 'delete')
    await until(
      async () => (await body(request, '/guides/page/2')).status === 404,
      '/guides/page/2 is gone',
      gone,
    )
  })
})
