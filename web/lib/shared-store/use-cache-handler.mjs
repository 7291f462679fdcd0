// @ts-check
// The handler behind every 'use cache' function (next.config's cacheHandlers.default). Without REDIS_URL it is
// Next's own in-memory handler, unchanged. With it, entries live in Redis, so a content fetch cached by one
// server serves all of them, and tags follow the shared manifest. Either way, revalidated tags outlive the process
// (revalidated-tags.mjs).
import { createHash } from 'node:crypto'

import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js'
import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { KEY_PREFIX, sharedRedis, withSharedRedis } from './redis.mjs'
import { keepTags, pullTags, shareTags } from './revalidated-tags.mjs'

/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry */
/** @typedef {Omit<CacheEntry, 'value'> & { value: string }} StoredEntry */

// Next's own default size for its in-memory handler (cacheMaxMemorySize).
const LOCAL_CACHE_BYTES = 50 * 1024 * 1024

/** Next's own in-memory handler: the whole cache without Redis, and the stand-in while Redis is unreachable. */
const inMemory = createDefaultCacheHandler(LOCAL_CACHE_BYTES)

/** @type {CacheHandler} */
const local = {
  ...inMemory,
  async updateTags(tags, durations) {
    await inMemory.updateTags(tags, durations)
    keepTags()
  },
}

// Next's key holds the function's id, the build's id and the arguments (here the whole GROQ query): its hash is
// as unique and a fraction of the size.
const keyOf = (/** @type {string} */ cacheKey) =>
  `${KEY_PREFIX}use-cache:${createHash('sha256').update(cacheKey).digest('base64url')}`

/** @param {StoredEntry} stored @returns {CacheEntry | undefined} */
function usable(stored) {
  // As Next's own handler does in production: past its revalidate time, or with an expired tag, an entry is
  // gone; with a stale tag it is served once more while Next regenerates it.
  if (Date.now() > stored.timestamp + stored.revalidate * 1000) return undefined
  if (areTagsExpired(stored.tags, stored.timestamp)) return undefined
  const revalidate = areTagsStale(stored.tags, stored.timestamp) ? -1 : stored.revalidate
  return { ...stored, revalidate, value: new Blob([Buffer.from(stored.value, 'base64')]).stream() }
}

/** @param {string} cacheKey @param {Promise<CacheEntry>} pendingEntry */
async function store(cacheKey, pendingEntry) {
  const entry = await pendingEntry
  // An entry that expires at once is dynamic: Next renders it on every read, so storing it is wasted.
  if (entry.expire === 0) return
  let value
  try {
    value = Buffer.from(await new Response(entry.value).arrayBuffer())
  } catch {
    return // A render that failed midway leaves nothing worth keeping, as with Next's own handler.
  }
  /** @type {StoredEntry} */
  const stored = { ...entry, value: value.toString('base64') }
  await withSharedRedis(
    async (redis) => {
      // Redis forgets it when Next would stop serving it anyway.
      await redis.set(keyOf(cacheKey), JSON.stringify(stored), {
        expiration: { type: 'PX', value: Math.max(1000, Math.min(entry.revalidate, entry.expire) * 1000) },
      })
    },
    () => local.set(cacheKey, Promise.resolve({ ...entry, value: new Blob([value]).stream() })),
  )
}

// Sets still being written by this server: a read of the same key waits for them, as Next's contract asks.
/** @type {Map<string, Promise<void>>} */
const pendingSets = new Map()

/** @type {CacheHandler} */
const sharedHandler = {
  async get(cacheKey, softTags) {
    await pendingSets.get(cacheKey)
    return withSharedRedis(
      async (redis) => {
        const json = await redis.get(keyOf(cacheKey))
        return json ? usable(JSON.parse(json)) : undefined
      },
      () => local.get(cacheKey, softTags),
    )
  },

  async set(cacheKey, pendingEntry) {
    const done = store(cacheKey, pendingEntry)
    pendingSets.set(cacheKey, done)
    try {
      await done
    } finally {
      if (pendingSets.get(cacheKey) === done) pendingSets.delete(cacheKey)
    }
  },

  // Called once per request before its first read: the shared manifest is copied in here.
  async refreshTags() {
    await withSharedRedis(pullTags, () => undefined)
  },

  async getExpiration(tags) {
    return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0))
  },

  async updateTags(tags, durations) {
    await local.updateTags(tags, durations)
    await withSharedRedis(
      (redis) => shareTags(redis, tags),
      () => undefined,
    )
  },
}

/** @type {CacheHandler} */
export default sharedRedis() ? sharedHandler : local
