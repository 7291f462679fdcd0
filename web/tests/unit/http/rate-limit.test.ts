import { afterEach, describe, expect, it, vi } from 'vitest'

import { limitKey, siteKey } from '@/lib/http/limit-key'
import { createRateLimiter } from '@/lib/http/rate-limit'

describe('rate limit', () => {
  afterEach(() => vi.useRealTimers())

  it('allows the limit within the window, then says when the next request would be', async () => {
    vi.useFakeTimers({ now: 0 })
    const limiter = createRateLimiter({ name: 'test', limit: 2, windowSeconds: 60 })
    expect(await limiter.hit('198.51.100.7')).toBeNull()
    vi.setSystemTime(10_000)
    expect(await limiter.hit('198.51.100.7')).toBeNull()
    expect(await limiter.hit('198.51.100.7')).toBe(50)
    expect(await limiter.hit('198.51.100.8')).toBeNull()
    vi.advanceTimersByTime(50_001)
    expect(await limiter.hit('198.51.100.7')).toBeNull()
  })

  it('counts an IPv6 client by its /64: a fresh address in it is no fresh limit, another /64 has its own', async () => {
    const limiter = createRateLimiter({ name: 'test-ipv6', limit: 3, windowSeconds: 60 })
    // Three addresses of one /64, written every way an address can be (`::` in the middle, leading zeros, case).
    expect(await limiter.hit('2001:db8:85a3:12::1')).toBeNull()
    expect(await limiter.hit('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBeNull()
    expect(await limiter.hit('2001:DB8:85A3:12:a:b:c:d')).toBeNull()
    expect(await limiter.hit('2001:db8:85a3:12::beef')).not.toBeNull()
    expect(await limiter.hit('2001:db8:85a3:13::1')).toBeNull()
  })

  it('holds a whole IPv6 /48 to what ten of its /64s may send, however many of them it spreads over', async () => {
    const limiter = createRateLimiter({ name: 'test-ipv6-48', limit: 2, windowSeconds: 60 })
    const answers: Array<number | null> = []
    // 300 /64s of one /48, two requests each: within each /64's own limit every time.
    for (let network = 0; network < 300; network++)
      for (let request = 0; request < 2; request++)
        answers.push(await limiter.hit(`2001:db8:85a3:${network.toString(16)}::${request + 1}`))
    expect(answers.filter((answer) => answer === null)).toHaveLength(20)
    expect(answers.slice(0, 20).every((answer) => answer === null)).toBe(true)
    // Another /48 has its own.
    expect(await limiter.hit('2001:db8:85a4::1')).toBeNull()
  })

  it('counts an IPv4 client, mapped into IPv6 or not, by its address', async () => {
    const limiter = createRateLimiter({ name: 'test-ipv4', limit: 2, windowSeconds: 60 })
    expect(await limiter.hit('203.0.113.9')).toBeNull()
    expect(await limiter.hit('::ffff:203.0.113.9')).toBeNull()
    expect(await limiter.hit('::ffff:cb00:7109')).not.toBeNull()
    expect(await limiter.hit('203.0.113.10')).toBeNull()
  })
})

describe('the key a limit counts a client by', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitKey('2001:db8:0:0:ffff::')).toBe('2001:db8:0:0::/64')
    expect(limitKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
    expect(limitKey('::1')).toBe('0:0:0:0::/64')
    expect(siteKey('2001:db8:85a3:12::1')).toBe('2001:db8:85a3::/48')
    expect(siteKey('203.0.113.9')).toBeNull()
    expect(siteKey('::ffff:203.0.113.9')).toBeNull()
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(limitKey('fe80::2%eth1')).toBe('fe80:0:0:0::/64')
  })

  it('is an IPv4 address itself, also when it comes mapped into IPv6', () => {
    expect(limitKey('198.51.100.7')).toBe('198.51.100.7')
    expect(limitKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(limitKey('::FFFF:c633:6407')).toBe('198.51.100.7')
  })

  it('is one key for anything that is not an address, so such clients share one limit', () => {
    for (const address of ['unknown', '', 'not-an-address', '01.2.3.4', '2001:db8::1::2', '1.2.3.4.5'])
      expect(limitKey(address)).toBe('unknown')
  })
})
