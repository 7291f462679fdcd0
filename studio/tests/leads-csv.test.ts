import { describe, expect, it } from 'vitest'

import { csvField, toCsv } from '../reports/csv'
import { LEADS_CSV_COLUMNS, leadsCsv, leadsCsvFileName, leadsInRange } from '../reports/leads-csv'
import type { ReportLead } from '../reports/leads-query'

describe('the CSV writer (RFC 4180)', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('')).toBe('')
    expect(csvField('Dallas, TX')).toBe('"Dallas, TX"')
    expect(csvField('the "best" agent')).toBe('"the ""best"" agent"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it('keeps a field that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    )
    expect(csvField('+1 972 555 0100')).toBe("'+1 972 555 0100")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tindented')).toBe("'\tindented")
    expect(csvField('\rreturn')).toBe(`"'\rreturn"`)
    expect(csvField('Ana = Anna')).toBe('Ana = Anna')
    // A spreadsheet whose list separator is `;` would split an unquoted cell there, into one that is a formula.
    expect(csvField('spring;=2+5')).toBe('"spring;=2+5"')
  })

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n')
    expect(toCsv([])).toBe('')
  })
})

const spanishLead: ReportLead = {
  _id: 'leads.1',
  submittedAt: '2026-03-02T10:00:01-06:00',
  fullName: 'María "Mari" Gómez',
  phoneNumber: '(972) 555-0164',
  email: 'maria@example.com',
  zipCode: '75201',
  coverageType: 'Home Insurance',
  language: 'es',
  stage: 'quoted',
  firstResponseAt: '2026-03-02T16:12:30.000Z',
  ownerName: 'Luis Ortega',
  pageUrl: 'https://lonestarshield.com/es/seguro-de-casa',
  consentVersion: '0123456789ab',
  attribution: {
    landingPage: 'https://lonestarshield.com/es/seguro-de-casa?utm_source=google&utm_medium=cpc',
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'hogar, primavera',
    utm_term: 'Not provided',
    utm_content: 'Not provided',
    gclid: 'abc123',
    gbraid: 'Not provided',
    wbraid: 'Not provided',
    fbclid: 'Not provided',
    msclkid: 'Not provided',
  },
}

describe('the leads export', () => {
  it('has one column per field the marketer asked for, in order', () => {
    expect(LEADS_CSV_COLUMNS.map(([header]) => header)).toEqual([
      'Submitted at (Dallas time)',
      'Name',
      'Phone',
      'Email',
      'ZIP',
      'Line',
      'Language',
      'Stage',
      'Owner',
      'First response at (Dallas time)',
      'Minutes to first response',
      'Won at (Dallas time)',
      'Annual premium (USD)',
      'Source (as in the report)',
      'Source',
      'Landing page',
      'Referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'gbraid',
      'wbraid',
      'fbclid',
      'msclkid',
      'Page',
      'Consent version',
      'Opted out of texts',
      'Do not call',
      'Ad data',
    ])
  })

  it('writes a lead with its attribution, blank where nothing was provided', () => {
    const [header, row, end] = leadsCsv([spanishLead]).split('\r\n')
    expect(header).toMatch(/^Submitted at \(Dallas time\),Name,Phone,/)
    expect(row).toBe(
      [
        '2026-03-02 10:00',
        '"María ""Mari"" Gómez"',
        '(972) 555-0164',
        'maria@example.com',
        '75201',
        'Home Insurance',
        'Spanish',
        'Quoted',
        'Luis Ortega',
        '2026-03-02 10:12',
        '12',
        // Quoted, not won: no sale yet.
        '',
        '',
        'Google Ads (paid)',
        'google / cpc',
        'https://lonestarshield.com/es/seguro-de-casa?utm_source=google&utm_medium=cpc',
        'https://www.google.com/',
        'google',
        'cpc',
        '"hogar, primavera"',
        '',
        '',
        'abc123',
        '',
        '',
        '',
        '',
        'https://lonestarshield.com/es/seguro-de-casa',
        '0123456789ab',
        // No opt-out on record, and a lead kept before the site recorded the ad-data choice.
        '',
        '',
        '',
      ].join(','),
    )
    expect(end).toBe('')
  })

  it('writes an older record with missing fields as a new, unanswered, direct lead', () => {
    const [, row] = leadsCsv([
      { _id: 'leads.2', submittedAt: '2026-03-02T10:00:00-06:00', fullName: 'Joe' },
    ]).split('\r\n')
    expect(row).toBe(
      `2026-03-02 10:00,Joe,,,,,English,New,,,,,,Came straight to the site,direct${','.repeat(17)}`,
    )
  })

  it('writes when the person opted out of texts and calls, on any of their requests, and whether ad data was shared', () => {
    const entry = (channel: 'texts' | 'calls', at: string, action: 'opt-out' | 'withdrawn' = 'opt-out') => ({
      _key: `${channel}-${at}`,
      _type: 'contactChoiceEntry' as const,
      channel,
      action,
      at,
      how: 'email' as const,
      by: 'Ana Ruiz',
    })
    const tail = (lead: ReportLead) => leadsCsv([lead]).split('\r\n')[1]?.split(',').slice(-3)
    expect(
      tail({
        ...spanishLead,
        adData: { allowed: false, signal: 'gpc' },
        contactChoices: [
          { key: '+19725550164', entries: [entry('texts', '2026-03-04T15:00:00.000Z')] },
          {
            key: 'maria@example.com',
            entries: [
              entry('calls', '2026-03-04T15:00:00.000Z'),
              entry('calls', '2026-03-05T15:00:00.000Z', 'withdrawn'),
            ],
          },
        ],
      }),
    ).toEqual(['2026-03-04 09:00', '', 'Not shared (GPC)'])
    // A STOP kept on a request the earlier way counts until the migration moves it.
    expect(
      tail({
        ...spanishLead,
        adData: { allowed: true },
        earlierOptOuts: [{ key: '+19725550164', at: '2026-03-03T15:00:00.000Z' }],
        contactChoices: [{ key: '+19725550164', entries: [entry('calls', '2026-03-04T15:00:00.000Z')] }],
      }),
    ).toEqual(['2026-03-03 09:00', '2026-03-04 09:00', 'Allowed'])
    expect(tail({ ...spanishLead, adData: { allowed: false, signal: 'consent-mode' } })?.[2]).toBe(
      'Not shared (cookie choice)',
    )
  })

  it('writes when a won lead was won and its annual premium', () => {
    const won = { ...spanishLead, stage: 'won', wonAt: '2026-03-09T21:05:00.000Z', annualPremium: 1840.5 }
    const [, row] = leadsCsv([won]).split('\r\n')
    expect(row?.split(',').slice(7, 13)).toEqual([
      'Won',
      'Luis Ortega',
      '2026-03-02 10:12',
      '12',
      '2026-03-09 16:05',
      '1840.5',
    ])
  })

  it('guards a visitor-typed name against formula injection', () => {
    const [, row] = leadsCsv([{ ...spanishLead, fullName: '=cmd|" /C calc"!A0' }]).split('\r\n')
    expect(row?.split(',')[1]).toBe(`"'=cmd|"" /C calc""!A0"`)
  })

  it('keeps the leads of the chosen Dallas days, newest first', () => {
    const at = (submittedAt: string) => ({ _id: submittedAt, submittedAt })
    const leads = [
      at('2026-03-01T05:59:00Z'), // Feb 28, 11:59 PM in Dallas
      at('2026-03-01T06:00:00Z'), // Mar 1, midnight
      at('2026-03-05T18:00:00-06:00'),
      at('2026-03-03T08:00:00-06:00'),
      at('2026-03-06T05:59:59Z'), // Mar 5, 11:59 PM
      at('2026-03-06T06:00:00Z'), // Mar 6
      { _id: 'no time' },
    ]
    expect(leadsInRange(leads, '2026-03-01', '2026-03-05').map(({ _id }) => _id)).toEqual([
      '2026-03-06T05:59:59Z',
      '2026-03-05T18:00:00-06:00',
      '2026-03-03T08:00:00-06:00',
      '2026-03-01T06:00:00Z',
    ])
  })

  it('names the file after the range', () => {
    expect(leadsCsvFileName('2026-02-01', '2026-03-02')).toBe('leads-2026-02-01-to-2026-03-02.csv')
  })
})
