import type { Metadata } from 'next'

import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from './i18n'

type Seo = { title: string; description: string }

// The cards drawn by app/share-image/[language]/route.tsx, one per language.
const shareImage = (language: Language) => ({
  url: `/share-image/${language}`,
  width: 1200,
  height: 630,
  type: 'image/png',
})

type Options = {
  language: Language
  /** The page's address in each language it exists in, its own included. */
  alternates: Partial<Record<Language, string>>
  /** false keeps the page out of search. */
  index?: boolean
}

/**
 * Title, description, canonical URL, language alternates (hreflang, with English as x-default) and social cards
 * of one page.
 */
export function pageMetadata(
  seo: Seo,
  path: string,
  { language, alternates, index = true }: Options,
): Metadata {
  const others = (Object.keys(alternates) as Language[]).filter((other) => other !== language)
  const images = [shareImage(language)]
  return {
    title: { absolute: seo.title },
    description: seo.description,
    alternates: {
      canonical: path,
      ...(others.length && {
        languages: {
          ...alternates,
          ...(alternates[DEFAULT_LANGUAGE] && { 'x-default': alternates[DEFAULT_LANGUAGE] }),
        },
      }),
    },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: path,
      type: 'website',
      locale: LANGUAGE_INFO[language].openGraphLocale,
      alternateLocale: others.map((other) => LANGUAGE_INFO[other].openGraphLocale),
      images,
    },
    twitter: { card: 'summary_large_image', title: seo.title, description: seo.description, images },
    ...(index ? {} : { robots: { index: false, follow: false } }),
  }
}
