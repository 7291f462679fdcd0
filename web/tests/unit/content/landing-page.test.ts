import { describe, expect, it } from 'vitest'

import { landingPageMetadata } from '@/components/pages/landing-page'

const page = {
  language: 'en',
  translations: [{ language: 'es', path: '/es/seguro-de-responsabilidad-civil-umbrella' }],
  navLinks: null,
  sections: [],
  seo: {
    title: 'Umbrella Insurance in Dallas',
    description: 'Extra liability protection above your policies.',
  },
}

describe('a landing page’s metadata', () => {
  it('is the page’s own title and description, with its address as the canonical URL', () => {
    const metadata = landingPageMetadata(page, '/umbrella-insurance', 'en')
    expect(metadata.title).toEqual({ absolute: 'Umbrella Insurance in Dallas' })
    expect(metadata.description).toBe('Extra liability protection above your policies.')
    expect(metadata.alternates?.canonical).toBe('/umbrella-insurance')
  })

  it('lists the page in both languages, English as the default, and says which language it is in', () => {
    const english = landingPageMetadata(page, '/umbrella-insurance', 'en')
    expect(english.alternates?.languages).toEqual({
      en: '/umbrella-insurance',
      es: '/es/seguro-de-responsabilidad-civil-umbrella',
      'x-default': '/umbrella-insurance',
    })
    expect(english.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['es_US'] })
    const spanish = landingPageMetadata(
      { ...page, language: 'es', translations: [{ language: 'en', path: '/umbrella-insurance' }] },
      '/es/seguro-de-responsabilidad-civil-umbrella',
      'es',
    )
    expect(spanish.alternates?.canonical).toBe('/es/seguro-de-responsabilidad-civil-umbrella')
    expect(spanish.alternates?.languages).toEqual(english.alternates?.languages)
    expect(spanish.openGraph).toMatchObject({ locale: 'es_US', alternateLocale: ['en_US'] })
  })

  it('names no alternates for a page without a translation', () => {
    const alone = landingPageMetadata({ ...page, translations: null }, '/umbrella-insurance', 'en')
    expect(alone.alternates).toEqual({
      canonical: '/umbrella-insurance',
      types: { 'application/rss+xml': '/guides/rss.xml' },
    })
    expect(alone.openGraph).toMatchObject({ alternateLocale: [] })
  })

  it('stops the page, naming it, when the search title or description is missing', () => {
    const untitled = { ...page, seo: null } as unknown as typeof page
    expect(() => landingPageMetadata(untitled, '/umbrella-insurance', 'en')).toThrow(
      'Content missing: the page /umbrella-insurance has no title or description for search results.',
    )
    const undescribed = { ...page, seo: { title: 'Umbrella', description: '' } }
    expect(() => landingPageMetadata(undescribed, '/umbrella-insurance', 'en')).toThrow('/umbrella-insurance')
  })
})
