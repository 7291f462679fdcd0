import { Card } from '@sanity/ui'
import type { ComponentType } from 'react'
import {
  type FormPatch,
  type ObjectInputProps,
  type ObjectItemProps,
  type PatchEvent,
  setIfMissing,
} from 'sanity'

import { LANGUAGES, type TranslatedValue } from '../languages'

const toneOf = (validation: ObjectItemProps['inputProps']['validation']) =>
  validation.some(({ level }) => level === 'error')
    ? 'critical'
    : validation.some(({ level }) => level === 'warning')
      ? 'caution'
      : undefined

type Patches = FormPatch | FormPatch[] | PatchEvent

/**
 * Text pasted into an empty paragraph field (the consent words) arrives as an insert with no list to go in: the
 * list is made first, and the insert aimed into it. The translation plugin's own row does the same.
 */
function pasteIntoEmpty(patches: Patches, value: unknown): Patches {
  const empty = value === undefined || (Array.isArray(value) && value.length === 0)
  if (!empty || !Array.isArray(patches)) return patches
  const inserts = patches.some(
    (patch) => patch.type === 'insert' && (patch.path[0] === 'value' || typeof patch.path[0] === 'number'),
  )
  if (!inserts) return patches
  const aimed = patches.map((patch) =>
    patch.type === 'insert' && patch.path[0] !== 'value'
      ? { ...patch, path: ['value', ...patch.path] }
      : patch,
  )
  return value === undefined ? [setIfMissing([], ['value']), ...aimed] : aimed
}

/**
 * One language of a translated field, named by its language, with no button to remove it: a translation the site
 * needs is emptied, never deleted by one click, and the field's own buttons add a missing language back. A row in
 * a language the site does not have keeps the plugin's own row, whose menu changes its language or removes it.
 */
export const translationItem = (pluginItem: ComponentType<ObjectItemProps>) =>
  function TranslationItem(props: ObjectItemProps) {
    const item = props.value as TranslatedValue
    const language = LANGUAGES.find(({ id }) => id === item.language)
    if (!language) {
      const PluginItem = pluginItem
      return <PluginItem {...props} />
    }
    const { inputProps } = props
    const members = inputProps.members.flatMap((member) =>
      member.kind === 'field' && member.name === 'value'
        ? [
            {
              ...member,
              field: { ...member.field, schemaType: { ...member.field.schemaType, title: language.title } },
            },
          ]
        : [],
    )
    const row: Omit<ObjectInputProps, 'renderDefault'> = {
      ...inputProps,
      members,
      onChange: (patches: Patches) => inputProps.onChange(pasteIntoEmpty(patches, item.value)),
    }
    return (
      <Card paddingTop={2} tone={toneOf(inputProps.validation)}>
        {inputProps.renderInput(row)}
      </Card>
    )
  }
