import { readFileSync, renameSync, writeFileSync } from 'node:fs'

import type { APIRequestContext } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import type { SanityDocument } from '@/lib/content/ndjson'

import { documentById } from '../../support/data/dataset'
import { settled, takeTurnsEditingContent, webhook } from '../../support/studio/publishing'
import { expectServerErrors } from '../../support/servers/server-errors'
import { E2E, lakeControl as control } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

const PUBLISH_BUDGET_MS = 5000

// landing-pages.publishing.spec.ts edits the same fake Content Lake and dataset copy: the two files take turns,
// each running its tests in order in one worker.
takeTurnsEditingContent(test)

const html = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return response.text()
}

/** Waits until every page shows the text; returns how long it took. */
async function timeUntilShown(request: APIRequestContext, urls: string[], text: string, since: number) {
  for (const url of urls) {
    await expect
      .poll(async () => (await html(request, url)).includes(text), {
        message: `${url} shows "${text}"`,
        timeout: PUBLISH_BUDGET_MS,
        intervals: [100],
      })
      .toBe(true)
  }
  return Date.now() - since
}

const review = () => documentById<SanityDocument & { text: string }>('review-1')

/** The embedded dataset with the first review's text replaced. */
const withReviewText = (dataset: string, text: string) =>
  dataset
    .split('\n')
    .map((line) => (line.includes('"_id":"review-1"') ? JSON.stringify({ ...JSON.parse(line), text }) : line))
    .join('\n')

test.describe('with the Sanity Content Lake (a fake one on 127.0.0.1)', () => {
  test.describe.configure({ mode: 'serial' })
  test.afterAll(async () => {
    await control('/start')
    await control('/reset')
  })

  test('a published review is live on the home page and a product page within 5 s (5 runs)', async ({
    request,
  }, testInfo) => {
    const pages = [`${E2E.lakeSite}/`, `${E2E.lakeSite}/auto-insurance`]
    const times: number[] = []
    for (let run = 1; run <= 5; run++) {
      const text = `Edited review, run ${run} at ${Date.now()}`
      await control('/documents', [{ ...review(), text }])
      const start = Date.now()
      expect((await webhook(request, E2E.lakeSite, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
      times.push(await timeUntilShown(request, pages, text, start))
      // Publishes seconds apart, as an editor makes them: a webhook landing while the previous change is still
      // regenerating a page can leave that page on the previous version until the next change.
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    const median = [...times].sort((a, b) => a - b)[2]!
    testInfo.annotations.push({
      type: 'publish-to-live (ms)',
      description: `${times.join(', ')}; median ${median}`,
    })
    console.log(`publish-to-live ms: ${times.join(', ')} (median ${median})`)
    expect(Math.max(...times)).toBeLessThanOrEqual(PUBLISH_BUDGET_MS)
  })

  test('an unsigned or wrongly signed call, or a GET, changes nothing', async ({ request }) => {
    const before = await html(request, `${E2E.lakeSite}/`)
    const text = `Unpublished by webhook ${Date.now()}`
    await control('/documents', [{ ...review(), text }])
    const payload = { _id: 'review-1', _type: 'review' }
    expect((await webhook(request, E2E.lakeSite, payload, false)).status()).toBe(401)
    const forged = await request.post(`${E2E.lakeSite}/api/revalidate`, {
      headers: {
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(JSON.stringify(payload), Date.now(), 'guess'),
      },
      data: JSON.stringify(payload),
    })
    expect(forged.status()).toBe(401)
    expect((await request.get(`${E2E.lakeSite}/api/revalidate`)).status()).toBe(405)
    for (let look = 0; look < 3; look++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect((await html(request, `${E2E.lakeSite}/`)).includes(text), 'the unpublished text shows').toBe(
        false,
      )
    }
    expect((await html(request, `${E2E.lakeSite}/`)) === before, 'the page changed').toBe(true)
  })

  test('when the Content Lake is down, pages keep answering with the last good content', async ({
    request,
  }, testInfo) => {
    // On purpose: the renders after the webhook fail, and the server says why.
    expectServerErrors(
      testInfo.title,
      new RegExp(
        `Error: Could not load content from the Sanity Content Lake at ${E2E.lake} .*ECONNREFUSED`,
        's',
      ),
      /An error occurred in the Server Components render\./,
    )
    const text = `Last good review ${Date.now()}`
    await control('/documents', [{ ...review(), text }])
    expect((await webhook(request, E2E.lakeSite, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
    await timeUntilShown(request, [`${E2E.lakeSite}/`, `${E2E.lakeSite}/auto-insurance`], text, Date.now())

    await control('/stop')
    expect((await webhook(request, E2E.lakeSite, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
    for (let look = 0; look < 4; look++) {
      await new Promise((resolve) => setTimeout(resolve, 750))
      for (const path of ['/', '/auto-insurance']) {
        expect(
          (await html(request, `${E2E.lakeSite}${path}`)).includes(text),
          `${path} shows the last good review`,
        ).toBe(true)
      }
    }

    await control('/start')
    const recovered = `Back after the outage ${Date.now()}`
    await control('/documents', [{ ...review(), text: recovered }])
    expect((await webhook(request, E2E.lakeSite, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
    await timeUntilShown(request, [`${E2E.lakeSite}/`], recovered, Date.now())
  })
})

test.describe('with the embedded dataset', () => {
  test('editing the NDJSON file and calling the signed webhook refreshes the pages', async ({ request }) => {
    await settled(request, [`${E2E.site}/`, `${E2E.site}/life-insurance`])
    const original = readFileSync(E2E.embeddedCopy, 'utf8')
    const text = `Edited in the file ${Date.now()}`
    const edited = withReviewText(original, text)
    try {
      writeFileSync(E2E.embeddedCopy, edited)
      expect((await webhook(request, E2E.site, { _id: 'review-1', _type: 'review' }, false)).status()).toBe(
        401,
      )
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect((await html(request, `${E2E.site}/`)).includes(text), 'the edit shows unsigned').toBe(false)

      const start = Date.now()
      expect((await webhook(request, E2E.site, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
      await timeUntilShown(request, [`${E2E.site}/`, `${E2E.site}/life-insurance`], text, start)
    } finally {
      writeFileSync(E2E.embeddedCopy, original)
      await webhook(request, E2E.site, { _id: 'review-1', _type: 'review' })
    }
  })

  test('an edit published while the page is being drawn again still goes live', async ({ request }) => {
    // An editor publishing two documents moments apart: the first webhook leaves the home page out of date, a
    // visitor's request starts drawing it again, and the second webhook, with the edit, comes before it is done.
    const home = `${E2E.site}/`
    const original = readFileSync(E2E.embeddedCopy, 'utf8')
    try {
      for (let round = 1; round <= 3; round++) {
        await settled(request, [home])
        const text = `Published mid-render ${round} ${Date.now()}`
        expect((await webhook(request, E2E.site, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
        expect(
          (await request.get(home)).headers()['x-nextjs-cache'],
          'the visit that starts drawing it',
        ).toBe('STALE')
        // Replaced whole, as a deploy would: the server never reads a half-written file.
        const next = `${E2E.embeddedCopy}.next`
        writeFileSync(next, withReviewText(original, text))
        renameSync(next, E2E.embeddedCopy)
        const start = Date.now()
        expect((await webhook(request, E2E.site, { _id: 'review-1', _type: 'review' })).status()).toBe(200)
        await timeUntilShown(request, [home], text, start)
      }
    } finally {
      writeFileSync(E2E.embeddedCopy, original)
      await webhook(request, E2E.site, { _id: 'review-1', _type: 'review' })
    }
  })
})
