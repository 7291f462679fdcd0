import { describe, expect, it } from 'vitest'

import { KEY_PATTERN, repeatedKeys } from '../schemas/objects/intake-question'

describe('the online quote in the Studio', () => {
  it('finds the names two questions or two steps share, each once', () => {
    expect(repeatedKeys([{ key: 'year' }, { key: 'make' }, { key: 'year' }, { key: 'year' }, {}])).toEqual([
      'year',
    ])
    expect(repeatedKeys([{ key: 'drivers' }, { key: 'vehicles' }])).toEqual([])
    expect(repeatedKeys(undefined)).toEqual([])
  })

  it('keeps answers under names of letters and digits that start with a lower-case letter', () => {
    for (const key of ['dateOfBirth', 'vin', 'roofAge2']) expect(KEY_PATTERN.test(key), key).toBe(true)
    for (const key of ['DateOfBirth', 'date-of-birth', '2ndDriver', 'date of birth', ''])
      expect(KEY_PATTERN.test(key), key).toBe(false)
  })
})
