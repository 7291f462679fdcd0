import { getSiteSettings } from '@/lib/content'
import { LANGUAGE_INFO, type Language } from '@/lib/i18n'
import { coverShareImage } from '@/lib/images/cover-share-image'
import type { ImageSource } from '@/lib/images/image-url'
import { absoluteUrl } from '@/lib/config/site-url'

type Props = {
  language: Language
  guide: {
    title: string
    summary: string | null
    path: string
    publishedAt: string | null
    updatedAt: string | null
    author: { name: string | null; role: string } | null
    coverImage: ImageSource | null
  }
}

/** schema.org Article, for search results that show the guide with its date and author. */
export async function GuideJsonLd({ language, guide }: Props) {
  const settings = await getSiteSettings(language)
  const url = absoluteUrl(guide.path)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.summary ?? undefined,
    url,
    mainEntityOfPage: url,
    inLanguage: LANGUAGE_INFO[language].locale,
    datePublished: guide.publishedAt ?? undefined,
    dateModified: guide.updatedAt ?? guide.publishedAt ?? undefined,
    // The social card stands in for a guide without a picture of its own: Article results want an image.
    image: coverShareImage(guide.coverImage) ?? absoluteUrl(`/share-image/${language}`),
    author: guide.author?.name
      ? { '@type': 'Person', name: guide.author.name, jobTitle: guide.author.role || undefined }
      : undefined,
    publisher: {
      '@type': 'InsuranceAgency',
      name: settings.agencyName,
      url: absoluteUrl(LANGUAGE_INFO[language].home),
      logo: absoluteUrl('/icon.svg'),
      telephone: settings.phone,
    },
  }
  // "<" is escaped so no content can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
