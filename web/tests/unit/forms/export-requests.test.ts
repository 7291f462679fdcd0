import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createdEvent, type CrmRecord } from '@/lib/crm-webhook/crm-event'
import type { StoredDocument } from '@/lib/delivery/request-record'
import { databaseStore } from '@/lib/delivery/server/request-store'
import { databaseIntakeStore } from '@/lib/intake/server/intake-store'
import { startedProgress } from '@/lib/intake/intake-progress'
import { newServerEmail } from '@/lib/outbox/server-email'

import { parseCsv } from '../../support/data/csv'

const NOW = new Date('2026-03-02T16:00:00.000Z')
const record = (id: string) => ({ _id: `leads.${id}`, _type: 'lead' }) as CrmRecord

const TEXTS_AGREED = {
  given: true,
  words: 'Sí, envíenme mensajes de texto sobre esta solicitud. Responda STOP para cancelar.',
  version: '3f2a9c81d4e0',
  at: '2026-03-02T17:00:00.000Z',
  page: 'https://www.lonestarshield.example/es/seguro-de-auto',
  clientAddress: '198.51.100.7',
  userAgent: 'Mozilla/5.0',
}

const SCRIPT = path.join(import.meta.dirname, '../../../scripts/export-requests.mjs')

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'export-requests-'))
  file = path.join(dir, 'requests.sqlite')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// Run with this, the script cannot change a file's mode after making it: what it makes must be private already.
const WITHOUT_CHMOD = `data:text/javascript,${encodeURIComponent(
  "import fs from 'node:fs'; import { syncBuiltinESMExports } from 'node:module'; fs.chmodSync = () => {}; fs.chmod = (...args) => args.at(-1)(null); syncBuiltinESMExports(); process.umask(0o022)",
)}`

const exported = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', WITHOUT_CHMOD, SCRIPT, ...args], {
    env: { ...process.env, DATABASE_FILE: file },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

describe('the export of the requests', () => {
  beforeEach(async () => {
    const store = databaseStore(file)
    const lead = (id: string, fullName: string, submittedAt: string, smsConsent: object) =>
      ({
        _id: `leads.${id}`,
        _type: 'lead',
        fullName,
        email: `${id}@example.com`,
        phoneNumber: '(214) 555-0100',
        coverageType: 'Auto Insurance',
        coverageLabel: 'Auto Insurance',
        language: 'es',
        submittedAt,
        attribution: {
          landingPage: '/auto-insurance',
          utm_source: 'google',
          // Anyone can put anything in an address's campaign: here, a formula behind a list separator.
          utm_campaign: 'spring;=2+5',
          gclid: 'Cj0KCQ',
        },
        smsConsent,
        webhookEvents: [{ ...createdEvent(record(id), NOW, NOW), status: 'delivered', tries: 1 }],
      }) as unknown as StoredDocument
    await store.save(lead('b', 'Marisol Treviño', '2026-03-02T11:00:00-06:00', TEXTS_AGREED))
    // A name typed to run as a formula in a spreadsheet.
    await store.save(
      lead('a', '=HYPERLINK("https://evil.example","Click")', '2026-03-02T10:00:00-06:00', {
        given: false,
        at: '2026-03-02T16:00:00.000Z',
        page: 'https://www.lonestarshield.example/es',
      }),
    )
    await store.save({
      _id: 'serviceRequests.c',
      _type: 'serviceRequest',
      fullName: 'Rosa Hernández',
      email: 'c@example.com',
      phoneNumber: '(972) 555-0164',
      requestType: 'policyChange',
      language: 'es',
      submittedAt: '2026-03-02T12:00:00-06:00',
      writtenConfirmationNotice: {
        shown: true,
        text: 'Su póliza no cambia hasta que se lo confirmemos por escrito.',
        version: '5b0e7c1d9a24',
      },
    } as unknown as StoredDocument)
    const intakes = databaseIntakeStore(file)
    const found = await intakes.find('leads.b')
    const finishedAt = '2026-03-02T17:00:00.000Z'
    await intakes.save(
      found!,
      { ...startedProgress('es', 3, finishedAt), quoteReady: true, finishedAt },
      undefined,
      {
        ...newServerEmail('quote-ready', NOW),
        status: 'sent',
        tries: 2,
        sentAt: finishedAt,
        nextTryAt: undefined,
      },
    )
  })

  it('writes a CSV a spreadsheet opens as text, oldest first, with the online quote and the campaign', () => {
    const [header, first, second, third] = exported('csv')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(header).toMatch(/^Submitted at,Id,Kind,Name,Phone,Email,/)
    expect(first).toContain(`'=HYPERLINK(""https://evil.example"",""Click"")"`)
    expect(first).toMatch(/^2026-03-02T10:00:00-06:00,leads\.a,Quote request,"'=HYPERLINK/)
    expect(second).toContain('Marisol Treviño,(214) 555-0100,b@example.com')
    expect(second).toContain(',Spanish,')
    // Whether they may be texted, when they agreed and under which words; a refusal is a plain No.
    expect(header).toContain(',Texts agreed,Texts agreed at,Texts words version,')
    expect(second).toContain(',Yes,2026-03-02T17:00:00.000Z,3f2a9c81d4e0,')
    expect(first).toMatch(/,No,,,/)
    expect(second).toContain(',Quote-ready,/auto-insurance,,google,')
    // That a service request's client read that nothing changes until confirmed in writing, and under which words.
    expect(header).toMatch(
      /,Consent version,Written confirmation notice,Written confirmation notice version$/,
    )
    expect(third).toMatch(
      /^2026-03-02T12:00:00-06:00,serviceRequests\.c,Service request,.*,Shown,5b0e7c1d9a24$/,
    )
    expect(first).toMatch(/,,$/)
    // Read where `;` separates cells, no cell starts a formula either.
    const cells = parseCsv(exported('csv'), ';').flat()
    expect(cells.some((cell) => cell.includes('spring;=2+5'))).toBe(true)
    expect(cells.filter((cell) => /^[=+@]/.test(cell))).toEqual([])
  })

  it('writes NDJSON documents with their answers, events and agency email, as a Sanity dataset import reads them', () => {
    const documents = exported('ndjson')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(documents.map((document) => document._id)).toEqual(['leads.a', 'leads.b', 'serviceRequests.c'])
    expect(documents[2].writtenConfirmationNotice).toEqual({
      shown: true,
      text: 'Su póliza no cambia hasta que se lo confirmemos por escrito.',
      version: '5b0e7c1d9a24',
    })
    expect(documents[1]).toMatchObject({
      _type: 'lead',
      emailKey: 'b@example.com',
      phoneKey: '+12145550100',
      intake: { quoteReady: true },
      smsConsent: TEXTS_AGREED,
      webhookEvents: [{ id: 'msg_b', status: 'delivered', tries: 1 }],
      serverEmails: [
        {
          _key: 'quote-ready',
          kind: 'quote-ready',
          status: 'sent',
          tries: 2,
          createdAt: NOW.toISOString(),
          sentAt: '2026-03-02T17:00:00.000Z',
        },
      ],
    })
    expect(documents[0]).not.toHaveProperty('serverEmails')
  })

  it('copies the whole database, while a server may be writing, readable by its owner only from the start', () => {
    const copy = path.join(dir, 'backup.sqlite')
    exported('backup', copy)
    expect(statSync(copy).mode & 0o777).toBe(0o600)
    const db = new DatabaseSync(copy, { readOnly: true })
    expect(db.prepare('SELECT count(*) AS n FROM requests').get()).toEqual(expect.objectContaining({ n: 3 }))
    db.close()
    expect(() => exported('backup', copy)).toThrow()
  })
})
