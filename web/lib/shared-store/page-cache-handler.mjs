// @ts-check
// The handler behind Next's page and route cache (next.config's cacheHandler): the prerendered HTML and RSC of
// every page, the sitemap, robots.txt. Without REDIS_URL it is Next's own file-system cache, unchanged. With it,
// what a server renders after a revalidation is kept in Redis for every server, the build's prerendered files
// still answer what Redis does not hold, and tags follow the shared manifest (shared-tags.mjs).
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { LRUCache } from 'lru-cache'
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { KEY_PREFIX, sharedRedis, withSharedRedis } from './redis.mjs'
import { pullTags, pushTags } from './shared-tags.mjs'

// A CommonJS module whose class is its `default` property, which an ESM default import would not unwrap.
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js')} */
const { default: FileSystemCache } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
)

/** @typedef {ConstructorParameters<typeof FileSystemCache>[0]} Context */
/** @typedef {InstanceType<typeof FileSystemCache>} Cache */
/** @typedef {Parameters<Cache['get']>} GetArguments */
/** @typedef {Parameters<Cache['set']>} SetArguments */
/** @typedef {NonNullable<Awaited<ReturnType<Cache['get']>>>} Entry */

// Response headers Next stores with a page; the tags it was rendered from are one of them.
const TAGS_HEADER = 'x-next-cache-tags'
// How long Redis keeps a page nobody re-renders when its lifetime is unbounded: entries of an old build leave.
const UNBOUNDED_TTL_SECONDS = 30 * 24 * 60 * 60

// What this server last read of each page from Redis, by the version it was read at. A page is a few hundred kB
// of HTML and RSC; each request asks Redis only for the version (a few bytes), and the page itself only when
// another server has stored a newer one.
const LOCAL_COPIES_BYTES = 50 * 1024 * 1024
/** @type {LRUCache<string, { version: string, entry: Entry, size: number }>} */
const localCopies = new LRUCache({ maxSize: LOCAL_COPIES_BYTES, sizeCalculation: (copy) => copy.size })

/** @type {Map<string, string>} */
const buildIds = new Map()
/** Keys carry the build's id: two builds sharing a Redis (a deploy in progress) never serve each other's pages. */
function buildIdOf(/** @type {string} */ serverDistDir) {
  let id = buildIds.get(serverDistDir)
  if (!id) {
    id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
    buildIds.set(serverDistDir, id)
  }
  return id
}

// Buffers (RSC payloads, route bodies) and Maps (per-segment data) do not survive JSON on their own.
function encode(/** @type {unknown} */ entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
    if (raw instanceof Map) return { $map: [...raw] }
    return value
  })
}

/** @returns {Entry} */
function decode(/** @type {string} */ json) {
  return JSON.parse(json, (_key, value) => {
    if (value && typeof value === 'object' && '$buffer' in value) return Buffer.from(value.$buffer, 'base64')
    if (value && typeof value === 'object' && '$map' in value) return new Map(value.$map)
    return value
  })
}

const versionKey = (/** @type {string} */ key) => `${key}:version`

/** An entry rendered before one of its tags expired is not served (a stale tag only marks it for regeneration). */
function expired(/** @type {Entry} */ entry) {
  const tags = entry.value && 'headers' in entry.value ? entry.value.headers?.[TAGS_HEADER] : undefined
  return typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified)
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {Context} context */
  constructor(context) {
    const shared = sharedRedis() !== null
    // In shared mode nothing is written to this server's disk: Redis holds what servers render, and the files
    // stay the build's own.
    super(shared ? { ...context, flushToDisk: false } : context)
    this.keyPrefix = shared ? `${KEY_PREFIX}page:${buildIdOf(context.serverDistDir)}:` : ''
  }

  /** @param {GetArguments} args */
  async get(...args) {
    const key = this.keyPrefix + args[0]
    return withSharedRedis(
      async (redis) => {
        const [version] = await Promise.all([redis.get(versionKey(key)), pullTags(redis)])
        if (!version) return super.get(...args)
        let copy = localCopies.get(key)
        if (copy?.version !== version) {
          const json = await redis.get(key)
          if (!json) return super.get(...args)
          copy = { version, entry: decode(json), size: json.length }
          localCopies.set(key, copy)
        }
        return expired(copy.entry) ? null : copy.entry
      },
      () => super.get(...args),
    )
  }

  /** @param {SetArguments} args */
  async set(...args) {
    const [, data, context] = args
    // This server's memory keeps it too: the stand-in while Redis is unreachable.
    await super.set(...args)
    const key = this.keyPrefix + args[0]
    const cacheControl = 'fetchCache' in context && context.fetchCache ? undefined : context.cacheControl
    const ttl = typeof cacheControl?.expire === 'number' ? cacheControl.expire : UNBOUNDED_TTL_SECONDS
    const expiration = { type: /** @type {const} */ ('EX'), value: Math.max(1, ttl) }
    await withSharedRedis(
      async (redis) => {
        // Page and version change together: no server reads a new version with the old page.
        await redis
          .multi()
          .set(key, encode({ value: data, lastModified: Date.now(), cacheControl }), { expiration })
          .set(versionKey(key), randomUUID(), { expiration })
          .exec()
      },
      () => undefined,
    )
  }

  /** @param {Parameters<Cache['revalidateTag']>} args */
  async revalidateTag(...args) {
    await super.revalidateTag(...args)
    const tags = typeof args[0] === 'string' ? [args[0]] : args[0]
    await withSharedRedis(
      (redis) => pushTags(redis, tags),
      () => undefined,
    )
  }
}
