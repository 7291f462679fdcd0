import type { MetadataRoute } from 'next'

import { NOT_INDEXED, SITE_PATHS } from '@/lib/routes'
import { SITE_URL } from '@/lib/site-url'

export default function sitemap(): MetadataRoute.Sitemap {
  return SITE_PATHS.filter((path) => !NOT_INDEXED.has(path)).map((path) => ({
    url: `${SITE_URL}${path === '/' ? '' : path}`,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.8,
  }))
}
