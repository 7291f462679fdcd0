import { describe, expect, it } from 'vitest'

import { hostOf, leadSource } from '../reports/lead-source'
import { sourceDetail, sourceName } from '../reports/source-name'

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

describe('the source as the office knows it', () => {
  const named = (fields: Record<string, string>) => sourceName(visit(fields))

  it('names Google: its paid clicks as Google Ads, the rest as Google search', () => {
    expect(named({ utm_source: 'google', utm_medium: 'cpc' })).toBe('Google Ads (paid)')
    expect(named({ utm_source: 'Google', utm_medium: 'PPC' })).toBe('Google Ads (paid)')
    expect(named({ utm_source: 'google', utm_medium: 'paid' })).toBe('Google Ads (paid)')
    expect(named({ referrer: 'https://www.google.com/' })).toBe('Google search')
    expect(named({ referrer: 'https://www.google.co.uk/' })).toBe('Google search')
    expect(named({ utm_source: 'google', utm_medium: 'organic' })).toBe('Google search')
    expect(named({ utm_source: 'google' })).toBe('Google search')
    // Google Ads tags its clicks with a gclid by itself: without campaign parameters, that is an ad click.
    expect(named({ referrer: 'https://www.google.com/', gclid: 'Cj0KCQiA' })).toBe('Google Ads (paid)')
    expect(named({ wbraid: 'CjkKEQiA' })).toBe('Google Ads (paid)')
    // Gmail is no search.
    expect(named({ referrer: 'https://mail.google.com/' })).toBe('Other websites')
  })

  it('names Microsoft’s ads and Bing search', () => {
    expect(named({ utm_source: 'bing', utm_medium: 'cpc' })).toBe('Microsoft Bing ads (paid)')
    expect(named({ referrer: 'https://www.bing.com/search?q=insurance', msclkid: 'f3a9c0d1' })).toBe(
      'Microsoft Bing ads (paid)',
    )
    expect(named({ referrer: 'https://www.bing.com/search?q=insurance' })).toBe('Bing search')
    expect(named({ utm_source: 'bing', utm_medium: 'organic' })).toBe('Bing search')
    expect(named({ referrer: 'https://duckduckgo.com/' })).toBe('Other search engines')
  })

  it('names Facebook and Instagram ads, and their other links', () => {
    for (const source of ['facebook', 'instagram', 'meta', 'fb', 'ig'])
      expect(named({ utm_source: source, utm_medium: 'paid_social' }), source).toBe(
        'Facebook and Instagram ads',
      )
    expect(named({ utm_source: 'facebook', utm_medium: 'cpc' })).toBe('Facebook and Instagram ads')
    expect(named({ utm_source: 'instagram', utm_medium: 'paid' })).toBe('Facebook and Instagram ads')
    expect(named({ utm_source: 'facebook', utm_medium: 'social' })).toBe(
      'Facebook and Instagram (other links)',
    )
    // Facebook puts an fbclid on every link, paid or not: no proof of an ad.
    expect(named({ referrer: 'https://l.facebook.com/', fbclid: 'IwAR0' })).toBe(
      'Facebook and Instagram (other links)',
    )
    expect(named({ referrer: 'https://l.instagram.com/' })).toBe('Facebook and Instagram (other links)')
  })

  it('names email campaigns, other campaigns by their source, other websites and direct visits', () => {
    expect(named({ utm_source: 'mailchimp', utm_medium: 'email' })).toBe('Email campaigns')
    expect(named({ utm_source: 'newsletter' })).toBe('Email campaigns')
    expect(named({ utm_source: 'google', utm_medium: 'email' })).toBe('Email campaigns')
    expect(named({ utm_source: 'yelp', utm_medium: 'cpc' })).toBe('Other campaigns: yelp')
    expect(named({ utm_source: 'Nextdoor' })).toBe('Other campaigns: nextdoor')
    expect(named({ referrer: 'https://www.dallasnews.com/business' })).toBe('Other websites')
    expect(named({})).toBe('Came straight to the site')
    expect(named({ referrer: 'https://lonestarshield.com/' })).toBe('Came straight to the site')
    expect(sourceName(undefined)).toBe('Came straight to the site')
  })

  it('keeps the raw values beside the name, and the click id when it decided', () => {
    expect(sourceDetail(visit({ utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0KCQiA' }))).toBe(
      'google / cpc',
    )
    expect(sourceDetail(visit({ referrer: 'https://www.google.com/', gclid: 'Cj0KCQiA' }))).toBe(
      'google.com (gclid)',
    )
    expect(sourceDetail(visit({ msclkid: 'f3a9c0d1' }))).toBe('direct (msclkid)')
    expect(sourceDetail(visit({ referrer: 'https://www.google.com/' }))).toBe('google.com')
    expect(sourceDetail(visit({}))).toBe('direct')
  })
})
