import type { ObjectDefinition, SchemaTypeDefinition } from 'sanity'
import { internationalizedArray } from 'sanity-plugin-internationalized-array'
import { describe, expect, it } from 'vitest'

import { withoutRemoveButtons } from '../inputs/translation-items'
import { LANGUAGES } from '../languages'

const plugin = internationalizedArray({ languages: LANGUAGES, fieldTypes: ['string', 'text'] })
const itemOf = (types: unknown, name: string) =>
  (types as SchemaTypeDefinition[]).find((type) => type.name === name) as ObjectDefinition | undefined

describe('withoutRemoveButtons: translated fields whose languages are emptied, never removed', () => {
  const wrapped = withoutRemoveButtons(plugin)

  it('draws each language’s row with its own component, in place of the plugin’s row with a remove button', () => {
    for (const name of ['internationalizedArrayStringValue', 'internationalizedArrayTextValue']) {
      const before = itemOf(plugin.schema?.types, name)?.components?.item
      const after = itemOf(wrapped.schema?.types, name)?.components?.item
      expect(before, `the plugin draws ${name}`).toBeTypeOf('function')
      expect(after).toBeTypeOf('function')
      expect(after).not.toBe(before)
    }
  })

  it('keeps the fields themselves, their add buttons and what they store', () => {
    const names = (types: unknown) => (types as SchemaTypeDefinition[]).map(({ name }) => name)
    expect(names(wrapped.schema?.types)).toEqual(names(plugin.schema?.types))
    for (const name of ['internationalizedArrayString', 'internationalizedArrayText']) {
      expect(itemOf(wrapped.schema?.types, name)).toBe(itemOf(plugin.schema?.types, name))
    }
    const { components, ...stored } = itemOf(wrapped.schema?.types, 'internationalizedArrayStringValue')!
    const { components: original, ...storedBefore } = itemOf(
      plugin.schema?.types,
      'internationalizedArrayStringValue',
    )!
    expect(stored).toEqual(storedBefore)
    expect(Object.keys(components!)).toEqual(Object.keys(original!))
  })
})
