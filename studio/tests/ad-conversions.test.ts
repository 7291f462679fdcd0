import { describe, expect, it } from 'vitest'

import {
  dallasOffset,
  googleTime,
  microsoftTime,
  microsoftZone,
  unixTime,
} from '../ad-conversions/conversion-time'
import { conversionsInRange } from '../ad-conversions/conversions'
import type {
  ConversionKind,
  ConversionLead,
  ConversionSettings,
  UploadRecord,
} from '../ad-conversions/conversions-query'
import { googleAdsFile } from '../ad-conversions/google-ads-file'
import {
  identifiersIn,
  leadIdentifiers,
  tableCsv,
  type Table,
  uploadFileName,
} from '../ad-conversions/upload-file'
import { uploadRecord } from '../ad-conversions/upload-ledger'
import { leftOutNotes, untiedNote } from '../ad-conversions/plan-words'
import { DENIED_WHY, type PlatformPlan, uploadPlan } from '../ad-conversions/upload-plan'

// Hashes computed apart with `printf '%s' … | sha256sum`: Google's rules drop Gmail's dots and keep E.164's plus,
// Meta's keep the dots and drop the plus; Microsoft's take Meta's email and Google's phone.
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
  it('Google: Dallas time with the offset of that day, -0600 in winter and -0500 in summer', () => {
    expect(googleTime('2026-11-10T20:05:09.000Z')).toBe('2026-11-10 14:05:09-0600')
    expect(googleTime('2026-07-01T17:00:00Z')).toBe('2026-07-01 12:00:00-0500')
    expect(googleTime('yesterday')).toBe('')
  })

  it('Microsoft: the documentation’s own example, and one zone for a file, in winter and in summer', () => {
    // Microsoft's Offline Conversion record shows "4/1/2020 6:50:54 PM".
    expect(microsoftTime('2020-04-01T18:50:54Z', '+0000')).toBe('4/1/2020 6:50:54 PM')
    expect(microsoftTime('2026-11-10T20:05:09.000Z', '-0600')).toBe('11/10/2026 2:05:09 PM')
    expect(microsoftTime('2026-07-01T05:00:00Z', '-0500')).toBe('7/1/2026 12:00:00 AM')
    expect(microsoftTime('2026-07-01T17:00:00Z', '-0500')).toBe('7/1/2026 12:00:00 PM')
    expect(microsoftTime('', '-0600')).toBe('')
    expect([dallasOffset('2026-11-10T20:05:09Z'), dallasOffset('2026-07-01T17:00:00Z')]).toEqual([
      '-0600',
      '-0500',
    ])
    expect(microsoftZone(['2026-11-10T20:05:09Z', '2026-12-01T15:00:00Z'])).toBe('-0600')
    expect(microsoftZone(['2026-07-01T17:00:00Z', '2026-07-02T17:00:00Z'])).toBe('-0500')
    // Across the change of the clock (1 November 2026), standard time: each time still the right instant.
    expect(microsoftZone(['2026-10-30T17:00:00Z', '2026-11-02T18:00:00Z'])).toBe('-0600')
    expect(microsoftTime('2026-10-30T17:00:00Z', '-0600')).toBe('10/30/2026 11:00:00 AM')
  })

  it('Meta: a Unix time in seconds', () => {
    expect(unixTime('2026-11-10T20:05:09.000Z')).toBe('1794341109')
    expect(unixTime('2026-11-10T14:05:09-06:00')).toBe('1794341109')
    expect(unixTime('not a time')).toBe('')
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

/** A day after the sale: every conversion of the fixtures is within the 7 days Meta takes. */
const NOW = new Date('2026-11-11T12:00:00.000Z')

/** The tool's plan for the leads, after the downloads recorded so far. */
async function planFor(
  leads: ConversionLead[],
  { hashIdentifiers = true, uploads = [] as UploadRecord[], range = RANGE, now = NOW } = {},
) {
  const conversions = conversionsInRange(leads, range, BOTH, { ...SETTINGS, hashIdentifiers })
  const identifiers = await leadIdentifiers(
    leads.map((lead) => ({ lead })),
    hashIdentifiers,
  )
  return uploadPlan({ conversions, leads, uploads, identifiers: identifiersIn(identifiers), now })
}

const platform = (plan: { platforms: PlatformPlan[] }, name: string) =>
  plan.platforms.find((entry) => entry.name === name)!

/** A file's table by its title, with the check's verdict. */
function file(plan: { platforms: PlatformPlan[] }, title: string) {
  const found = plan.platforms
    .flatMap((entry) => [...entry.files, ...(entry.corrections ? [entry.corrections] : [])])
    .find((entry) => entry.file.title === title)
  return found
}

/** Records every file of the plan as downloaded at `at`, as the tool does on each button. */
const downloadAll = (plan: { platforms: PlatformPlan[] }, at: Date) =>
  plan.platforms.flatMap((entry) =>
    [...entry.files, ...(entry.corrections ? [entry.corrections] : [])].map((download, index) =>
      uploadRecord(
        download.file.platform,
        download.file.slug,
        download.entries,
        at,
        `${at.getTime()}-${index}`,
      ),
    ),
  )

const rowsOf = (table: Table | undefined) => table?.rows ?? []

describe('Google Ads', () => {
  it('the gclid, Google’s hashes, the order id, the time with its offset, the value', async () => {
    const plan = await planFor([sold, quoted])
    const google = file(plan, 'Google Ads')!
    expect(google.table.header).toEqual([
      'Google Click ID',
      'Email',
      'Phone Number',
      'Order ID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ])
    expect(google.table.preamble).toEqual([])
    expect(google.table.rows).toEqual([
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
    expect(google.problems).toEqual([])
  })

  it('a lead only an iOS click ties goes in a file of its own, with its gbraid or wbraid alone', async () => {
    const ios: ConversionLead = {
      ...quoted,
      _id: 'leads.9a8b7c6d-0000-4000-8000-000000000002',
      attribution: { gclid: 'Not provided', gbraid: '0AAAAAoGbraid1' },
    }
    const both: ConversionLead = {
      ...quoted,
      _id: 'leads.9a8b7c6d-0000-4000-8000-000000000003',
      attribution: { gbraid: '0AAAAAoGbraid2', wbraid: 'ClkKCQiAwbraid' },
    }
    const plan = await planFor([sold, ios, both], { hashIdentifiers: false })
    const iosFile = file(plan, 'Google Ads (iOS clicks)')!
    expect(iosFile.table.header).toEqual([
      'GBRAID',
      'WBRAID',
      'Order ID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ])
    expect(iosFile.table.rows).toEqual([
      ['0AAAAAoGbraid1', '', ios._id.slice(6), 'Quote given', '2026-11-06 09:00:00-0600', '', ''],
      ['', 'ClkKCQiAwbraid', both._id.slice(6), 'Quote given', '2026-11-06 09:00:00-0600', '', ''],
    ])
    expect(iosFile.problems).toEqual([])
    expect(iosFile.entries.map(({ tie }) => tie)).toEqual(['gbraid', 'wbraid'])
    // A gclid ties the lead in the main file: Google takes an iOS click id only alone.
    expect(rowsOf(file(plan, 'Google Ads')?.table).map((row) => row[3])).toEqual([KEY, KEY])
    expect(plan.untied).toBe(0)
  })
})

describe('Microsoft Advertising', () => {
  it('the template’s time zone row, times on that clock, and hashed email and phone beside the click id', async () => {
    const plan = await planFor([sold, quoted])
    const microsoft = file(plan, 'Microsoft Advertising')!
    expect(tableCsv(microsoft.table).split('\r\n').slice(0, 2)).toEqual([
      'Parameters:TimeZone=-0600,,,,,,',
      'Microsoft Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Hashed Email Address,Hashed Phone Number',
    ])
    expect(microsoft.table.rows).toEqual([
      ['f3a9c0d1e2b34c5d', 'Quote given', '11/4/2026 10:30:00 AM', '', '', HASH.metaEmail, HASH.googlePhone],
      // No msclkid: the hashes alone tie it, with enhanced conversions on.
      [
        '',
        'Quote given',
        '11/6/2026 9:00:00 AM',
        '',
        '',
        expect.stringMatching(/^[0-9a-f]{64}$/),
        expect.stringMatching(/^[0-9a-f]{64}$/),
      ],
      [
        'f3a9c0d1e2b34c5d',
        'Policy bound',
        '11/10/2026 2:05:09 PM',
        '1840.5',
        'USD',
        HASH.metaEmail,
        HASH.googlePhone,
      ],
    ])
    expect(microsoft.problems).toEqual([])
  })

  it('a summer file in Dallas’s summer offset', async () => {
    const summer = { ...sold, quotedAt: '2026-07-01T17:00:00Z', wonAt: '2026-07-08T15:30:00Z' }
    const plan = await planFor([summer], { range: { first: '2026-07-01', last: '2026-07-31' } })
    const microsoft = file(plan, 'Microsoft Advertising')!
    expect(microsoft.table.preamble).toEqual([['Parameters:TimeZone=-0500']])
    expect(microsoft.table.rows.map((row) => row[2])).toEqual([
      '7/1/2026 12:00:00 PM',
      '7/8/2026 10:30:00 AM',
    ])
  })

  it('with enhanced conversions off, the msclkid alone', async () => {
    const plan = await planFor([sold, quoted], { hashIdentifiers: false })
    expect(rowsOf(file(plan, 'Microsoft Advertising')?.table).map((row) => [row[0], row[5], row[6]])).toEqual(
      [
        ['f3a9c0d1e2b34c5d', '', ''],
        ['f3a9c0d1e2b34c5d', '', ''],
      ],
    )
  })
})

describe('Meta', () => {
  it('standard events with a Unix time, the agency’s names as content_name, Meta’s hashes', async () => {
    const plan = await planFor([sold])
    const meta = file(plan, 'Meta')!
    expect(meta.table.header).toEqual([
      'event_name',
      'event_time',
      'event_id',
      'action_source',
      'order_id',
      'value',
      'currency',
      'content_name',
      'em',
      'ph',
    ])
    expect(meta.table.rows).toEqual([
      [
        'Lead',
        '1793809800',
        `${KEY}-qualifiedLead`,
        'physical_store',
        KEY,
        '',
        '',
        'Quote given',
        HASH.metaEmail,
        HASH.metaPhone,
      ],
      [
        'Purchase',
        '1794341109',
        `${KEY}-policySold`,
        'physical_store',
        KEY,
        '1840.5',
        'USD',
        'Policy bound',
        HASH.metaEmail,
        HASH.metaPhone,
      ],
    ])
    expect(meta.problems).toEqual([])
  })

  it('leaves out a sale with no premium, and counts it', async () => {
    const noPremium = { ...sold, annualPremium: undefined }
    const plan = await planFor([noPremium])
    expect(rowsOf(file(plan, 'Meta')?.table).map((row) => row[0])).toEqual(['Lead'])
    expect(platform(plan, 'Meta').refused).toEqual([
      {
        why: 'a policy sold with no annual premium entered (Meta takes a sale only with its value)',
        count: 1,
      },
    ])
    expect(leftOutNotes(platform(plan, 'Meta'))).toEqual([
      {
        what: '1 conversion left out: a policy sold with no annual premium entered (Meta takes a sale only with its value).',
        fine: 'To send it, enter the premium on the lead within 7 days of the sale: it will be in Meta’s next file.',
      },
    ])
    // Google and Microsoft take it without a value: the conversion action's default value applies.
    expect(rowsOf(file(plan, 'Google Ads')?.table).map((row) => row[6])).toEqual(['', ''])
  })

  it('leaves out an event more than 7 days old, which would make Meta refuse the whole upload', async () => {
    const plan = await planFor([sold], { now: new Date('2026-11-12T12:00:00.000Z') })
    // The quote (4 November) is 7 days and 19 hours old; the sale (10 November) is not.
    expect(rowsOf(file(plan, 'Meta')?.table).map((row) => row[0])).toEqual(['Purchase'])
    expect(platform(plan, 'Meta').refused).toEqual([
      {
        why: 'more than 7 days old, and Meta takes nothing older',
        count: 1,
      },
    ])
    expect(leftOutNotes(platform(plan, 'Meta'))).toEqual([
      {
        what: '1 conversion left out: more than 7 days old, and Meta takes nothing older.',
        fine: 'Nothing to fix: Meta just won’t count it. Uploading Meta’s file every week keeps this from happening.',
      },
    ])
    // Google and Microsoft take it.
    expect(rowsOf(file(plan, 'Google Ads')?.table)).toHaveLength(2)
  })

  it('takes no lead an fbclid alone ties: with enhanced conversions off, Meta gets nothing', async () => {
    const onlyFacebook = { ...quoted, attribution: { fbclid: 'IwAR0fbclid' } }
    const plan = await planFor([sold, onlyFacebook], { hashIdentifiers: false })
    expect(file(plan, 'Meta')).toBeUndefined()
    expect(plan.untied).toBe(1)
    // Said once, for the whole page, with why that is fine.
    expect(untiedNote(plan.untied, false)).toEqual({
      what: '1 conversion is in no file: its lead has no Google or Microsoft ad click id, so no platform can tell which ad it came from.',
      fine: 'That’s fine: leads like these most likely came from a search, another website or straight to the site, so there is no ad to credit.',
    })
    expect(untiedNote(3, true)?.what).toBe(
      '3 conversions are in no file: their leads have no Google or Microsoft ad click id, and no email or phone to match, so no platform can tell which ad they came from.',
    )
    expect(untiedNote(0, true)).toBeUndefined()
  })
})

describe('a lead only from a Meta ad click goes to Meta', () => {
  it('one with an fbclid, never one that came from elsewhere or with a mangled fbclid', async () => {
    const fromMeta: ConversionLead = {
      ...quoted,
      _id: 'leads.5e6f7a8b-0000-4000-8000-000000000004',
      attribution: { fbclid: 'IwAR1another' },
    }
    const mangled: ConversionLead = {
      ...quoted,
      _id: 'leads.5e6f7a8b-0000-4000-8000-000000000005',
      attribution: { fbclid: '=HYPERLINK("x")' },
    }
    const plan = await planFor([sold, quoted, fromMeta, mangled])
    expect(rowsOf(file(plan, 'Meta')?.table).map((row) => [row[0], row[4]])).toEqual([
      ['Lead', KEY],
      ['Lead', fromMeta._id.slice(6)],
      ['Purchase', KEY],
    ])
    expect(file(plan, 'Meta')!.problems).toEqual([])
    // The others are not Meta's to learn from: nothing left out there, and Google and Microsoft still take them.
    expect(platform(plan, 'Meta').refused).toEqual([])
    expect(rowsOf(file(plan, 'Google Ads')?.table)).toHaveLength(5)
    expect(plan.untied).toBe(0)
  })
})

describe('a lead whose visitor’s browser asked not to share their data', () => {
  /** Maria, with every platform's click id, sent with Global Privacy Control. */
  const deniedSold: ConversionLead = { ...sold, adData: { allowed: false, signal: 'gpc' } }
  /** Jordan, no click id, sent with Consent Mode's ad_user_data denied. */
  const deniedQuoted: ConversionLead = { ...quoted, adData: { allowed: false, signal: 'consent-mode' } }

  /** Every hash of the leads' email and phone, in each platform's form, as they would be were they allowed. */
  async function hashesOf(...leads: ConversionLead[]) {
    const allowed = leads.map((lead) => ({ lead: { ...lead, adData: { allowed: true } } }))
    return [...(await leadIdentifiers(allowed, true)).values()].flatMap(({ google, microsoft, meta }) =>
      [google, microsoft, meta].flatMap((hashes) => Object.values(hashes)),
    )
  }

  const everyCsv = (plan: { platforms: PlatformPlan[] }) =>
    plan.platforms
      .flatMap((entry) => [...entry.files, ...(entry.corrections ? [entry.corrections] : [])])
      .map(({ table }) => tableCsv(table))
      .join('')

  it('has no hash of its email or phone in any platform’s file', async () => {
    const hashes = await hashesOf(deniedSold, deniedQuoted)
    expect(hashes).toHaveLength(12)
    expect(hashes).toContain(HASH.googleEmail)
    const plan = await planFor([deniedSold, deniedQuoted])
    const csv = everyCsv(plan)
    expect(csv).toContain(KEY)
    for (const hash of hashes) expect(csv).not.toContain(hash)
    for (const entry of plan.platforms.flatMap(({ files }) => files))
      expect(entry.problems, entry.file.title).toEqual([])
  })

  it('with a gclid and an msclkid, still goes to Google and Microsoft by its click id alone', async () => {
    const plan = await planFor([deniedSold])
    expect(file(plan, 'Google Ads')!.table.rows.map((row) => row.slice(0, 4))).toEqual([
      ['Cj0KCQiA-gclid', '', '', KEY],
      ['Cj0KCQiA-gclid', '', '', KEY],
    ])
    expect(file(plan, 'Google Ads')!.entries.map(({ tie }) => tie)).toEqual(['gclid', 'gclid'])
    expect(file(plan, 'Microsoft Advertising')!.table.rows.map((row) => [row[0], ...row.slice(5)])).toEqual([
      ['f3a9c0d1e2b34c5d', '', ''],
      ['f3a9c0d1e2b34c5d', '', ''],
    ])
    // Meta's file has no click id to tie it by: left out, and said why.
    expect(file(plan, 'Meta')).toBeUndefined()
    expect(platform(plan, 'Meta').refused).toEqual([{ why: DENIED_WHY, count: 2 }])
    expect(platform(plan, 'Google Ads').refused).toEqual([])
  })

  it('with only its email and phone to tie it, is left out of every file, with the reason', async () => {
    const plan = await planFor([deniedQuoted])
    for (const entry of plan.platforms) expect(entry.files, entry.name).toEqual([])
    expect(plan.platforms.map(({ name, refused }) => [name, refused])).toEqual([
      ['Google Ads', [{ why: DENIED_WHY, count: 1 }]],
      ['Microsoft Advertising', [{ why: DENIED_WHY, count: 1 }]],
      // It came from no Meta ad: not Meta's to leave out.
      ['Meta', []],
    ])
    expect(plan.untied).toBe(0)
    // As the tool says it, beside the other reasons: what was left out, then why that is fine.
    expect(leftOutNotes(platform(plan, 'Google Ads'))).toEqual([
      {
        what: '1 conversion left out: the visitor’s browser asked not to share their data.',
        fine: 'That’s as it should be: the site respects that choice, so their email and phone never go to the ad platforms.',
      },
    ])

    // With enhanced conversions off no lead is tied by its email or phone: then it is simply in no file.
    const off = await planFor([deniedQuoted], { hashIdentifiers: false })
    expect(off.platforms.flatMap(({ refused }) => refused)).toEqual([])
    expect(off.untied).toBe(1)
  })

  it('with an iOS click id, goes to Google’s iOS file instead of by its hashes', async () => {
    const ios = { ...deniedQuoted, attribution: { wbraid: 'ClkKCQiAwbraid' } }
    const plan = await planFor([ios])
    expect(file(plan, 'Google Ads')).toBeUndefined()
    expect(rowsOf(file(plan, 'Google Ads (iOS clicks)')?.table).map((row) => row.slice(0, 3))).toEqual([
      ['', 'ClkKCQiAwbraid', quoted._id.slice(6)],
    ])
    expect(platform(plan, 'Google Ads').refused).toEqual([])
  })

  it('is corrected by its click id, with no hashes', async () => {
    const uploads = downloadAll(await planFor([deniedSold]), NOW)
    const later = new Date('2026-12-02T18:30:00.000Z')
    const plan = await planFor([{ ...deniedSold, stage: 'quoted' }], { uploads, now: later })
    expect(rowsOf(file(plan, 'Google Ads corrections')?.table)).toEqual([
      [KEY, 'Policy bound', '2026-12-02 12:30:00-0600', 'RETRACT', '', ''],
    ])
    const microsoft = file(plan, 'Microsoft Advertising corrections')!
    expect(microsoft.table.rows.map((row) => [row[0], row[3], ...row.slice(7)])).toEqual([
      ['f3a9c0d1e2b34c5d', 'Retract', '', ''],
    ])
    expect(microsoft.problems).toEqual([])
    for (const hash of await hashesOf(deniedSold)) expect(everyCsv(plan)).not.toContain(hash)
  })

  it('counts only a lead kept with adData allowed false: one kept before the site recorded it is sent as before', async () => {
    const before = { ...quoted, adData: undefined }
    const allowed = { ...quoted, adData: { allowed: true } }
    for (const lead of [before, allowed]) {
      const plan = await planFor([lead])
      expect(rowsOf(file(plan, 'Google Ads')?.table)[0]?.[1]).toMatch(/^[0-9a-f]{64}$/)
    }
  })
})

describe('downloads recorded', () => {
  it('a range downloaded twice adds nothing the second time, and says how many it left out', async () => {
    const first = await planFor([sold, quoted])
    const uploads = downloadAll(first, NOW)
    expect(uploads.map(({ _id, platform: name, file: slug }) => [_id.split('.')[0], name, slug])).toEqual([
      ['adConversionUploads', 'google-ads', 'google-ads-conversions'],
      ['adConversionUploads', 'microsoft-advertising', 'microsoft-advertising-conversions'],
      ['adConversionUploads', 'meta', 'meta-conversions'],
    ])
    expect(
      uploads[0]!.entries.map(({ lead, kind, action, value, tie }) => [lead, kind, action, value, tie]),
    ).toEqual([
      [sold._id, 'qualifiedLead', 'new', undefined, 'gclid'],
      [quoted._id, 'qualifiedLead', 'new', undefined, 'email or phone'],
      [sold._id, 'policySold', 'new', 1840.5, 'gclid'],
    ])

    // Again, and over a wider range that still holds them: nothing new, nothing to correct.
    for (const range of [RANGE, { first: '2026-10-01', last: '2026-12-31' }]) {
      const again = await planFor([sold, quoted], { uploads, range, now: new Date('2026-12-31T12:00:00Z') })
      for (const entry of again.platforms) {
        expect(entry.files, entry.name).toEqual([])
        expect(entry.corrections, entry.name).toBeUndefined()
      }
      expect(again.platforms.map(({ name, alreadySent }) => [name, alreadySent])).toEqual([
        ['Google Ads', 3],
        ['Microsoft Advertising', 3],
        // Only Maria came from a Meta ad click.
        ['Meta', 2],
      ])
      expect(leftOutNotes(platform(again, 'Meta'))).toEqual([
        {
          what: '2 conversions left out: already sent to Meta.',
          fine: 'That’s fine: Meta has them from an earlier file, and sending them again would count them twice.',
        },
      ])
    }
  })

  it('a sale undone after its upload is retracted, and a premium changed is restated, once', async () => {
    const uploads = downloadAll(await planFor([sold, quoted]), NOW)
    const later = new Date('2026-12-02T18:30:00.000Z')

    const undone = { ...sold, stage: 'quoted' }
    const retracted = await planFor([undone, quoted], { uploads, now: later })
    expect(file(retracted, 'Google Ads corrections')!.table).toEqual({
      preamble: [],
      header: [
        'Order ID',
        'Conversion Name',
        'Adjustment Time',
        'Adjustment Type',
        'Adjusted Value',
        'Adjusted Value Currency',
      ],
      rows: [[KEY, 'Policy bound', '2026-12-02 12:30:00-0600', 'RETRACT', '', '']],
    })
    const microsoft = file(retracted, 'Microsoft Advertising corrections')!
    expect(microsoft.table.preamble).toEqual([['Parameters:TimeZone=-0600']])
    expect(microsoft.table.header).toEqual([
      'Microsoft Click ID',
      'Conversion Name',
      'Conversion Time',
      'Adjustment Type',
      'Adjustment Time',
      'Adjustment Value',
      'Adjustment Currency',
      'Hashed Email Address',
      'Hashed Phone Number',
    ])
    expect(microsoft.table.rows).toEqual([
      [
        'f3a9c0d1e2b34c5d',
        'Policy bound',
        '11/10/2026 2:05:09 PM',
        'Retract',
        '12/2/2026 12:30:00 PM',
        '',
        '',
        HASH.metaEmail,
        HASH.googlePhone,
      ],
    ])
    for (const name of ['Google Ads corrections', 'Microsoft Advertising corrections'])
      expect(file(retracted, name)!.problems, name).toEqual([])
    // Meta takes no correction of an event: said, not sent.
    expect(platform(retracted, 'Meta').uncorrectable).toBe(1)
    expect(platform(retracted, 'Meta').corrections).toBeUndefined()
    expect(leftOutNotes(platform(retracted, 'Meta')).at(-1)).toEqual({
      what: '1 change since sent not correctable: Meta takes no corrections of its events.',
      fine: 'Nothing to do: Meta keeps counting it as first sent, and the Leads report shows the change.',
    })

    // Once downloaded, the retraction is not offered again.
    const afterRetraction = [...uploads, ...downloadAll(retracted, later)]
    const settled = await planFor([undone, quoted], { uploads: afterRetraction, now: later })
    expect(file(settled, 'Google Ads corrections')).toBeUndefined()
    expect(file(settled, 'Microsoft Advertising corrections')).toBeUndefined()

    // A premium corrected: restated to the new value, in each platform's form.
    const corrected = { ...sold, annualPremium: 2015 }
    const restated = await planFor([corrected, quoted], { uploads, now: later })
    expect(rowsOf(file(restated, 'Google Ads corrections')?.table)).toEqual([
      [KEY, 'Policy bound', '2026-12-02 12:30:00-0600', 'RESTATE', '2015', 'USD'],
    ])
    expect(
      rowsOf(file(restated, 'Microsoft Advertising corrections')?.table).map((row) => row.slice(3, 7)),
    ).toEqual([['Restate', '12/2/2026 12:30:00 PM', '2015', 'USD']])
    const restatedOnce = [...uploads, ...downloadAll(restated, later)]
    expect(
      file(
        await planFor([corrected, quoted], { uploads: restatedOnce, now: later }),
        'Google Ads corrections',
      ),
    ).toBeUndefined()
  })

  it('Google takes no correction of a conversion a wbraid tied: counted, not sent', async () => {
    const iosSale = { ...sold, attribution: { wbraid: 'ClkKCQiAwbraid' } }
    const uploads = downloadAll(await planFor([iosSale], { hashIdentifiers: false }), NOW)
    const plan = await planFor([{ ...iosSale, stage: 'lost' }], { hashIdentifiers: false, uploads })
    expect(file(plan, 'Google Ads corrections')).toBeUndefined()
    expect(platform(plan, 'Google Ads').uncorrectable).toBe(1)
    expect(leftOutNotes(platform(plan, 'Google Ads')).map(({ what }) => what)).toContain(
      '1 change since sent not correctable: Google Ads takes no correction of a conversion tied by an iOS web click (wbraid).',
    )
  })
})

describe('the check before a file is offered', () => {
  it('names the row and the reason a platform would refuse it', async () => {
    const plan = await planFor([sold], {})
    const renamed = await (async () => {
      const conversions = conversionsInRange([sold], RANGE, BOTH, {
        ...SETTINGS,
        names: { qualifiedLead: '=Quote given', policySold: 'x'.repeat(101) },
      })
      const identifiers = await leadIdentifiers([{ lead: sold }], true)
      return uploadPlan({
        conversions,
        leads: [sold],
        uploads: [],
        identifiers: identifiersIn(identifiers),
        now: NOW,
      })
    })()
    expect(file(plan, 'Google Ads')!.problems).toEqual([])
    expect(file(renamed, 'Google Ads')!.problems).toEqual([
      'Row 2: Conversion Name “=Quote given” is not a conversion name of 1 to 100 characters that starts with a letter or digit (rename it in Site settings).',
      `Row 3: Conversion Name “${'x'.repeat(101)}” is not a conversion name of 1 to 100 characters that starts with a letter or digit (rename it in Site settings).`,
    ])
    expect(file(renamed, 'Microsoft Advertising')!.problems[0]).toMatch(
      /^Row 3: Conversion Name “=Quote given”/,
    )
  })
})

describe('every file', () => {
  it('sends no phone hash for a number that is no real number, and the E.164 of one written with a trunk zero', async () => {
    const wrongCountry = { ...sold, phoneNumber: '+214 555 0143' }
    const noPhone = await planFor([wrongCountry])
    expect(rowsOf(file(noPhone, 'Google Ads')?.table)[0]?.slice(1, 3)).toEqual([HASH.googleEmail, ''])
    expect(rowsOf(file(noPhone, 'Microsoft Advertising')?.table)[0]?.slice(5)).toEqual([HASH.metaEmail, ''])
    expect(rowsOf(file(noPhone, 'Meta')?.table)[0]?.slice(8)).toEqual([HASH.metaEmail, ''])

    const london = { ...sold, phoneNumber: '+44 (0)7911 123456' }
    const plan = await planFor([london])
    // +447911123456 and 447911123456, hashed apart with `printf '%s' … | sha256sum`.
    expect(rowsOf(file(plan, 'Google Ads')?.table)[0]?.[2]).toBe(
      '20b18ac9de7b3aad174961827d8e451c410af9aedfd1d699927f4b29b81aa1fa',
    )
    expect(rowsOf(file(plan, 'Meta')?.table)[0]?.[9]).toBe(
      '40b5c38342a9c584ec707e8679b003f8c779c6aaa138c976ef94e049cc05208f',
    )
  })

  it('holds no raw email or phone, and no forged click id', async () => {
    const forged = {
      ...sold,
      attribution: { gclid: '=HYPERLINK("https://evil.example")', msclkid: 'f3a9c0d1e2b34c5d' },
    }
    const plan = await planFor([forged, quoted])
    const csv = plan.platforms
      .flatMap((entry) => entry.files)
      .map(({ table }) => tableCsv(table))
      .join('')
    for (const raw of ['maria', 'lopez', 'jordan', '214', '555', '972', 'hyperlink', 'evil']) {
      expect(csv.toLowerCase()).not.toMatch(new RegExp(`(^|[^0-9a-f])${raw}`))
    }
    // The forged gclid is no gclid: the hashes tie the lead to Google instead.
    expect(rowsOf(file(plan, 'Google Ads')?.table)[0]?.slice(0, 2)).toEqual(['', HASH.googleEmail])
    expect(csv.endsWith('\r\n')).toBe(true)
  })

  it('is named for the platform and the days, corrections for the day', () => {
    expect(uploadFileName(googleAdsFile, RANGE)).toBe('google-ads-conversions-2026-11-01-to-2026-11-30.csv')
    expect(uploadFileName({ slug: 'google-ads-corrections' }, '2026-12-02')).toBe(
      'google-ads-corrections-2026-12-02.csv',
    )
  })
})
