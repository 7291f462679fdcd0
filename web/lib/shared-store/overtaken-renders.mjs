// @ts-check
// Next dates a page it stores by when the render ended, not when it read its content: a webhook that comes while a
// page is drawn would leave the page drawn from the content before it as fresh, until the next publish or its hourly
// refresh. So each page's render is dated from the request that found it missing or stale, and a render a webhook
// overtook is not kept: the next request draws the page again.
import { LRUCache } from 'lru-cache'
import {
  areTagsExpired,
  areTagsStale,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

/**
 * The longest a render is taken to last. A render whose start is no longer known (its note was pushed out by other
 * addresses' renders, or it is older than this) is dated this long ago: kept only if none of its tags was
 * revalidated since. That costs, at worst, one more render within a minute of a publish; never a stale page.
 */
export const RENDER_LIFETIME_MS = 60_000

// Bounded, as anyone can make up addresses that each start a render.
/** @type {LRUCache<string, number>} */
const renderStarts = new LRUCache({ max: 1000, ttl: RENDER_LIFETIME_MS })
export const now = () => performance.timeOrigin + performance.now()

/** Whether a tag of `tags` was revalidated after `time`: what was drawn from content read then is out of date. */
export const revalidatedSince = (/** @type {string[]} */ tags, /** @type {number} */ time) =>
  areTagsStale(tags, time) || areTagsExpired(tags, time)

/** Notes when a page starts being drawn again: when the first request found it out of date. */
export function noteRender(/** @type {string} */ key) {
  if (!renderStarts.has(key)) renderStarts.set(key, now())
}

/** Whether the render of `key` just finished, drawn from `tags`, was overtaken by a revalidation: not to be kept. */
export function overtaken(/** @type {string} */ key, /** @type {string[]} */ tags) {
  const started = renderStarts.get(key) ?? now() - RENDER_LIFETIME_MS
  renderStarts.delete(key)
  return revalidatedSince(tags, started)
}
