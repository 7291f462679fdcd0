import { describe, expect, it } from 'vitest'

import { applyPerspective } from '@/lib/content/perspective'

const docs = [
  { _id: 'review-1', _type: 'review', text: 'published' },
  { _id: 'drafts.review-1', _type: 'review', text: 'draft' },
  { _id: 'drafts.review-9', _type: 'review', text: 'new, never published' },
  { _id: 'review-2', _type: 'review', text: 'untouched' },
]

describe('perspectives over an NDJSON export', () => {
  it('published: drafts are invisible', () => {
    expect(applyPerspective(docs, 'published').map((doc) => doc.text)).toEqual(['published', 'untouched'])
  })

  it('drafts: a draft replaces its published document, under the published id', () => {
    const preview = applyPerspective(docs, 'drafts')
    expect(preview.map(({ _id, text }) => [_id, text])).toEqual([
      ['review-2', 'untouched'],
      ['review-1', 'draft'],
      ['review-9', 'new, never published'],
    ])
  })
})
