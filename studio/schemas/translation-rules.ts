// The rules for a text kept in every language in one field, in the office manager's words. Pure, so the Studio's
// validation and the tests share them.

import { DEFAULT_LANGUAGE, LANGUAGES, type TranslatedValue } from '../languages'

export type TranslationRules = {
  /** What to tell the editor when the English text is missing; without it, the field may stay empty. */
  required?: string
  /** Whether a language's value counts as written (consent paragraphs with only spaces do not). */
  hasValue?: (value: unknown) => boolean
  /**
   * A length past which the text no longer fits, with what to tell the editor, in each language: a warning, or an
   * error where a longer text could not be used at all.
   */
  max?: { length: number; message: string; level?: TranslationProblem['level'] }
}

export type TranslationProblem = {
  level: 'error' | 'warning'
  message: string
  /** Where the problem is, within the field: a language's entry, or the field itself when that entry is missing. */
  path: ({ _key: string } | string)[]
}

export const SPANISH_MISSING =
  'Add the Spanish text (the “Español” button): until then, Spanish pages show the English one.'

export const LANGUAGE_TWICE = 'Keep one text per language: remove the extra one.'

const isWritten = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null)

/**
 * What is wrong with an internationalized field. A missing English text blocks publishing when the field is
 * required; a missing Spanish one only warns, so English changes never wait for a translation (the site shows the
 * English text meanwhile).
 */
export function translationProblems(
  items: readonly TranslatedValue[] | null | undefined,
  { required, hasValue = isWritten, max }: TranslationRules = {},
): TranslationProblem[] {
  const entries = items ?? []
  const entryIn = (language: string) => entries.find((entry) => entry.language === language)
  const problems: TranslationProblem[] = entries
    .filter((item) => !LANGUAGES.some(({ id }) => id === item.language) || entryIn(item.language!) !== item)
    .map((item) => ({ level: 'error', message: LANGUAGE_TWICE, path: [{ _key: item._key }] }))
  const english = entryIn(DEFAULT_LANGUAGE)
  const englishWritten = english !== undefined && hasValue(english.value)
  if (!englishWritten && required) problems.push({ level: 'error', message: required, path: [] })
  for (const { id } of LANGUAGES) {
    const translation = entryIn(id)
    if (id !== DEFAULT_LANGUAGE && englishWritten && !(translation && hasValue(translation.value))) {
      problems.push({
        level: 'warning',
        message: SPANISH_MISSING,
        path: translation ? [{ _key: translation._key }] : [],
      })
    }
  }
  for (const item of entries) {
    if (max && typeof item.value === 'string' && item.value.length > max.length) {
      problems.push({
        level: max.level ?? 'warning',
        message: max.message,
        path: [{ _key: item._key }, 'value'],
      })
    }
  }
  return problems
}

/**
 * What is missing from a text every language needs, such as a photo's description: a Spanish page has no English
 * words to fall back on for a visitor who cannot see the photo. One error per language missing, in its own words.
 */
export function missingLanguages(
  items: readonly TranslatedValue[] | null | undefined,
  message: (language: string) => string,
): TranslationProblem[] {
  return LANGUAGES.flatMap(({ id, title }) => {
    const entry = (items ?? []).find((item) => item.language === id)
    if (entry && isWritten(entry.value)) return []
    return [{ level: 'error' as const, message: message(title), path: entry ? [{ _key: entry._key }] : [] }]
  })
}
