import { describe, expect, it } from 'vitest'

import { resolve } from '../presentation'

type Resolver = {
  resolve: (doc: Record<string, unknown> | null) => { locations?: { href: string }[]; message?: string }
}

const locations = resolve!.locations as Record<string, Resolver | { locations: { href: string }[] }>
const hrefs = (type: string, doc: Record<string, unknown> = {}) => {
  const location = locations[type]!
  return ('resolve' in location ? location.resolve(doc) : location).locations?.map(({ href }) => href)
}

describe('the Presentation tool', () => {
  it('finds the main document of every address, the Spanish home page before /:slug takes /es', () => {
    expect(
      (resolve!.mainDocuments as { route: string; filter: string }[]).map(({ route, filter }) => [
        route,
        filter,
      ]),
    ).toEqual([
      ['/', '_type == "homePage" && language == "en"'],
      ['/es', '_type == "homePage" && language == "es"'],
      ['/gtm-test', '_type == "gtmTestPage" && _id == "gtmTestPage"'],
      ['/es/guias/linea/:key', '_type == "guidesPage" && language == "es"'],
      ['/es/guias/pagina/:page', '_type == "guidesPage" && language == "es"'],
      ['/guides/line/:key', '_type == "guidesPage" && language == "en"'],
      ['/guides/page/:page', '_type == "guidesPage" && language == "en"'],
      ['/es/guias/:slug', '_type == "article" && language == "es" && slug.current == $slug'],
      ['/guides/:slug', '_type == "article" && language == "en" && slug.current == $slug'],
      [
        '/es/:slug',
        '_type in ["page","legalPage","thankYouPage","serviceCenterPage","optOutPage","guidesPage"] && language == "es" && slug.current == $slug',
      ],
      [
        '/:slug',
        '_type in ["page","legalPage","thankYouPage","serviceCenterPage","optOutPage","guidesPage"] && language == "en" && slug.current == $slug',
      ],
    ])
  })

  it('previews a page, a legal page, the thank-you page, the service center and the stop page at their address in their language', () => {
    for (const type of ['page', 'legalPage', 'thankYouPage', 'serviceCenterPage', 'optOutPage']) {
      expect(hrefs(type, { title: 'Auto', slug: 'auto-insurance', language: 'en' }), type).toEqual([
        '/auto-insurance',
      ])
      expect(hrefs(type, { title: 'Auto', slug: 'seguro-de-auto', language: 'es' }), type).toEqual([
        '/es/seguro-de-auto',
      ])
      expect((locations[type] as Resolver).resolve({ title: 'Auto', language: 'es' }).message, type).toMatch(
        /no address yet/,
      )
    }
  })

  it('previews a guide at its own address and in the list of guides, in its language', () => {
    expect(
      hrefs('article', { title: 'Texas auto', slug: 'texas-auto-insurance-requirements', language: 'en' }),
    ).toEqual(['/guides/texas-auto-insurance-requirements', '/guides'])
    expect(
      hrefs('article', {
        title: 'Auto en Texas',
        slug: 'requisitos-de-seguro-de-auto-en-texas',
        language: 'es',
      }),
    ).toEqual(['/es/guias/requisitos-de-seguro-de-auto-en-texas', '/es/guias'])
    expect((locations.article as Resolver).resolve({ title: 'Texas auto', language: 'en' }).message).toBe(
      'This guide has no address yet: give it one to preview it.',
    )
  })

  it('previews the guides page at the guides’ folder of its language', () => {
    expect(hrefs('guidesPage', { title: 'Insurance guides', slug: 'guides', language: 'en' })).toEqual([
      '/guides',
    ])
    expect(hrefs('guidesPage', { title: 'Guías de seguros', slug: 'guias', language: 'es' })).toEqual([
      '/es/guias',
    ])
  })

  it('previews the home page and shared sections on the pages of their own language', () => {
    expect(hrefs('homePage', { language: 'en' })).toEqual(['/'])
    expect(hrefs('homePage', { language: 'es' })).toEqual(['/es'])
    expect(hrefs('sharedSections', { language: 'es' })).toEqual(['/es'])
    expect(hrefs('faqItem', { language: 'en' })).toEqual([
      '/',
      '/home-insurance',
      '/auto-insurance',
      '/renters-insurance',
      '/life-insurance',
    ])
  })

  it('previews what holds every language on the pages of both', () => {
    for (const type of ['stat', 'teamMember', 'quoteForm', 'review', 'siteSettings']) {
      expect(hrefs(type), type).toEqual(expect.arrayContaining(['/', '/auto-insurance', '/es']))
    }
    expect(hrefs('siteSettings')).toEqual(
      expect.arrayContaining(['/privacy-policy', '/thank-you', '/service-center']),
    )
  })

  it('previews carriers and insurance lines on the service center, in both languages', () => {
    for (const type of ['carrier', 'insuranceLine']) {
      expect(hrefs(type), type).toEqual(['/service-center', '/es/centro-de-servicio'])
    }
  })
})
