import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import ErrorPage from '@/app/error'

describe('the error view', () => {
  it('reads “Unexpected Application Error!”', () => {
    const html = renderToStaticMarkup(<ErrorPage error={new Error('boom')} reset={() => {}} />)
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/)
    expect(html).not.toContain('boom')
  })
})
