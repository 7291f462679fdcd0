import { describe, expect, it } from 'vitest'

import type { TranslatedValue } from '../languages'
import { CHOICES_MISSING, choiceProblems, SPANISH_LABEL_TWICE } from '../schemas/documents/quote-form'
import {
  LANGUAGE_TWICE,
  missingLanguages,
  SPANISH_MISSING,
  translationProblems,
} from '../schemas/translation-rules'

const entry = <Value>(language: string, value: Value, key = language): TranslatedValue<Value> => ({
  _key: key,
  language,
  value,
})
const REQUIRED = 'Write the response promise.'

describe('translationProblems: a text kept in every language', () => {
  it('is fine with an English and a Spanish text', () => {
    expect(translationProblems([entry('en', 'Hello'), entry('es', 'Hola')], { required: REQUIRED })).toEqual(
      [],
    )
  })

  it('blocks publishing without the English text of a required field, with the field’s own words', () => {
    for (const items of [undefined, [], [entry('en', '  ')], [entry('es', 'Hola')]]) {
      expect(translationProblems(items, { required: REQUIRED })).toEqual([
        { level: 'error', message: REQUIRED, path: [] },
      ])
    }
  })

  it('only warns about a missing Spanish text, at the Spanish entry when there is one', () => {
    expect(translationProblems([entry('en', 'Hello')], { required: REQUIRED })).toEqual([
      { level: 'warning', message: SPANISH_MISSING, path: [] },
    ])
    expect(translationProblems([entry('en', 'Hello'), entry('es', '', 'k2')])).toEqual([
      { level: 'warning', message: SPANISH_MISSING, path: [{ _key: 'k2' }] },
    ])
  })

  it('asks nothing of an optional field left empty in every language', () => {
    expect(translationProblems(undefined)).toEqual([])
    expect(translationProblems([entry('en', ''), entry('es', '')])).toEqual([])
  })

  it('refuses a language twice, or one the site does not have', () => {
    expect(
      translationProblems([
        entry('en', 'Hello'),
        entry('es', 'Hola'),
        entry('es', 'Buenas', 'k3'),
        entry('fr', 'Salut'),
      ]),
    ).toEqual([
      { level: 'error', message: LANGUAGE_TWICE, path: [{ _key: 'k3' }] },
      { level: 'error', message: LANGUAGE_TWICE, path: [{ _key: 'fr' }] },
    ])
  })

  it('warns about a text too long in any language, at that language', () => {
    const max = { length: 5, message: 'Too long for the box.' }
    expect(translationProblems([entry('en', '4.9'), entry('es', '$12/mes')], { max })).toEqual([
      { level: 'warning', message: 'Too long for the box.', path: [{ _key: 'es' }, 'value'] },
    ])
  })

  it('lets a field say what counts as written', () => {
    const hasValue = (value: unknown) => Array.isArray(value) && value.length > 0
    expect(
      translationProblems([entry('en', ['paragraph']), entry('es', [])], { required: REQUIRED, hasValue }),
    ).toEqual([{ level: 'warning', message: SPANISH_MISSING, path: [{ _key: 'es' }] }])
    expect(translationProblems([entry('en', [])], { required: REQUIRED, hasValue })).toEqual([
      { level: 'error', message: REQUIRED, path: [] },
    ])
  })

  it('speaks plainly, naming the button to press', () => {
    expect(SPANISH_MISSING).toMatch(/“Español”/)
    for (const message of [SPANISH_MISSING, LANGUAGE_TWICE]) {
      expect(message).not.toMatch(/array|item|key|internationali[sz]ed|locale/i)
    }
  })
})

describe('choiceProblems: the choices of the quote form', () => {
  const choice = (value: string, english: string, spanish?: string) => ({
    value,
    label: [entry('en', english), ...(spanish ? [entry('es', spanish)] : [])],
  })

  it('is fine with distinct choices, translated or not yet', () => {
    expect(
      choiceProblems([choice('Auto Insurance', 'Auto', 'Auto'), choice('Home Insurance', 'Home')]),
    ).toEqual([])
  })

  it('asks for at least one choice', () => {
    expect(choiceProblems(undefined)).toEqual([{ level: 'error', message: CHOICES_MISSING }])
    expect(choiceProblems([])).toEqual([{ level: 'error', message: CHOICES_MISSING }])
  })

  it('refuses a value or an English label twice: the agency and English visitors could not tell them apart', () => {
    expect(choiceProblems([choice('Auto', 'Auto'), choice('Auto', 'Car')])).toEqual([
      { level: 'error', message: CHOICES_MISSING },
    ])
    expect(choiceProblems([choice('Auto', 'Auto'), choice('Car', 'Auto')])).toEqual([
      { level: 'error', message: CHOICES_MISSING },
    ])
  })

  it('only warns about a Spanish label used twice, like any unfinished translation', () => {
    expect(
      choiceProblems([choice('ASAP', 'ASAP', 'Pronto'), choice('This week', 'This week', 'Pronto')]),
    ).toEqual([{ level: 'warning', message: SPANISH_LABEL_TWICE }])
  })
})

describe('a text every language needs (a photo’s description)', () => {
  const message = (language: string) => `Describe it under “${language}”.`
  const value = (language: string, text: string, key = language) => ({
    _key: key,
    _type: 'internationalizedArrayStringValue',
    language,
    value: text,
  })

  it('is an error in each language missing or blank, at that language’s entry when there is one', () => {
    expect(missingLanguages(undefined, message)).toEqual([
      { level: 'error', message: 'Describe it under “English”.', path: [] },
      { level: 'error', message: 'Describe it under “Español”.', path: [] },
    ])
    expect(missingLanguages([value('en', 'A smiling woman'), value('es', '  ', 'k2')], message)).toEqual([
      { level: 'error', message: 'Describe it under “Español”.', path: [{ _key: 'k2' }] },
    ])
    expect(
      missingLanguages([value('en', 'A smiling woman'), value('es', 'Una mujer sonriente')], message),
    ).toEqual([])
  })
})
