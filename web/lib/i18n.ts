/**
 * The site's languages: English at the original, unprefixed addresses, so existing links keep working; Spanish
 * under /es.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

type LanguageInfo = {
  /** The language's own name for itself, as the switcher shows it. */
  name: string
  /** The switcher's words, in this language, where a page has no translation and it leads to the home page. */
  homeOnly: string
  /** For Intl: dates, times, day names and numbers as a reader of this language expects them. */
  locale: string
  openGraphLocale: string
  home: string
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: {
    name: 'English',
    homeOnly: 'English (home)',
    locale: 'en-US',
    openGraphLocale: 'en_US',
    home: '/',
  },
  es: {
    name: 'Español',
    homeOnly: 'Español (inicio)',
    locale: 'es-US',
    openGraphLocale: 'es_US',
    home: '/es',
  },
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/** The address of a page with this slug in `language`: /umbrella-insurance, /es/seguro-de-auto. */
export const pathIn = (language: Language, slug: string) =>
  language === DEFAULT_LANGUAGE ? `/${slug}` : `/${language}/${slug}`

/** The same page in another language, as the page queries return it (null where a translation is broken). */
export type Translation = { language: string | null; path: string | null }

/** Where each language's version of a page lives; a language without a translation is left out. */
export function alternatePaths(language: Language, path: string, translations: Translation[] | null) {
  const paths: Partial<Record<Language, string>> = { [language]: path }
  for (const translation of translations ?? []) {
    if (isLanguage(translation.language) && translation.path) paths[translation.language] = translation.path
  }
  return paths
}

/** Words of the interface itself, not of the agency's copy: landmark and widget names for screen readers. */
export const INTERFACE_TEXT = {
  en: {
    mainNavigation: 'Main',
    rating: (stars: number) => `${stars} out of 5 stars`,
    carousel: 'carousel',
    slide: 'slide',
  },
  es: {
    mainNavigation: 'Principal',
    rating: (stars: number) => `${stars} de 5 estrellas`,
    carousel: 'carrusel',
    slide: 'diapositiva',
  },
} satisfies Record<Language, Record<string, string | ((stars: number) => string)>>
