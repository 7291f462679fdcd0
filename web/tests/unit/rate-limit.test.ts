import { afterEach, describe, expect, it, vi } from 'vitest'

import { createRateLimiter } from '@/lib/http/rate-limit'

describe('rate limit', () => {
  afterEach(() => vi.useRealTimers())

  it('allows the limit within the window, then says when the next request would be', async () => {
    vi.useFakeTimers({ now: 0 })
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowSeconds: 60 })
    expect(await limiter.hit('a')).toBeNull()
    vi.setSystemTime(10_000)
    expect(await limiter.hit('a')).toBeNull()
    expect(await limiter.hit('a')).toBe(50)
    expect(await limiter.hit('b')).toBeNull()
    vi.advanceTimersByTime(50_001)
    expect(await limiter.hit('a')).toBeNull()
  })
})
