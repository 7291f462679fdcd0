import type { ComponentType } from 'react'
import type { ObjectDefinition, ObjectItemProps, PluginOptions, SchemaTypeDefinition } from 'sanity'
import { isInternationalizedArrayItemType } from 'sanity-plugin-internationalized-array'

import { translationItem } from './translation-item'

/**
 * The translated-fields plugin, with each language's row drawn without its remove button (translation-item.tsx).
 * The plugin has no option for it: its rows are its item types' `item` component, replaced here.
 */
export function withoutRemoveButtons(plugin: PluginOptions): PluginOptions {
  const types = plugin.schema?.types
  if (!Array.isArray(types)) throw new Error('The translated-fields plugin no longer lists its types.')
  return {
    ...plugin,
    schema: {
      ...plugin.schema,
      types: types.map((type): SchemaTypeDefinition => {
        const { components } = type as ObjectDefinition
        const item = components?.item as ComponentType<ObjectItemProps> | undefined
        return isInternationalizedArrayItemType(type.name) && item
          ? ({ ...type, components: { ...components, item: translationItem(item) } } as SchemaTypeDefinition)
          : type
      }),
    },
  }
}
