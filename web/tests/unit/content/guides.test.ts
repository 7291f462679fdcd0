import { describe, expect, it } from 'vitest'

import {
  GUIDES_PER_PAGE,
  guideFeedPath,
  guideListPath,
  laterPages,
  pageNumber,
  pageOfGuides,
} from '@/lib/guides/guide-list'
import { readingMinutes, tableOfContents } from '@/lib/guides/guide-text'
import { relatedGuides } from '@/lib/guides/related-guides'

const guide = (id: string, ...lines: string[]) => ({ _id: id, lines: lines.map((key) => ({ key })) })

describe('the list of guides', () => {
  // 26 guides, newest first; every third one is about auto.
  const guides = Array.from({ length: 26 }, (_, index) =>
    guide(`g${index}`, index % 3 === 0 ? 'auto' : 'home'),
  )
  const ids = (listed: ReturnType<typeof pageOfGuides<ReturnType<typeof guide>>>) =>
    listed?.guides.map(({ _id }) => _id)

  it('shows twelve guides a page, in the order given, and counts the pages', () => {
    expect(GUIDES_PER_PAGE).toBe(12)
    expect(pageOfGuides(guides, { page: 1 })?.pages).toBe(3)
    expect(ids(pageOfGuides(guides, { page: 1 }))).toEqual(guides.slice(0, 12).map(({ _id }) => _id))
    expect(ids(pageOfGuides(guides, { page: 3 }))).toEqual(['g24', 'g25'])
  })

  it('filters by line before paging', () => {
    const auto = pageOfGuides(guides, { line: 'auto', page: 1 })
    expect(auto?.pages).toBe(1)
    expect(ids(auto)).toEqual(['g0', 'g3', 'g6', 'g9', 'g12', 'g15', 'g18', 'g21', 'g24'])
  })

  it('has no page past the last, but a line without guides has an empty first page', () => {
    expect(pageOfGuides(guides, { page: 4 })).toBeNull()
    expect(pageOfGuides(guides, { line: 'auto', page: 2 })).toBeNull()
    expect(pageOfGuides(guides, { line: 'life', page: 1 })).toEqual({ guides: [], pages: 1 })
  })

  it('gives each page one address, in each language', () => {
    expect(guideListPath('en', { page: 1 })).toBe('/guides')
    expect(guideListPath('en', { page: 2 })).toBe('/guides/page/2')
    expect(guideListPath('en', { line: 'auto', page: 1 })).toBe('/guides/line/auto')
    expect(guideListPath('es', { line: 'auto', page: 3 })).toBe('/es/guias/linea/auto/pagina/3')
    expect(guideFeedPath('es')).toBe('/es/guias/rss.xml')
    expect(pageNumber(undefined)).toBe(1)
    expect(pageNumber('2')).toBe(2)
    for (const other of ['1', '02', '0', '-1', '2.0', 'two', '']) expect(pageNumber(other)).toBeNull()
    expect(laterPages(12)).toEqual([])
    expect(laterPages(13)).toEqual([2])
    expect(laterPages(26)).toEqual([2, 3])
  })
})

describe('related guides', () => {
  const guides = [
    guide('newest-life', 'life'),
    guide('auto-home', 'auto', 'home'),
    guide('auto', 'auto'),
    guide('current', 'auto', 'home'),
    guide('home', 'home'),
    guide('oldest-umbrella', 'umbrella'),
  ]

  it('prefers guides sharing the most lines, newest first among equals, and never the guide itself', () => {
    const related = relatedGuides(guides[3]!, guides).map(({ _id }) => _id)
    expect(related).toEqual(['auto-home', 'auto', 'home'])
  })

  it('fills with the newest other guides when too few share a line', () => {
    expect(relatedGuides(guide('x', 'umbrella'), guides, 3).map(({ _id }) => _id)).toEqual([
      'oldest-umbrella',
      'newest-life',
      'auto-home',
    ])
  })
})

describe('a guide’s text', () => {
  const block = (key: string, style: string, text: string) => ({
    _type: 'block',
    _key: key,
    style,
    children: [{ _type: 'span', text }],
  })

  it('takes a minute per 200 words, callouts included, and at least one', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')
    expect(readingMinutes([block('a', 'normal', 'Short.')])).toBe(1)
    expect(
      readingMinutes([block('a', 'normal', words(700)), { _type: 'callout', _key: 'b', text: words(300) }]),
    ).toBe(5)
  })

  it('lists the main headings with readable, unique anchors, accents and punctuation dropped', () => {
    const contents = tableOfContents([
      block('a', 'h2', '¿Qué cubre el mínimo?'),
      block('b', 'normal', 'Text'),
      block('c', 'h3', 'A smaller heading'),
      block('d', 'h2', 'Qué cubre el mínimo'),
      block('e', 'h2', '   '),
    ])
    expect(contents).toEqual([
      { key: 'a', id: 'que-cubre-el-minimo', text: '¿Qué cubre el mínimo?' },
      { key: 'd', id: 'que-cubre-el-minimo-2', text: 'Qué cubre el mínimo' },
    ])
  })
})
