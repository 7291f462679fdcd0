import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  type Document,
  parseDataset,
  parseRecord,
  publishDataset,
  publishedRecord,
  publishFile,
  recordFileOf,
  SEED_DATASET,
  unpublishedChanges,
} from '../seed/publish'

type Blocks = { children: { text: string }[] }[]
type Translated = { language: string; value: Blocks }

const seed = () => parseDataset(readFileSync(SEED_DATASET, 'utf8'))
const byId = (documents: readonly Document[], id: string) =>
  documents.find((document) => document._id === id)!
const textOf = (blocks: Blocks) =>
  blocks.map((block) => block.children.map(({ text }) => text).join('')).join('')

// A copy of the seed with one document changed as a hand edit would change it.
const editing = (id: string, edit: (document: Document) => Document) =>
  seed().map((document) => (document._id === id ? edit(structuredClone(document)) : document))

const wordsReading = (text: string) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text }],
  },
]

const withQuoteFormWords = (language: string, text: string) =>
  editing('quoteForm', (form) => ({
    ...form,
    consentDisclosure: (form.consentDisclosure as Translated[]).map((entry) =>
      entry.language === language ? { ...entry, value: wordsReading(text) } : entry,
    ),
  }))

const movedTo = (id: string, slug: string) =>
  editing(id, (page) => ({ ...page, slug: { _type: 'slug', current: slug } }))

const NOW = new Date('2027-03-04T15:16:17.000Z')

describe('seed:publish: the Studio’s publish rules on a hand-edited embedded dataset', () => {
  const published = publishedRecord(seed())

  it('keeps the quote form’s replaced consent words in its earlier words, dated, in the language that changed', () => {
    const before = byId(seed(), 'quoteForm').consentDisclosure as Translated[]
    const { documents, changes } = publishDataset(withQuoteFormWords('en', 'New words.'), published, NOW)
    expect(changes).toEqual([{ id: 'quoteForm', fields: ['consentHistory'] }])
    const form = byId(documents, 'quoteForm')
    expect(form.consentHistory).toEqual([
      {
        _key: `en-${NOW.getTime().toString(36)}`,
        _type: 'retiredSmsConsent',
        language: 'en',
        words: before.find((entry) => entry.language === 'en')!.value,
        retiredAt: '2027-03-04T15:16:17.000Z',
      },
    ])
    expect(textOf((form.consentDisclosure as Translated[])[0]!.value)).toBe('New words.')
  })

  it('keeps a service center’s replaced consent in that page’s language, and Site settings’ text box words', () => {
    const center = editing('serviceCenterPage-es', (page) => ({
      ...page,
      requestForm: { ...(page.requestForm as object), consentDisclosure: wordsReading('Nuevas palabras.') },
    }))
    const [history] = publishDataset(center, published, NOW)
      .documents.filter(({ _id }) => _id === 'serviceCenterPage-es')
      .map((page) => page.consentHistory as { language: string; words: Blocks }[])
    expect(history!.map(({ language, words }) => [language, textOf(words)])).toEqual([
      [
        'es',
        textOf(
          (byId(seed(), 'serviceCenterPage-es').requestForm as { consentDisclosure: Blocks })
            .consentDisclosure,
        ),
      ],
    ])

    const settings = editing('siteSettings', (document) => ({
      ...document,
      smsConsent: (document.smsConsent as Translated[]).map((entry) => ({
        ...entry,
        value: wordsReading('Text me.'),
      })),
    }))
    const { documents } = publishDataset(settings, published, NOW)
    expect(
      (byId(documents, 'siteSettings').smsConsentHistory as { language: string }[]).map(
        ({ language }) => language,
      ),
    ).toEqual(['en', 'es'])
  })

  it('keeps a service center’s replaced notice by the button in its own earlier words, leaving its consent’s alone', () => {
    const center = editing('serviceCenterPage', (page) => ({
      ...page,
      requestForm: {
        ...(page.requestForm as object),
        writtenConfirmationNotice: wordsReading('Nothing changes until we write to you.'),
      },
    }))
    const { documents, changes } = publishDataset(center, published, NOW)
    expect(changes).toEqual([{ id: 'serviceCenterPage', fields: ['writtenConfirmationNoticeHistory'] }])
    const history = byId(documents, 'serviceCenterPage').writtenConfirmationNoticeHistory as Translated[]
    expect(history.map(({ language }) => language)).toEqual(['en'])
  })

  it('keeps a renamed page’s old address among its old addresses, and drops the one it moves back to', () => {
    const moved = publishDataset(movedTo('page-auto-insurance', 'car-insurance'), published, NOW)
    expect(moved.changes).toEqual([{ id: 'page-auto-insurance', fields: ['previousSlugs'] }])
    expect(byId(moved.documents, 'page-auto-insurance').previousSlugs).toEqual(['auto-insurance'])

    const back = moved.documents.map((document) =>
      document._id === 'page-auto-insurance'
        ? { ...document, slug: { _type: 'slug', current: 'auto-insurance' } }
        : document,
    )
    const again = publishDataset(back, publishedRecord(moved.documents), NOW)
    expect(byId(again.documents, 'page-auto-insurance').previousSlugs).toEqual(['car-insurance'])
  })

  it('sets nothing on a page or consent published for the first time, and nothing when nothing changed', () => {
    expect(publishDataset(seed(), published, NOW).changes).toEqual([])
    const moved = movedTo('page-auto-insurance', 'car-insurance')
    expect(publishDataset(moved, new Map(), NOW).changes).toEqual([])
  })

  it('changes nothing when run twice', () => {
    const edited = movedTo('page-life-insurance', 'life-cover').map((document) =>
      document._id === 'quoteForm'
        ? byId(withQuoteFormWords('es', 'Palabras nuevas.'), 'quoteForm')
        : document,
    )
    const first = publishDataset(edited, published, NOW)
    expect(first.changes.map(({ id }) => id)).toEqual(['quoteForm', 'page-life-insurance'])
    const second = publishDataset(
      first.documents,
      publishedRecord(first.documents),
      new Date(NOW.getTime() + 60_000),
    )
    expect(second.changes).toEqual([])
    expect(second.documents).toEqual(first.documents)
  })

  it('tells the dataset test which documents changed without it, until it ran', () => {
    const edited = movedTo('page-renters-insurance', 'renters').map((document) =>
      document._id === 'quoteForm' ? byId(withQuoteFormWords('en', 'New words.'), 'quoteForm') : document,
    )
    expect(unpublishedChanges(edited, published).sort()).toEqual(['page-renters-insurance', 'quoteForm'])
    const { documents } = publishDataset(edited, published, NOW)
    expect(unpublishedChanges(documents, publishedRecord(documents))).toEqual([])
    // A page added or deleted by hand is news to the record too.
    expect(
      unpublishedChanges(
        seed().filter(({ _id }) => _id !== 'page-life-insurance'),
        published,
      ),
    ).toEqual(['page-life-insurance'])
  })
})

describe('seed:publish on the dataset’s file', () => {
  const copy = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'seed-publish-'))
    const dataset = path.join(folder, 'production.ndjson')
    copyFileSync(SEED_DATASET, dataset)
    copyFileSync(recordFileOf(SEED_DATASET), recordFileOf(dataset))
    return dataset
  }
  const handEdit = (dataset: string, from: string, to: string) => {
    const text = readFileSync(dataset, 'utf8')
    expect(text).toContain(from)
    writeFileSync(dataset, text.replace(from, to))
  }

  it('publishes a hand edit against the record, keeps other lines as they were, and a second run changes nothing', async () => {
    const dataset = copy()
    handEdit(dataset, '"current":"renters-insurance"', '"current":"renters"')
    const edited = readFileSync(dataset, 'utf8').split('\n')

    const first = await publishFile(dataset, { now: NOW })
    expect(first.changes).toEqual([{ id: 'page-renters-insurance', fields: ['previousSlugs'] }])
    const published = readFileSync(dataset, 'utf8').split('\n')
    expect(published.filter((line, index) => line !== edited[index])).toEqual([
      expect.stringContaining('"previousSlugs":["renters-insurance"]'),
    ])
    expect(parseRecord(readFileSync(recordFileOf(dataset), 'utf8')).get('page-renters-insurance')).toBe(
      'renters',
    )

    const files = () => [readFileSync(dataset, 'utf8'), readFileSync(recordFileOf(dataset), 'utf8')]
    const after = files()
    expect(await publishFile(dataset, { now: new Date(NOW.getTime() + 60_000) })).toMatchObject({
      changes: [],
      recorded: false,
    })
    expect(files()).toEqual(after)
  })

  it('compares with an earlier copy of the dataset when given one', async () => {
    const dataset = copy()
    const base = path.join(path.dirname(dataset), 'base.ndjson')
    copyFileSync(dataset, base)
    handEdit(dataset, '"current":"life-insurance"', '"current":"life"')
    // The record already says so (as after a hand edit of both): only the earlier copy still knows the old address.
    writeFileSync(
      recordFileOf(dataset),
      readFileSync(recordFileOf(dataset), 'utf8').replace(
        '"published":"life-insurance"',
        '"published":"life"',
      ),
    )
    expect((await publishFile(dataset, { now: NOW })).changes).toEqual([])
    expect((await publishFile(dataset, { base, now: NOW })).changes).toEqual([
      { id: 'page-life-insurance', fields: ['previousSlugs'] },
    ])
  })

  it('records a file as it is when it is its own base (one the Studio published, as an export)', async () => {
    const dataset = copy()
    handEdit(dataset, '"current":"life-insurance"', '"current":"life"')
    const text = readFileSync(dataset, 'utf8')
    expect(await publishFile(dataset, { base: dataset, now: NOW })).toMatchObject({
      changes: [],
      recorded: true,
    })
    expect(readFileSync(dataset, 'utf8')).toBe(text)
    expect(
      unpublishedChanges(parseDataset(text), parseRecord(readFileSync(recordFileOf(dataset), 'utf8'))),
    ).toEqual([])
  })
})
