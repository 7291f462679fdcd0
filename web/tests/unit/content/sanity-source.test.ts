import { createServer } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageQuery, reviewsQuery } from '@/lib/content/queries'
import { querySanity, type SanityConfig } from '@/lib/content/sanity-source'
import type { PageQueryResult, ReviewsQueryResult } from '@/sanity.types'

import { readDataset } from '../../support/data/dataset'
import { startFakeContentLake } from '../../support/fakes/fake-content-lake'

const documents = readDataset()

describe('Sanity Content Lake source', () => {
  let lake: Awaited<ReturnType<typeof startFakeContentLake>>
  let config: SanityConfig

  beforeAll(async () => {
    lake = await startFakeContentLake(() => documents)
    config = { projectId: 'abc123de', dataset: 'production', apiVersion: '2025-09-01', apiHost: lake.url }
  })
  afterAll(() => lake.close())

  it('sends the query with its params to the configured dataset and returns the result', async () => {
    const page = await querySanity<PageQueryResult>(
      pageQuery,
      { language: 'en', slug: 'auto-insurance' },
      config,
    )
    const sections = page?.sections ?? []
    const hero = sections.find((section) => section._type === 'heroSection')
    const discounts = sections.find((section) => section._type === 'discountsSection')
    expect(hero?.coverageType).toBe('Auto Insurance')
    expect(discounts?.items.map((item) => item.percent)).toEqual([25, 30, 20, 15])

    const request = lake.received.at(-1)!
    expect(request).toEqual({
      dataset: 'production',
      apiVersion: '2025-09-01',
      query: pageQuery,
      params: { language: 'en', slug: 'auto-insurance' },
      perspective: 'published',
    })
  })

  it('passes results through untouched, order included', async () => {
    const reviews = await querySanity<ReviewsQueryResult>(reviewsQuery, {}, config)
    expect(reviews.map((review) => review.name)).toEqual(
      documents.filter((doc) => doc._type === 'review').map((doc) => doc.name),
    )
  })

  it('in draft mode asks for the drafts perspective with the token, and gets drafts laid over published', async () => {
    const draftLake = await startFakeContentLake(() => [
      ...documents,
      { ...documents.find((doc) => doc._id === 'review-1')!, _id: 'drafts.review-1', name: 'Draft Reviewer' },
    ])
    try {
      const drafts = { ...config, apiHost: draftLake.url, token: 'a-viewer-token-for-tests' }
      const published = await querySanity<ReviewsQueryResult>(reviewsQuery, {}, drafts)
      expect(published[0]!.name).not.toBe('Draft Reviewer')
      const preview = await querySanity<ReviewsQueryResult>(reviewsQuery, {}, drafts, 'drafts')
      expect(preview[0]!.name).toBe('Draft Reviewer')
      expect(preview).toHaveLength(published.length)
      expect(draftLake.received.at(-1)!.perspective).toBe('drafts')
    } finally {
      await draftLake.close()
    }
  })

  it('refuses draft mode without a read token, saying which variable is missing', async () => {
    await expect(querySanity(reviewsQuery, {}, config, 'drafts')).rejects.toThrow(/SANITY_API_READ_TOKEN/)
  })

  it('turns an unreachable Content Lake into an error that says where and what', async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number }
        probe.close(() => resolve(free))
      })
    })
    const unreachable = { ...config, apiHost: `http://127.0.0.1:${port}` }
    await expect(querySanity(reviewsQuery, {}, unreachable)).rejects.toThrow(
      new RegExp(
        `Could not load content from the Sanity Content Lake at http://127\\.0\\.0\\.1:${port} \\(project "abc123de", dataset "production"\\): .*ECONNREFUSED`,
      ),
    )
  })
})
