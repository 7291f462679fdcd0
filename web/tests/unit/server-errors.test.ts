import { describe, expect, it } from 'vitest'

import { undeclared } from '../support/server-errors'

const logged = (message: string) => ({ server: 'lake-site', time: '2026-03-02T16:00:00.000Z', message })

describe('the gate on errors the test servers log', () => {
  it('lets through only what a test declared, Next’s coloured prefix and all', () => {
    const contentMissing = logged(
      '\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m Error: Content missing: the page /x',
    )
    const cacheMiss = logged('Error: Unexpected cache miss after cache warming phase during prerendering.')
    expect(
      undeclared(
        [contentMissing, cacheMiss],
        [{ source: 'Error: Content missing: the page \\/x', flags: '' }],
      ),
    ).toEqual([
      '[lake-site 2026-03-02T16:00:00.000Z] Error: Unexpected cache miss after cache warming phase during prerendering.',
    ])
  })

  it('fails on every error when nothing is declared, and on none when nothing was logged', () => {
    expect(undeclared([logged('Error: boom')], [])).toHaveLength(1)
    expect(undeclared([], [{ source: '.*', flags: '' }])).toEqual([])
  })
})
