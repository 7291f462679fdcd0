import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LANGUAGE,
  GUIDE_LIST_SEGMENTS,
  GUIDES_FOLDERS,
  isTranslatedType,
  LANGUAGES,
  languageOf,
  TRANSLATED_TYPES,
  translationId,
} from '../languages'
import { FIELD_TRANSLATED_TYPES } from '../missing-translations'
import { schemaTypes } from '../schemas'
import { isDialablePhoneNumber } from '../schemas/phone-rules'
import { lineKeyProblem } from '../schemas/documents/insurance-line'
import { isFixedPage } from '../schemas/documents/page'
import { ADDRESS_TYPES, placeholderProblem } from '../schemas/fields'
import { LINKABLE_TYPES } from '../schemas/objects/page-reference'
import { articleSlugProblem, slugProblem } from '../schemas/slug-rules'
import { SPANISH_MISSING } from '../schemas/translation-rules'
import {
  FIXED_TYPES,
  LEGAL_PAGES,
  PRODUCT_PAGES,
  SERVICE_CENTER_SLUGS,
  SINGLETONS,
  THANK_YOU_SLUG,
} from '../singletons'
import { importDocuments } from '../seed/import-folder'
import { parseRecord, recordFileOf, unpublishedChanges } from '../seed/publish'
import { sanity, SEED_FILE } from './sanity-cli'

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Marker = { level: string; message: string; path: unknown[] }
type Report = { documentId: string; level: string; markers: Marker[] }

const readDataset = (file = SEED_FILE): Doc[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)

type Section = { _type: string; _key?: string; coverageType?: string }
type Page = Doc & {
  title?: string
  language?: string
  slug?: { current?: string }
  previousSlugs?: string[]
  sections?: Section[]
}
type TranslationMetadata = Doc & {
  schemaTypes?: string[]
  translations?: {
    _key?: string
    _type?: string
    language?: string
    value?: { _type?: string; _ref?: string }
  }[]
}

/** The values that come again after their first place in the list. */
const repeated = <T>(values: T[]) => values.filter((value, index) => values.indexOf(value) !== index)

const METADATA_TYPE = 'translation.metadata'
const SPANISH = LANGUAGES.find(({ id }) => id !== DEFAULT_LANGUAGE)!.id

/** Every object in a document, the document included, wherever it sits. */
function objects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objects)
  if (value && typeof value === 'object') {
    return [value as Record<string, unknown>, ...Object.values(value).flatMap(objects)]
  }
  return []
}

/**
 * Every internationalized field in a value, wherever it sits: the arrays whose entries are the plugin's
 * `internationalizedArray…Value` objects, by path.
 */
function translatedFields(value: unknown, path = ''): { path: string; entries: Record<string, unknown>[] }[] {
  if (Array.isArray(value)) {
    const entries = value as Record<string, unknown>[]
    if (
      entries.length &&
      entries.every((entry) => /^internationalizedArray\w+Value$/.test(String(entry?._type)))
    ) {
      return [{ path, entries }]
    }
    return entries.flatMap((item, index) => translatedFields(item, `${path}[${index}]`))
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, field]) =>
      translatedFields(field, path ? `${path}.${key}` : key),
    )
  }
  return []
}

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

// What the visitor agreed to, and the version the server stamps it with: the first 12 hex digits of its SHA-256.
const CONSENT_TEXT =
  'By submitting this form, you agree that Lone Star Shield Insurance Agency may contact you…'
const CONSENT_VERSION = createHash('sha256').update(CONSENT_TEXT).digest('hex').slice(0, 12)

const NO_CAMPAIGN = {
  landingPage: 'https://lonestarshield.example/service-center',
  referrer: 'Not provided',
  utm_source: 'Not provided',
  utm_medium: 'Not provided',
  utm_campaign: 'Not provided',
  utm_term: 'Not provided',
  utm_content: 'Not provided',
  gclid: 'Not provided',
  gbraid: 'Not provided',
  wbraid: 'Not provided',
  fbclid: 'Not provided',
  msclkid: 'Not provided',
}

const duplicateOf = (id: string) => ({ _type: 'reference', _ref: id, _weak: true })

// What the office manager adds in the Studio once a request is worked.
const worked = (stage: string) => ({
  stage,
  firstResponseAt: '2026-03-02T16:12:00.000Z',
  owner: { _type: 'reference', _ref: 'teamMember-maria-delgado' },
  notes: 'Called back, sent the quote by email.',
})

// Leads are private and never part of the public seed, but the Studio must accept a lead exactly as the site's
// server writes it (docs: the stored request model), its time with the agency's offset included, and as the office
// manager leaves it.
const serverLead = (id: string, fields: Partial<Doc>): Doc => ({
  _id: `leads.${id}`,
  _type: 'lead',
  fullName: 'Jordan Reyes',
  phoneNumber: '(214) 555-0199',
  email: 'jordan@example.com',
  zipCode: '75201',
  coverageType: 'Auto Insurance',
  coverageLabel: 'Auto Insurance',
  additionalInfo: 'Not provided',
  contactPreference: 'Text Message',
  timeframe: 'ASAP',
  language: 'en',
  consentText: CONSENT_TEXT,
  consentVersion: CONSENT_VERSION,
  pageUrl: 'https://lonestarshield.example/auto-insurance',
  submittedAt: '2026-03-02T10:00:01-06:00',
  answerBy: '2026-03-02T16:15:01.000Z',
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
  channel: 'form',
  emailsSent: ['customer', 'agency'],
  stage: 'new',
  ...fields,
})

const FIRST_LEAD = 'leads.0b7f3c1e-8f4e-4d7a-9b55-2f1c9e6a4d10'

// An email the server sends the agency, as it keeps it on the record: keyed by its kind (or the stop request's own
// key), with no _type, the array having one member type.
const serverEmail = (kind: string, fields: Partial<Doc> = {}, key = kind) => ({
  _key: key,
  kind,
  createdAt: '2026-07-14T21:45:00.000Z',
  status: 'pending',
  tries: 0,
  nextTryAt: '2026-07-14T21:45:00.000Z',
  ...fields,
})

// What the server records of each message it hands to the agency's CRM, keyed by its webhook-id.
const webhookEvent = (id: string, fields: Partial<Doc>) => ({
  _key: id,
  _type: 'webhookEvent',
  id,
  type: 'lead.created',
  stage: 'new',
  createdAt: '2026-03-02T16:00:01.000Z',
  status: 'pending',
  tries: 0,
  nextTryAt: '2026-03-02T16:00:01.000Z',
  ...fields,
})

const SERVER_LEADS = [
  serverLead('0b7f3c1e-8f4e-4d7a-9b55-2f1c9e6a4d10', {}),
  // Sent again in Spanish from a browser without JavaScript, which sends no email itself: the server emailed the
  // agency the lead, and tries again the email of its finished online quote.
  serverLead('5d2a9e47-1c3b-4f86-a0d2-7e4b8c1f3a29', {
    coverageLabel: 'Seguro de auto',
    language: 'es',
    pageUrl: 'https://lonestarshield.example/es/seguro-de-auto',
    channel: 'no-javascript',
    emailsSent: [],
    serverEmails: [
      serverEmail('agency', {
        status: 'sent',
        tries: 2,
        sentAt: '2026-07-14T21:45:06.000Z',
        lastError: 'EmailJS answered HTTP 503',
      }),
      serverEmail('quote-ready', {
        createdAt: '2026-07-14T22:05:00.000Z',
        tries: 1,
        nextTryAt: '2026-07-14T22:05:05.000Z',
        lastError: 'EmailJS did not answer in time',
      }),
    ],
    submittedAt: '2026-07-14T16:45:00-05:00',
    answerBy: '2026-07-15T13:15:00.000Z',
    possibleDuplicateOf: duplicateOf(FIRST_LEAD),
  }),
  serverLead('9e41c7d2-6a3b-4f05-8c19-d2b7e4a6f031', {
    ...worked('won'),
    emailsSent: ['agency'],
    webhookEvents: [
      webhookEvent('msg_9e41c7d26a3b4f058c19d2b7e4a6f031', {
        status: 'delivered',
        tries: 2,
        nextTryAt: undefined,
        deliveredAt: '2026-03-02T16:00:07.000Z',
        lastError: 'HTTP 503',
      }),
      webhookEvent('msg_9e41c7d26a3b4f058c19d2b7e4a6f031_1', {
        type: 'lead.stage_changed',
        stage: 'won',
        previousStage: 'new',
        createdAt: '2026-03-02T16:12:30.000Z',
        status: 'failed',
        tries: 8,
        nextTryAt: undefined,
        lastError: 'HTTP 500',
      }),
      // The register's opt-out, told with what held then.
      webhookEvent('msg_9e41c7d26a3b4f058c19d2b7e4a6f031_2', {
        type: 'lead.opted_out',
        stage: 'won',
        createdAt: '2026-03-04T15:00:30.000Z',
        choices: { texts: { at: '2026-03-04T15:00:00.000Z', how: 'email' }, calls: null },
      }),
    ],
    // Sent from a browser with Global Privacy Control, under consent words the Studio never published.
    adData: { allowed: false, signal: 'gpc' },
    consentConfirmed: false,
    consentText: undefined,
    consentVersion: undefined,
    // A STOP kept on the request before the register.
    smsOptedOutAt: '2026-03-03T15:00:00.000Z',
  }),
]

// The register of contact choices: one private document per key, its lines only appended.
const SERVER_CONTACT_CHOICES: Doc[] = [
  {
    _id: 'contactChoices.0123456789abcdef0123456789abcdef',
    _type: 'contactChoice',
    key: '+12145550143',
    entries: [
      {
        _key: 'texts-m1a2b3-x1y2z3',
        _type: 'contactChoiceEntry',
        channel: 'texts',
        action: 'opt-out',
        at: '2026-03-04T15:00:00.000Z',
        how: 'email',
        by: 'Office Manager',
        note: 'Wrote to the agency inbox.',
        crmToldAt: '2026-03-04T15:00:30.000Z',
      },
      {
        _key: 'texts-m1a2b4-x1y2z4',
        _type: 'contactChoiceEntry',
        channel: 'texts',
        action: 'withdrawn',
        at: '2026-03-05T15:00:00.000Z',
        by: 'Office Manager',
        reason: 'Recorded on the wrong lead.',
      },
      {
        _key: 'calls-m1a2b5-x1y2z5',
        _type: 'contactChoiceEntry',
        channel: 'calls',
        action: 'opt-out',
        at: '2026-03-06T15:00:00.000Z',
        how: 'web form',
        by: 'site',
      },
    ],
    // The stop page's email, which keeps what it says: EmailJS refused it.
    serverEmails: [
      serverEmail(
        'opt-out',
        {
          createdAt: '2026-03-06T15:00:00.000Z',
          status: 'failed',
          tries: 1,
          nextTryAt: undefined,
          lastError: 'EmailJS answered HTTP 400',
          params: {
            message: 'Stop calls (web form): (214) 555-0143',
            fullName: '',
            phone: '(214) 555-0143',
            email: '',
            language: 'English',
            submittedAt: '2026-03-06T09:00:00-06:00',
            additionalInfo: 'Asked on the website to stop calls.',
          },
        },
        'opt-out-6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b',
      ),
    ],
  },
]

// A day the site reached its ceiling on requests: the one email it sends the agency, which keeps the day.
const SERVER_DAILY_CEILINGS: Doc[] = [
  {
    _id: 'dailyCeilings.2026-03-06',
    _type: 'dailyCeiling',
    serverEmails: [
      serverEmail('daily-ceiling', {
        createdAt: '2026-03-06T15:00:00.000Z',
        status: 'sent',
        tries: 1,
        nextTryAt: undefined,
        sentAt: '2026-03-06T15:15:02.000Z',
        params: { day: '2026-03-06', since: '2026-03-06T09:00:00-06:00', ceiling: '500 requests' },
      }),
    ],
  },
]

// Service requests are private too; one of each kind the form sends, as the server writes it.
const serverServiceRequest = (id: string, fields: Partial<Doc>): Doc => ({
  _id: `serviceRequests.${id}`,
  _type: 'serviceRequest',
  fullName: 'Jordan Reyes',
  phoneNumber: '(214) 555-0199',
  email: 'jordan@example.com',
  policyNumber: 'BBM-4471920',
  carrier: 'Bluebonnet Mutual',
  details: 'Not provided',
  language: 'en',
  consentText: CONSENT_TEXT,
  consentVersion: CONSENT_VERSION,
  writtenConfirmationNotice: {
    shown: true,
    text: 'Nothing on your policy changes until we confirm it in writing.',
    version: '5b0e7c1d9a24',
  },
  pageUrl: 'https://lonestarshield.example/service-center',
  submittedAt: '2026-03-02T10:00:00-06:00',
  answerBy: '2026-03-02T16:15:00.000Z',
  attribution: NO_CAMPAIGN,
  channel: 'form',
  emailsSent: ['customer', 'agency'],
  stage: 'new',
  ...fields,
})

const FIRST_SERVICE_REQUEST = 'serviceRequests.7c1e4b20-5d3f-4a8e-9f61-0b2d7e9c4a15'

const SERVER_SERVICE_REQUESTS = [
  serverServiceRequest('7c1e4b20-5d3f-4a8e-9f61-0b2d7e9c4a15', {
    requestType: 'policyChange',
    changeDescription: 'Add my daughter as a driver on our auto policy.',
    changeEffectiveDate: '2026-03-15',
  }),
  serverServiceRequest('a4f08d36-2b9e-4c71-8e25-6d1f3b7a9c02', {
    requestType: 'certificate',
    certificateHolderName: 'Oak Lawn Property Management',
    certificateHolderAddress: '3500 Oak Lawn Ave, Dallas, TX 75219',
    certificatePurpose: 'Proof of renters insurance for my lease.',
    possibleDuplicateOf: duplicateOf(FIRST_SERVICE_REQUEST),
    ...worked('done'),
  }),
  serverServiceRequest('e2b97a51-0c4d-4f3a-b8e6-19d5c7f20a83', {
    requestType: 'autoIdCard',
    vehicle: '2021 Toyota Camry',
    channel: 'no-javascript',
    emailsSent: [],
    // Posted from a page drawn before the form showed the notice.
    writtenConfirmationNotice: { shown: false },
    // Every try of the agency's email failed.
    serverEmails: [
      serverEmail('agency', {
        createdAt: '2026-03-02T16:00:00.000Z',
        status: 'failed',
        tries: 9,
        nextTryAt: undefined,
        lastError: 'EmailJS answered HTTP 503',
      }),
    ],
    webhookEvents: [
      webhookEvent('msg_e2b97a510c4d4f3ab8e619d5c7f20a83', {
        type: 'service_request.created',
        status: 'pending',
        tries: 1,
        lastError: 'ECONNREFUSED',
      }),
    ],
    adData: { allowed: true },
  }),
  serverServiceRequest('3d6c0f92-8a1b-4e57-a3d4-5f2e8b1c7d60', {
    requestType: 'claim',
    policyNumber: 'No lo sé',
    carrier: 'No estoy seguro',
    dateOfLoss: '2026-07-12',
    lossDescription: 'El granizo dañó el techo de la casa.',
    language: 'es',
    pageUrl: 'https://lonestarshield.example/es/centro-de-servicio',
    submittedAt: '2026-07-14T16:45:00-05:00',
    answerBy: '2026-07-15T13:15:00.000Z',
    stage: 'inProgress',
    firstResponseAt: '2026-07-15T13:40:00.000Z',
    owner: { _type: 'reference', _ref: 'teamMember-kevin-tran' },
  }),
]

// The translation plugin defines its metadata type itself, and Sanity its image assets.
const documentTypes = new Set<string>([
  ...schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
  METADATA_TYPE,
  'sanity.imageAsset',
])

describe('the embedded dataset', () => {
  const documents = readDataset()

  it('uses only document types the Studio defines, with unique ids', () => {
    expect(documents.filter((doc) => !documentTypes.has(doc._type)).map((doc) => doc._id)).toEqual([])
    expect(new Set(documents.map((doc) => doc._id)).size).toBe(documents.length)
  })

  it('holds no lead or service request: visitors’ requests are private, and the seed is public and imported as-is', () => {
    expect(
      documents.filter((doc) => ['lead', 'serviceRequest'].includes(doc._type)).map((doc) => doc._id),
    ).toEqual([])
  })

  it('has every fixed document under its fixed id, in each language, and no extra page of a fixed type', () => {
    const byId = new Map(documents.map((doc) => [doc._id, doc]))
    const fixed = [
      ...Object.entries(SINGLETONS).map(([type, { id }]) => ({ type, id })),
      ...PRODUCT_PAGES.map(({ id }) => ({ type: 'page', id })),
      ...LEGAL_PAGES.map(({ id }) => ({ type: 'legalPage', id })),
    ].flatMap(({ type, id }): { type: string; id: string; language?: string }[] =>
      isTranslatedType(type)
        ? LANGUAGES.map((language) => ({ type, id: translationId(id, language.id), language: language.id }))
        : [{ type, id }],
    )
    for (const { type, id, language } of fixed) {
      expect(byId.get(id)?._type, id).toBe(type)
      expect(byId.get(id)?.language, id).toBe(language)
    }
    const fixedIds = new Set(fixed.map(({ id }) => id))
    expect(documents.filter((doc) => FIXED_TYPES.has(doc._type) && !fixedIds.has(doc._id))).toEqual([])
  })

  it('marks every document of a translated type, and every review, with its language; no other document', () => {
    const languages = LANGUAGES.map(({ id }) => id as string)
    const withLanguage = new Set([...TRANSLATED_TYPES, 'review'])
    expect(
      documents
        .filter((doc) => withLanguage.has(doc._type) !== languages.includes(doc.language as string))
        .map((doc) => `${doc._id} (${String(doc.language)})`),
    ).toEqual([])
  })

  it('links every English document of a translated type to its published Spanish translation', () => {
    const byId = new Map(documents.map((doc) => [doc._id, doc]))
    const metadata = documents.filter((doc): doc is TranslationMetadata => doc._type === METADATA_TYPE)
    const english = documents.filter(
      (doc) => isTranslatedType(doc._type) && doc.language === DEFAULT_LANGUAGE,
    )
    for (const doc of english) {
      const linked = metadata.filter((meta) =>
        meta.translations?.some(({ value }) => value?._ref === doc._id),
      )
      expect(
        linked.map(({ _id }) => _id),
        doc._id,
      ).toEqual([`translation-${doc._id}`])
      const [meta] = linked
      expect(meta!.schemaTypes, doc._id).toEqual([doc._type])
      expect(
        meta!.translations!.map(({ language }) => language),
        doc._id,
      ).toEqual([DEFAULT_LANGUAGE, SPANISH])
      for (const translation of meta!.translations!) {
        expect(translation, doc._id).toMatchObject({
          _type: 'internationalizedArrayReferenceValue',
          value: { _type: 'reference' },
        })
        expect(translation._key, doc._id).toBeTruthy()
      }
      const spanishId = meta!.translations![1]!.value!._ref!
      const spanish = byId.get(spanishId)
      expect(spanish, `${doc._id} → ${spanishId}`).toMatchObject({ _type: doc._type, language: SPANISH })
      expect(spanishId, doc._id).not.toMatch(/^(drafts|versions)\./)
      if (FIXED_TYPES.has(doc._type) || isFixedPage(doc._id)) {
        expect(spanishId, doc._id).toBe(translationId(doc._id, SPANISH))
      }
    }
    // …and no Spanish document stands alone, nor any metadata document links anything else.
    const linkedIds = metadata.flatMap((meta) => (meta.translations ?? []).map(({ value }) => value?._ref))
    const translatedIds = documents.filter((doc) => isTranslatedType(doc._type)).map((doc) => doc._id)
    expect(linkedIds.sort()).toEqual(translatedIds.sort())
  })

  it('gives every internationalized field an English and a Spanish text, in that order', () => {
    const fields = documents
      .filter((doc) => doc._type !== METADATA_TYPE)
      .flatMap((doc) => translatedFields(doc).map((field) => ({ ...field, doc })))
    expect(new Set(fields.map(({ doc }) => doc._type))).toEqual(new Set(FIELD_TRANSLATED_TYPES))
    const incomplete = fields
      .filter(
        ({ entries }) =>
          entries.map(({ language }) => language).join() !== LANGUAGES.map(({ id }) => id).join() ||
          entries.some(
            ({ _key, value }) => !_key || value == null || (typeof value === 'string' && !value.trim()),
          ),
      )
      .map(({ doc, path }) => `${doc._id} ${path}`)
    expect(incomplete).toEqual([])
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

  it('links only to pages that have an address of their own', () => {
    const types = new Map(documents.map((doc) => [doc._id, doc._type]))
    const linkable = new Set(LINKABLE_TYPES.map(({ type }) => type))
    const wrong = documents.flatMap((doc) =>
      objects(doc)
        .filter((object) => object._type === 'link' || object._type === 'internalLink')
        .map((object) => (object.page as { _ref?: string } | undefined)?._ref)
        .filter((ref): ref is string => Boolean(ref) && !linkable.has(types.get(ref!) ?? ''))
        .map((ref) => `${doc._id} → ${ref} (${types.get(ref) ?? 'missing'})`),
    )
    expect(wrong).toEqual([])
  })

  // Translation metadata is left out: the plugin checks each link by asking the Content Lake, which an offline
  // validation cannot reach (the test above checks the links against the dataset itself). So are the image assets,
  // which the validator asks the Content Lake about too: the documents are validated as `import-seed` sends
  // them, each picture named by its file (the pictures' own tests are below).
  const content = importDocuments(documents.filter((doc) => doc._type !== METADATA_TYPE)).documents

  // Each validation is a run of the CLI of some 20 s, mostly on one core: the two run side by side.
  it.concurrent(
    'passes the Studio’s validation rules with no error and no warning, as do requests the server writes',
    async ({ expect }) => {
      expect(
        await validate(
          writeDataset('valid', [
            ...content,
            ...SERVER_LEADS,
            ...SERVER_SERVICE_REQUESTS,
            ...SERVER_CONTACT_CHOICES,
            ...SERVER_DAILY_CEILINGS,
          ]),
        ),
      ).toEqual([])
    },
    120_000,
  )

  it.concurrent(
    'would be caught breaking a rule: the validator reports what an editor would see',
    async ({ expect }) => {
      const blankParagraph = [
        {
          _type: 'block',
          _key: 'blank',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 'blank-span', text: ' ', marks: [] }],
        },
      ]
      const pagesIn = (language: string) =>
        content.filter((doc) => doc._type === 'page' && doc.language === language).map((doc) => doc._id)
      // Four English pages: one at a wrong address with two heroes, one with no hero, one at a fixed address, one at
      // the guides' folder…
      const [twoHeroes, noHero, fixedAddress, atGuidesFolder] = pagesIn(DEFAULT_LANGUAGE).filter(
        (id) => !isFixedPage(id),
      )
      // …an English product page moved off its fixed address, another whose latest guides have no title, and
      // Spanish pages at the English fixed address (fine under /es/), at an address typed with its /es/ and at the
      // Spanish guides' folder.
      const movedProduct = PRODUCT_PAGES[0]!.id
      const untitledGuides = PRODUCT_PAGES[1]!.id
      const [spanishAtFixed, spanishWithPrefix, spanishAtGuidesFolder] = pagesIn(SPANISH)
      const spanishMissing = content.find((doc) => doc._type === 'stat')!._id
      const withoutSpanish = (field: unknown) =>
        (field as { language?: string }[]).filter(({ language }) => language !== SPANISH)
      const slug = (current: string) => ({ _type: 'slug', current })
      const brokenCarrier = content.find((doc) => doc._type === 'carrier')!._id
      const brokenLine = content.find((doc) => doc._type === 'insuranceLine')!._id
      // An English guide typed with its folder, updated before it appeared, about no line, with a box of no kind and
      // an overlong summary; a Spanish guide at an address fixed for pages at the root (fine in its folder), another
      // at the folder of the list's pages.
      const guidesIn = (language: string) =>
        content.filter((doc) => doc._type === 'article' && doc.language === language).map((doc) => doc._id)
      const [brokenGuide] = guidesIn(DEFAULT_LANGUAGE)
      const [spanishGuideAtFixed, spanishGuideAtListFolder] = guidesIn(SPANISH)
      const broken = content.map((doc) => {
        if (doc._id === 'review-1') return { ...doc, text: undefined, rating: 7 }
        if (doc._id === 'siteSettings') {
          return { ...doc, hours: (doc.hours as unknown[]).slice(0, 5), phone: '214.555.0143' }
        }
        if (doc._id === 'quoteForm') {
          const consent = doc.consentDisclosure as { language: string }[]
          return {
            ...doc,
            consentDisclosure: consent.map((entry) =>
              entry.language === DEFAULT_LANGUAGE ? { ...entry, value: blankParagraph } : entry,
            ),
          }
        }
        if (doc._id === spanishMissing) return { ...doc, label: withoutSpanish(doc.label) }
        if (doc._id === brokenCarrier) {
          return { ...doc, claimsPhone: '555-0172', claimsUrl: 'http://claims.example', lines: [] }
        }
        if (doc._id === brokenLine) return { ...doc, key: slug('Mobile Home') }
        if (doc._id === brokenGuide) {
          return {
            ...doc,
            slug: slug('guides/Flood-Basics'),
            summary: 'x'.repeat(301),
            lines: [],
            updatedAt: '2020-01-01T12:00:00.000Z',
            body: (doc.body as Record<string, unknown>[]).map((block) =>
              block._type === 'callout' ? { ...block, tone: undefined } : block,
            ),
          }
        }
        if (doc._id === spanishGuideAtFixed) return { ...doc, slug: slug(THANK_YOU_SLUG) }
        if (doc._id === spanishGuideAtListFolder) {
          return { ...doc, slug: slug(GUIDE_LIST_SEGMENTS[SPANISH].page) }
        }
        // The guides page loses a number of the list's pages and the minutes of the reading time; its Spanish twin
        // moves to the English folder.
        if (doc._id === SINGLETONS.guidesPage.id) {
          const labels = doc.labels as Record<string, string>
          return { ...doc, labels: { ...labels, pageOf: 'Page {page}', readingTime: 'A short read' } }
        }
        if (doc._id === translationId(SINGLETONS.guidesPage.id, SPANISH)) {
          return { ...doc, slug: slug(GUIDES_FOLDERS.en) }
        }
        if (doc._id === SINGLETONS.serviceCenterPage.id) {
          const form = doc.requestForm as Record<string, unknown>
          return {
            ...doc,
            directory: { ...(doc.directory as object), countTemplate: 'Showing {count} carriers' },
            requestForm: { ...form, consentDisclosure: blankParagraph },
          }
        }
        if (doc._id === translationId(SINGLETONS.serviceCenterPage.id, SPANISH)) {
          return { ...doc, slug: slug(SERVICE_CENTER_SLUGS.en) }
        }
        const sections = (doc as Page).sections ?? []
        if (doc._id === twoHeroes) {
          return {
            ...doc,
            slug: slug('Umbrella Insurance'),
            sections: [...sections, sections.find((section) => section._type === 'heroSection')],
          }
        }
        if (doc._id === noHero) {
          return { ...doc, sections: sections.filter((section) => section._type !== 'heroSection') }
        }
        if (doc._id === fixedAddress || doc._id === spanishAtFixed)
          return { ...doc, slug: slug(THANK_YOU_SLUG) }
        if (doc._id === movedProduct) return { ...doc, slug: slug('home-insurance-quotes') }
        if (doc._id === spanishWithPrefix) return { ...doc, slug: slug('es/seguro-de-barco') }
        if (doc._id === atGuidesFolder) return { ...doc, slug: slug(GUIDES_FOLDERS.en) }
        if (doc._id === spanishAtGuidesFolder) return { ...doc, slug: slug(GUIDES_FOLDERS.es) }
        if (doc._id === untitledGuides) {
          return {
            ...doc,
            sections: sections.map((section) =>
              section._type === 'latestGuidesSection'
                ? { ...section, heading: { _type: 'sectionHeading', eyebrow: 'Guides' } }
                : section,
            ),
          }
        }
        return doc
      })
      const unreadableLead = serverLead('unreadable', { submittedAt: 'March 2, 10 AM' })
      // Moved on from New with nobody named to handle it.
      const unownedRequest = serverServiceRequest('unowned', {
        requestType: 'autoIdCard',
        stage: 'inProgress',
      })
      const reports = await validate(writeDataset('broken', [...broken, unreadableLead, unownedRequest]))
      const messages = (id: string) =>
        reports.find((report) => report.documentId === id)?.markers.map((m) => m.message)
      const levels = (id: string) =>
        reports.find((report) => report.documentId === id)?.markers.map((m) => m.level)
      const atAddress = (id: string) =>
        reports
          .find((report) => report.documentId === id)
          ?.markers.filter((m) => m.path[0] === 'slug')
          .map((m) => m.message) ?? []
      expect(messages('review-1')).toEqual(expect.arrayContaining(['Paste the review text.']))
      expect(messages('review-1')?.some((message) => /5|stars/i.test(message))).toBe(true)
      expect(messages('siteSettings')).toEqual([
        'Visitors read it as written here; the site usually writes it (214) 555-0143.',
        'Add a line for Saturday, Sunday (tick “Closed” for days off).',
      ])
      expect(levels('siteSettings')).toEqual(['warning', 'error'])
      expect(messages('quoteForm')).toEqual([expect.stringMatching(/^Write the consent text/)])
      expect(levels('quoteForm')).toEqual(['error'])
      expect(messages(spanishMissing)).toEqual([SPANISH_MISSING])
      expect(levels(spanishMissing)).toEqual(['warning'])
      expect(messages(unreadableLead._id)).toEqual([expect.stringMatching(/date/)])
      expect(messages(unownedRequest._id)).toEqual([
        'Pick who on the team is handling this request, so nobody else calls twice.',
      ])
      expect(levels(unownedRequest._id)).toEqual(['warning'])
      expect(messages(twoHeroes!)).toEqual(
        expect.arrayContaining([
          'Use lower-case letters only. Try “umbrella-insurance”.',
          'A page has one quote form: keep one “Hero with quote form” and remove the others.',
        ]),
      )
      expect(messages(noHero!)).toEqual(
        expect.arrayContaining([
          'This page has no quote form. Add a “Hero with quote form” so visitors can ask for a quote here.',
        ]),
      )
      expect(messages(fixedAddress!)).toEqual([
        '“/thank-you” is a fixed address of the site. Choose another address.',
      ])
      expect(atAddress(movedProduct)).toEqual([
        `This page’s address is fixed: it must be “${PRODUCT_PAGES[0]!.slug}”.`,
      ])
      expect(atAddress(spanishAtFixed!)).toEqual([])
      expect(messages(brokenCarrier)).toEqual(
        expect.arrayContaining([
          'Write a phone number with its area code, using digits only and no extension, for example (800) 555-0172.',
          'Use the carrier’s secure address, starting with https:// (copy it from the browser).',
          'Pick at least one line of insurance you place with this carrier.',
        ]),
      )
      expect(messages(brokenLine)).toEqual([
        'Use only lower-case letters, digits and single hyphens between words, for example “mobile-home”.',
      ])
      expect([...new Set(messages(brokenGuide!))].sort()).toEqual(
        [
          'Leave out “guides/”: the site puts every guide under /guides/ by itself. Try “flood-basics”.',
          'Keep the summary under 300 characters so the list of guides stays easy to scan.',
          'Pick at least one line of insurance the guide is about.',
          'The update date is before the date the guide was published. Pick the day of the update, or leave it empty.',
          'Choose whether the box is a tip, a warning or information.',
        ].sort(),
      )
      expect(atAddress(spanishGuideAtFixed!)).toEqual([])
      expect(messages(SINGLETONS.serviceCenterPage.id)).toEqual(
        expect.arrayContaining([
          'Keep both {count} and {total} in the text, with their curly brackets: the site puts the numbers there.',
          expect.stringMatching(/^Write the consent text clients see under the button/),
        ]),
      )
      expect(atAddress(translationId(SINGLETONS.serviceCenterPage.id, SPANISH))).toEqual([
        `This page’s address is fixed: it must be “${SERVICE_CENTER_SLUGS.es}”.`,
      ])
      expect(atAddress(spanishWithPrefix!)).toEqual([
        'Leave out “es/”: the site puts every Spanish page under /es/ by itself. Try “seguro-de-barco”.',
      ])
      // The guides' folder is refused to pages, and the guides page may live nowhere else.
      expect(messages(atGuidesFolder!)).toEqual([
        '“/guides” is a fixed address of the site. Choose another address.',
      ])
      expect(messages(spanishAtGuidesFolder!)).toEqual([
        '“/es/guias” is a fixed address of the site. Choose another address.',
      ])
      expect(messages(SINGLETONS.guidesPage.id)?.sort()).toEqual(
        [
          'Keep both {page} and {pages} in the text, with their curly brackets: the site puts the numbers there.',
          'Keep {minutes} in the text, with its curly brackets: the site puts the number there.',
        ].sort(),
      )
      expect(messages(translationId(SINGLETONS.guidesPage.id, SPANISH))).toEqual([
        `This page’s address is fixed: it must be “${GUIDES_FOLDERS.es}”.`,
      ])
      expect(messages(spanishGuideAtListFolder!)).toEqual([
        '“/es/guias/pagina” is where the site lists the next pages of the list of guides. Choose another address: click “Generate” to make one from the guide’s title.',
      ])
      expect(messages(untitledGuides)).toEqual(['Give the section a title.'])
    },
    120_000,
  )
})

describe('the pages of the embedded dataset', () => {
  const documents = readDataset()
  const pages = documents.filter((doc): doc is Page => doc._type === 'page')
  const slugOf = (page: Page) => page.slug?.current
  const inLanguage = (language: string) => (page: Page) => languageOf(page) === language

  it('include the four English product pages at their fixed addresses', () => {
    const byId = new Map(pages.map((page) => [page._id, page]))
    for (const { id, slug } of PRODUCT_PAGES) {
      expect(slugOf(byId.get(id)!), id).toBe(slug)
      expect(byId.get(id)!.language, id).toBe(DEFAULT_LANGUAGE)
    }
  })

  it('each live at an address the Studio accepts in their language', () => {
    expect(
      pages
        .map((page) => [page._id, slugProblem(slugOf(page), languageOf(page))])
        .filter(([, problem]) => problem),
    ).toEqual([])
  })

  it('each have an address of their own in their language, legal and thank-you pages included', () => {
    for (const { id: language } of LANGUAGES) {
      const addressed = documents.filter(
        (doc): doc is Page => ADDRESS_TYPES.includes(doc._type) && inLanguage(language)(doc as Page),
      )
      const slugs = addressed.map(slugOf)
      expect(
        slugs.filter((slug) => !slug),
        language,
      ).toEqual([])
      expect(repeated(slugs), language).toEqual([])
    }
  })

  it('each have old addresses no page of their language lives at, claimed by one page only', () => {
    for (const { id: language } of LANGUAGES) {
      const inThisLanguage = pages.filter(inLanguage(language))
      const slugs = inThisLanguage.map(slugOf)
      const previous = inThisLanguage.flatMap((page) =>
        (page.previousSlugs ?? []).map((slug) => ({ id: page._id, slug })),
      )
      expect(
        previous.filter(({ slug }) => slugs.includes(slug)),
        language,
      ).toEqual([])
      expect(
        previous.filter(({ slug }, index) => previous.findIndex((other) => other.slug === slug) !== index),
        language,
      ).toEqual([])
      expect(
        previous.filter(({ slug }) => slugProblem(slug, language)),
        language,
      ).toEqual([])
    }
  })

  it('each have exactly one hero, whose form names the coverage asked for', () => {
    const heroes = (page: Page) => (page.sections ?? []).filter((section) => section._type === 'heroSection')
    expect(pages.filter((page) => heroes(page).length !== 1).map((page) => page._id)).toEqual([])
    expect(pages.filter((page) => !heroes(page)[0]?.coverageType?.trim()).map((page) => page._id)).toEqual([])
  })

  it('send the agency the same coverage, in English, from a page and from its translation', () => {
    const byId = new Map(pages.map((page) => [page._id, page]))
    const coverage = (id: string | undefined) =>
      byId.get(id ?? '')?.sections?.find((section) => section._type === 'heroSection')?.coverageType
    const pairs = documents
      .filter((doc): doc is TranslationMetadata => doc._type === METADATA_TYPE)
      .filter((meta) => meta.schemaTypes?.[0] === 'page')
      .map(({ translations = [] }) => translations.map(({ value }) => value?._ref))
    expect(pairs.length).toBeGreaterThan(0)
    for (const [english, spanish] of pairs) expect(coverage(spanish), spanish).toBe(coverage(english))
  })

  it('each have a name and sections with unique keys', () => {
    expect(pages.filter((page) => !page.title?.trim()).map((page) => page._id)).toEqual([])
    for (const page of pages) {
      const keys = (page.sections ?? []).map((section) => section._key)
      expect(keys.every(Boolean), page._id).toBe(true)
      expect(new Set(keys).size, page._id).toBe(keys.length)
    }
  })
})

describe('the publish rules on the embedded dataset', () => {
  it('were applied to every change of consent words and page addresses made by hand', () => {
    const record = parseRecord(readFileSync(recordFileOf(SEED_FILE), 'utf8'))
    expect(
      unpublishedChanges(readDataset(), record),
      'Consent words or page addresses changed without the Studio’s publish rules (earlier words, old addresses): ' +
        'run `pnpm --filter studio seed:publish` and commit what it changes',
    ).toEqual([])
  })
})

describe('the service center of the embedded dataset', () => {
  const documents = readDataset()
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const ofType = (type: string) => documents.filter((doc) => doc._type === type)
  const carriers = ofType('carrier') as (Doc & {
    name?: string
    lines?: { _ref?: string }[]
    claimsPhone?: string
    roadsidePhone?: string
  })[]
  const lines = ofType('insuranceLine') as (Doc & { key?: { current?: string } })[]

  it('lives at its fixed address in each language', () => {
    for (const { id: language } of LANGUAGES) {
      const id = translationId(SINGLETONS.serviceCenterPage.id, language)
      expect((byId.get(id) as Page | undefined)?.slug?.current, id).toBe(SERVICE_CENTER_SLUGS[language])
    }
  })

  it('lists carriers with a claims phone a client can dial, and only fictional numbers', () => {
    expect(carriers.length).toBeGreaterThan(0)
    for (const { _id, claimsPhone, roadsidePhone } of carriers) {
      for (const phone of [claimsPhone, roadsidePhone].filter((phone) => phone !== undefined)) {
        expect(isDialablePhoneNumber(phone!), `${_id} ${phone}`).toBe(true)
        // 555-0100 to 555-0199 are set aside for fiction: no real line rings.
        expect(phone, _id).toMatch(/555-01\d\d$/)
      }
      expect(claimsPhone, _id).toBeDefined()
    }
  })

  it('links each carrier to at least one line that exists, each once', () => {
    const lineIds = new Set(lines.map((line) => line._id))
    for (const { _id, lines: picked = [] } of carriers) {
      const refs = picked.map(({ _ref }) => _ref)
      expect(refs.length, _id).toBeGreaterThan(0)
      expect(new Set(refs).size, _id).toBe(refs.length)
      expect(
        refs.filter((ref) => !lineIds.has(ref!)),
        _id,
      ).toEqual([])
    }
  })

  it('has lines with unique short names, each written by at least one carrier', () => {
    const keys = lines.map((line) => line.key?.current)
    expect(keys.filter((key) => lineKeyProblem(key))).toEqual([])
    expect(repeated(keys)).toEqual([])
    const written = new Set(carriers.flatMap((carrier) => (carrier.lines ?? []).map(({ _ref }) => _ref)))
    expect(lines.filter((line) => !written.has(line._id)).map((line) => line._id)).toEqual([])
  })

  it('points only at secure, fictional carrier sites', () => {
    const urls = carriers.flatMap((carrier) =>
      ['claimsUrl', 'paymentUrl', 'policyServiceUrl']
        .map((field) => carrier[field])
        .filter((url): url is string => typeof url === 'string'),
    )
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.filter((url) => !/^https:\/\/[a-z0-9.-]+\.example(\/|$)/.test(url))).toEqual([])
  })
})

type Span = { _type: string; text?: string; marks?: string[] }
type BodyItem = {
  _type: string
  _key?: string
  style?: string
  listItem?: string
  children?: Span[]
  markDefs?: { _type: string; _key: string; page?: { _ref?: string } }[]
  text?: string
  tone?: string
}
type Article = Doc & {
  title?: string
  language?: string
  slug?: { current?: string }
  summary?: string
  body?: BodyItem[]
  lines?: { _ref?: string }[]
  author?: { _ref?: string }
  publishedAt?: string
  updatedAt?: string
  seo?: { title?: string; description?: string }
}

describe('the guides of the embedded dataset', () => {
  const documents = readDataset()
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const articles = documents.filter((doc): doc is Article => doc._type === 'article')
  const english = articles.filter((doc) => doc.language === DEFAULT_LANGUAGE)
  const translationOf = (doc: Article) => byId.get(translationId(doc._id, SPANISH)) as Article | undefined

  /** What a reader reads: the title, the summary, every paragraph and box of the text, and what search shows. */
  const readable = (doc: Article) =>
    [
      doc.title,
      doc.summary,
      doc.seo?.title,
      doc.seo?.description,
      ...(doc.body ?? []).map((item) =>
        item._type === 'callout' ? item.text : (item.children ?? []).map((child) => child.text).join(''),
      ),
    ].join('\n')

  // The minimum liability limits Texas law sets (30/60/25) are the only amounts a guide may state.
  const TEXAS_MINIMUM_LIMITS = /\$30,000|\$60,000|\$25,000/g
  const TEXAS_LIMITS_GUIDE = 'article-texas-auto-insurance-requirements'

  it('hold six guides in English, each with its Spanish translation under the English id with “-es”', () => {
    expect(english.map((doc) => doc._id).sort()).toEqual(
      [
        'article-texas-auto-insurance-requirements',
        'article-what-to-do-after-a-car-accident',
        'article-does-renters-insurance-cover-flooding',
        'article-how-much-dwelling-coverage-do-you-need',
        'article-term-vs-whole-life-insurance',
        'article-when-umbrella-insurance-makes-sense',
      ].sort(),
    )
    for (const doc of english) {
      expect(doc._id, doc._id).toBe(`article-${doc.slug?.current}`)
      expect(translationOf(doc)?.language, doc._id).toBe(SPANISH)
    }
    expect(articles).toHaveLength(english.length * LANGUAGES.length)
  })

  it('give a translation the same lines, author and dates as its original', () => {
    for (const doc of english) {
      const spanish = translationOf(doc)!
      const refs = (guide: Article) => guide.lines?.map(({ _ref }) => _ref)
      expect(refs(spanish), doc._id).toEqual(refs(doc))
      expect(spanish.author?._ref, doc._id).toBe(doc.author?._ref)
      expect(spanish.publishedAt, doc._id).toBe(doc.publishedAt)
      expect(spanish.updatedAt, doc._id).toBe(doc.updatedAt)
      expect(spanish.title, doc._id).not.toBe(doc.title)
      expect(spanish.slug?.current, doc._id).not.toBe(doc.slug?.current)
    }
  })

  it('each live at an address a guide may have, unique among the guides of their language', () => {
    for (const { id: language } of LANGUAGES) {
      const slugs = articles.filter((doc) => doc.language === language).map((doc) => doc.slug?.current)
      expect(
        slugs.filter((slug) => articleSlugProblem(slug, language)),
        language,
      ).toEqual([])
      expect(repeated(slugs), language).toEqual([])
    }
  })

  it('are written by the team, about lines that exist, already published, and updated only after that', () => {
    const team = new Set(documents.filter((doc) => doc._type === 'teamMember').map((doc) => doc._id))
    const lines = new Set(documents.filter((doc) => doc._type === 'insuranceLine').map((doc) => doc._id))
    for (const doc of articles) {
      expect(team.has(doc.author?._ref ?? ''), doc._id).toBe(true)
      expect(doc.lines?.length, doc._id).toBeGreaterThan(0)
      expect(
        doc.lines!.filter(({ _ref }) => !lines.has(_ref ?? '')),
        doc._id,
      ).toEqual([])
      expect(Date.parse(doc.publishedAt!), doc._id).toBeLessThan(Date.parse('2026-11-20T00:00:00Z'))
      if (doc.updatedAt)
        expect(Date.parse(doc.updatedAt), doc._id).toBeGreaterThan(Date.parse(doc.publishedAt!))
    }
    expect(english.filter((doc) => doc.updatedAt)).toHaveLength(2)
  })

  it('break their text into parts with headings, a list, a “Good to know” box and a link to a page', () => {
    for (const doc of articles) {
      const body = doc.body ?? []
      expect(body.filter((item) => item.style === 'h2').length, doc._id).toBeGreaterThanOrEqual(2)
      expect(
        body.some((item) => item.listItem),
        doc._id,
      ).toBe(true)
      expect(
        body.some((item) => item._type === 'callout' && item.text?.trim()),
        doc._id,
      ).toBe(true)
      const links = body.flatMap((item) =>
        (item.markDefs ?? []).filter((mark) => mark._type === 'internalLink'),
      )
      expect(links.length, doc._id).toBeGreaterThan(0)
      // Each link is used by the text around it and opens a page in the guide's own language.
      for (const link of links) {
        expect(
          body.some((item) => item.children?.some((child) => child.marks?.includes(link._key))),
          `${doc._id} ${link._key}`,
        ).toBe(true)
        expect(byId.get(link.page?._ref ?? '')?.language, `${doc._id} → ${link.page?._ref}`).toBe(
          doc.language,
        )
      }
      const keys = body.map((item) => item._key)
      expect(new Set(keys).size, doc._id).toBe(keys.length)
    }
  })

  it('are long enough to be useful and short enough to read: 350 to 600 words', () => {
    for (const doc of articles) {
      const words = (doc.body ?? [])
        .map((item) =>
          item._type === 'callout' ? item.text : item.children?.map((child) => child.text).join(''),
        )
        .join(' ')
        .split(/\s+/)
        .filter(Boolean).length
      expect(words, doc._id).toBeGreaterThanOrEqual(350)
      expect(words, doc._id).toBeLessThanOrEqual(600)
    }
  })

  it('state no price, percentage or amount, except the Texas minimum limits in the guide about them', () => {
    for (const doc of articles) {
      const text = readable(doc)
      const limitsGuide = [TEXAS_LIMITS_GUIDE, translationId(TEXAS_LIMITS_GUIDE, SPANISH)].includes(doc._id)
      const rest = limitsGuide ? text.replace(TEXAS_MINIMUM_LIMITS, '') : text
      expect(rest.match(/[$%]/g), doc._id).toBeNull()
      if (limitsGuide) {
        expect(text.match(TEXAS_MINIMUM_LIMITS)?.sort(), doc._id).toEqual(['$25,000', '$30,000', '$60,000'])
      }
    }
  })
})

type GuidesPage = Page & { intro?: string; labels?: Record<string, string> }
type LatestGuides = Section & {
  heading?: { eyebrow?: string; title?: string; intro?: string }
  line?: { _ref?: string }
  linkLabel?: string
}
type Line = Doc & { key?: { current?: string }; page?: { _ref?: string } }

describe('the guides page and the latest guides of the embedded dataset', () => {
  const documents = readDataset()
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const guidesPages = LANGUAGES.map(({ id: language }) => ({
    language,
    doc: byId.get(translationId(SINGLETONS.guidesPage.id, language)) as GuidesPage | undefined,
  }))
  const lines = documents.filter((doc): doc is Line => doc._type === 'insuranceLine')
  const articles = documents.filter((doc): doc is Article => doc._type === 'article')
  const latestGuides = (page: Page) =>
    (page.sections ?? []).filter(
      (section): section is LatestGuides => section._type === 'latestGuidesSection',
    )

  it('has a guides page at the guides’ folder of each language, with every label written', () => {
    const labelNames = (
      schemaTypes.find((type) => type.name === 'guidesPage') as unknown as {
        fields: { name: string; fields?: { name: string }[] }[]
      }
    ).fields
      .find((field) => field.name === 'labels')!
      .fields!.map((field) => field.name)
    for (const { language, doc } of guidesPages) {
      expect(doc?.slug?.current, language).toBe(GUIDES_FOLDERS[language])
      expect(doc?.title?.trim(), language).toBeTruthy()
      expect(doc?.intro?.trim(), language).toBeTruthy()
      expect(Object.keys(doc?.labels ?? {}).sort(), language).toEqual([...labelNames].sort())
      for (const name of labelNames) expect(doc!.labels![name]?.trim(), `${language} ${name}`).toBeTruthy()
      expect(placeholderProblem(doc!.labels!.pageOf, ['{page}', '{pages}']), language).toBeNull()
      expect(placeholderProblem(doc!.labels!.readingTime, ['{minutes}']), language).toBeNull()
    }
  })

  it('words the guides page in each language, with no price or figure', () => {
    const [english, spanish] = guidesPages.map(({ doc }) => doc!)
    for (const name of Object.keys(english!.labels!)) {
      expect(spanish!.labels![name], name).not.toBe(english!.labels![name])
    }
    for (const { language, doc } of guidesPages) {
      expect(JSON.stringify(doc).match(/[$%]|\d/g), language).toBeNull()
    }
  })

  it('points each line at its English page, whose quote form ends the guides about it', () => {
    expect(Object.fromEntries(lines.map((line) => [line.key?.current, line.page?._ref]))).toEqual({
      auto: 'page-auto-insurance',
      home: 'page-home-insurance',
      renters: 'page-renters-insurance',
      life: 'page-life-insurance',
      umbrella: 'page-umbrella-insurance',
      'mobile-home': 'page-mobile-home-insurance',
      valuables: 'page-jewelry-and-fine-art-insurance',
    })
    for (const line of lines) {
      const page = byId.get(line.page!._ref!) as Page | undefined
      expect(page?._type, line._id).toBe('page')
      expect(page?.language, line._id).toBe(DEFAULT_LANGUAGE)
    }
  })

  // The product pages whose line has guides in both languages show the newest of them.
  const WITH_LATEST_GUIDES = {
    'page-auto-insurance': 'insuranceLine-auto',
    'page-home-insurance': 'insuranceLine-home',
    'page-renters-insurance': 'insuranceLine-renters',
    'page-life-insurance': 'insuranceLine-life',
    'page-umbrella-insurance': 'insuranceLine-umbrella',
  }

  it('shows the latest guides on the line’s page and its translation, right before the call to action', () => {
    const pages = documents.filter((doc): doc is Page => doc._type === 'page')
    const showing = pages.filter((page) => latestGuides(page).length).map((page) => page._id)
    const expected = Object.keys(WITH_LATEST_GUIDES).flatMap((id) => [id, translationId(id, SPANISH)])
    expect(showing.sort()).toEqual(expected.sort())
    for (const [englishId, lineId] of Object.entries(WITH_LATEST_GUIDES)) {
      expect(lines.find((line) => line._id === lineId)?.page?._ref, englishId).toBe(englishId)
      const [english, spanish] = [englishId, translationId(englishId, SPANISH)].map(
        (id) => byId.get(id) as Page,
      )
      for (const page of [english!, spanish!]) {
        const sections = page.sections!
        const [section, ...others] = latestGuides(page)
        expect(others, page._id).toEqual([])
        expect(sections[sections.indexOf(section!) + 1]?._type, page._id).toBe('ctaSection')
        expect(section!.line?._ref, page._id).toBe(lineId)
        expect(section!.heading?.eyebrow, page._id).toBe(
          page.language === DEFAULT_LANGUAGE ? 'Guides' : 'Guías',
        )
        expect(section!.heading?.title?.trim(), page._id).toBeTruthy()
        expect(section!.heading?.intro?.trim(), page._id).toBeTruthy()
        expect(section!.linkLabel?.trim(), page._id).toBeTruthy()
        // A section with no guide to show would be an empty band.
        expect(
          articles.filter(
            (guide) => guide.language === page.language && guide.lines?.some(({ _ref }) => _ref === lineId),
          ).length,
          page._id,
        ).toBeGreaterThan(0)
      }
      const [englishSection, spanishSection] = [english!, spanish!].map((page) => latestGuides(page)[0])
      // The translation plugin copies a section with its key: the two languages' sections stay one section.
      expect(spanishSection?._key, englishId).toBe(englishSection?._key)
      expect(spanishSection?.heading?.title, englishId).not.toBe(englishSection?.heading?.title)
      expect(spanishSection?.linkLabel, englishId).not.toBe(englishSection?.linkLabel)
    }
  })
})

type ImageField = {
  asset?: { _ref?: string }
  alt?: unknown
  crop?: Record<string, number>
  hotspot?: Record<string, number>
}
type ImageAsset = Doc & {
  assetId: string
  sha1hash: string
  extension: string
  size: number
  path: string
  metadata: { dimensions: { width: number; height: number }; lqip: string }
}

describe('the pictures of the embedded dataset', () => {
  const documents = readDataset()
  const assets = documents.filter((doc): doc is ImageAsset => doc._type === 'sanity.imageAsset')
  const imageOf = (type: string, field: string) =>
    documents
      .filter((doc) => doc._type === type)
      .map((doc) => ({ doc, image: doc[field] as ImageField | undefined }))

  it('keeps each file in seed/images, named, hashed and sized as its asset document says, the set under 1 MB', async () => {
    const { default: sharp } = await import('sharp')
    let bytes = 0
    for (const asset of assets) {
      const { width, height } = asset.metadata.dimensions
      const name = `${asset.sha1hash}-${width}x${height}.${asset.extension}`
      expect(asset._id).toBe(`image-${asset.sha1hash}-${width}x${height}-${asset.extension}`)
      expect(asset.path).toBe(`images/embedded/production/${name}`)
      const file = readFileSync(path.join(path.dirname(SEED_FILE), 'images', name))
      expect(createHash('sha1').update(file).digest('hex'), name).toBe(asset.sha1hash)
      expect(file.length, name).toBe(asset.size)
      expect(await sharp(file).metadata(), name).toMatchObject({ width, height })
      expect(asset.metadata.lqip, name).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/)
      bytes += file.length
    }
    expect(bytes).toBeLessThan(1_000_000)
  })

  it('gives each team member, guide and carrier a picture, the people and covers cut around a hotspot', () => {
    const used = new Set(assets.map((asset) => asset._id))
    for (const [type, field] of [
      ['teamMember', 'photo'],
      ['article', 'coverImage'],
      ['carrier', 'logo'],
    ] as const) {
      for (const { doc, image } of imageOf(type, field)) {
        expect(used.has(image?.asset?._ref ?? ''), doc._id).toBe(true)
        if (type !== 'carrier') expect(image?.hotspot, doc._id).toBeDefined()
      }
    }
    // The one the browser tests look at: her face is near the top of a tall picture.
    const maria = imageOf('teamMember', 'photo').find(({ doc }) => doc._id === 'teamMember-maria-delgado')
    expect(maria?.image?.hotspot?.y).toBeLessThan(0.25)
  })

  it('describes every photo in both languages and every cover in its guide’s language; a logo is named by its carrier', () => {
    for (const { doc, image } of imageOf('teamMember', 'photo')) {
      const alt = image?.alt as { language: string; value: string }[]
      expect(
        alt.map(({ language }) => language),
        doc._id,
      ).toEqual(['en', 'es'])
      expect(
        alt.every(({ value }) => value.includes(doc.name as string)),
        doc._id,
      ).toBe(true)
    }
    for (const { doc, image } of imageOf('article', 'coverImage')) {
      expect(typeof image?.alt === 'string' && image.alt.length > 20, doc._id).toBe(true)
    }
    expect(imageOf('carrier', 'logo').filter(({ image }) => image?.alt !== undefined)).toEqual([])
  })

  it('goes to a project as `import-seed` sends it: every picture as its file, with its crop and hotspot', () => {
    const imported = importDocuments(documents)
    expect(imported.documents.filter((doc) => doc._type === 'sanity.imageAsset')).toEqual([])
    expect(JSON.stringify(imported.documents)).not.toMatch(/"_ref":"image-/)
    const maria = imported.documents.find((doc) => doc._id === 'teamMember-maria-delgado')
    const original = documents.find((doc) => doc._id === 'teamMember-maria-delgado')
    const { asset, ...kept } = original!.photo as ImageField
    const file = assets
      .find((candidate) => candidate._id === asset?._ref)!
      .path.split('/')
      .pop()
    expect(maria!.photo).toEqual({ ...kept, _sanityAsset: `image@file://./images/${file}` })
    expect(imported.files).toHaveLength(assets.length)
    expect(imported.assetMap[`image-${assets[0]!.sha1hash}`]).toEqual({
      originalFilename: assets[0]!.originalFilename,
    })
  })
})
