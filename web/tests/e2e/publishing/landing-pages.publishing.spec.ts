import { readFileSync, writeFileSync } from 'node:fs'

import type { APIRequestContext } from '@playwright/test'

import type { SanityDocument } from '@/lib/content/ndjson'
import type { Page } from '@/sanity.types'

import { NOT_FOUND_PATHS } from '@/lib/routes'

import { documentById, heroOf, sectionOf, settings } from '../../support/data/dataset'
import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { takeTurnsEditingContent, notifySite } from '../../support/studio/publishing'
import { expectServerErrors } from '../../support/servers/server-errors'
import { E2E, lakeControl as control } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

// Pages editors publish, rename, break and delete, on both sites: the one on the (fake) Content Lake and the one
// on the embedded dataset. Each test puts back what it changed; revalidation.publishing.spec.ts edits the same
// content, so the two files take turns (exclusive) and each runs its tests in order in one worker.

const PUBLISH_BUDGET_MS = 5000
/** What the sitemap calls the site: its public origin, not the address tests reach it at. */
const SITEMAP_ORIGIN = FAKE_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL

takeTurnsEditingContent(test)

type PageDocument = SanityDocument & Page

const umbrella = () => documentById<PageDocument>('page-umbrella-insurance')

/** A new page: the umbrella page under another id, address and headline. */
function newPage(slug: string, headline: string): PageDocument {
  const base = umbrella()
  return {
    ...base,
    _id: `page-e2e-${slug}`,
    title: headline,
    slug: { _type: 'slug', current: slug },
    sections: base.sections.map((section) =>
      section._type === 'heroSection' ? { ...section, headline } : section,
    ),
  }
}

/** A run-unique suffix, so an address is never one a previous run left in the site's cache. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const get = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { maxRedirects: 0 })
  const { location, 'x-middleware-rewrite': rewrite } = response.headers()
  return { status: response.status(), text: await response.text(), location, rewrite }
}

/** The proxy answered with the prerendered 404 page: the address is not in its book of published addresses. */
const PROXY_404 = NOT_FOUND_PATHS.en

/** Polls until the address answers 200 and shows the text; returns the time since `since`. */
async function untilLive(request: APIRequestContext, url: string, text: string, since: number) {
  await expect
    .poll(
      async () => {
        const { status, text: body } = await get(request, url)
        return status === 200 && body.includes(text)
      },
      { message: `${url} answers 200 with "${text}"`, timeout: PUBLISH_BUDGET_MS, intervals: [100] },
    )
    .toBe(true)
  return Date.now() - since
}

/** Polls until the address answers 404: the first answers after a webhook may still be the stale page. */
async function untilGone(request: APIRequestContext, url: string, since: number) {
  await expect
    .poll(async () => (await get(request, url)).status, {
      message: `${url} answers 404`,
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toBe(404)
  return Date.now() - since
}

const sitemapUrls = async (request: APIRequestContext, site: string) => {
  const { text } = await get(request, `${site}/sitemap.xml`)
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
}

async function untilSitemap(request: APIRequestContext, site: string, slug: string, listed: boolean) {
  await expect
    .poll(async () => (await sitemapUrls(request, site)).includes(`${SITEMAP_ORIGIN}/${slug}`), {
      message: `${site}/sitemap.xml ${listed ? 'lists' : 'no longer lists'} /${slug}`,
      timeout: PUBLISH_BUDGET_MS,
      intervals: [100],
    })
    .toBe(listed)
}

/** The signed webhook Sanity sends when a page is published or deleted. */
const publish = async (site: string, id: string, operation: 'create' | 'update' | 'delete' = 'update') =>
  expect(await notifySite(site, { _id: id, _type: 'page', operation }), `webhook for ${id}`).toBe(200)

/** Puts the fake Content Lake back to the seed and has the site pick it up. */
async function resetLake() {
  await control('/reset')
  await publish(E2E.lakeSite, 'page-umbrella-insurance')
}

test.describe('with the Sanity Content Lake (a fake one on 127.0.0.1)', () => {
  test.afterAll(async () => {
    await control('/start')
    await resetLake()
  })

  test('a new page is live at its address and in the sitemap within 5 s, and gone within 5 s once deleted (5 runs)', async ({
    request,
  }, testInfo) => {
    const times: number[] = []
    const published: PageDocument[] = []
    try {
      for (let run = 1; run <= 5; run++) {
        const slug = `e2e-new-page-${run}-${unique()}`
        const headline = `A page published in run ${run}`
        const doc = newPage(slug, headline)
        published.push(doc)
        expect((await get(request, `${E2E.lakeSite}/${slug}`)).rewrite, 'unknown until published').toBe(
          PROXY_404,
        )
        await control('/documents', [doc])
        const start = Date.now()
        await publish(E2E.lakeSite, doc._id, 'create')
        // Its first visitor, a moment after the webhook, already gets past the proxy to the page's route.
        expect(
          (await get(request, `${E2E.lakeSite}/${slug}`)).rewrite,
          'known once published',
        ).toBeUndefined()
        times.push(await untilLive(request, `${E2E.lakeSite}/${slug}`, headline, start))
        await untilSitemap(request, E2E.lakeSite, slug, true)
        // Publishes seconds apart, as an editor makes them (see revalidation.publishing.spec.ts).
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
    } finally {
      const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
      testInfo.annotations.push({
        type: 'new page publish-to-live (ms)',
        description: `${times.join(', ')}; median ${median}`,
      })
      console.log(`new page publish-to-live ms: ${times.join(', ')} (median ${median})`)
    }
    expect(times).toHaveLength(5)
    expect(Math.max(...times)).toBeLessThanOrEqual(PUBLISH_BUDGET_MS)

    // Deleting: the fake lake has no delete, so it goes back to the seed, which lacks the new pages.
    await control('/reset')
    const start = Date.now()
    await publish(E2E.lakeSite, published[0]!._id, 'delete')
    for (const doc of published) {
      await untilGone(request, `${E2E.lakeSite}/${doc.slug!.current}`, start)
      // Answered by the proxy again: the deleted page left its book too.
      expect((await get(request, `${E2E.lakeSite}/${doc.slug!.current}`)).rewrite).toBe(PROXY_404)
    }
    for (const doc of published) await untilSitemap(request, E2E.lakeSite, doc.slug!.current, false)
  })

  test('an address visited before its page was published answers 404, then the page within 5 s', async ({
    request,
  }) => {
    const slug = `e2e-awaited-page-${unique()}`
    const headline = 'A page someone looked for too early'
    expect((await get(request, `${E2E.lakeSite}/${slug}`)).status).toBe(404)
    await control('/documents', [newPage(slug, headline)])
    const start = Date.now()
    await publish(E2E.lakeSite, `page-e2e-${slug}`, 'create')
    await untilLive(request, `${E2E.lakeSite}/${slug}`, headline, start)
    // Its head is the page's, not the 404's it answered before.
    const head = async () => {
      const { text } = await get(request, `${E2E.lakeSite}/${slug}`)
      return {
        canonical: text.includes(`<link rel="canonical" href="${SITEMAP_ORIGIN}/${slug}"/>`),
        notFoundTitle: text.includes(`<title>${settings().notFound.title}`),
      }
    }
    await expect
      .poll(head, { timeout: PUBLISH_BUDGET_MS, intervals: [100] })
      .toEqual({ canonical: true, notFoundTitle: false })
    await resetLake()
    await untilGone(request, `${E2E.lakeSite}/${slug}`, Date.now())
  })

  test('a renamed page answers at its new address, and its old address redirects there for good', async ({
    request,
    page,
  }) => {
    // A seed page, prerendered and visited under its old address before the rename.
    const visited = documentById<PageDocument>('page-mobile-home-insurance')
    const visitedOld = visited.slug!.current
    const visitedNew = `manufactured-home-insurance-${unique()}`
    expect((await get(request, `${E2E.lakeSite}/${visitedOld}`)).status).toBe(200)
    // A new page whose old address nobody ever asked for (only the sitemap says it exists).
    const fresh = newPage(`e2e-before-rename-${unique()}`, 'A page about to move')
    const freshOld = fresh.slug!.current
    const freshNew = `e2e-after-rename-${unique()}`
    await control('/documents', [fresh])
    await publish(E2E.lakeSite, fresh._id, 'create')
    await untilSitemap(request, E2E.lakeSite, freshOld, true)

    try {
      await control('/documents', [
        { ...visited, slug: { _type: 'slug', current: visitedNew }, previousSlugs: [visitedOld] },
        { ...fresh, slug: { _type: 'slug', current: freshNew }, previousSlugs: [freshOld] },
      ])
      const start = Date.now()
      await publish(E2E.lakeSite, visited._id)
      await untilLive(request, `${E2E.lakeSite}/${visitedNew}`, heroOf(visited).headline, start)
      await untilLive(request, `${E2E.lakeSite}/${freshNew}`, 'A page about to move', start)

      // Both old addresses answer a permanent redirect with exactly one Location: the one nobody visited is
      // rendered on its first request; the visited one first answers its stale page, then the redirect Next
      // re-rendered in the background (which needs patches/next@16.4.6.patch to keep its Location).
      const freshRedirect = await get(request, `${E2E.lakeSite}/${freshOld}`)
      expect(freshRedirect.status).toBe(308)
      expect(freshRedirect.location, 'one Location header, to the new address').toBe(`/${freshNew}`)
      await expect
        .poll(async () => (await get(request, `${E2E.lakeSite}/${visitedOld}`)).status, {
          timeout: PUBLISH_BUDGET_MS,
          intervals: [100],
        })
        .toBe(308)
      for (let look = 0; look < 3; look++) {
        const redirect = await get(request, `${E2E.lakeSite}/${visitedOld}`)
        expect(redirect.status).toBe(308)
        expect(redirect.location, 'one Location header, to the new address').toBe(`/${visitedNew}`)
      }
      for (const [from, to] of [
        [visitedOld, visitedNew],
        [freshOld, freshNew],
      ]) {
        await page.goto(`${E2E.lakeSite}/${from}`)
        await expect(page).toHaveURL(`${E2E.lakeSite}/${to}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A page about to move')

      // Links to the page follow it: the home page's specialty card now leads to the new address.
      await expect
        .poll(async () => (await get(request, `${E2E.lakeSite}/`)).text.includes(`href="/${visitedNew}"`), {
          timeout: PUBLISH_BUDGET_MS,
          intervals: [100],
        })
        .toBe(true)
      await untilSitemap(request, E2E.lakeSite, visitedNew, true)
      await untilSitemap(request, E2E.lakeSite, visitedOld, false)
    } finally {
      await resetLake()
    }
    await untilLive(request, `${E2E.lakeSite}/${visitedOld}`, heroOf(visited).headline, Date.now())
  })

  test('a section of a type this site does not know is skipped; the rest of the page shows', async ({
    request,
    page,
  }) => {
    // On purpose: the site's server logs a warning about the unknown section type.
    const base = umbrella()
    const headline = `Umbrella with a section from the future ${unique()}`
    const [hero, ...rest] = base.sections
    try {
      await control('/documents', [
        {
          ...base,
          sections: [{ ...hero!, headline }, { _type: 'carouselOfTheFuture', _key: 'k1' }, ...rest],
        },
      ])
      await publish(E2E.lakeSite, base._id)
      await untilLive(request, `${E2E.lakeSite}/umbrella-insurance`, headline, Date.now())
      const response = await page.goto(`${E2E.lakeSite}/umbrella-insurance`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
      const coverage = sectionOf(base, 'cardsSection', 'coverage')
      await expect(page.getByRole('heading', { level: 2, name: coverage.heading.title })).toBeVisible()
      await expect(page.locator('#coverage').getByRole('listitem')).toHaveCount(coverage.cards.length)
      await expect(page.locator('#faq')).toBeVisible()
      await expect(page.locator('#reviews')).toBeVisible()
      await expect(page.locator('#quote-form')).toBeVisible()
    } finally {
      await resetLake()
    }
  })

  test('a page published without a required field keeps serving its last good version', async ({
    request,
  }, testInfo) => {
    // On purpose: the background render fails and the server logs the error; the page keeps its last good version.
    expectServerErrors(
      testInfo.title,
      /Error: Content missing: the page \/umbrella-insurance, section 1 \(“Hero with quote form”\) has no headline\./,
    )
    const base = umbrella()
    const url = `${E2E.lakeSite}/umbrella-insurance`
    const good = `Umbrella, last good version ${unique()}`
    const brokenMarker = `Broken version ${unique()}`
    const [hero, coverage, ...rest] = base.sections
    try {
      await control('/documents', [{ ...base, sections: [{ ...hero!, headline: good }, coverage!, ...rest] }])
      await publish(E2E.lakeSite, base._id)
      await untilLive(request, url, good, Date.now())

      const headless: Record<string, unknown> = { ...hero! }
      delete headless.headline
      await control('/documents', [
        {
          ...base,
          sections: [
            { ...headless, subheadline: brokenMarker },
            { ...coverage!, heading: { _type: 'sectionHeading', title: brokenMarker } },
            ...rest,
          ],
        },
      ])
      await publish(E2E.lakeSite, base._id)
      for (let look = 0; look < 6; look++) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        const { status, text } = await get(request, url)
        expect(status, 'the page still answers').toBe(200)
        expect(text.includes(good), 'the last good headline shows').toBe(true)
        expect(text.includes(brokenMarker), 'the broken version shows').toBe(false)
      }
    } finally {
      await resetLake()
    }
    await untilLive(request, url, heroOf(base).headline, Date.now())
  })
})

test.describe('with the embedded dataset', () => {
  test('a page added to the dataset goes live with the webhook, and goes away when removed', async ({
    request,
  }) => {
    const original = readFileSync(E2E.embeddedCopy, 'utf8')
    const slug = `e2e-embedded-page-${unique()}`
    const headline = 'A page added to the NDJSON file'
    const doc = newPage(slug, headline)
    try {
      writeFileSync(E2E.embeddedCopy, `${original.trimEnd()}\n${JSON.stringify(doc)}\n`)
      let start = Date.now()
      await publish(E2E.site, doc._id, 'create')
      await untilLive(request, `${E2E.site}/${slug}`, headline, start)
      await untilSitemap(request, E2E.site, slug, true)

      writeFileSync(E2E.embeddedCopy, original)
      start = Date.now()
      await publish(E2E.site, doc._id, 'delete')
      await untilGone(request, `${E2E.site}/${slug}`, start)
      await untilSitemap(request, E2E.site, slug, false)
    } finally {
      writeFileSync(E2E.embeddedCopy, original)
      await notifySite(E2E.site, { _id: doc._id, _type: 'page' })
    }
  })
})
