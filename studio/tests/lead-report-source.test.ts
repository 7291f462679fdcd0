import { describe, expect, it } from 'vitest'

import { hostOf, leadSource } from '../reports/lead-source'

const NONE = 'Not provided'
const visit = (fields: Record<string, string>) => ({
  landingPage: 'https://lonestarshield.com/auto-insurance',
  referrer: NONE,
  utm_source: NONE,
  utm_medium: NONE,
  ...fields,
})

describe('where a lead came from', () => {
  it('names the campaign source and medium when the link carried a source', () => {
    expect(leadSource(visit({ utm_source: 'google', utm_medium: 'cpc' }))).toBe('google / cpc')
    expect(leadSource(visit({ utm_source: 'newsletter' }))).toBe('newsletter')
    // The campaign wins over the site that sent the visitor.
    expect(
      leadSource(visit({ utm_source: 'facebook', utm_medium: 'paid', referrer: 'https://l.facebook.com/' })),
    ).toBe('facebook / paid')
  })

  it('else the referring site, without www.', () => {
    expect(leadSource(visit({ referrer: 'https://www.google.com/' }))).toBe('google.com')
    expect(leadSource(visit({ referrer: 'https://Bing.com/search?q=insurance' }))).toBe('bing.com')
    expect(leadSource(visit({ referrer: 'duckduckgo.com/' }))).toBe('duckduckgo.com')
    // A medium alone names no campaign.
    expect(leadSource(visit({ utm_medium: 'email', referrer: 'https://mail.yahoo.com/' }))).toBe(
      'mail.yahoo.com',
    )
  })

  it('else "direct": no referrer, an unreadable one, or the site itself', () => {
    expect(leadSource(visit({}))).toBe('direct')
    expect(leadSource(visit({ referrer: '' }))).toBe('direct')
    expect(leadSource(visit({ referrer: 'not a web address' }))).toBe('direct')
    expect(leadSource(visit({ referrer: 'https://lonestarshield.com/' }))).toBe('direct')
    expect(leadSource(visit({ referrer: 'https://www.lonestarshield.com/es' }))).toBe('direct')
    expect(leadSource(visit({ utm_source: '  ' }))).toBe('direct')
    expect(leadSource(undefined)).toBe('direct')
    expect(leadSource({})).toBe('direct')
  })

  it('reads a host from an address', () => {
    expect(hostOf('https://www.example.com:8443/path')).toBe('example.com')
    expect(hostOf('android-app://com.google.android.gm/')).toBe('com.google.android.gm')
    expect(hostOf(undefined)).toBeUndefined()
  })
})
