// @ts-check
// Next keeps revalidated tags in one map per process (its tags manifest), which both of its caches consult. In
// shared mode every server copies the map from Redis before it answers from a cache, and writes its own
// revalidations back, so a webhook taken by any server is honoured by all of them.
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { KEY_PREFIX } from './redis.mjs'

/** @typedef {import('./redis.mjs').RedisClient} RedisClient */
/** @typedef {{ stale?: number, expired?: number }} TagState */

// A hash of tag → {stale, expired}: a few dozen document types, read whole in one round trip.
const TAGS_KEY = `${KEY_PREFIX}tags`

const later = (/** @type {number | undefined} */ a, /** @type {number | undefined} */ b) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b)

/** Merges the tags revalidated on any server into this process's manifest. */
export async function pullTags(/** @type {RedisClient} */ redis) {
  const shared = await redis.hGetAll(TAGS_KEY)
  for (const [tag, json] of Object.entries(shared)) {
    /** @type {TagState} */
    const remote = JSON.parse(json)
    const local = tagsManifest.get(tag) ?? {}
    // Times only move forward, so a merge never undoes a revalidation this server made and has not yet shared.
    const merged = { stale: later(local.stale, remote.stale), expired: later(local.expired, remote.expired) }
    if (merged.stale !== local.stale || merged.expired !== local.expired) tagsManifest.set(tag, merged)
  }
}

/** Shares this process's state of the given tags, after Next has recorded their revalidation in it. */
export async function pushTags(/** @type {RedisClient} */ redis, /** @type {string[]} */ tags) {
  // A later revalidation another server made of the same tag must not be overwritten by this one.
  await pullTags(redis)
  /** @type {Record<string, string>} */
  const fields = {}
  for (const tag of tags) {
    const state = tagsManifest.get(tag)
    if (state) fields[tag] = JSON.stringify(state)
  }
  if (Object.keys(fields).length > 0) await redis.hSet(TAGS_KEY, fields)
}
