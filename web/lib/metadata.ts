import type { Metadata } from 'next'

import { guideFeedPath } from './guides/guide-list'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language } from './i18n'

type Seo = { title: string; description: string }

// The cards drawn by app/share-image/[language]/route.tsx, one per language; or a page's own picture, at that size.
const shareImage = (language: Language, image?: string | null) =>
  image
    ? { url: image, width: 1200, height: 630 }
    : { url: `/share-image/${language}`, width: 1200, height: 630, type: 'image/png' }

type Options = {
  language: Language
  /** The page's address in each language it exists in, its own included. */
  alternates: Partial<Record<Language, string>>
  /** false keeps the page out of search. */
  index?: boolean
  /** An article's dates and author, for social cards that show them. */
  article?: { publishedTime?: string; modifiedTime?: string; authors?: string[] }
  /** A 1200 × 630 picture of the page's own (a guide's cover), else the site's share image. */
  image?: string | null
}

/**
 * Title, description, canonical URL, language alternates (hreflang, with English as x-default), the guides' feed
 * and social cards of one page.
 */
export function pageMetadata(
  seo: Seo,
  path: string,
  { language, alternates, index = true, article, image }: Options,
): Metadata {
  const others = (Object.keys(alternates) as Language[]).filter((other) => other !== language)
  const images = [shareImage(language, image)]
  return {
    title: { absolute: seo.title },
    description: seo.description,
    alternates: {
      canonical: path,
      // Every page names its language's feed of guides, so a feed reader finds it from any address of the site.
      types: { 'application/rss+xml': guideFeedPath(language) },
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
      ...(article ? { type: 'article' as const, ...article } : { type: 'website' as const }),
      locale: LANGUAGE_INFO[language].openGraphLocale,
      alternateLocale: others.map((other) => LANGUAGE_INFO[other].openGraphLocale),
      images,
    },
    // X reads the title, description and image from the Open Graph tags when its own are absent: only the card's
    // kind is its own (each tag would be in the markup and in the payload).
    twitter: { card: 'summary_large_image' },
    ...(index ? {} : { robots: { index: false, follow: false } }),
  }
}
