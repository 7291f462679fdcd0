import 'server-only'

import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { serverEnv } from '../../config/env'
import { isoWithOffset } from '../../format'
import { sharedCounter } from '../../http/rate-limit'
import { log } from '../../log/logger.mjs'

/**
 * How many leads and service requests the site keeps in a day, and how many megabytes they add, site-wide, unless
 * REQUESTS_PER_DAY and REQUESTS_MB_PER_DAY say otherwise. A small agency's busiest day is a few dozen requests
 * (docs/operations.md sizes it); 500 is more than ten such days in one, and at the largest a form allows (16 KB a
 * lead, 32 KB a service request) they stay under 10 MB.
 */
export const DEFAULT_REQUESTS_PER_DAY = 500
export const DEFAULT_REQUESTS_MB_PER_DAY = 10

const MB = 1024 * 1024
/** The counts live two days: long enough for the day they count, and for the day's email to read them. */
const WINDOW_SECONDS = 2 * 24 * 3600
/** Far past any count: the refusals are only counted, never refused themselves. */
const UNCOUNTED = Number.MAX_SAFE_INTEGER

/** What the ceiling says of a request about to be kept. */
export type Admission = { admitted: true } | { admitted: false; firstToday: boolean }

export type RequestCeiling = {
  /** Counts a request of `bytes` about to be kept; refused when it would take the day past either ceiling. */
  admit: (bytes: number, now: Date) => Promise<Admission>
  /** Whether today's ceiling is reached: requests are refused until midnight (Central time). */
  reached: (now: Date) => Promise<boolean>
  /** How many requests were refused on the agency's day `day` (YYYY-MM-DD), as far as this count knows. */
  refusedOn: (day: string) => Promise<number>
  /** In plain words, for the health check and the log. */
  describe: () => string
  /** The ceiling itself: “500 requests or 10 MB a day”. */
  limits: string
}

/** The agency's day a time falls on: the ceiling is reset at midnight in Dallas. */
export const agencyDay = (now: Date) => isoWithOffset(now).slice(0, 10)

const counted = async (counter: RateLimiterAbstract, key: string) =>
  (await counter.get(key))?.consumedPoints ?? 0

/**
 * A daily ceiling on the requests the site keeps, in count and in bytes, for the whole site: in Redis with
 * REDIS_URL (one key a day each, shared by every server, atomically), in each server's memory without it or while
 * Redis is down. Every other limit is per client; a host with many addresses (a routed IPv6 /56 holds 256 /64s)
 * could otherwise fill the disk and spend the email quota the real requests need.
 */
export function createRequestCeiling(perDay: number, megabytes: number): RequestCeiling {
  const ceilingBytes = Math.round(megabytes * MB)
  const requests = sharedCounter({ name: 'requests', limit: perDay, windowSeconds: WINDOW_SECONDS })
  const bytes = sharedCounter({ name: 'request-bytes', limit: ceilingBytes, windowSeconds: WINDOW_SECONDS })
  const refused = sharedCounter({ name: 'requests-refused', limit: UNCOUNTED, windowSeconds: WINDOW_SECONDS })
  const describe = () =>
    `Requests have reached today's ceiling of ${perDay} requests or ${megabytes} MB (REQUESTS_PER_DAY, ` +
    'REQUESTS_MB_PER_DAY): a quote or service request gets the office’s phone number until midnight (Central ' +
    'time), and the agency is emailed how many were refused.'

  const refuse = async (day: string): Promise<Admission> => {
    const { consumedPoints } = await refused.consume(day, 1)
    // The count only grows, so one refusal a day is the first (one per server while Redis is down): it says so.
    if (consumedPoints === 1) log.warn(describe())
    return { admitted: false, firstToday: consumedPoints === 1 }
  }

  return {
    describe,
    limits: `${perDay} requests or ${megabytes} MB a day`,
    admit: async (size, now) => {
      const day = agencyDay(now)
      try {
        await requests.consume(day, 1)
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return refuse(day)
      }
      try {
        await bytes.consume(day, Math.max(1, size))
        return { admitted: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        // Not kept, so it takes no place in the day's count.
        await requests.reward(day, 1)
        return refuse(day)
      }
    },
    reached: async (now) => {
      const day = agencyDay(now)
      return (await counted(refused, day)) > 0
    },
    refusedOn: (day) => counted(refused, day),
  }
}

const CEILING = Symbol.for('lone-star-shield.request-ceiling')
type ProcessGlobals = { [CEILING]?: RequestCeiling }

/**
 * The process's ceiling, made on first use and kept on globalThis: the form endpoints, the outbox and the health
 * check are compiled into separate bundles, and while Redis is down they must count in the same memory.
 */
export function requestCeiling(): RequestCeiling {
  const globals = globalThis as ProcessGlobals
  const env = serverEnv()
  return (globals[CEILING] ??= createRequestCeiling(
    env.REQUESTS_PER_DAY ?? DEFAULT_REQUESTS_PER_DAY,
    env.REQUESTS_MB_PER_DAY ?? DEFAULT_REQUESTS_MB_PER_DAY,
  ))
}
