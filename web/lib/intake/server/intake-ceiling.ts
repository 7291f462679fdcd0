import 'server-only'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { serverEnv } from '../../config/env'
import { isoWithOffset } from '../../format'
import { sharedCounter } from '../../http/rate-limit'
import { log } from '../../log/logger.mjs'

/**
 * What online quote saves may add to the database (or the Content Lake) in a day, site-wide, unless
 * ONLINE_QUOTE_MB_PER_DAY says otherwise: some 25 times the busiest real day (docs/quote-intake.md sizes it).
 */
export const DEFAULT_ONLINE_QUOTE_MB_PER_DAY = 10

const MB = 1024 * 1024

export type IntakeCeiling = {
  /**
   * Counts the bytes a save is about to add to what is kept; false when they would take the day's total past the
   * ceiling, and the save is refused. A save that adds nothing is never refused: it costs no room.
   */
  admit(bytes: number, now: Date): Promise<boolean>
  /** Whether the day's ceiling is reached: any save that adds to what is kept is refused until midnight. */
  reached(now: Date): Promise<boolean>
  /** In plain words, for the health check and the log. */
  describe(): string
}

/**
 * A daily ceiling on what online quotes add, counted in bytes for the whole site: in Redis with REDIS_URL (one key
 * a day, its count shared by every server, atomically), in each server's memory without it or while Redis is down.
 * Every lead may weigh 160 KB of answers, so without it a stranger keeping within every per-client limit could still
 * add gigabytes a day; with it, what every stranger together can add is bounded. The day is the agency's.
 */
export function createIntakeCeiling(megabytes: number): IntakeCeiling {
  const ceiling = Math.round(megabytes * MB)
  const counter = sharedCounter({ name: 'intake-bytes', limit: ceiling, windowSeconds: 2 * 24 * 3600 })
  const day = (now: Date) => isoWithOffset(now).slice(0, 10)
  const describe = () =>
    `Online quotes have reached today's ceiling of ${megabytes} MB (ONLINE_QUOTE_MB_PER_DAY): a save that adds to a ` +
    'quote gets the office’s phone number until midnight (Central time); quote requests are still kept.'
  return {
    describe,
    async admit(bytes, now) {
      if (bytes <= 0) return true
      try {
        await counter.consume(day(now), bytes)
        return true
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        // The count only grows, so exactly one save a day is the first past the ceiling (one per server while
        // Redis is down): that one says so.
        if (refusal.consumedPoints - bytes <= ceiling) log.warn(describe())
        return false
      }
    },
    async reached(now) {
      const counted = await counter.get(day(now))
      return (counted?.consumedPoints ?? 0) >= ceiling
    },
  }
}

const CEILING = Symbol.for('lone-star-shield.intake-ceiling')
type ProcessGlobals = { [CEILING]?: IntakeCeiling }

/**
 * The process's ceiling, made on first use and kept on globalThis: the step endpoint and the health check are
 * compiled into separate bundles, and while Redis is down they must count in the same memory.
 */
export function intakeCeiling(): IntakeCeiling {
  const globals = globalThis as ProcessGlobals
  return (globals[CEILING] ??= createIntakeCeiling(
    serverEnv().ONLINE_QUOTE_MB_PER_DAY ?? DEFAULT_ONLINE_QUOTE_MB_PER_DAY,
  ))
}
