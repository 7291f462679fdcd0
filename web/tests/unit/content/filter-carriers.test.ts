import { describe, expect, it } from 'vitest'

import {
  countText,
  filterCarriers,
  filterHref,
  foldText,
  isFiltered,
  MAX_QUERY_LENGTH,
  NO_FILTER,
  readFilter,
} from '@/components/service-center/filter-carriers'

const carriers = [
  { id: 'a', name: 'Seguros Álvarez', lineKeys: ['auto', 'home'] },
  { id: 'b', name: 'Red River Home & Auto', lineKeys: ['auto', 'home', 'umbrella'] },
  { id: 'c', name: 'Pecan Valley Life', lineKeys: ['life'] },
  { id: 'd', name: 'Compañía Ñandú', lineKeys: ['renters'] },
]
const ids = (filter: { line: string; q: string }) => filterCarriers(carriers, filter).map(({ id }) => id)

describe('filterCarriers', () => {
  it('shows every carrier when nothing is filtered, and an empty or blank search filters nothing', () => {
    expect(ids(NO_FILTER)).toEqual(['a', 'b', 'c', 'd'])
    expect(ids({ line: '', q: '   ' })).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps the carriers that write the line, in their order', () => {
    expect(ids({ line: 'home', q: '' })).toEqual(['a', 'b'])
    expect(ids({ line: 'life', q: '' })).toEqual(['c'])
    expect(ids({ line: 'boats', q: '' })).toEqual([])
  })

  it('finds names whatever the case and accents, typed or not', () => {
    expect(ids({ line: '', q: 'alvarez' })).toEqual(['a'])
    expect(ids({ line: '', q: 'ÁLVAREZ' })).toEqual(['a'])
    expect(ids({ line: '', q: 'álvarez' })).toEqual(['a'])
    expect(ids({ line: '', q: 'nandu' })).toEqual(['d'])
    expect(ids({ line: '', q: 'COMPANIA' })).toEqual(['d'])
    expect(ids({ line: '', q: 'RIVER' })).toEqual(['b'])
  })

  it('matches part of a name, with the spaces a visitor types around or inside it', () => {
    expect(ids({ line: '', q: ' valley ' })).toEqual(['c'])
    expect(ids({ line: '', q: 'red  river' })).toEqual(['b'])
    expect(ids({ line: '', q: 'home & a' })).toEqual(['b'])
  })

  it('needs both the line and the name when both are given', () => {
    expect(ids({ line: 'auto', q: 'river' })).toEqual(['b'])
    expect(ids({ line: 'life', q: 'river' })).toEqual([])
  })
})

describe('foldText', () => {
  it('drops accents and capitals, and collapses spaces', () => {
    expect(foldText('  Éxito   Médico ')).toBe('exito medico')
    expect(foldText('')).toBe('')
  })
})

describe('readFilter', () => {
  const keys = ['auto', 'home']

  it('takes a known line and the search', () => {
    expect(readFilter({ line: 'auto', q: 'river' }, keys)).toEqual({ line: 'auto', q: 'river' })
  })

  it('ignores a line no carrier writes, and reads nothing from an absent query', () => {
    expect(readFilter({ line: 'boats' }, keys)).toEqual(NO_FILTER)
    expect(readFilter({}, keys)).toEqual(NO_FILTER)
  })

  it('takes the first of repeated values', () => {
    expect(readFilter({ line: ['home', 'auto'], q: ['a', 'b'] }, keys)).toEqual({ line: 'home', q: 'a' })
  })

  it('cuts the search to its limit', () => {
    expect(readFilter({ q: 'x'.repeat(5000) }, keys).q).toHaveLength(MAX_QUERY_LENGTH)
  })
})

describe('the address of a filter and its count', () => {
  it('is the bare page without a filter, and carries only what is set', () => {
    expect(filterHref('/service-center', NO_FILTER)).toBe('/service-center')
    expect(filterHref('/service-center', { line: '', q: '  ' })).toBe('/service-center')
    expect(filterHref('/service-center', { line: 'auto', q: '' })).toBe('/service-center?line=auto')
    expect(filterHref('/es/centro-de-servicio', { line: 'home', q: ' Álvarez & Co ' })).toBe(
      '/es/centro-de-servicio?line=home&q=%C3%81lvarez+%26+Co',
    )
    expect(isFiltered({ line: '', q: ' ' })).toBe(false)
    expect(isFiltered({ line: 'auto', q: '' })).toBe(true)
  })

  it('puts the figures into the template', () => {
    expect(countText('Showing {count} of {total} carriers', 3, 8)).toBe('Showing 3 of 8 carriers')
    expect(countText('{count}/{total}', 0, 8)).toBe('0/8')
  })
})
