import type { MetadataRoute } from 'next'

import { getSitemapEntries } from '@/lib/content'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/i18n'
import { absoluteUrl as url } from '@/lib/config/site-url'

/**
 * Every indexable page in both languages, each listing its translations as alternates (English as x-default),
 * guides with the date they last changed; refreshed with the pages when one is published. The thank-you and tag manager test pages stay out: a search
 * should lead to neither.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return entries.flatMap(({ _type, path, translations, lastModified }) => {
    if (!path) return []
    const languages: Partial<Record<Language | 'x-default', string>> = {}
    for (const translation of translations ?? []) {
      if (isLanguage(translation.language) && translation.path)
        languages[translation.language] = url(translation.path)
    }
    if (languages[DEFAULT_LANGUAGE]) languages['x-default'] = languages[DEFAULT_LANGUAGE]
    return [
      {
        url: url(path),
        ...(lastModified && { lastModified }),
        changeFrequency: 'monthly' as const,
        priority: _type === 'homePage' ? 1 : 0.8,
        ...(Object.keys(languages).length > 1 && { alternates: { languages } }),
      },
    ]
  })
}
