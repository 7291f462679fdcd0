import { describe, expect, it } from 'vitest'

import { returnPath } from '@/lib/publishing/return-path'

const HOSTS = ['www.lonestarshield.example', 'localhost:3000']

describe('the page an editor returns to after preview', () => {
  it('is the page they were on, query kept, on the address their browser used', () => {
    expect(returnPath('https://www.lonestarshield.example/auto-insurance?x=1', HOSTS)).toBe(
      '/auto-insurance?x=1',
    )
    expect(returnPath('http://localhost:3000/es/seguro-de-auto', [null, 'localhost:3000'])).toBe(
      '/es/seguro-de-auto',
    )
  })

  it('is the home page when the referrer is missing, unreadable, another site or an API route', () => {
    expect(returnPath(null, HOSTS)).toBe('/')
    expect(returnPath('not a url', HOSTS)).toBe('/')
    expect(returnPath('https://evil.example/auto-insurance', HOSTS)).toBe('/')
    expect(returnPath('javascript:alert(1)', HOSTS)).toBe('/')
    expect(returnPath('https://www.lonestarshield.example/api/draft-mode/disable', HOSTS)).toBe('/')
  })

  it('never hands the browser a protocol-relative address to another site', () => {
    expect(returnPath('https://www.lonestarshield.example//evil.example/x', HOSTS)).toBe('/evil.example/x')
  })

  it('accepts a proxy that forwards several hosts', () => {
    expect(
      returnPath('https://www.lonestarshield.example/', ['www.lonestarshield.example, cdn.internal']),
    ).toBe('/')
    expect(
      returnPath('https://cdn.internal/life-insurance', ['www.lonestarshield.example, cdn.internal']),
    ).toBe('/life-insurance')
  })
})
