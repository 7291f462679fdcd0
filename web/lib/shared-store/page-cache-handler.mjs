// @ts-check
// The handler behind Next's page and route cache (next.config's cacheHandler): the prerendered HTML and RSC of
// every page, the sitemap, robots.txt. Without REDIS_URL it is Next's own file-system cache, unchanged. With it,
// what a server renders after a revalidation is kept in Redis for every server, the build's prerendered files
// still answer what Redis does not hold, and tags follow the shared manifest. Either way, revalidated tags outlive
// the process (revalidated-tags.mjs), and the 404 of an address no page ever had is never kept.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { LRUCache } from 'lru-cache'
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js'
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { noteRender, now, overtaken, revalidatedSince } from './overtaken-renders.mjs'
import { KEY_PREFIX, sharedRedis, withSharedRedis } from './redis.mjs'
import { keepTags, pullTags, shareTags } from './revalidated-tags.mjs'

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

// Next declares its cache kinds as const enums, which plain JavaScript cannot name: compared by their values.
const APP_PAGE = 'APP_PAGE'

/** The 404 page, rendered for an address without a page. */
function isNotFound(/** @type {SetArguments[1]} */ data) {
  const entry = /** @type {{ kind?: string, status?: number } | null} */ (data)
  return entry?.kind === APP_PAGE && entry.status === 404
}

/** The tags a page or route was rendered from. */
function tagsOf(/** @type {Entry['value'] | SetArguments[1]} */ value) {
  const tags = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined
  return typeof tags === 'string' ? tags.split(',') : []
}

/** An entry rendered before one of its tags expired is not served (a stale tag only marks it for regeneration). */
const expired = (/** @type {Entry} */ entry) => areTagsExpired(tagsOf(entry.value), entry.lastModified)

/** Whether Next draws a page again behind this answer: missing, a tag revalidated since, or past its lifetime. */
function drawnAgain(/** @type {Entry | null} */ entry) {
  if (!entry || entry.lastModified === -1) return true
  const revalidate = entry.cacheControl?.revalidate
  return (
    revalidatedSince(tagsOf(entry.value), entry.lastModified) ||
    (typeof revalidate === 'number' && now() > entry.lastModified + revalidate * 1000)
  )
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {Context} context */
  constructor(context) {
    const shared = sharedRedis() !== null
    // In shared mode nothing is written to this server's disk: Redis holds what servers render, and the files
    // stay the build's own.
    super(shared ? { ...context, flushToDisk: false } : context)
    // The proxy's runtime makes a handler too, with no build folder: it only redirects, and never reads a page.
    this.keyPrefix =
      shared && context.serverDistDir ? `${KEY_PREFIX}page:${buildIdOf(context.serverDistDir)}:` : ''
  }

  /** @param {GetArguments} args */
  async get(...args) {
    const entry = await this.readEntry(...args)
    if (drawnAgain(entry)) noteRender(args[0])
    return entry
  }

  /** @param {GetArguments} args */
  async readEntry(...args) {
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

  /**
   * Whether anything is kept for `key`: a page rendered earlier, in Redis or on this server, or the build's own.
   * @param {string} key
   */
  async holds(key) {
    const inRedis = await withSharedRedis(
      async (redis) => (await redis.exists(versionKey(this.keyPrefix + key))) > 0,
      () => false,
    )
    if (inRedis) return true
    const context = { kind: APP_PAGE, isRoutePPREnabled: false, isFallback: false }
    return (await super.get(key, /** @type {GetArguments[1]} */ (/** @type {unknown} */ (context)))) !== null
  }

  /** @param {SetArguments} args */
  async set(...args) {
    const [key, data, context] = args
    // Anyone can make up addresses: keeping the 404 of each would let a stranger fill the disk, Redis and memory.
    // It is rendered again on each request instead. The 404 of an address that had a page is kept, so the old
    // page is never served again; there are only as many of those as pages ever published.
    if (isNotFound(data) && !(await this.holds(key))) {
      // Next notes each rendered address's lifetime in a map of its own before it calls this handler.
      SharedCacheControls['cacheControls'].delete(key)
      return
    }
    // A webhook another server took counts too.
    await withSharedRedis(pullTags, () => undefined)
    if (overtaken(key, tagsOf(data))) return
    // This server's memory keeps it too: the stand-in while Redis is unreachable.
    await super.set(...args)
    const sharedKey = this.keyPrefix + key
    const cacheControl = 'fetchCache' in context && context.fetchCache ? undefined : context.cacheControl
    const ttl = typeof cacheControl?.expire === 'number' ? cacheControl.expire : UNBOUNDED_TTL_SECONDS
    const expiration = { type: /** @type {const} */ ('EX'), value: Math.max(1, ttl) }
    await withSharedRedis(
      async (redis) => {
        // Page and version change together: no server reads a new version with the old page.
        await redis
          .multi()
          .set(sharedKey, encode({ value: data, lastModified: Date.now(), cacheControl }), { expiration })
          .set(versionKey(sharedKey), randomUUID(), { expiration })
          .exec()
      },
      () => undefined,
    )
  }

  /** @param {Parameters<Cache['revalidateTag']>} args */
  async revalidateTag(...args) {
    await super.revalidateTag(...args)
    const tags = typeof args[0] === 'string' ? [args[0]] : args[0]
    keepTags()
    await withSharedRedis(
      (redis) => shareTags(redis, tags),
      () => undefined,
    )
  }
}
