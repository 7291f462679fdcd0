// The site's languages: English at the site root, Spanish under /es. The plugins, the schema, the structure and
// the previews all take them from here, so a document, its address and its translations always agree.

export type LanguageId = 'en' | 'es'

export type Language = { id: LanguageId; title: string }

export const LANGUAGES: Language[] = [
  { id: 'en', title: 'English' },
  { id: 'es', title: 'Español' },
]

/** The agency's working language: the site root, and what every other language falls back to. */
export const DEFAULT_LANGUAGE: LanguageId = 'en'

/** Types with one document per language, linked by the translation plugin's `translation.metadata` documents. */
export const TRANSLATED_TYPES: string[] = [
  'homePage',
  'page',
  'legalPage',
  'thankYouPage',
  'serviceCenterPage',
  'optOutPage',
  'guidesPage',
  'sharedSections',
  'faqItem',
  'article',
]

export const isTranslatedType = (type: string) => TRANSLATED_TYPES.includes(type)

/** The language a document is written in; documents of untranslated types are English. */
export const languageOf = (document: unknown): LanguageId =>
  LANGUAGES.find(({ id }) => id === (document as { language?: unknown } | undefined)?.language)?.id ??
  DEFAULT_LANGUAGE

/** A fixed document's id in `language`: the English id, with the language appended for the others. */
export const translationId = (englishId: string, language: LanguageId) =>
  language === DEFAULT_LANGUAGE ? englishId : `${englishId}-${language}`

/** Where a page lives: `/slug` in English and `/es/slug` in Spanish; without a slug, that language's home page. */
export function pathOf(language: LanguageId, slug?: string | null): string {
  const root = language === DEFAULT_LANGUAGE ? '' : `/${language}`
  return slug ? `${root}/${slug}` : root || '/'
}

/**
 * The folder of the insurance guides in each language: the site lists the guides there and puts each one below
 * it, so no page may take the folder's name as its address. The guides page is the one document that lives there.
 */
export const GUIDES_FOLDERS = { en: 'guides', es: 'guias' } as const satisfies Record<LanguageId, string>

/**
 * The folder of the online quote a lead finishes after the quote form, in each language: the site answers it and
 * every address below it, so no page may take its name.
 */
export const INTAKE_FOLDERS = {
  en: 'finish-your-quote',
  es: 'completar-cotizacion',
} as const satisfies Record<LanguageId, string>

/**
 * The page a visitor who just sent a quote request chooses when the office calls them, in each language: the site
 * answers it, so no page may take its name.
 */
export const CALL_TIME_FOLDERS = {
  en: 'when-we-call',
  es: 'cuando-le-llamamos',
} as const satisfies Record<LanguageId, string>

/** Where the list of guides lives: `/guides` in English and `/es/guias` in Spanish. */
export const GUIDES_PATHS: Record<LanguageId, string> = {
  en: pathOf('en', GUIDES_FOLDERS.en),
  es: pathOf('es', GUIDES_FOLDERS.es),
}

/**
 * The folders the list of guides continues in, below the guides' folder: `/guides/line/auto` lists the guides about
 * one line, `/guides/page/2` the next page of the list (`/es/guias/linea/auto`, `/es/guias/pagina/2` in Spanish).
 * The Studio refuses them as guides' addresses, so no guide can take an address the list needs; the site's routes
 * must use the same names.
 */
export const GUIDE_LIST_SEGMENTS = {
  en: { line: 'line', page: 'page' },
  es: { line: 'linea', page: 'pagina' },
} as const satisfies Record<LanguageId, { line: string; page: string }>

/** Where a guide lives: `/guides/slug` in English and `/es/guias/slug` in Spanish. */
export const articlePath = (language: LanguageId, slug: string) => `${GUIDES_PATHS[language]}/${slug}`

/** One language's entry of an internationalized field, as sanity-plugin-internationalized-array stores it. */
export type TranslatedValue<Value = unknown> = { _key: string; language?: string; value?: Value }

/** The value of an internationalized field in `language`, if it has one. */
export const valueIn = <Value>(
  items: readonly TranslatedValue<Value>[] | null | undefined,
  language: string,
): Value | undefined => items?.find((item) => item.language === language)?.value

/** The English text of an internationalized field: what lists and previews show. */
export const inEnglish = <Value>(items: readonly TranslatedValue<Value>[] | null | undefined) =>
  valueIn(items, DEFAULT_LANGUAGE)
