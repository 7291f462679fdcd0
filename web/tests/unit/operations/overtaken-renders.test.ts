import { setTimeout as sleep } from 'node:timers/promises'

import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { afterEach, describe, expect, it } from 'vitest'

import { noteRender, overtaken } from '@/lib/shared-store/overtaken-renders.mjs'

/** What Next's revalidateTag writes when a publish's webhook comes: the tag is stale from now. */
const publish = (tag: string) => tagsManifest.set(tag, { stale: Date.now() })

afterEach(() => tagsManifest.clear())

describe('a render overtaken by a publish', () => {
  it('is not kept, also when a thousand other renders began while it was drawn', async () => {
    noteRender('/about')
    await sleep(5)
    publish('page')
    await sleep(5)
    for (let other = 0; other < 1000; other++) noteRender(`/made-up-${other}`)
    expect(overtaken('/about', ['page', 'siteSettings'])).toBe(true)
  })

  it('is kept when it began after the publish, or when no tag it was drawn from changed', async () => {
    publish('page')
    await sleep(5)
    noteRender('/about')
    expect(overtaken('/about', ['page'])).toBe(false)
    noteRender('/faq')
    expect(overtaken('/faq', ['faq'])).toBe(false)
  })

  it('with its start forgotten, is kept only when no tag it carries changed within a render’s lifetime', async () => {
    expect(overtaken('/never-noted', ['page'])).toBe(false)
    publish('page')
    await sleep(5)
    expect(overtaken('/never-noted', ['page'])).toBe(true)
    expect(overtaken('/never-noted', ['faq'])).toBe(false)
  })
})
