import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { SchemaType } from 'groq-js'
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { KNOWN_ADDRESSES_TAGS, readKnownAddresses, type KnownAddresses } from '@/lib/content/known-addresses'
import { knownAddressesQuery } from '@/lib/content/queries'
import { GUIDES_PER_PAGE } from '@/lib/guides/guide-list'
import { SERVICE_CENTER_PATHS, SITE_PATHS } from '@/lib/routes'
import { unknownAddressLanguage } from '@/lib/unknown-address'
import { config, proxy } from '@/proxy'

import { queryDocumentTypes } from '../../support/data/query-document-types'

const book = (known: Partial<Record<keyof KnownAddresses, string[]>>): KnownAddresses => ({
  addresses: new Set(known.addresses),
  moved: new Set(known.moved),
  guides: new Set(known.guides),
  lines: new Set(known.lines),
})

const KNOWN = {
  en: book({
    addresses: ['auto-insurance', 'thank-you'],
    moved: ['car-insurance'],
    guides: Array.from({ length: GUIDES_PER_PAGE + 1 }, (_, n) => `guide-${n}`),
    lines: ['auto', 'home'],
  }),
  es: book({ addresses: ['seguro-de-auto', 'gracias'], guides: ['guia'], lines: ['auto', 'home'] }),
}

describe('an address no page can have', () => {
  it.each([
    ['/made-up', 'en'],
    ['/auto-insurance/deeper', 'en'],
    ['/made-up/deeper/still', 'en'],
    ['/guides/made-up', 'en'],
    ['/guides/line/made-up', 'en'],
    ['/guides/line/made-up/page/2', 'en'],
    ['/guides/page/3', 'en'],
    ['/guides/line/auto/page/3', 'en'],
    ['/guides/page/02', 'en'],
    ['/guides/page/two', 'en'],
    ['/es/inventado', 'es'],
    ['/es/seguro-de-auto/otra-cosa', 'es'],
    ['/es/guias/inventada', 'es'],
    ['/es/guias/pagina/2', 'es'],
    ['/es/guias/linea/inventada', 'es'],
    // English addresses are not Spanish ones.
    ['/es/auto-insurance', 'es'],
  ])('%s is answered by the 404 page in %s', (pathname, language) => {
    expect(unknownAddressLanguage(pathname, KNOWN)).toBe(language)
  })
})

describe('an address a page may have is left to its route', () => {
  it.each([
    ['a page, in each language', ['/auto-insurance', '/thank-you', '/es/seguro-de-auto', '/es/gracias']],
    ['the home pages', ['/', '/es']],
    ['an old address, which redirects', ['/car-insurance']],
    [
      'a guide, a line, a page of a list, page 1 (which redirects)',
      [
        '/guides/guide-3',
        '/guides/line/auto',
        '/guides/page/2',
        '/guides/line/home/page/2',
        '/guides/page/1',
      ],
    ],
    ['the lists and feeds', ['/guides', '/es/guias', '/guides/rss.xml', '/es/guias/rss.xml']],
    [
      'every folder of the code',
      [
        '/service-center/filtered',
        '/finish-your-quote/anything',
        '/es/completar-cotizacion/listo',
        '/es/centro-de-servicio/filtered',
        '/api/anything',
        '/share-image/en',
        '/privacy-policy/deeper',
        '/_unknown-address',
        '/es/_unknown-address',
      ],
    ],
    ['files and shapes it does not know', ['/robots.txt', '/made-up.html', '/guides/a/b', '/made-up//x']],
  ])('%s', (_what, pathnames) => {
    for (const pathname of pathnames) expect(unknownAddressLanguage(pathname, KNOWN), pathname).toBeNull()
  })
})

describe('the published addresses', () => {
  it('are read from the content, in each language', async () => {
    const [en, es] = await Promise.all([readKnownAddresses('en'), readKnownAddresses('es')])
    expect([...en.addresses]).toEqual(
      expect.arrayContaining(['auto-insurance', 'privacy-policy', 'thank-you']),
    )
    expect([...es.addresses]).toEqual(expect.arrayContaining(['seguro-de-auto', 'gracias']))
    expect(en.guides.size).toBeGreaterThan(0)
    expect([...en.lines]).toEqual(expect.arrayContaining(['auto', 'home']))
    expect(en.addresses).not.toContain('seguro-de-auto')
  })

  it('are read again after a publish of every document type they come from', () => {
    const schema = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../../../studio/schema.json'), 'utf8'),
    ) as SchemaType
    expect(queryDocumentTypes(knownAddressesQuery, schema).sort()).toEqual([...KNOWN_ADDRESSES_TAGS].sort())
  })
})

// Exported by Next, but left out of its type declarations.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: typeof config.matcher, nextConfig: object) => ProxyMatcher[]
}

describe("the proxy's matcher", () => {
  // Compiled as `next build` compiles it.
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}))
  const runs = (pathname: string, query: Record<string, string | string[]> = {}) =>
    matches(pathname, {} as never, query)

  it('leaves out the prerendered pages whose address the code fixes, in lower case', () => {
    for (const pathname of [...SITE_PATHS, '/es', '/es/centro-de-servicio', '/es/guias'])
      expect(runs(pathname), pathname).toBe(false)
  })

  it("leaves out Next's assets, the API and files", () => {
    for (const pathname of ['/_next/static/chunks/a.js', '/api/leads', '/robots.txt', '/guides/rss.xml'])
      expect(runs(pathname), pathname).toBe(false)
  })

  it('runs on every other address, and on any with a capital letter', () => {
    for (const pathname of [
      '/made-up',
      '/es/seguro-de-auto',
      '/guides/a-guide',
      '/guides/page/2',
      '/auto-insurance/x',
      '/guidesx',
      '/es/guias/x',
      '/Guides',
      '/AUTO-INSURANCE',
      '/Es',
    ])
      expect(runs(pathname), pathname).toBe(true)
  })

  it('runs on the service center only when its filter asks for a line or a search', () => {
    for (const pathname of Object.values(SERVICE_CENTER_PATHS)) {
      expect(runs(pathname, { line: 'auto' }), `${pathname}?line=auto`).toBe(true)
      expect(runs(pathname, { q: 'mutual' }), `${pathname}?q=mutual`).toBe(true)
      expect(runs(pathname, { line: 'home', q: 'st' }), `${pathname}?line=home&q=st`).toBe(true)
      expect(runs(pathname), pathname).toBe(false)
      expect(runs(pathname, { line: '', q: '' }), `${pathname}?line=&q=`).toBe(false)
      expect(runs(pathname, { utm_source: 'mail' }), `${pathname}?utm_source=mail`).toBe(false)
    }
    expect(runs('/', { line: 'auto' }), '/?line=auto').toBe(false)
    expect(runs('/auto-insurance', { q: 'x' }), '/auto-insurance?q=x').toBe(false)
  })
})

describe('the proxy, on a filtered service center', () => {
  type Init = ConstructorParameters<typeof NextRequest>[1]
  const answer = (address: string, init: Init = {}) =>
    proxy(new NextRequest(`http://localhost${address}`, init))

  it('serves the filtered route at the same address, the query kept, whatever the method or headers', async () => {
    const inits: Init[] = [
      { method: 'GET' },
      { method: 'HEAD' },
      { method: 'POST', body: 'a=b' },
      { headers: { rsc: '1' } },
      { headers: { cookie: '__prerender_bypass=x' } },
    ]
    for (const [language, pathname] of Object.entries(SERVICE_CENTER_PATHS)) {
      for (const init of inits) {
        const response = await answer(`${pathname}?line=auto&q=mutual`, init)
        expect(response.headers.get('x-middleware-rewrite'), `${language} ${JSON.stringify(init)}`).toBe(
          `http://localhost${pathname}/filtered?line=auto&q=mutual`,
        )
      }
    }
  })

  it('sends a mis-cased address to its lower-case form first, filter kept', async () => {
    const response = await answer('/Service-Center?line=auto')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('http://localhost/service-center?line=auto')
  })
})
