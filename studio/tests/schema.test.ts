import { describe, expect, it } from 'vitest'

import { CrmDeliveryInput } from '../inbox/crm-delivery-input'
import { ServerEmailsInput } from '../inbox/server-emails-input'
import { StageInput } from '../inbox/stage-input'
import { LEAD_STAGES, SERVICE_REQUEST_STAGES } from '../inbox/stages'
import { FirstResponseInput } from '../inbox/wait-input'
import { RecordTimeInput } from '../inbox/record-text-input'
import {
  articlePath,
  DEFAULT_LANGUAGE,
  GUIDE_LIST_SEGMENTS,
  GUIDES_FOLDERS,
  GUIDES_PATHS,
  inEnglish,
  isTranslatedType,
  languageOf,
  LANGUAGES,
  pathOf,
  TRANSLATED_TYPES,
  translationId,
} from '../languages'
import { SERVER_EMAIL_KINDS } from '../../web/lib/outbox/server-email'
import { schemaTypes } from '../schemas'
import { article } from '../schemas/documents/article'
import { carrier } from '../schemas/documents/carrier'
import { isDialablePhoneNumber, usualPhoneFormat } from '../schemas/phone-rules'
import { homePage } from '../schemas/documents/home-page'
import { guidesPage } from '../schemas/documents/guides-page'
import { insuranceLine, lineKeyProblem } from '../schemas/documents/insurance-line'
import { lead } from '../schemas/documents/lead'
import { isFixedPage, page } from '../schemas/documents/page'
import { link } from '../schemas/objects/link'
import { LINKABLE_TYPES } from '../schemas/objects/page-reference'
import { serviceCenterPage } from '../schemas/documents/service-center-page'
import { serviceRequest } from '../schemas/documents/service-request'
import { placeholderProblem } from '../schemas/fields'
import { heroSection } from '../schemas/sections/hero-section'
import { latestGuidesSection } from '../schemas/sections/latest-guides-section'
import { sectionTypes } from '../schemas/sections'
import { slugify } from '../schemas/slug-rules'
import { LEGAL_PAGES, PRODUCT_PAGES, SERVICE_CENTER_SLUGS, SINGLETONS } from '../singletons'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

type Field = {
  name: string
  type?: string
  title?: string
  weak?: boolean
  components?: Record<string, unknown>
  description?: string
  readOnly?: unknown
  hidden?: unknown
  fieldset?: string
  initialValue?: unknown
  validation?: unknown
  fields?: Field[]
  of?: { type: string }[]
  to?: { type: string }[]
  options?: Record<string, unknown>
}

type Preview = { select?: Record<string, string>; prepare?: (selection: Record<string, unknown>) => unknown }

const typeNamed = (name: string) =>
  schemaTypes.find((type) => type.name === name) as unknown as { fields: Field[]; preview: Preview }
const fieldOf = (typeName: string, fieldName: string) =>
  typeNamed(typeName).fields.find((field) => field.name === fieldName)
const readOnlyFor = (field: Field | undefined) =>
  field!.readOnly as (context: { document?: { _id: string; language?: string } }) => boolean
const texts = (en: string, es?: string) => [
  { _key: 'a', language: 'en', value: en },
  ...(es ? [{ _key: 'b', language: 'es', value: es }] : []),
]

describe('the Studio schema', () => {
  it('gives every document and object type a preview, so lists never show “Untitled”', () => {
    const withoutPreview = schemaTypes
      .filter((type) => type.type === 'document' || type.type === 'object')
      .filter((type) => !('preview' in type && type.preview))
      .map((type) => type.name)
    expect(withoutPreview).toEqual([])
  })

  it('has pages built from sections, and no product page type any more', () => {
    const names = schemaTypes.map((type) => type.name)
    expect(names).toContain('page')
    expect(names).not.toContain('productPage')
    expect(names).toEqual(expect.arrayContaining(sectionTypes.map((type) => type.name)))
    expect(new Set(names).size).toBe(names.length)
  })

  it('offers the whole section library on every page and on the home page, in the same order', () => {
    // The library as the registry lists it: a new section type joins every page by being added there.
    const library = sectionTypes.map((type) => type.name)
    expect(library.length).toBeGreaterThanOrEqual(12)
    for (const type of [page, homePage]) {
      const fields = type.fields as Field[]
      expect(
        fields.find((field) => field.name === 'sections')?.of?.map((member) => member.type),
        type.name,
      ).toEqual(library)
      expect(
        fields.map((field) => field.name),
        type.name,
      ).toEqual(expect.arrayContaining(['navLinks', 'seo']))
    }
  })

  it('gives a page a name, an address made by “Generate”, old addresses, top bar links, sections and SEO', () => {
    const fields = page.fields as Field[]
    expect(fields.map((field) => field.name)).toEqual([
      'title',
      'slug',
      'previousSlugs',
      'navLinks',
      'sections',
      'seo',
      'language',
    ])
    const slug = fields.find((field) => field.name === 'slug')!
    expect(slug.type).toBe('slug')
    expect(slug.options).toMatchObject({ source: 'title', slugify })
    expect(fields.find((field) => field.name === 'previousSlugs')?.of).toEqual([{ type: 'string' }])
  })

  it('fixes the address of the four product pages, drafts included, and of no other page', () => {
    const readOnly = (page.fields as Field[]).find((field) => field.name === 'slug')!.readOnly as (context: {
      document?: { _id: string }
    }) => boolean
    for (const { id } of PRODUCT_PAGES) {
      expect(isFixedPage(id), id).toBe(true)
      expect(readOnly({ document: { _id: `drafts.${id}` } }), id).toBe(true)
    }
    expect(readOnly({ document: { _id: 'drafts.umbrella' } })).toBe(false)
    expect(readOnly({})).toBe(false)
  })

  it('lets a product page’s translation choose its address, in its own language', () => {
    const readOnly = readOnlyFor(fieldOf('page', 'slug'))
    for (const { id } of PRODUCT_PAGES) {
      expect(isFixedPage(translationId(id, 'es')), id).toBe(false)
      expect(readOnly({ document: { _id: `drafts.${translationId(id, 'es')}`, language: 'es' } }), id).toBe(
        false,
      )
    }
  })

  it('keeps a translation off the original’s address and old addresses', () => {
    expect(fieldOf('page', 'slug')!.options).toMatchObject({
      documentInternationalization: { exclude: true },
    })
    expect(fieldOf('page', 'previousSlugs')!.options).toMatchObject({
      documentInternationalization: { exclude: true },
    })
  })

  it('lists a page by name and address', () => {
    const prepare = page.preview!.prepare!
    expect(prepare({ title: 'Umbrella insurance', slug: 'umbrella-insurance', language: 'en' })).toEqual({
      title: 'Umbrella insurance',
      subtitle: '/umbrella-insurance',
    })
    expect(prepare({ title: 'Umbrella insurance', slug: undefined, language: 'en' })).toEqual({
      title: 'Umbrella insurance',
      subtitle: 'No address yet',
    })
    expect(prepare({ title: 'Seguro paraguas', slug: 'seguro-paraguas', language: 'es' })).toEqual({
      title: 'Seguro paraguas',
      subtitle: '/es/seguro-paraguas',
    })
  })

  it('links to pages of the site by reference, so a page that moves keeps its links', () => {
    const pageField = (link.fields as Field[]).find((field) => field.name === 'page')!
    expect(pageField.type).toBe('reference')
    expect(pageField.to).toEqual(LINKABLE_TYPES)
    expect(LINKABLE_TYPES.map(({ type }) => type)).toEqual([
      'page',
      'homePage',
      'legalPage',
      'serviceCenterPage',
      'optOutPage',
      'guidesPage',
    ])
  })
})

describe('the languages of the site', () => {
  it('are English at the root and Spanish under /es, as the contract says', () => {
    expect(LANGUAGES).toEqual([
      { id: 'en', title: 'English' },
      { id: 'es', title: 'Español' },
    ])
    expect(DEFAULT_LANGUAGE).toBe('en')
    expect(TRANSLATED_TYPES).toEqual([
      'homePage',
      'page',
      'legalPage',
      'thankYouPage',
      'serviceCenterPage',
      'optOutPage',
      'guidesPage',
      'sharedSections',
      'faqItem',
      'article',
    ])
  })

  it('put the guides in a folder of their own in each language', () => {
    expect(GUIDES_PATHS).toEqual({ en: '/guides', es: '/es/guias' })
    expect(GUIDE_LIST_SEGMENTS).toEqual({
      en: { line: 'line', page: 'page' },
      es: { line: 'linea', page: 'pagina' },
    })
    expect(articlePath('en', 'texas-auto-insurance-requirements')).toBe(
      '/guides/texas-auto-insurance-requirements',
    )
    expect(articlePath('es', 'requisitos-de-seguro-de-auto-en-texas')).toBe(
      '/es/guias/requisitos-de-seguro-de-auto-en-texas',
    )
  })

  it('give each page its address and each fixed document its id in every language', () => {
    expect(pathOf('en')).toBe('/')
    expect(pathOf('es')).toBe('/es')
    expect(pathOf('en', 'auto-insurance')).toBe('/auto-insurance')
    expect(pathOf('es', 'seguro-de-auto')).toBe('/es/seguro-de-auto')
    expect(translationId('homePage', 'en')).toBe('homePage')
    expect(translationId('legalPage-privacy-policy', 'es')).toBe('legalPage-privacy-policy-es')
    expect(languageOf({ language: 'es' })).toBe('es')
    expect(languageOf({ language: 'fr' })).toBe('en')
    expect(languageOf(undefined)).toBe('en')
    expect(inEnglish(texts('Hello', 'Hola'))).toBe('Hello')
  })
})

describe('the translated documents', () => {
  const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

  it('carry a hidden, read-only language the translation plugin writes, and only they do', () => {
    for (const type of documentTypes) {
      const language = fieldOf(type, 'language')
      if (!TRANSLATED_TYPES.includes(type)) {
        expect(language?.hidden, type).not.toBe(true)
        continue
      }
      expect(language, type).toMatchObject({ type: 'string', readOnly: true, hidden: true })
      expect(language!.options!.list, type).toEqual([
        { value: 'en', title: 'English' },
        { value: 'es', title: 'Español' },
      ])
    }
  })

  it('give legal pages a slug instead of their old route', () => {
    expect(fieldOf('legalPage', 'route')).toBeUndefined()
    expect(fieldOf('legalPage', 'slug')?.type).toBe('slug')
    expect(fieldOf('thankYouPage', 'slug')?.type).toBe('slug')
  })

  it('fix the addresses of the English legal and thank-you pages, and let their translations choose', () => {
    for (const [type, id] of [
      ...LEGAL_PAGES.map(({ id }) => ['legalPage', id] as const),
      ['thankYouPage', SINGLETONS.thankYouPage.id] as const,
    ]) {
      const readOnly = readOnlyFor(fieldOf(type, 'slug'))
      expect(readOnly({ document: { _id: `drafts.${id}`, language: 'en' } }), id).toBe(true)
      expect(readOnly({ document: { _id: translationId(id, 'es'), language: 'es' } }), id).toBe(false)
    }
  })

  it('fix the address of the service center in both languages, drafts included', () => {
    expect(SERVICE_CENTER_SLUGS).toEqual({ en: 'service-center', es: 'centro-de-servicio' })
    const readOnly = readOnlyFor(fieldOf('serviceCenterPage', 'slug'))
    const id = SINGLETONS.serviceCenterPage.id
    for (const { id: language } of LANGUAGES) {
      for (const documentId of [translationId(id, language), `drafts.${translationId(id, language)}`]) {
        expect(readOnly({ document: { _id: documentId, language } }), documentId).toBe(true)
      }
    }
  })

  it('list legal and thank-you pages by title and address', () => {
    expect(
      typeNamed('legalPage').preview.prepare!({
        title: 'Política de privacidad',
        slug: 'politica-de-privacidad',
        language: 'es',
        lastUpdated: '2026-11-23',
      }),
    ).toEqual({
      title: 'Política de privacidad',
      subtitle: '/es/politica-de-privacidad · updated 2026-11-23',
    })
    expect(
      typeNamed('thankYouPage').preview.prepare!({ title: 'Thank You!', slug: 'thank-you', language: 'en' }),
    ).toEqual({ title: 'Thank You!', subtitle: '/thank-you' })
  })

  it('let a hero name its coverage for its visitors, while the agency keeps receiving it in English', () => {
    const fields = heroSection.fields as Field[]
    const names = fields.map((field) => field.name)
    expect(names.indexOf('coverageLabel')).toBe(names.indexOf('coverageType') + 1)
    expect(fields.find((field) => field.name === 'coverageLabel')).toMatchObject({ type: 'string' })
    expect(fields.find((field) => field.name === 'coverageLabel')?.validation).toBeUndefined()
  })

  it('offer links to pages in the language of the document being edited', () => {
    const pageField = (link.fields as Field[]).find((field) => field.name === 'page')!
    const filter = pageField.options!.filter as (context: { document?: unknown }) => unknown
    expect(filter({ document: { language: 'es' } })).toEqual({
      filter: 'language == $language',
      params: { language: 'es' },
    })
    expect(filter({ document: { _type: 'quoteForm' } })).toMatchObject({ params: { language: 'en' } })
  })
})

describe('the documents holding every language', () => {
  it('quote form choices send an English value and show a translated label', () => {
    for (const name of ['coverageOptions', 'contactOptions', 'timeframeOptions']) {
      expect(fieldOf('quoteForm', name)?.of, name).toEqual([{ type: 'choice' }])
    }
    expect(typeNamed('choice').fields.map(({ name, type }) => [name, type])).toEqual([
      ['value', 'string'],
      ['label', 'internationalizedArrayString'],
    ])
    expect(fieldOf('quoteForm', 'consentDisclosure')?.type).toBe('internationalizedArrayConsentText')
  })

  it('link the footer’s legal line to the English legal pages', () => {
    expect(fieldOf('siteSettings', 'legalLinks')?.of).toEqual([{ type: 'footerLink' }])
    expect(fieldOf('footerLink', 'label')?.type).toBe('internationalizedArrayString')
    expect(fieldOf('footerLink', 'page')).toMatchObject({
      type: 'reference',
      to: [{ type: 'legalPage' }],
      options: { filter: 'language == $language', filterParams: { language: 'en' } },
    })
  })

  it('keep longer texts as text', () => {
    expect(fieldOf('teamMember', 'bio')?.type).toBe('internationalizedArrayText')
    const notFound = fieldOf('siteSettings', 'notFound')!.fields!
    expect(notFound.map(({ name, type }) => [name, type])).toEqual([
      ['title', 'internationalizedArrayString'],
      ['text', 'internationalizedArrayText'],
    ])
  })

  it('show their English text in lists', () => {
    expect(
      typeNamed('stat').preview.prepare!({ value: texts('4.9'), label: texts('Google rating', 'Google') }),
    ).toEqual({ title: '4.9', subtitle: 'Google rating' })
    expect(
      typeNamed('teamMember').preview.prepare!({
        title: 'Kevin Tran',
        role: texts('Office Manager', 'Gerente'),
      }),
    ).toMatchObject({
      title: 'Kevin Tran',
      subtitle: 'Office Manager',
    })
    expect(
      typeNamed('award').preview.prepare!({
        title: texts('Best Agency', 'Mejor agencia'),
        issuer: texts('DFW'),
        year: 2024,
      }),
    ).toEqual({ title: 'Best Agency', subtitle: 'DFW · 2024' })
    expect(
      typeNamed('socialLink').preview.prepare!({ label: texts('On Facebook'), url: 'https://x' }),
    ).toEqual({
      title: 'On Facebook',
      subtitle: 'https://x',
    })
    expect(
      typeNamed('footerLink').preview.prepare!({ label: texts('Privacy Policy'), page: 'Privacy Policy' }),
    ).toEqual({
      title: 'Privacy Policy',
      subtitle: 'Privacy Policy',
    })
    expect(
      typeNamed('choice').preview.prepare!({ value: 'ASAP', label: texts('As soon as possible') }),
    ).toEqual({
      title: 'As soon as possible',
      subtitle: 'Sent as “ASAP”',
    })
    expect(typeNamed('choice').preview.prepare!({ value: 'ASAP', label: texts('ASAP') })).toEqual({
      title: 'ASAP',
      subtitle: undefined,
    })
    expect(
      typeNamed('statHighlight').preview.prepare!({
        value: texts('4.9'),
        statLabel: texts('Google rating'),
        label: '',
      }),
    ).toEqual({ title: '4.9 Google rating' })
  })

  it('mark each review with the language it was written in, English unless told', () => {
    const language = fieldOf('review', 'language')!
    expect(language).toMatchObject({ type: 'string', initialValue: 'en' })
    expect(language.options!.list).toEqual([
      { value: 'en', title: 'English' },
      { value: 'es', title: 'Español' },
    ])
    expect(language.hidden).toBeUndefined()
    expect(language.validation).toBeDefined()
  })
})

// What the office manager works with, ahead of what the visitor sent.
const WORK_FIELDS = ['stage', 'firstResponseAt', 'owner', 'notes', 'possibleDuplicateOf']
// How the request arrived, after what the visitor sent; the same on both kinds of request.
const RECEIPT_FIELDS = [
  'language',
  'submittedAt',
  'answerBy',
  'emailsSent',
  'serverEmails',
  'webhookEvents',
  'channel',
  'consentText',
  'consentVersion',
  'consentConfirmed',
  'adData',
  'pageUrl',
]

describe('the lead type', () => {
  const fields = lead.fields as Field[]

  it('has the field names the site’s server writes, and the office manager’s', () => {
    expect(fields.map((field) => field.name)).toEqual([
      ...WORK_FIELDS,
      'annualPremium',
      'noReviewRequest',
      'noReviewRequestReason',
      'reviewRequest',
      // On the contact card.
      'fullName',
      'phoneNumber',
      'email',
      'coverageType',
      'contactPreference',
      'timeframe',
      'zipCode',
      'additionalInfo',
      'smsConsent',
      'smsOptedOutAt',
      'intake',
      'callAt',
      'intakeLinkHash',
      // The records, last: the fieldset is drawn where its first field is.
      ...RECEIPT_FIELDS,
      'quotedAt',
      'wonAt',
      'coverageLabel',
      'attribution',
      'emailKey',
      'phoneKey',
    ])
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

  it('opens on the person and keeps the records in one group, closed, at the bottom', () => {
    expect(lead.fieldsets).toEqual([
      expect.objectContaining({
        name: 'records',
        title: 'Records',
        options: { collapsible: true, collapsed: true },
      }),
    ])
    const shown = fields.filter((field) => field.hidden !== true)
    const firstRecord = shown.findIndex((field) => field.fieldset === 'records')
    expect(shown.slice(0, firstRecord).map((field) => field.name)).toEqual([
      'stage',
      'firstResponseAt',
      'owner',
      'notes',
      'possibleDuplicateOf',
      'annualPremium',
      'noReviewRequest',
      'noReviewRequestReason',
      'zipCode',
      'additionalInfo',
      'smsConsent',
      'smsOptedOutAt',
      'intake',
    ])
    expect(shown.slice(firstRecord).filter((field) => field.fieldset !== 'records')).toEqual([])
    for (const name of ['fullName', 'phoneNumber', 'email', 'coverageType', 'contactPreference', 'timeframe'])
      expect(fieldOf('lead', name), `${name} is on the contact card`).toMatchObject({ hidden: true })
  })

  it('lets the office manager change only the stage, the owner, the notes, a sale’s premium and whether to ask for a review, saved at once without publishing (opt-outs go to the register)', () => {
    expect(lead.liveEdit).toBe(true)
    expect(fields.filter((field) => field.readOnly !== true).map((field) => field.name)).toEqual([
      'stage',
      'owner',
      'notes',
      'annualPremium',
      'noReviewRequest',
      'noReviewRequestReason',
    ])
  })

  it('asks for a reason not to ask a client for a review, and keeps the choice once they were asked', () => {
    const reason = fieldOf('lead', 'noReviewRequestReason')!
    const hidden = reason.hidden as (context: { document?: Record<string, unknown> }) => boolean
    expect(hidden({ document: { noReviewRequest: false } })).toBe(true)
    expect(hidden({ document: { noReviewRequest: true } })).toBe(false)
    const readOnly = fieldOf('lead', 'noReviewRequest')!.readOnly as (context: {
      document?: Record<string, unknown>
    }) => boolean
    expect(readOnly({ document: {} })).toBe(false)
    expect(readOnly({ document: { reviewRequest: { status: 'asked' } } })).toBe(true)
    expect(fieldOf('lead', 'noReviewRequest')!.description).toMatch(/review gating/)
  })

  it('moves a lead from New through Contacted and Quoted to Won or Lost, with radio buttons', () => {
    expect(LEAD_STAGES.map(({ value }) => value)).toEqual(['new', 'contacted', 'quoted', 'won', 'lost'])
    expect(fieldOf('lead', 'stage')).toMatchObject({
      type: 'string',
      initialValue: 'new',
      options: { list: LEAD_STAGES, layout: 'radio' },
      components: { input: StageInput },
    })
    expect(fieldOf('lead', 'stage')!.description).toMatch(/first answered/)
  })

  it('names the emails the visitor’s browser sent as ticked boxes', () => {
    expect(fieldOf('lead', 'emailsSent')).toMatchObject({
      type: 'array',
      readOnly: true,
      of: [{ type: 'string' }],
      options: {
        list: [
          { title: 'Confirmation to the customer', value: 'customer' },
          { title: 'Lead email to the agency', value: 'agency' },
        ],
      },
    })
  })

  it('lists a lead outside the inbox by its stage, its wait, its coverage, its language and what needs a look, on Dallas time', () => {
    const prepare = lead.preview!.prepare!
    const selection = {
      title: 'Jordan Reyes',
      coverageType: 'Auto Insurance',
      stage: 'new',
      language: 'en',
      submittedAt: '2026-03-02T10:00:00-06:00',
      answerBy: '2026-03-02T16:15:00.000Z',
      firstResponseAt: undefined,
      possibleDuplicateOf: undefined,
    }
    expect(prepare(selection)).toEqual({
      title: 'Jordan Reyes',
      subtitle: 'New · Answer by Mar 2, 10:15 AM (Dallas time) · Auto Insurance',
    })
    expect(
      prepare({ ...selection, stage: 'contacted', firstResponseAt: '2026-03-02T16:12:30.000Z' }),
    ).toEqual({
      title: 'Jordan Reyes',
      subtitle: 'Contacted · Answered in 12 min · Auto Insurance',
    })
    expect(
      prepare({
        ...selection,
        language: 'es',
        possibleDuplicateOf: { _type: 'reference', _ref: 'leads.earlier', _weak: true },
      }),
    ).toMatchObject({
      subtitle:
        'New · Answer by Mar 2, 10:15 AM (Dallas time) · Auto Insurance · Spanish · Possible duplicate',
    })
    // Sent on a summer evening, it is due the next morning.
    expect(
      prepare({
        ...selection,
        submittedAt: '2026-07-14T21:45:00-05:00',
        answerBy: '2026-07-15T13:15:00.000Z',
      }),
    ).toMatchObject({
      subtitle: 'New · Answer by Jul 15, 8:15 AM (Dallas time) · Auto Insurance',
    })
    // The CRM never got it, though it was tried again and again.
    expect(
      prepare({
        ...selection,
        webhookEvents: [
          { _key: 'msg_1', _type: 'webhookEvent', status: 'failed' },
          { _key: 'msg_1_1', _type: 'webhookEvent', status: 'delivered' },
        ],
      }),
    ).toMatchObject({
      subtitle: 'New · Answer by Mar 2, 10:15 AM (Dallas time) · Auto Insurance · Not sent to CRM',
    })
    // The agency's inbox never got the email of its finished online quote, though the request's own went.
    expect(
      prepare({
        ...selection,
        quoteReady: true,
        serverEmails: [
          { _key: 'agency', kind: 'agency', status: 'sent' },
          { _key: 'quote-ready', kind: 'quote-ready', status: 'failed' },
        ],
      }),
    ).toMatchObject({
      subtitle:
        'New · Answer by Mar 2, 10:15 AM (Dallas time) · Auto Insurance · Quote-ready · Email to agency not sent',
    })
    expect(
      prepare({ ...selection, serverEmails: [{ _key: 'agency', kind: 'agency', status: 'pending' }] })
        .subtitle,
    ).not.toContain('not sent')
    // The visitor answered every question needed to quote it online.
    expect(prepare({ ...selection, quoteReady: true })).toMatchObject({
      subtitle: 'New · Answer by Mar 2, 10:15 AM (Dallas time) · Auto Insurance · Quote-ready',
    })
    expect(
      prepare({ ...selection, webhookEvents: [{ _key: 'msg_1', _type: 'webhookEvent', status: 'pending' }] }),
    ).toMatchObject({ subtitle: 'New · Answer by Mar 2, 10:15 AM (Dallas time) · Auto Insurance' })
    // Moved on before the first answer was recorded: no wait to show.
    expect(prepare({ ...selection, stage: 'won' })).toMatchObject({
      subtitle: 'Won · Auto Insurance',
    })
    // Kept before there were stages and due times.
    expect(prepare({ ...selection, stage: undefined, answerBy: undefined })).toMatchObject({
      subtitle: 'New · Auto Insurance',
    })
    expect(
      prepare({
        title: 'Jordan Reyes',
        coverageType: undefined,
        stage: undefined,
        language: undefined,
        submittedAt: 'not a date',
        answerBy: undefined,
        firstResponseAt: undefined,
        possibleDuplicateOf: undefined,
      }),
    ).toEqual({ title: 'Jordan Reyes', subtitle: 'New' })
  })
})

describe('what the office manager works with on a request', () => {
  for (const type of ['lead', 'serviceRequest']) {
    it(`records the first answer on its own and shows the wait (${type})`, () => {
      expect(fieldOf(type, 'firstResponseAt')).toMatchObject({
        type: 'datetime',
        readOnly: true,
        components: { input: FirstResponseInput },
      })
      // Shown as text in the Studio's one format for times, not in a date picker she might think she can change.
      expect(fieldOf(type, 'answerBy')).toMatchObject({
        type: 'datetime',
        readOnly: true,
        fieldset: 'records',
        components: { input: RecordTimeInput },
      })
    })

    it(`gives it an owner from the team, and notes (${type})`, () => {
      // Team members hold every language in one document, so the whole team is offered.
      expect(isTranslatedType('teamMember')).toBe(false)
      expect(fieldOf(type, 'owner')).toMatchObject({
        type: 'reference',
        to: [{ type: 'teamMember' }],
        options: { disableNew: true },
      })
      expect(fieldOf(type, 'owner')!.options!.filter).toBeUndefined()
      expect(fieldOf(type, 'notes')).toMatchObject({ type: 'text' })
      expect(fieldOf(type, 'notes')!.readOnly).toBeUndefined()
    })

    it(`points at the earlier request it may repeat, read-only and out of sight when there is none (${type})`, () => {
      const duplicate = fieldOf(type, 'possibleDuplicateOf')!
      expect(duplicate).toMatchObject({ type: 'reference', to: [{ type }], weak: true, readOnly: true })
      expect(duplicate.description).toMatch(/same email or phone.*30 days/)
      const hidden = duplicate.hidden as (context: { value?: unknown }) => boolean
      expect(hidden({ value: undefined })).toBe(true)
      expect(hidden({ value: { _type: 'reference', _ref: 'x', _weak: true } })).toBe(false)
    })

    it(`shows what was sent to the CRM, read-only, and nothing while no CRM was connected (${type})`, () => {
      const events = fieldOf(type, 'webhookEvents')!
      expect(events).toMatchObject({
        type: 'array',
        title: 'Sent to your CRM',
        readOnly: true,
        of: [{ type: 'webhookEvent' }],
        components: { input: CrmDeliveryInput },
      })
      const hidden = events.hidden as (context: { value?: unknown }) => boolean
      expect(hidden({ value: undefined })).toBe(true)
      expect(hidden({ value: [] })).toBe(true)
      expect(hidden({ value: [{ _key: 'msg_1', _type: 'webhookEvent' }] })).toBe(false)
    })

    it(`shows each email the site's server sent the agency about it in one line, and nothing while there is none (${type})`, () => {
      const emails = fieldOf(type, 'serverEmails')!
      expect(emails).toMatchObject({
        type: 'array',
        title: 'Emails the site sent the agency',
        readOnly: true,
        of: [{ type: 'serverEmail' }],
        components: { input: ServerEmailsInput },
      })
      expect(emails.description).toMatch(/tried again for about 20 hours; “not sent” means .*“Not delivered”/)
      const hidden = emails.hidden as (context: { value?: unknown }) => boolean
      expect(hidden({ value: undefined })).toBe(true)
      expect(hidden({ value: [] })).toBe(true)
      expect(hidden({ value: [{ _key: 'agency', kind: 'agency', status: 'failed' }] })).toBe(false)
    })

    it(`says how it reached us (${type})`, () => {
      expect(fieldOf(type, 'channel')!.options!.list).toEqual([
        { title: 'The site’s form', value: 'form' },
        { title: 'A browser without JavaScript (the page sent the form by itself)', value: 'no-javascript' },
      ])
      expect(fieldOf(type, 'consentVersion')).toMatchObject({ type: 'string', readOnly: true })
    })
  }

  it('keeps no “handled” box, the list of emails that failed nor the online quote’s own email field any more', () => {
    for (const name of ['contacted', 'done', 'undeliveredEmails', 'quoteReadyEmail']) {
      expect(fieldOf('lead', name), name).toBeUndefined()
      expect(fieldOf('serviceRequest', name), name).toBeUndefined()
    }
  })
})

describe('a message to the CRM', () => {
  const fields = typeNamed('webhookEvent').fields

  it('has the fields the site’s server writes, all read-only', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'id',
      'type',
      'stage',
      'previousStage',
      'createdAt',
      'status',
      'tries',
      'nextTryAt',
      'deliveredAt',
      'lastError',
      'choices',
    ])
    expect(fields.filter((field) => field.readOnly !== true).map((field) => field.name)).toEqual([])
    expect(
      fields.filter((field) => field.type === 'datetime').map((field) => field.components?.input),
    ).toEqual([RecordTimeInput, RecordTimeInput, RecordTimeInput])
  })

  it('names its kinds and where its delivery stands', () => {
    expect(fieldOf('webhookEvent', 'type')!.options!.list).toEqual([
      { value: 'lead.created', title: 'New lead' },
      { value: 'lead.stage_changed', title: 'Stage of a lead changed' },
      { value: 'lead.intake_completed', title: 'Online quote finished' },
      { value: 'service_request.created', title: 'New service request' },
      { value: 'service_request.stage_changed', title: 'Stage of a service request changed' },
      { value: 'lead.opted_out', title: 'Opted out of texts or calls' },
      { value: 'service_request.opted_out', title: 'Opted out of texts or calls' },
    ])
    expect(fieldOf('webhookEvent', 'status')!.options!.list).toEqual([
      { value: 'pending', title: 'Waiting to be sent' },
      { value: 'delivered', title: 'Delivered' },
      { value: 'failed', title: 'Not delivered' },
    ])
  })

  it('is listed by the line the request’s form shows', () => {
    expect(
      typeNamed('webhookEvent').preview.prepare!({
        type: 'service_request.created',
        status: 'failed',
        tries: 8,
        lastError: 'HTTP 500',
      }),
    ).toEqual({
      title:
        'New service request — not sent: your CRM had a problem on its side. Send it again once your CRM is back up.',
      subtitle: 'HTTP 500 after 8 tries',
    })
  })
})

describe('an email of the site’s server to the agency', () => {
  const fields = typeNamed('serverEmail').fields

  it('has the fields the site’s server writes, all read-only, its times on Dallas time', () => {
    expect(fields.map((field) => field.name)).toEqual([
      'kind',
      'createdAt',
      'status',
      'tries',
      'nextTryAt',
      'sentAt',
      'lastError',
      'params',
    ])
    expect(fields.filter((field) => field.readOnly !== true).map((field) => field.name)).toEqual([])
    // What the stop page's email says is the register's document's already: the Studio never shows it again.
    expect(fieldOf('serverEmail', 'params')).toMatchObject({ hidden: true })
    expect(
      fields.filter((field) => field.type === 'datetime').map((field) => field.components?.input),
    ).toEqual([RecordTimeInput, RecordTimeInput, RecordTimeInput])
  })

  it('names every kind the server sends, and where its sending stands', () => {
    expect(fieldOf('serverEmail', 'kind')!.options!.list).toEqual(
      SERVER_EMAIL_KINDS.map((value) => ({ value, title: expect.stringMatching(/^The .*email of /) })),
    )
    expect(fieldOf('serverEmail', 'status')!.options!.list).toEqual([
      { value: 'pending', title: 'Waiting to be sent' },
      { value: 'sent', title: 'Sent' },
      { value: 'failed', title: 'Not sent' },
    ])
  })

  it('is listed by the line the record’s form shows', () => {
    expect(
      typeNamed('serverEmail').preview.prepare!({
        kind: 'agency',
        status: 'failed',
        tries: 1,
        lastError: 'EmailJS answered HTTP 400',
      }),
    ).toEqual({
      title: expect.stringMatching(
        /^The agency’s email of this request — not sent: the email service refused it \(EmailJS answered HTTP 400\), 1 try\. /,
      ),
    })
  })
})

describe('a day the site reached its ceiling on requests', () => {
  it('shows only the email it sent the agency that day, read-only, and is listed under “Not delivered” when it failed', () => {
    const day = typeNamed('dailyCeiling') as unknown as { fields: Field[]; readOnly?: unknown }
    expect(day.readOnly).toBe(true)
    expect(day.fields.map((field) => field.name)).toEqual(['serverEmails'])
    expect(fieldOf('dailyCeiling', 'serverEmails')).toMatchObject({
      of: [{ type: 'serverEmail' }],
      components: { input: ServerEmailsInput },
    })
    expect(fieldOf('contactChoice', 'serverEmails')).toMatchObject({
      of: [{ type: 'serverEmail' }],
      components: { input: ServerEmailsInput },
    })
  })
})

describe('the service center', () => {
  const names = (fields: Field[] | undefined) => fields?.map((field) => field.name)
  const section = (name: string) => fieldOf('serviceCenterPage', name)!.fields

  it('has the fields the site reads, each label written once per language document', () => {
    expect(names(serviceCenterPage.fields as Field[])).toEqual([
      'title',
      'slug',
      'intro',
      'firstSteps',
      'directory',
      'help',
      'requestForm',
      'consentHistory',
      'writtenConfirmationNoticeHistory',
      'seo',
      'language',
    ])
    expect(names(section('firstSteps'))).toEqual(['heading', 'steps'])
    expect(names(section('directory'))).toEqual([
      'heading',
      'intro',
      'lineFilterLabel',
      'allLinesLabel',
      'searchLabel',
      'applyLabel',
      'clearLabel',
      'countTemplate',
      'noResults',
      'claimsPhoneLabel',
      'claimsWebsiteLabel',
      'paymentLabel',
      'policyServiceLabel',
      'roadsideLabel',
      'linesLabel',
      'newTabNote',
    ])
    expect(names(section('help'))).toEqual(['heading', 'text'])
    expect(names(section('requestForm'))).toEqual([
      'heading',
      'intro',
      'requestTypeLabel',
      'policyChangeLabel',
      'certificateLabel',
      'autoIdCardLabel',
      'claimLabel',
      'nameLabel',
      'phoneLabel',
      'emailLabel',
      'policyNumberLabel',
      'policyNumberUnknownLabel',
      'carrierLabel',
      'carrierPlaceholder',
      'carrierUnknownLabel',
      'detailsLabel',
      'changeDescriptionLabel',
      'changeDateLabel',
      'holderNameLabel',
      'holderAddressLabel',
      'certificatePurposeLabel',
      'vehicleLabel',
      'dateOfLossLabel',
      'lossDescriptionLabel',
      'submitLabel',
      'sendingLabel',
      'successTitle',
      'successText',
      'errorLabel',
      'errorSummary',
      'deliveryError',
      'writtenConfirmationNotice',
      'consentDisclosure',
      'errors',
    ])
    expect(names(section('requestForm')!.find((field) => field.name === 'errors')!.fields)).toEqual([
      'requestType',
      'name',
      'phone',
      'email',
      'policyNumber',
      'carrier',
      'changeDescription',
      'changeDate',
      'holderName',
      'holderAddress',
      'certificatePurpose',
      'vehicle',
      'dateOfLoss',
      'lossDescription',
    ])
  })

  it('keeps its texts in plain fields, since each language has its own document', () => {
    const translated = JSON.stringify(serviceCenterPage.fields).match(/internationalizedArray\w+/g)
    expect(translated).toBeNull()
    // Kept with each request, in the words of the version the page showed, as the consent is.
    for (const name of ['consentDisclosure', 'writtenConfirmationNotice'])
      expect(section('requestForm')!.find((field) => field.name === name)?.type, name).toBe('consentText')
    expect(section('firstSteps')!.find((field) => field.name === 'steps')?.of).toEqual([{ type: 'card' }])
  })
})

describe('carriers and insurance lines', () => {
  const fields = carrier.fields as Field[]

  it('give a carrier the fields the site reads, its notes in every language', () => {
    expect(fields.map(({ name, type }) => [name, type])).toEqual([
      ['name', 'string'],
      ['logo', 'image'],
      ['lines', 'array'],
      ['claimsPhone', 'string'],
      ['claimsUrl', 'url'],
      ['paymentUrl', 'url'],
      ['policyServiceUrl', 'url'],
      ['roadsidePhone', 'string'],
      ['notes', 'internationalizedArrayText'],
      ['orderRank', 'string'],
    ])
    expect(fieldOf('carrier', 'lines')?.of).toMatchObject([
      { type: 'reference', to: [{ type: 'insuranceLine' }] },
    ])
    // The carrier's name is the logo's description: no second text to keep in step with it.
    expect(fieldOf('carrier', 'logo')?.fields).toBeUndefined()
  })

  it('accept a phone number a client can tap to call, however it is punctuated', () => {
    for (const phone of [
      '(800) 555-0172',
      '800-555-0172',
      '800.555.0172',
      '8005550172',
      '1-800-555-0172',
      '+1 (800) 555-0172',
      '+44 20 7946 0018',
    ]) {
      expect(isDialablePhoneNumber(phone), phone).toBe(true)
    }
    for (const phone of [
      '555-0172',
      '1-800-FLOWERS',
      '(800) 555-0172 ext. 2',
      '2 800 555 0172',
      '+800 555 0172',
      '',
    ]) {
      expect(isDialablePhoneNumber(phone), phone).toBe(false)
    }
  })

  it('name the site’s usual way of writing a number written another way', () => {
    expect(usualPhoneFormat('214.555.0143')).toBe('(214) 555-0143')
    expect(usualPhoneFormat('+44 (0)20 7946 0018')).toBe('+44 20 7946 0018')
    expect(usualPhoneFormat('(214) 555-0143')).toBeUndefined()
  })

  it('list a carrier by name with its first lines in English, or its claims phone when it has none', () => {
    const prepare = carrier.preview!.prepare!
    const selection = {
      title: 'Bluebonnet Mutual',
      claimsPhone: '(800) 555-0172',
      media: undefined,
      line0: undefined,
      line1: undefined,
      line2: undefined,
      line3: undefined,
      more: undefined,
    }
    expect(prepare({ ...selection, line0: texts('Auto', 'Auto'), line1: texts('Home', 'Hogar') })).toEqual({
      title: 'Bluebonnet Mutual',
      subtitle: 'Auto, Home',
    })
    expect(
      prepare({
        ...selection,
        line0: texts('Auto'),
        line1: texts('Home'),
        line2: texts('Renters'),
        line3: texts('Life'),
        more: 'insuranceLine-umbrella',
      }),
    ).toMatchObject({ subtitle: 'Auto, Home, Renters, Life, …' })
    expect(prepare(selection)).toMatchObject({ subtitle: '(800) 555-0172' })
  })

  it('give a line a name in every language and a short name for links, ordered by hand', () => {
    expect((insuranceLine.fields as Field[]).map(({ name, type }) => [name, type])).toEqual([
      ['title', 'internationalizedArrayString'],
      ['key', 'slug'],
      ['page', 'reference'],
      ['orderRank', 'string'],
    ])
    expect(fieldOf('insuranceLine', 'key')?.options).toMatchObject({ slugify })
    const source = fieldOf('insuranceLine', 'key')!.options!.source as (document: unknown) => string
    expect(source({ title: texts('Mobile home', 'Casa móvil') })).toBe('Mobile home')
    expect(
      insuranceLine.preview!.prepare!({ title: texts('Mobile home', 'Casa móvil'), key: 'mobile-home' }),
    ).toEqual({ title: 'Mobile home', subtitle: '?line=mobile-home' })
  })

  it('point a line at its English page, whose quote form ends the guides about it', () => {
    expect(fieldOf('insuranceLine', 'page')).toMatchObject({
      type: 'reference',
      to: [{ type: 'page' }],
      options: { disableNew: true, filter: 'language == $language', filterParams: { language: 'en' } },
    })
    expect(fieldOf('insuranceLine', 'page')!.validation).toBeUndefined()
    expect(fieldOf('insuranceLine', 'page')!.description).toMatch(/quote form/)
  })

  it('accept short names of lower-case letters, digits and hyphens, suggesting one otherwise', () => {
    for (const key of ['auto', 'mobile-home', 'boat2']) expect(lineKeyProblem(key), key).toBeNull()
    expect(lineKeyProblem('Mobile Home')).toBe(
      'Use only lower-case letters, digits and single hyphens between words, for example “mobile-home”.',
    )
    expect(lineKeyProblem('-auto')).toBe(
      'Use only lower-case letters, digits and single hyphens between words, for example “auto”.',
    )
    expect(lineKeyProblem('')).toMatch(/^Give the line a short name for links/)
    expect(lineKeyProblem(undefined)).toMatch(/^Give the line a short name for links/)
  })
})

describe('the service request type', () => {
  const fields = serviceRequest.fields as Field[]

  it('has the field names the site’s server writes, and the office manager’s', () => {
    expect(fields.map((field) => field.name)).toEqual([
      ...WORK_FIELDS,
      'requestType',
      'fullName',
      'phoneNumber',
      'email',
      'policyNumber',
      'carrier',
      'details',
      'smsConsent',
      'smsOptedOutAt',
      'changeDescription',
      'changeEffectiveDate',
      'certificateHolderName',
      'certificateHolderAddress',
      'certificatePurpose',
      'vehicle',
      'dateOfLoss',
      'lossDescription',
      ...RECEIPT_FIELDS,
      'writtenConfirmationNotice',
      'attribution',
      'emailKey',
      'phoneKey',
    ])
    expect(fieldOf('serviceRequest', 'requestType')!.options!.list).toEqual([
      { value: 'policyChange', title: 'Policy change' },
      { value: 'certificate', title: 'Certificate of insurance' },
      { value: 'autoIdCard', title: 'Auto ID card' },
      { value: 'claim', title: 'Help with a claim' },
    ])
    expect(fieldOf('serviceRequest', 'emailsSent')!.options!.list).toEqual([
      { title: 'Confirmation to the client', value: 'customer' },
      { title: 'Request email to the agency', value: 'agency' },
    ])
    // The same receipt, wait and campaign as a lead's, so both read alike in the inbox.
    for (const name of [
      'firstResponseAt',
      'notes',
      'language',
      'submittedAt',
      'answerBy',
      'channel',
      'consentText',
      'consentVersion',
      'consentConfirmed',
      'adData',
      'pageUrl',
      'attribution',
      'smsConsent',
      'smsOptedOutAt',
    ]) {
      expect(fieldOf('serviceRequest', name), name).toEqual(fieldOf('lead', name))
    }
  })

  it('lets the office manager change only the stage, the owner and the notes, saved at once without publishing (opt-outs go to the register)', () => {
    expect(serviceRequest.liveEdit).toBe(true)
    expect(fields.filter((field) => field.readOnly !== true).map((field) => field.name)).toEqual([
      'stage',
      'owner',
      'notes',
    ])
  })

  it('moves a request from New through In progress to Done, with radio buttons', () => {
    expect(SERVICE_REQUEST_STAGES).toEqual([
      { value: 'new', title: 'New' },
      { value: 'inProgress', title: 'In progress' },
      { value: 'done', title: 'Done' },
    ])
    expect(fieldOf('serviceRequest', 'stage')).toMatchObject({
      type: 'string',
      initialValue: 'new',
      options: { list: SERVICE_REQUEST_STAGES, layout: 'radio' },
      components: { input: StageInput },
    })
  })

  it('shows only the answers of the request’s own kind', () => {
    const hidden = fieldOf('serviceRequest', 'vehicle')!.hidden as (context: { value?: unknown }) => boolean
    expect(hidden({ value: undefined })).toBe(true)
    expect(hidden({ value: '2021 Toyota Camry' })).toBe(false)
    // The contact card at the top shows who it is.
    expect(fieldOf('serviceRequest', 'fullName')!.hidden).toBe(true)
    expect(fieldOf('serviceRequest', 'policyNumber')!.hidden).toBeUndefined()
  })

  it('keeps, among the records, that the client was told nothing changes until the agency confirms it in writing', () => {
    const notice = fieldOf('serviceRequest', 'writtenConfirmationNotice')!
    expect(notice).toMatchObject({ type: 'object', readOnly: true, fieldset: 'records' })
    expect(notice.fields!.map(({ name, type }) => [name, type])).toEqual([
      ['shown', 'boolean'],
      ['text', 'text'],
      ['version', 'string'],
    ])
    // Requests kept before the form showed it have none, and nothing to say about it.
    const hidden = notice.hidden as (context: { value?: unknown }) => boolean
    expect(hidden({ value: undefined })).toBe(true)
    expect(hidden({ value: { shown: false } })).toBe(false)
  })

  it('lists a request outside the inbox by its stage, its wait, its kind, its language and what needs a look, on Dallas time', () => {
    const prepare = serviceRequest.preview!.prepare!
    const selection = {
      title: 'Jordan Reyes',
      requestType: 'certificate',
      stage: 'new',
      language: 'en',
      submittedAt: '2026-03-02T10:00:00-06:00',
      answerBy: '2026-03-02T16:15:00.000Z',
      firstResponseAt: undefined,
      possibleDuplicateOf: undefined,
    }
    expect(prepare(selection)).toEqual({
      title: 'Jordan Reyes',
      subtitle: 'New · Answer by Mar 2, 10:15 AM (Dallas time) · Certificate of insurance',
    })
    expect(
      prepare({
        ...selection,
        stage: 'done',
        language: 'es',
        possibleDuplicateOf: { _type: 'reference', _ref: 'serviceRequests.earlier', _weak: true },
        firstResponseAt: '2026-03-02T18:05:00.000Z',
      }),
    ).toEqual({
      title: 'Jordan Reyes',
      subtitle: 'Done · Answered in 2 h 5 min · Certificate of insurance · Spanish · Possible duplicate',
    })
    expect(prepare({ ...selection, stage: 'inProgress', requestType: 'somethingNew' })).toMatchObject({
      subtitle: 'In progress · somethingNew',
    })
  })
})

describe('the guides', () => {
  const fields = article.fields as Field[]
  type Block = {
    type: string
    styles?: { value: string }[]
    lists?: { value: string }[]
    marks?: { decorators?: { value: string }[]; annotations?: { name: string }[] }
  }
  const members = (type: string) => (typeNamed(type) as unknown as { of: Block[] }).of

  it('give a guide a title, its own address, a summary, a cover, a text, its lines, an author, dates and SEO', () => {
    expect(fields.map(({ name, type }) => [name, type])).toEqual([
      ['title', 'string'],
      ['slug', 'slug'],
      ['summary', 'text'],
      ['coverImage', 'image'],
      ['body', 'articleBody'],
      ['lines', 'array'],
      ['author', 'reference'],
      ['publishedAt', 'datetime'],
      ['updatedAt', 'datetime'],
      ['seo', 'seo'],
      ['language', 'string'],
    ])
    expect(fieldOf('article', 'slug')!.options).toMatchObject({
      source: 'title',
      slugify,
      documentInternationalization: { exclude: true },
    })
    expect(fieldOf('article', 'slug')!.readOnly).toBeUndefined()
    expect(fieldOf('article', 'coverImage')).toMatchObject({ options: { hotspot: true } })
    expect(fieldOf('article', 'coverImage')!.fields!.map((field) => field.name)).toEqual(['alt'])
    expect(fieldOf('article', 'lines')!.of).toMatchObject([
      { type: 'reference', to: [{ type: 'insuranceLine' }] },
    ])
    expect(fieldOf('article', 'lines')!.description).toMatch(/first is its main line.*quote form/)
    expect(fieldOf('article', 'author')).toMatchObject({ to: [{ type: 'teamMember' }] })
    expect((article as unknown as { orderings: unknown[] }).orderings).toEqual([
      { title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
    ])
  })

  it('write a guide with the same paragraphs, headings, lists and links as every text, and “Good to know” boxes', () => {
    const [block, callout] = members('articleBody')
    expect(block).toBe(members('blockContent')[0])
    expect(block!.styles!.map(({ value }) => value)).toEqual(['normal', 'h2', 'h3'])
    expect(block!.lists!.map(({ value }) => value)).toEqual(['bullet', 'number'])
    expect(block!.marks!.decorators!.map(({ value }) => value)).toEqual(['strong', 'em'])
    expect(block!.marks!.annotations!.map(({ name }) => name)).toEqual(['internalLink', 'link'])
    expect(callout).toMatchObject({ type: 'callout' })
    expect(members('articleBody')).toHaveLength(2)
    expect(typeNamed('callout').fields.map(({ name, type }) => [name, type])).toEqual([
      ['tone', 'string'],
      ['text', 'text'],
    ])
    expect(fieldOf('callout', 'tone')!.options).toEqual({
      list: [
        { title: 'Tip', value: 'tip' },
        { title: 'Warning', value: 'warning' },
        { title: 'Information', value: 'info' },
      ],
      layout: 'radio',
    })
    expect(
      typeNamed('callout').preview.prepare!({ tone: 'warning', text: 'Keep your ID card current.' }),
    ).toEqual({ title: 'Keep your ID card current.', subtitle: 'Good to know · Warning' })
  })

  it('list a guide by title, its address in its language and the day it was published, on Dallas time', () => {
    const prepare = article.preview!.prepare!
    const selection = {
      title: 'Texas auto insurance requirements',
      slug: 'texas-auto-insurance-requirements',
      language: 'en',
      publishedAt: '2025-06-17T14:00:00.000Z',
      media: undefined,
    }
    expect(prepare(selection)).toEqual({
      title: 'Texas auto insurance requirements',
      subtitle: '/guides/texas-auto-insurance-requirements · Jun 17, 2025',
      media: undefined,
    })
    // Late in the evening in Dallas is already the next day in UTC.
    expect(
      prepare({
        ...selection,
        slug: 'requisitos-de-seguro-de-auto-en-texas',
        language: 'es',
        publishedAt: '2026-03-04T03:30:00.000Z',
      }),
    ).toMatchObject({ subtitle: '/es/guias/requisitos-de-seguro-de-auto-en-texas · Mar 3, 2026' })
    expect(prepare({ ...selection, slug: undefined, publishedAt: undefined })).toMatchObject({
      subtitle: 'No address yet',
    })
  })
})

describe('the guides page', () => {
  const names = (fields: Field[] | undefined) => fields?.map((field) => field.name)
  const labels = fieldOf('guidesPage', 'labels')!

  it('has the fields the site reads, its labels in one folded group', () => {
    expect((guidesPage.fields as Field[]).map(({ name, type }) => [name, type])).toEqual([
      ['title', 'string'],
      ['slug', 'slug'],
      ['intro', 'text'],
      ['labels', 'object'],
      ['seo', 'seo'],
      ['language', 'string'],
    ])
    expect(labels.options).toMatchObject({ collapsible: true, collapsed: true })
    expect(names(labels.fields)).toEqual([
      'filterHeading',
      'allLines',
      'noGuides',
      'newerPage',
      'olderPage',
      'pageOf',
      'onThisPage',
      'writtenBy',
      'published',
      'updated',
      'readingTime',
      'related',
      'allGuides',
      'tip',
      'warning',
      'info',
    ])
    for (const field of labels.fields!) {
      expect(field.type, field.name).toBe('string')
      expect(field.validation, field.name).toBeDefined()
    }
    for (const name of ['title', 'intro', 'labels', 'seo']) {
      expect(fieldOf('guidesPage', name)!.validation, name).toBeDefined()
    }
  })

  it('names a label for each kind of “Good to know” box', () => {
    const tones = (fieldOf('callout', 'tone')!.options!.list as { value: string }[]).map(({ value }) => value)
    expect(names(labels.fields)).toEqual(expect.arrayContaining(tones))
  })

  it('keeps its texts in plain fields, since each language has its own document', () => {
    expect(JSON.stringify(guidesPage.fields).match(/internationalizedArray\w+/g)).toBeNull()
  })

  it('lives at the guides’ folder in both languages, drafts included, where no page may live', () => {
    expect(GUIDES_FOLDERS).toEqual({ en: 'guides', es: 'guias' })
    const readOnly = readOnlyFor(fieldOf('guidesPage', 'slug'))
    const id = SINGLETONS.guidesPage.id
    expect(SINGLETONS.guidesPage).toEqual({ id: 'guidesPage', title: 'Guides page' })
    for (const { id: language } of LANGUAGES) {
      for (const documentId of [translationId(id, language), `drafts.${translationId(id, language)}`]) {
        expect(readOnly({ document: { _id: documentId, language } }), documentId).toBe(true)
      }
    }
  })

  it('lists each language’s guides page by title and address', () => {
    const prepare = guidesPage.preview!.prepare!
    expect(prepare({ title: 'Insurance guides', slug: 'guides', language: 'en' })).toEqual({
      title: 'Insurance guides',
      subtitle: '/guides',
    })
    expect(prepare({ title: 'Guías de seguros', slug: 'guias', language: 'es' })).toEqual({
      title: 'Guías de seguros',
      subtitle: '/es/guias',
    })
  })
})

describe('placeholderProblem: the numbers the site puts in a line of text', () => {
  it('accepts a line that keeps every placeholder, in any order and any language', () => {
    expect(placeholderProblem('Page {page} of {pages}', ['{page}', '{pages}'])).toBeNull()
    expect(placeholderProblem('{pages} páginas, esta es la {page}', ['{page}', '{pages}'])).toBeNull()
    expect(placeholderProblem('Lectura de {minutes} min', ['{minutes}'])).toBeNull()
    expect(placeholderProblem('Showing {count} of {total} carriers', ['{count}', '{total}'])).toBeNull()
  })

  it('leaves an empty line to the “required” message', () => {
    expect(placeholderProblem(undefined, ['{minutes}'])).toBeNull()
    expect(placeholderProblem('', ['{minutes}'])).toBeNull()
  })

  it('names the placeholders to keep, with their curly brackets', () => {
    const both =
      'Keep both {page} and {pages} in the text, with their curly brackets: the site puts the numbers there.'
    expect(placeholderProblem('Page {page}', ['{page}', '{pages}'])).toBe(both)
    expect(placeholderProblem('Page page of pages', ['{page}', '{pages}'])).toBe(both)
    expect(placeholderProblem('Page (page) of (pages)', ['{page}', '{pages}'])).toBe(both)
    expect(placeholderProblem('5 min read', ['{minutes}'])).toBe(
      'Keep {minutes} in the text, with its curly brackets: the site puts the number there.',
    )
    expect(placeholderProblem('{minute} min read', ['{minutes}'])).toBe(
      'Keep {minutes} in the text, with its curly brackets: the site puts the number there.',
    )
    expect(placeholderProblem('Showing {count} carriers', ['{count}', '{total}'])).toBe(
      'Keep both {count} and {total} in the text, with their curly brackets: the site puts the numbers there.',
    )
  })
})

describe('the latest guides section', () => {
  const fields = latestGuidesSection.fields as Field[]

  it('has a heading, an optional line, an optional link label and a section address', () => {
    expect(fields.map(({ name, type }) => [name, type])).toEqual([
      ['heading', 'sectionHeading'],
      ['line', 'reference'],
      ['linkLabel', 'string'],
      ['anchor', 'string'],
    ])
    expect(fields[0]!.validation).toBeDefined()
    expect(fields[1]).toMatchObject({ to: [{ type: 'insuranceLine' }], options: { disableNew: true } })
    expect(fields[1]!.validation).toBeUndefined()
    expect(fields[2]!.validation).toBeUndefined()
  })

  it('is listed by its heading and the line it shows, or every line', () => {
    const prepare = latestGuidesSection.preview!.prepare!
    expect(prepare({ title: 'Auto insurance questions, answered', line: texts('Auto', 'Auto') })).toEqual({
      title: 'Auto insurance questions, answered',
      subtitle: 'Latest guides · Auto',
    })
    expect(prepare({ title: 'From our guides', line: undefined })).toEqual({
      title: 'From our guides',
      subtitle: 'Latest guides · Every line',
    })
  })
})
