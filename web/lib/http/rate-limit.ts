import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis.mjs'

type Options = {
  /** Names the limit in Redis keys. */
  name: string
  limit: number
  windowSeconds: number
}

export type RateLimiter = {
  /** Counts a request; null when it is allowed, else the seconds until the next one would be. */
  hit(key: string): Promise<number | null>
}

/**
 * A fixed-window limit per key (here a client address), counting every request, answered or not. With REDIS_URL
 * the count is shared by every server, atomically; while Redis is unreachable each server counts in its own
 * memory, so the limit still holds per server and no request waits on Redis or fails because of it.
 */
export function createRateLimiter({ name, limit, windowSeconds }: Options): RateLimiter {
  const memory = new RateLimiterMemory({ points: limit, duration: windowSeconds, keyPrefix: name })
  const redis = sharedRedis()
  const limiter = redis
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
  return {
    async hit(key) {
      try {
        await limiter.consume(key)
        return null
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      }
    },
  }
}
