import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis.mjs'

import { limitKey, siteKey } from './limit-key'

type Options = {
  /** Names the limit in Redis keys. */
  name: string
  limit: number
  windowSeconds: number
}

export type RateLimiter = {
  /** Counts a request from a client address; null when it is allowed, else the seconds until the next one would be. */
  hit(address: string): Promise<number | null>
}

/**
 * A fixed-window count of points per key. With REDIS_URL the count is shared by every server, atomically; while
 * Redis is unreachable each server counts in its own memory, so the limit still holds per server and no request
 * waits on Redis or fails because of it.
 */
export function sharedCounter({ name, limit, windowSeconds }: Options): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points: limit, duration: windowSeconds, keyPrefix: name })
  const redis = sharedRedis()
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        points: limit,
        duration: windowSeconds,
        keyPrefix: `${KEY_PREFIX}limit:${name}`,
        insuranceLimiter: memory,
      })
    : memory
}

/** One IPv6 /48 may send what ten /64s could: a household or office never comes near it, a routed block does. */
const SITE_FACTOR = 10

/**
 * A limit per client, counting every request, answered or not. Every limit on what a client sends is one of these,
 * so each counts a client the same way ({@link limitKey}: an IPv6 client by its /64), and each has a coarser one
 * beside it for the IPv6 /48 the client is in ({@link siteKey}), so a host with a routed block of /64s is one
 * client ten times over, not 65,536.
 */
export function createRateLimiter(options: Options): RateLimiter {
  const limiter = sharedCounter(options)
  const sites = sharedCounter({ ...options, name: `${options.name}:48`, limit: options.limit * SITE_FACTOR })
  const count = async (counter: RateLimiterAbstract, key: string) => {
    try {
      await counter.consume(key)
      return null
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
    }
  }
  return {
    async hit(address) {
      const site = siteKey(address)
      const [own, ofSite] = await Promise.all([
        count(limiter, limitKey(address)),
        site ? count(sites, site) : null,
      ])
      return own === null && ofSite === null ? null : Math.max(own ?? 0, ofSite ?? 0)
    },
  }
}
