import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { SchemaType } from 'groq-js'
import { describe, expect, it } from 'vitest'

import { CACHED_QUERIES } from '@/lib/content'

import { queryDocumentTypes } from '../../support/data/query-document-types'

// The schema Sanity TypeGen types the queries with, extracted from the Studio.
const schema = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../studio/schema.json'), 'utf8'),
) as SchemaType

/** The document types `query` reads that its cache tags leave out: a change to one would leave its pages stale. */
const missingTags = (query: string, tags: readonly string[]) =>
  queryDocumentTypes(query, schema).filter((type) => !tags.includes(type))

describe('cache tags', () => {
  it.each(CACHED_QUERIES)('name every document type the $name query reads', ({ query, tags }) => {
    expect(missingTags(query, tags), 'read but not tagged').toEqual([])
  })
})

describe('the document types a query reads', () => {
  it('are the types its filters select and its references lead to, images included', () => {
    const query = '*[_type == "carrier"]{name, "lines": lines[]->title, logo{"url": asset->url}}'
    expect(queryDocumentTypes(query, schema)).toEqual(['carrier', 'insuranceLine', 'sanity.imageAsset'])
    expect(missingTags(query, ['carrier', 'insuranceLine'])).toEqual(['sanity.imageAsset'])
  })

  it('include every type a filter admits', () => {
    expect(queryDocumentTypes('*[_type in ["page", "legalPage"]].title', schema)).toEqual([
      'legalPage',
      'page',
    ])
  })

  it('include a reference followed inside a filter', () => {
    const query = '*[_type == "article" && author->name == $name]{title}'
    expect(queryDocumentTypes(query, schema)).toEqual(['article', 'teamMember'])
  })

  it('include a reference followed from the enclosing scope through ^', () => {
    const query = '*[_type == "article"][0]{"lines": lines[]{"author": ^.author->name}}'
    expect(queryDocumentTypes(query, schema)).toEqual(['article', 'teamMember'])
  })

  it('include every type a translation may lead to', () => {
    const query = '*[_type == "translation.metadata"][0].translations[].value->_id'
    expect(queryDocumentTypes(query, schema)).toEqual(
      expect.arrayContaining(['translation.metadata', 'page', 'legalPage', 'article', 'faqItem']),
    )
  })

  it('are never guessed: a reference the schema cannot follow fails the derivation', () => {
    expect(() => queryDocumentTypes('*[_type == "carrier"]{"media": logo.media->}', schema)).toThrow(
      'logo.media-> reads no document type the schema knows',
    )
  })
})
