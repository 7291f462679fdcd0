import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import EnglishErrorPage from '@/app/(en)/error'
import SpanishErrorPage from '@/app/es/error'

describe('the error view', () => {
  it('reads “Unexpected Application Error!” on English pages', () => {
    const html = renderToStaticMarkup(<EnglishErrorPage error={new Error('boom')} reset={() => {}} />)
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/)
    expect(html).not.toContain('boom')
  })

  it('reads the same in Spanish on Spanish pages', () => {
    const html = renderToStaticMarkup(<SpanishErrorPage error={new Error('boom')} reset={() => {}} />)
    expect(html).toMatch(/<h1[^>]*>¡Error inesperado de la aplicación!<\/h1>/)
    expect(html).toContain('Intentar de nuevo')
    expect(html).not.toContain('boom')
  })
})
