import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { KEY_PREFIX, sharedRedis } from '@/lib/shared-store/redis.mjs'

import { limitKey } from './limit-key'

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

/**
 * A limit per client, counting every request, answered or not. Every limit on what a client sends is one of these,
 * so each counts a client the same way ({@link limitKey}: an IPv6 client by its /64).
 */
export function createRateLimiter(options: Options): RateLimiter {
  const limiter = sharedCounter(options)
  return {
    async hit(address) {
      try {
        await limiter.consume(limitKey(address))
        return null
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      }
    },
  }
}
