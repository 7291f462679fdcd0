// @ts-check
// Next keeps the tags a webhook revalidated in one map per process (its tags manifest), which both of its caches
// consult, and forgets it when the process ends: a server started again from the same build would serve the
// build's pages as fresh. So the map is kept where it outlives the process: a file in the state directory, read
// before the first request, and, in shared mode, one Redis hash every server merges in before it answers from a
// cache. Each server restores the hash from its own copy when Redis comes back empty.
import { randomUUID } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { log } from '../log/logger.mjs'
import { stateDir } from '../state-dir.mjs'
import { KEY_PREFIX, onSharedRedisReady } from './redis.mjs'

/** @typedef {import('./redis.mjs').RedisClient} RedisClient */
/** @typedef {{ stale?: number, expired?: number }} TagState */

// A hash of tag → {stale, expired}: a few dozen document types and the addresses of new documents.
const TAGS_KEY = `${KEY_PREFIX}tags`
const FILE_NAME = 'revalidated-tags.json'

// Times only move forward: a merge never undoes a revalidation another server (or an earlier process) made.
// Written as one script so two servers sharing their revalidations at once cannot overwrite a later time.
const MERGE_SCRIPT = `
for i = 1, #ARGV, 3 do
  local stale, expired = tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  if current then
    local known = cjson.decode(current)
    if type(known.stale) == 'number' and (stale == nil or known.stale > stale) then stale = known.stale end
    if type(known.expired) == 'number' and (expired == nil or known.expired > expired) then expired = known.expired end
  end
  local state = {}
  state.stale = stale
  state.expired = expired
  redis.call('HSET', KEYS[1], ARGV[i], cjson.encode(state))
end
return #ARGV / 3`

const later = (/** @type {number | undefined} */ a, /** @type {number | undefined} */ b) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b)

/** Merges tag states into this process's manifest; true when any of them changed it. */
function mergeIntoManifest(/** @type {Record<string, TagState>} */ states) {
  let changed = false
  for (const [tag, remote] of Object.entries(states)) {
    const local = tagsManifest.get(tag) ?? {}
    const merged = { stale: later(local.stale, remote.stale), expired: later(local.expired, remote.expired) }
    if (merged.stale !== local.stale || merged.expired !== local.expired) {
      tagsManifest.set(tag, merged)
      changed = true
    }
  }
  return changed
}

const stateFile = () => path.join(stateDir(), FILE_NAME)

/** @returns {Record<string, TagState>} */
function readStateFile() {
  try {
    const states = JSON.parse(readFileSync(stateFile(), 'utf8'))
    return states && typeof states === 'object' ? states : {}
  } catch {
    // No file yet (a first start), or one cut short: nothing was revalidated that this server can know of.
    return {}
  }
}

let unwritable = false

/**
 * Keeps this process's tags on disk, after a revalidation here or one merged from another server: the manifest is
 * written to the state file through a temporary file renamed over it, so a crash mid-write leaves the previous
 * state. Merged with what the file holds, so servers sharing the directory never drop each other's tags.
 */
export function keepTags() {
  const file = stateFile()
  mergeIntoManifest(readStateFile())
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    // Unique to this write: containers sharing the volume all run as pid 1, and two writes at once must not share a file.
    const temporary = `${file}.${randomUUID()}.tmp`
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(tagsManifest)), { mode: 0o600 })
    renameSync(temporary, file)
    if (unwritable) log.info(`Revalidated tags are kept in ${file} again.`)
    unwritable = false
  } catch (error) {
    if (!unwritable) {
      const { code, message } = /** @type {NodeJS.ErrnoException} */ (error)
      log.warn(
        `Revalidated tags cannot be kept in ${file} (${code ?? message}): a restarted server would serve ` +
          'pages older than the last publish until the next one.',
      )
    }
    unwritable = true
  }
}

// Once per process, before any cache is read: the handlers import this module when Next creates its caches.
const LOADED = Symbol.for('lone-star-shield.revalidated-tags')
const processGlobals = /** @type {{ [LOADED]?: true }} */ (/** @type {unknown} */ (globalThis))
if (!processGlobals[LOADED]) {
  processGlobals[LOADED] = true
  mergeIntoManifest(readStateFile())
  onSharedRedisReady((redis) => shareTags(redis, [...tagsManifest.keys()]))
}

/** Merges the tags revalidated on any server into this process's manifest, and keeps them on disk. */
export async function pullTags(/** @type {RedisClient} */ redis) {
  const shared = await redis.hGetAll(TAGS_KEY)
  /** @type {Record<string, TagState>} */
  const states = {}
  for (const [tag, json] of Object.entries(shared)) states[tag] = JSON.parse(json)
  if (mergeIntoManifest(states)) keepTags()
}

/** Shares this process's state of the given tags with every server. */
export async function shareTags(/** @type {RedisClient} */ redis, /** @type {string[]} */ tags) {
  const args = tags.flatMap((tag) => {
    const state = tagsManifest.get(tag)
    return state ? [tag, String(state.stale ?? ''), String(state.expired ?? '')] : []
  })
  if (args.length > 0) await redis.eval(MERGE_SCRIPT, { keys: [TAGS_KEY], arguments: args })
}

/**
 * Whether any of `tags` was revalidated after `time` (ms), here or, once merged, on another server: marked stale
 * (a webhook's stale-while-revalidate) or expired at once. An expiry still ahead is only a lifetime, not a change.
 * @param {readonly string[]} tags @param {number} time
 */
export function revalidatedSince(tags, time) {
  const now = Date.now()
  return tags.some((tag) => {
    const { stale = 0, expired = 0 } = tagsManifest.get(tag) ?? {}
    return stale > time || (expired > time && expired <= now)
  })
}
