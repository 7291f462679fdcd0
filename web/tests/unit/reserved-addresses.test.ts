import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  GUIDE_LIST_SEGMENTS,
  GUIDES_PATHS,
  LEGAL_ROUTES,
  PRODUCT_ROUTES,
  SERVICE_CENTER_PATHS,
} from '@/lib/routes'

import { INTAKE_PATHS } from '@/lib/intake/intake-link'

import {
  GUIDE_LIST_SEGMENTS as STUDIO_GUIDE_LIST_SEGMENTS,
  GUIDES_PATHS as STUDIO_GUIDES_PATHS,
  INTAKE_FOLDERS,
  pathOf,
} from '../../../studio/languages'
import { articleSlugProblem, FIXED_ADDRESSES, slugProblem } from '../../../studio/schemas/slug-rules'

const APP = path.join(import.meta.dirname, '../../app')

/**
 * The addresses the code answers itself at the root: every folder of web/app that is a plain path segment, the
 * folders of route groups ((en), the English pages' root layout) included. Dynamic segments ([slug]), private
 * folders (_lib), parallel routes (@modal) and intercepting routes ((.)photo) add no segment of their own.
 */
function fixedSegments(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      /^\([^.)]+\)$/.test(entry.name) ? fixedSegments(path.join(dir, entry.name)) : [entry.name],
    )
    .filter((name) => !/^[[(_@]/.test(name))
}

describe('addresses a page in the Studio may not take', () => {
  it('finds the site’s fixed routes', () => {
    // A guard against the scan silently finding nothing.
    expect(fixedSegments()).toEqual(
      expect.arrayContaining(['thank-you', 'api', 'gtm-test', 'share-image', 'es', ...LEGAL_ROUTES]),
    )
  })

  for (const segment of fixedSegments()) {
    it(`/${segment} is reserved`, () => {
      expect(FIXED_ADDRESSES as readonly string[]).toContain(segment)
      expect(slugProblem(segment)).toMatch(/fixed address/)
    })
  }

  it('the product pages are pages in content, not fixed routes: their addresses are free', () => {
    for (const route of PRODUCT_ROUTES) {
      expect(fixedSegments()).not.toContain(route)
      expect(slugProblem(route), route).toBeNull()
    }
  })

  // The service center's Spanish address is its document's own, so no other Spanish page can take it.
  it('under /es the code answers only the service center, the guides and the online quote: Spanish pages may take any other free address', () => {
    expect(fixedSegments(path.join(APP, 'es')).map((segment) => `/es/${segment}`)).toEqual([
      SERVICE_CENTER_PATHS.es,
      INTAKE_PATHS.es,
      GUIDES_PATHS.es,
    ])
    expect(INTAKE_PATHS).toEqual({ en: pathOf('en', INTAKE_FOLDERS.en), es: pathOf('es', INTAKE_FOLDERS.es) })
    expect(slugProblem('guias', 'es')).not.toBeNull()
    expect(slugProblem('completar-cotizacion', 'es')).not.toBeNull()
    for (const slug of ['gracias', 'politica-de-privacidad', 'thank-you', 'api'])
      expect(slugProblem(slug, 'es'), slug).toBeNull()
  })

  it('below the guides, the code answers only the list’s own folders and the feed, which no guide may take', () => {
    expect(STUDIO_GUIDES_PATHS).toEqual(GUIDES_PATHS)
    expect(STUDIO_GUIDE_LIST_SEGMENTS).toEqual(GUIDE_LIST_SEGMENTS)
    const folders = {
      en: path.join(APP, '(en)', GUIDES_PATHS.en),
      es: path.join(APP, GUIDES_PATHS.es),
    }
    for (const language of ['en', 'es'] as const) {
      const segments = Object.values(GUIDE_LIST_SEGMENTS[language])
      expect(fixedSegments(folders[language]).sort()).toEqual([...segments, 'rss.xml'].sort())
      for (const segment of segments) expect(articleSlugProblem(segment, language), segment).not.toBeNull()
      // A dot is never part of an address the Studio accepts.
      expect(articleSlugProblem('rss.xml', language)).not.toBeNull()
    }
  })

  it('the framework’s own prefixes are refused too', () => {
    for (const slug of ['_next', '_vercel-thing', '.well-known'])
      expect(slugProblem(slug), slug).not.toBeNull()
  })
})
