import { describe, expect, it } from 'vitest'

import { isoTimeWithOffset, timeWithOffset } from '../ad-conversions/conversion-time'
import { type ConversionKind, conversionsInRange } from '../ad-conversions/conversions'
import type { ConversionLead, ConversionSettings } from '../ad-conversions/conversions-query'
import { googleAdsFile } from '../ad-conversions/google-ads-file'
import { metaFile } from '../ad-conversions/meta-file'
import { microsoftAdvertisingFile } from '../ad-conversions/microsoft-advertising-file'
import { PLATFORM_FILES } from '../ad-conversions/platform-files'
import {
  leadIdentifiers,
  platformCsv,
  platformFileName,
  platformRows,
  untiedConversions,
} from '../ad-conversions/upload-file'

// Hashes computed apart with `printf '%s' … | sha256sum`: Google's rules drop Gmail's dots and keep E.164's plus,
// Meta's keep the dots and drop the plus.
const HASH = {
  googleEmail: '71fe1d92f77edffeee616cf4a409584092fa7597dc47581c7bafed5e2195ad2c', // marialopez@gmail.com
  googlePhone: '33c909645235e74fcbb4bb16442e280190676db11bfa6b2d3d5a8e51f78447a5', // +12145550143
  metaEmail: 'edb0a0aee50263d9d9cfd336591fb0f409634d010a0c1a5f78e0a1a082db015b', // maria.lopez@gmail.com
  metaPhone: 'a0c5f70cea7b7f544cfdd0117dc7315d0c6305d77d722b0c706f55324f9ef6dc', // 12145550143
}

const KEY = '3f2b8c1e-5d4a-4b6f-9e7d-0a1b2c3d4e5f'

/** Sent in November, quoted two days later, won the next week. */
const sold: ConversionLead = {
  _id: `leads.${KEY}`,
  submittedAt: '2026-11-02T09:15:00-06:00',
  email: ' Maria.Lopez@Gmail.com ',
  phoneNumber: '(214) 555-0143',
  stage: 'won',
  quotedAt: '2026-11-04T16:30:00.000Z',
  wonAt: '2026-11-10T20:05:09.000Z',
  annualPremium: 1840.5,
  attribution: { gclid: 'Cj0KCQiA-gclid', msclkid: 'f3a9c0d1e2b34c5d', fbclid: 'IwAR0fbclid' },
}

/** Quoted, no click id the site kept. */
const quoted: ConversionLead = {
  _id: 'leads.7c1d2e3f-0000-4000-8000-000000000001',
  submittedAt: '2026-11-05T10:00:00-06:00',
  email: 'jordan@example.com',
  phoneNumber: '972-555-0188',
  stage: 'quoted',
  quotedAt: '2026-11-06T15:00:00.000Z',
  attribution: { gclid: 'Not provided', msclkid: 'Not provided', fbclid: 'Not provided' },
}

const RANGE = { first: '2026-11-01', last: '2026-11-30' }
const BOTH = new Set<ConversionKind>(['qualifiedLead', 'policySold'])
const SETTINGS: ConversionSettings = {
  hashIdentifiers: true,
  names: { qualifiedLead: 'Quote given', policySold: 'Policy bound' },
}

describe('conversion times', () => {
  it('carry Dallas’s offset of the day: -06:00 in winter, -05:00 in summer', () => {
    expect(timeWithOffset('2026-11-10T20:05:09.000Z')).toBe('2026-11-10 14:05:09-0600')
    expect(timeWithOffset('2026-07-01T17:00:00Z')).toBe('2026-07-01 12:00:00-0500')
    expect(isoTimeWithOffset('2026-11-10T20:05:09.000Z')).toBe('2026-11-10T14:05:09-06:00')
    expect(isoTimeWithOffset('2026-07-01T12:00:00-05:00')).toBe('2026-07-01T12:00:00-05:00')
  })

  it('are blank for a time that cannot be read', () => {
    expect(timeWithOffset('yesterday')).toBe('')
    expect(isoTimeWithOffset('')).toBe('')
  })
})

describe('the conversions of a range of days', () => {
  it('are a quoted lead’s first quote and a won lead’s sale, with the premium as its value, oldest first', () => {
    const conversions = conversionsInRange([sold, quoted], RANGE, BOTH, SETTINGS)
    expect(conversions.map(({ name, time, value, orderId }) => ({ name, time, value, orderId }))).toEqual([
      { name: 'Quote given', time: sold.quotedAt, value: undefined, orderId: KEY },
      { name: 'Quote given', time: quoted.quotedAt, value: undefined, orderId: quoted._id.slice(6) },
      { name: 'Policy bound', time: sold.wonAt, value: 1840.5, orderId: KEY },
    ])
  })

  it('count the Dallas day of the conversion, not of the request', () => {
    // 2026-11-11 03:00 UTC is still the 10th in Dallas.
    const lateWin = { ...sold, wonAt: '2026-11-11T03:00:00.000Z' }
    const days = { first: '2026-11-10', last: '2026-11-10' }
    expect(conversionsInRange([lateWin], days, BOTH, SETTINGS).map(({ kind }) => kind)).toEqual([
      'policySold',
    ])
    expect(
      conversionsInRange([lateWin], { first: '2026-11-11', last: '2026-11-30' }, BOTH, SETTINGS),
    ).toEqual([])
  })

  it('leave out the kinds not chosen, and a sale the office took back', () => {
    expect(
      conversionsInRange([sold], RANGE, new Set(['policySold']), SETTINGS).map(({ kind }) => kind),
    ).toEqual(['policySold'])
    const lost = { ...sold, stage: 'lost' }
    expect(conversionsInRange([lost], RANGE, BOTH, SETTINGS).map(({ kind }) => kind)).toEqual([
      'qualifiedLead',
    ])
  })

  it('take the default names when Site settings give none', () => {
    const names = conversionsInRange([sold], RANGE, BOTH, null).map(({ name }) => name)
    expect(names).toEqual(['Qualified lead', 'Policy sold'])
  })
})

async function files(leads: ConversionLead[], hashIdentifiers: boolean) {
  const conversions = conversionsInRange(leads, RANGE, BOTH, { ...SETTINGS, hashIdentifiers })
  const identifiers = await leadIdentifiers(conversions, hashIdentifiers)
  return { conversions, identifiers }
}

describe('the upload files', () => {
  it('Google Ads: the gclid, Google’s hashes, the order id, the time with its offset, the value', async () => {
    const { conversions, identifiers } = await files([sold, quoted], true)
    const rows = platformRows(googleAdsFile, conversions, identifiers)
    expect(googleAdsFile.header).toEqual([
      'Google Click ID',
      'Email',
      'Phone Number',
      'Order ID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ])
    expect(rows).toEqual([
      [
        'Cj0KCQiA-gclid',
        HASH.googleEmail,
        HASH.googlePhone,
        KEY,
        'Quote given',
        '2026-11-04 10:30:00-0600',
        '',
        '',
      ],
      // No gclid, but the hashes Google matches to the form's own tag.
      [
        '',
        expect.stringMatching(/^[0-9a-f]{64}$/),
        expect.stringMatching(/^[0-9a-f]{64}$/),
        quoted._id.slice(6),
        'Quote given',
        '2026-11-06 09:00:00-0600',
        '',
        '',
      ],
      [
        'Cj0KCQiA-gclid',
        HASH.googleEmail,
        HASH.googlePhone,
        KEY,
        'Policy bound',
        '2026-11-10 14:05:09-0600',
        '1840.5',
        'USD',
      ],
    ])
  })

  it('Microsoft Advertising: only the leads with an msclkid', async () => {
    const { conversions, identifiers } = await files([sold, quoted], true)
    expect(microsoftAdvertisingFile.header).toEqual([
      'Microsoft Click ID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ])
    expect(platformRows(microsoftAdvertisingFile, conversions, identifiers)).toEqual([
      ['f3a9c0d1e2b34c5d', 'Quote given', '2026-11-04 10:30:00-0600', '', ''],
      ['f3a9c0d1e2b34c5d', 'Policy bound', '2026-11-10 14:05:09-0600', '1840.5', 'USD'],
    ])
  })

  it('Meta: Meta’s hashes and the fbc built from the fbclid, at the time the request was sent', async () => {
    const { conversions, identifiers } = await files([sold], true)
    expect(metaFile.header).toEqual([
      'event_name',
      'event_time',
      'action_source',
      'order_id',
      'value',
      'currency',
      'em',
      'ph',
      'fbc',
    ])
    const fbc = `fb.1.${Date.parse(sold.submittedAt!)}.IwAR0fbclid`
    expect(platformRows(metaFile, conversions, identifiers)).toEqual([
      [
        'Quote given',
        '2026-11-04T10:30:00-06:00',
        'physical_store',
        KEY,
        '',
        '',
        HASH.metaEmail,
        HASH.metaPhone,
        fbc,
      ],
      [
        'Policy bound',
        '2026-11-10T14:05:09-06:00',
        'physical_store',
        KEY,
        '1840.5',
        'USD',
        HASH.metaEmail,
        HASH.metaPhone,
        fbc,
      ],
    ])
  })

  it('with enhanced conversions off, carry click ids only, and no lead without one', async () => {
    const { conversions, identifiers } = await files([sold, quoted], false)
    const google = platformRows(googleAdsFile, conversions, identifiers)
    expect(google.map((row) => row.slice(0, 4))).toEqual([
      ['Cj0KCQiA-gclid', '', '', KEY],
      ['Cj0KCQiA-gclid', '', '', KEY],
    ])
    const meta = platformRows(metaFile, conversions, identifiers)
    expect(meta.map((row) => row.slice(6))).toEqual([
      ['', '', `fb.1.${Date.parse(sold.submittedAt!)}.IwAR0fbclid`],
      ['', '', `fb.1.${Date.parse(sold.submittedAt!)}.IwAR0fbclid`],
    ])
    expect(untiedConversions(PLATFORM_FILES, conversions, identifiers).map(({ lead }) => lead._id)).toEqual([
      quoted._id,
    ])
  })

  it('never hold a raw email or phone, and keep a forged click id from running as a formula', async () => {
    const forged = { ...sold, attribution: { gclid: '=HYPERLINK("https://evil.example")' } }
    const { conversions, identifiers } = await files([forged, quoted], true)
    const csv = PLATFORM_FILES.map((file) =>
      platformCsv(file, platformRows(file, conversions, identifiers)),
    ).join('')
    for (const raw of ['maria', 'lopez', 'jordan', '214', '555', '972']) {
      expect(csv.toLowerCase()).not.toMatch(new RegExp(`(^|[^0-9a-f])${raw}`))
    }
    const google = platformCsv(googleAdsFile, platformRows(googleAdsFile, conversions, identifiers))
    expect(google.split('\r\n')[0]).toBe(
      'Google Click ID,Email,Phone Number,Order ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
    )
    expect(google).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
    expect(google.endsWith('\r\n')).toBe(true)
  })

  it('are named for the platform and the days', () => {
    expect(platformFileName(googleAdsFile, RANGE)).toBe('google-ads-conversions-2026-11-01-to-2026-11-30.csv')
    expect(platformFileName(metaFile, RANGE)).toBe('meta-conversions-2026-11-01-to-2026-11-30.csv')
  })
})
