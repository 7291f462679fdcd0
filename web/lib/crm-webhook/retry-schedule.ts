/**
 * When a failed try is tried again, counted from the try before: the schedule Svix documents for its webhooks
 * (5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, 10 hours). A receiver down for a deploy gets the
 * event seconds later; one down for a day still gets it; after the last try the event is marked failed.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
] as const

/** The first try and one per retry. */
export const MAX_TRIES = RETRY_DELAYS_MS.length + 1

/** A receiver that has not answered in this long counts as a failed try. */
export const TRY_TIMEOUT_MS = 10_000

// Spread by up to a tenth either way, so events that failed together (a receiver down) are not all retried in
// the same instant.
const JITTER = 0.1

/**
 * How long to wait after failed try number `triesMade` (1 for the first), jitter included, on `delays` (the CRM's
 * schedule unless another is given).
 */
export function retryDelay(
  triesMade: number,
  random: () => number = Math.random,
  delays: readonly number[] = RETRY_DELAYS_MS,
): number {
  const base = delays[Math.min(Math.max(triesMade, 1), delays.length) - 1]!
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()))
}
