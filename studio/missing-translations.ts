import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATED_TYPES } from './languages'
import { schemaTypes } from './schemas'

// What the “Missing Spanish” list shows: documents with no Spanish twin, and documents holding every language whose
// texts lack their Spanish value. Derived from the schema, so a field made translatable later is listed too.

type FieldDefinition = { name?: string; type: string; fields?: FieldDefinition[]; of?: FieldDefinition[] }

const namedTypes = new Map(schemaTypes.map((type) => [type.name, type as unknown as FieldDefinition]))

const isTranslated = (type: string) => type.startsWith('internationalizedArray')

/**
 * Where the internationalized fields of `definition` are: `labels.email`, and `socialLinks[].label` for a field of
 * every item of an array.
 */
function translatedPaths(definition: FieldDefinition, seen: ReadonlySet<string> = new Set()): string[] {
  if (isTranslated(definition.type)) return ['']
  const named = seen.has(definition.type) ? undefined : namedTypes.get(definition.type)
  if (named) return translatedPaths(named, new Set([...seen, definition.type]))
  const fields = (definition.fields ?? []).flatMap((field) =>
    translatedPaths(field, seen).map((path) => join(field.name!, path)),
  )
  const items = (definition.of ?? []).flatMap((member) =>
    translatedPaths(member, seen).map((path) => join('[]', path)),
  )
  return [...fields, ...items]
}

const join = (head: string, tail: string) =>
  tail ? (tail.startsWith('[]') ? head + tail : `${head}.${tail}`) : head

/** The internationalized fields of a document type, by path (`socialLinks[].label`). */
export const translatedFieldPaths = (typeName: string) => {
  const type = namedTypes.get(typeName)
  return type ? translatedPaths(type) : []
}

/** Document types holding every language in their fields, rather than one document per language. */
export const FIELD_TRANSLATED_TYPES = schemaTypes
  .filter((type) => type.type === 'document' && translatedFieldPaths(type.name).length > 0)
  .map((type) => type.name)

const SPANISH = LANGUAGES.find(({ id }) => id !== DEFAULT_LANGUAGE)!.id

const written = (field: string, language: string) => `defined(${field}[language == "${language}"][0].value)`

/** A GROQ condition: somewhere along `path`, a text written in English lacks its Spanish. */
function lacksSpanish(path: string): string {
  const items = path.indexOf('[]')
  if (items === -1) return `(${written(path, DEFAULT_LANGUAGE)} && !${written(path, SPANISH)})`
  const rest = path.slice(items + 2).replace(/^\./, '')
  return `count(${path.slice(0, items)}[${lacksSpanish(rest)}]) > 0`
}

/** The filter of the “Missing Spanish” list. */
export const MISSING_SPANISH_FILTER = [
  `(_type in ${JSON.stringify(TRANSLATED_TYPES)} && language == "${DEFAULT_LANGUAGE}" &&
    count(*[_type == "translation.metadata" && references(^._id) && count(translations[language == "${SPANISH}"]) > 0]) == 0)`,
  ...FIELD_TRANSLATED_TYPES.map(
    (type) => `(_type == "${type}" && (${translatedFieldPaths(type).map(lacksSpanish).join(' || ')}))`,
  ),
].join(' || ')
