import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { schemaTypes } from '../schemas'
import { FIXED_TYPES, LEGAL_PAGES, PRODUCT_PAGES, SINGLETONS } from '../singletons'
import { sanity, SEED_FILE } from './sanity-cli'

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Marker = { level: string; message: string; path: unknown[] }
type Report = { documentId: string; level: string; markers: Marker[] }

const readDataset = (file = SEED_FILE): Doc[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references)
  if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref
    return [...(typeof ref === 'string' ? [ref] : []), ...Object.values(value).flatMap(references)]
  }
  return []
}

// Offline, the CLI validates a file against the workspace schema without contacting Sanity, as long as every
// reference resolves inside the file (that is checked first, so a dangling one fails with a clear message).
async function validate(file: string): Promise<Report[]> {
  const { stdout, stderr } = await sanity(
    ['documents', 'validate', '--file', file, '--yes', '--level', 'info', '--format', 'json'],
    { SANITY_AUTH_TOKEN: 'offline-file-validation' },
  )
  const json = stdout.slice(stdout.indexOf('['), stdout.lastIndexOf(']') + 1)
  if (!json) throw new Error(`sanity documents validate printed no report:\n${stdout}\n${stderr}`)
  return JSON.parse(json) as Report[]
}

const writeDataset = (name: string, documents: Doc[]) => {
  const file = path.join(tmpdir(), `${name}-${process.pid}.ndjson`)
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join('\n'))
  return file
}

// Leads are private and never part of the public seed, but the Studio must accept a lead exactly as the site's
// server writes it, its time with the agency's offset included.
const serverLead = (id: string, fields: Partial<Doc>): Doc => ({
  _id: `leads.${id}`,
  _type: 'lead',
  fullName: 'Jordan Reyes',
  phoneNumber: '(214) 555-0199',
  email: 'jordan@example.com',
  zipCode: '75201',
  coverageType: 'Auto Insurance',
  additionalInfo: 'Not provided',
  contactPreference: 'Text Message',
  timeframe: 'ASAP',
  consentText: 'By submitting this form, you agree that Lone Star Shield Insurance Agency may contact you…',
  pageUrl: 'https://lonestarshield.example/auto-insurance',
  submittedAt: '2026-03-02T10:00:00-06:00',
  attribution: {
    landingPage: 'https://lonestarshield.example/auto-insurance?utm_source=google&gclid=abc123',
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_medium: 'Not provided',
    utm_campaign: 'Not provided',
    utm_term: 'Not provided',
    utm_content: 'Not provided',
    gclid: 'abc123',
    gbraid: 'Not provided',
    wbraid: 'Not provided',
    fbclid: 'Not provided',
    msclkid: 'Not provided',
  },
  contacted: false,
  ...fields,
})

const SERVER_LEADS = [
  serverLead('0b7f3c1e-8f4e-4d7a-9b55-2f1c9e6a4d10', {
    channel: 'browser-fallback',
    undeliveredEmails: ['customer', 'agency'],
  }),
  serverLead('5d2a9e47-1c3b-4f86-a0d2-7e4b8c1f3a29', {
    channel: 'no-javascript',
    undeliveredEmails: ['agency'],
    submittedAt: '2026-07-14T16:45:00-05:00',
  }),
]

const documentTypes = new Set<string>(
  schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
)

describe('the embedded dataset', () => {
  const documents = readDataset()

  it('uses only document types the Studio defines, with unique ids', () => {
    expect(documents.filter((doc) => !documentTypes.has(doc._type)).map((doc) => doc._id)).toEqual([])
    expect(new Set(documents.map((doc) => doc._id)).size).toBe(documents.length)
  })

  it('holds no lead: visitors’ requests are private, and the seed is public and imported as-is', () => {
    expect(documents.filter((doc) => doc._type === 'lead').map((doc) => doc._id)).toEqual([])
  })

  it('has every fixed document under its fixed id, and no extra page of a fixed type', () => {
    const byId = new Map(documents.map((doc) => [doc._id, doc._type]))
    for (const [type, { id }] of Object.entries(SINGLETONS)) expect(byId.get(id), id).toBe(type)
    for (const { id } of PRODUCT_PAGES) expect(byId.get(id), id).toBe('productPage')
    for (const { id } of LEGAL_PAGES) expect(byId.get(id), id).toBe('legalPage')
    const fixedIds = new Set<string>([
      ...Object.values(SINGLETONS).map(({ id }) => id),
      ...PRODUCT_PAGES.map(({ id }) => id),
      ...LEGAL_PAGES.map(({ id }) => id),
    ])
    expect(documents.filter((doc) => FIXED_TYPES.has(doc._type) && !fixedIds.has(doc._id))).toEqual([])
  })

  it('resolves every reference inside the dataset', () => {
    const ids = new Set(documents.map((doc) => doc._id))
    const dangling = documents.flatMap((doc) =>
      references(doc)
        .filter((ref) => !ids.has(ref))
        .map((ref) => `${doc._id} → ${ref}`),
    )
    expect(dangling).toEqual([])
  })

  it('passes the Studio’s validation rules with no error and no warning, as do leads the server writes', async () => {
    expect(await validate(writeDataset('valid', [...documents, ...SERVER_LEADS]))).toEqual([])
  }, 120_000)

  it('would be caught breaking a rule: the validator reports what an editor would see', async () => {
    const blankParagraph = [
      {
        _type: 'block',
        _key: 'blank',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'blank-span', text: ' ', marks: [] }],
      },
    ]
    const broken = documents.map((doc) => {
      if (doc._id === 'review-1') return { ...doc, text: undefined, rating: 7 }
      if (doc._id === 'siteSettings') return { ...doc, hours: (doc.hours as unknown[]).slice(0, 5) }
      if (doc._id === 'quoteForm') return { ...doc, consentDisclosure: blankParagraph }
      return doc
    })
    const unreadableLead = serverLead('unreadable', { submittedAt: 'March 2, 10 AM' })
    const reports = await validate(writeDataset('broken', [...broken, unreadableLead]))
    const messages = (id: string) =>
      reports.find((report) => report.documentId === id)?.markers.map((m) => m.message)
    expect(messages('review-1')).toEqual(expect.arrayContaining(['Paste the review text.']))
    expect(messages('review-1')?.some((message) => /5|stars/i.test(message))).toBe(true)
    expect(messages('siteSettings')).toEqual([
      'Add a line for Saturday, Sunday (tick “Closed” for days off).',
    ])
    expect(messages('quoteForm')).toEqual([expect.stringMatching(/^Write the consent text/)])
    expect(messages(unreadableLead._id)).toEqual([expect.stringMatching(/date/)])
  }, 120_000)
})
