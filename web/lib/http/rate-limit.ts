type Options = { limit: number; windowMs: number; now?: () => number; maxKeys?: number }

/**
 * A sliding-window limit per key (here a client address), in this server's memory. It counts every request,
 * answered or not. The table is bounded: past maxKeys the oldest keys are forgotten, so a flood of addresses
 * cannot grow it without end.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: Options) {
  const hits = new Map<string, number[]>()
  return {
    /** Records a request; null when it is allowed, else the seconds until the next one would be. */
    hit(key: string): number | null {
      const time = now()
      const recent = (hits.get(key) ?? []).filter((at) => time - at < windowMs)
      hits.delete(key)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000))
      }
      hits.set(key, [...recent, time])
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value!)
      return null
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/**
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry. Hosting platforms and
 * reverse proxies set or append it; `next start` alone fills it from the socket only when the client sent none,
 * so a server facing the internet directly should sit behind a proxy (see README, "Deploying").
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return forwarded || headers.get('x-real-ip') || 'unknown'
}
