import { describe, expect, it } from 'vitest'

import { schemaTypes } from '../schemas'
import { lead } from '../schemas/documents/lead'

type Field = { name: string; readOnly?: unknown; fields?: Field[] }

describe('the Studio schema', () => {
  it('gives every document and object type a preview, so lists never show “Untitled”', () => {
    const withoutPreview = schemaTypes
      .filter((type) => type.type === 'document' || type.type === 'object')
      .filter((type) => !('preview' in type && type.preview))
      .map((type) => type.name)
    expect(withoutPreview).toEqual([])
  })
})

describe('the lead type', () => {
  const fields = lead.fields as Field[]

  it('has the field names the site’s server writes', () => {
    expect(fields.map((field) => field.name).sort()).toEqual(
      [
        'fullName',
        'phoneNumber',
        'email',
        'zipCode',
        'coverageType',
        'additionalInfo',
        'contactPreference',
        'timeframe',
        'consentText',
        'pageUrl',
        'submittedAt',
        'attribution',
        'channel',
        'undeliveredEmails',
        'contacted',
      ].sort(),
    )
    expect(fields.find((field) => field.name === 'attribution')?.fields?.map((field) => field.name)).toEqual([
      'landingPage',
      'referrer',
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
    ])
  })

  it('lets the office manager change only “Contacted”, saved at once without publishing', () => {
    expect(lead.liveEdit).toBe(true)
    expect(fields.filter((field) => field.readOnly !== true).map((field) => field.name)).toEqual([
      'contacted',
    ])
  })

  it('lists a lead by name, coverage and the time it came in on Dallas time, and whether it was answered', () => {
    const prepare = lead.preview!.prepare!
    const selection = {
      title: 'Jordan Reyes',
      coverageType: 'Auto Insurance',
      submittedAt: '2026-03-02T10:00:00-06:00',
    }
    expect(prepare({ ...selection, contacted: false })).toEqual({
      title: 'Jordan Reyes',
      subtitle: 'Auto Insurance · Mar 2, 2026, 10:00 AM CST',
    })
    expect(prepare({ ...selection, submittedAt: '2026-07-14T21:45:00Z', contacted: true })).toEqual({
      title: 'Jordan Reyes',
      subtitle: 'Auto Insurance · Jul 14, 2026, 4:45 PM CDT · Contacted',
    })
    expect(
      prepare({
        title: 'Jordan Reyes',
        coverageType: undefined,
        submittedAt: 'not a date',
        contacted: undefined,
      }),
    ).toEqual({
      title: 'Jordan Reyes',
      subtitle: '',
    })
  })
})
