import { describe, expect, it } from 'vitest'

import { schemaTypes } from '../schemas'

describe('the Studio schema', () => {
  it('gives every document and object type a preview, so lists never show “Untitled”', () => {
    const withoutPreview = schemaTypes
      .filter((type) => type.type === 'document' || type.type === 'object')
      .filter((type) => !('preview' in type && type.preview))
      .map((type) => type.name)
    expect(withoutPreview).toEqual([])
  })
})
