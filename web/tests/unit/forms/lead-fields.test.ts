import { describe, expect, it } from 'vitest'

import { isoWithOffset } from '@/lib/format'
import { attributionFrom } from '@/lib/delivery/attribution'
import { cleanText } from '@/lib/delivery/form-fields'
import { readFields } from '@/lib/lead/fields'

describe('lead fields', () => {
  it('turns control characters into spaces, keeping line breaks only where text may span lines', () => {
    expect(cleanText(' Ana\r\nGarcía\u0000 ', 200)).toBe('Ana  García')
    expect(cleanText('Two cars.\r\nOne\tteen\u0007 driver.\r', 2000, true)).toBe(
      'Two cars.\nOne teen driver.',
    )
    expect(cleanText('x'.repeat(300), 200)).toHaveLength(200)
  })

  it('reads every field of a form, empty where the form has none, bounded to its limit', () => {
    const fields = readFields((name) => ({ name: 'N'.repeat(500), zip: ' 75204 ' })[name as string] ?? null)
    expect(fields.name).toHaveLength(200)
    expect(fields.zip).toBe('75204')
    expect(fields.additionalInfo).toBe('')
  })
})

describe('attribution', () => {
  it('takes campaign parameters and click ids from the landing page, "Not provided" for the rest', () => {
    const attribution = attributionFrom(
      'https://site.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring&msclkid=m1&fbclid=f1&other=x',
      'https://www.google.com/',
    )
    expect(attribution).toEqual({
      landingPage:
        'https://site.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring&msclkid=m1&fbclid=f1&other=x',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'Not provided',
      utm_content: 'Not provided',
      gclid: 'Not provided',
      gbraid: 'Not provided',
      wbraid: 'Not provided',
      fbclid: 'f1',
      msclkid: 'm1',
    })
  })

  it('bounds what a crafted link can carry, and survives an unreadable address', () => {
    const long = attributionFrom(`https://site.example/?utm_campaign=${'c'.repeat(5000)}`, null)
    expect(long.utm_campaign).toHaveLength(200)
    expect(long.landingPage).toHaveLength(1000)
    expect(long.referrer).toBe('Not provided')
    expect(attributionFrom('not a url', null)).toMatchObject({
      landingPage: 'not a url',
      utm_source: 'Not provided',
    })
  })
})

describe('submission time', () => {
  it('is written in Dallas time with its offset, standard and daylight time alike', () => {
    expect(isoWithOffset(new Date('2026-03-02T16:00:01Z'))).toBe('2026-03-02T10:00:01-06:00')
    expect(isoWithOffset(new Date('2026-07-04T16:00:00Z'))).toBe('2026-07-04T11:00:00-05:00')
    expect(isoWithOffset(new Date('2026-07-04T00:30:00Z'), 'UTC')).toBe('2026-07-04T00:30:00+00:00')
  })
})
