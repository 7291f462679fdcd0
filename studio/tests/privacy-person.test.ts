import { describe, expect, it } from 'vitest'

import {
  countsOf,
  erasurePlan,
  exportFile,
  personKeys,
  searchKeyOf,
  type PersonFound,
} from '../privacy/person'

const FOUND: PersonFound = {
  requests: [
    {
      _id: 'leads.a',
      _type: 'lead',
      emailKey: 'ana@example.com',
      phoneKey: '+12145550100',
      intake: { quoteReady: true },
      webhookEvents: [{ id: 'msg_1' }, { id: 'msg_2' }],
    },
    { _id: 'drafts.leads.a', _type: 'lead', emailKey: 'ana@example.com' },
    {
      _id: 'serviceRequests.s',
      _type: 'serviceRequest',
      phoneKey: '+12145550100',
      webhookEvents: [{ id: 'm3' }],
    },
  ],
  contactChoices: [
    {
      _id: 'contactChoices.1',
      _type: 'contactChoice',
      key: '+12145550100',
      serverEmails: [
        { _key: 'opt-out-sent', status: 'sent' },
        { _key: 'opt-out-failed', status: 'failed' },
        { _key: 'opt-out-waiting', status: 'pending' },
      ],
    },
  ],
  downloads: [
    {
      _id: 'adConversionUploads.u',
      _type: 'adConversionUpload',
      entries: [
        { _key: 'k1', lead: 'leads.a' },
        { _key: 'k2', lead: 'leads.other' },
      ],
    },
  ],
}

describe('a privacy request in the Studio', () => {
  it('searches by the keys the register keeps: E.164 phones, lower-case emails', () => {
    expect(searchKeyOf(' (214) 555-0100 ')).toEqual({ kind: 'phone', key: '+12145550100' })
    expect(searchKeyOf(' Ana@Example.COM')).toEqual({ kind: 'email', key: 'ana@example.com' })
    expect(searchKeyOf('555-0100')).toBeNull()
    expect(personKeys('ana@example.com', FOUND.requests)).toEqual(['ana@example.com', '+12145550100'])
  })

  it('counts and exports what is kept, with only the person’s lines of each download', () => {
    expect(countsOf(FOUND)).toEqual({
      leads: 1,
      serviceRequests: 1,
      drafts: 1,
      onlineQuotes: 1,
      crmDeliveries: 3,
      downloadRecords: 1,
      downloadEntries: 1,
      contactChoiceDocuments: 1,
      registerEmails: 2,
    })
    const file = exportFile(FOUND, 'ana@example.com', new Date('2026-03-02T16:00:00Z'))
    expect(file.adConversionDownloads[0]!.entries).toEqual([{ _key: 'k1', lead: 'leads.a' }])
    expect(file.requests).toHaveLength(3)
  })

  it('erases requests and drafts, their download lines, keeps the register, and logs counts only', () => {
    const plan = erasurePlan(FOUND, { by: 'Dee', at: new Date('2026-03-02T16:00:00Z'), id: 'u1' })
    expect(plan.deletes).toEqual(['leads.a', 'drafts.leads.a', 'serviceRequests.s'])
    // The register stays, and so does the email that still has to tell the office of the stop; those sent or
    // failed, which name the number, go.
    expect(plan.unsets).toEqual([
      { id: 'adConversionUploads.u', paths: ['entries[_key=="k1"]'] },
      {
        id: 'contactChoices.1',
        paths: ['serverEmails[_key=="opt-out-sent"]', 'serverEmails[_key=="opt-out-failed"]'],
      },
    ])
    expect(plan.log.counts).toMatchObject({ contactChoiceDocuments: 1, registerEmails: 2 })
    expect(plan.log).toMatchObject({ _id: 'privacyErasures.u1', _type: 'privacyErasure', by: 'Dee' })
    expect(JSON.stringify(plan.log)).not.toMatch(/ana|555|leads\.a/)
  })
})
