import type { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { clientAddressResolver } from '@/lib/http/client-address'

describe('client address', () => {
  const request = (peer: string, forwardedFor?: string) => ({
    socket: { remoteAddress: peer } as Socket,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const resolve = clientAddressResolver(undefined)
    expect(resolve(request('198.51.100.7', '203.0.113.1'))).toBe('198.51.100.7')
    expect(resolve(request('198.51.100.7', '203.0.113.2, 127.0.0.1'))).toBe('198.51.100.7')
  })

  it('behind trusted proxies, is the first hop no trusted proxy added, so entries a client wrote are ignored', () => {
    const resolve = clientAddressResolver('127.0.0.1, 10.0.0.0/8')
    // nginx on loopback appended the address it saw; the client forged the entry before it.
    expect(resolve(request('127.0.0.1', '203.0.113.9, 198.51.100.7'))).toBe('198.51.100.7')
    // A load balancer in 10/8 in front of nginx: both hops are skipped.
    expect(resolve(request('127.0.0.1', '203.0.113.9, 198.51.100.7, 10.1.2.3'))).toBe('198.51.100.7')
    // A request straight from the internet is not believed, even naming a trusted proxy.
    expect(resolve(request('198.51.100.8', '127.0.0.1'))).toBe('198.51.100.8')
    // The proxy's own requests (health checks) count as the proxy.
    expect(resolve(request('127.0.0.1'))).toBe('127.0.0.1')
  })

  it('accepts proxy-addr names and refuses a setting that is not an address or range', () => {
    expect(clientAddressResolver('loopback')(request('::1', '198.51.100.7'))).toBe('198.51.100.7')
    expect(() => clientAddressResolver('nginx.internal')).toThrow(/invalid IP address/)
  })
})
