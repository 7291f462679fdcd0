import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  CODE_SEGMENTS,
  GUIDE_LIST_SEGMENTS,
  GUIDES_PATHS,
  LEGAL_ROUTES,
  NOT_FOUND_PATHS,
  OPT_OUT_PATHS,
  PRODUCT_ROUTES,
  SERVICE_CENTER_PATHS,
} from '@/lib/routes'

import { CALL_TIME_PATHS } from '@/lib/call-time/call-time-link'
import { INTAKE_PATHS } from '@/lib/intake/intake-link'

import { OPT_OUT_SLUGS, SERVICE_CENTER_SLUGS } from '../../../../studio/singletons'

import {
  GUIDE_LIST_SEGMENTS as STUDIO_GUIDE_LIST_SEGMENTS,
  GUIDES_PATHS as STUDIO_GUIDES_PATHS,
  CALL_TIME_FOLDERS,
  INTAKE_FOLDERS,
  pathOf,
} from '../../../../studio/languages'
import { articleSlugProblem, FIXED_ADDRESSES, slugProblem } from '../../../../studio/schemas/slug-rules'

const APP = path.join(import.meta.dirname, '../../../app')

/**
 * The addresses the code answers itself at the root: every folder of web/app that is a plain path segment, the
 * folders of route groups ((en), the English pages' root layout) included. Dynamic segments ([slug]), private
 * folders (_lib), parallel routes (@modal) and intercepting routes ((.)photo) add no segment of their own; a folder
 * named %5F… is the address _…
 */
function fixedSegments(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      if (/^\([^.)]+\)$/.test(entry.name)) return fixedSegments(path.join(dir, entry.name))
      return /^[[(_@]/.test(entry.name) ? [] : [decodeURIComponent(entry.name)]
    })
}

describe('addresses a page in the Studio may not take', () => {
  it('finds the site’s fixed routes', () => {
    // A guard against the scan silently finding nothing.
    expect(fixedSegments()).toEqual(
      expect.arrayContaining(['thank-you', 'api', 'gtm-test', 'share-image', 'es', ...LEGAL_ROUTES]),
    )
  })

  // The 404 pages' own addresses start with "_", which no address in the Studio may.
  it('the prerendered 404 pages live at addresses the Studio refuses', () => {
    for (const path of Object.values(NOT_FOUND_PATHS)) {
      const segment = path.split('/').pop()!
      expect(slugProblem(segment), path).not.toBeNull()
      expect(slugProblem(segment, 'es'), path).not.toBeNull()
    }
  })

  // A route named as a file (/icons.svg) needs no reserving: the Studio refuses every address with a dot, and the
  // proxy's matcher never sends one to it.
  const pageLike = (name: string) => !name.includes('.')

  for (const segment of fixedSegments().filter((name) => !name.startsWith('_') && pageLike(name))) {
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

  // The service center's and the stop page's Spanish addresses are their documents' own, so no other Spanish page
  // can take them.
  it('under /es the code answers only the service center, the stop page, the guides, the online quote and the call time: Spanish pages may take any other free address', () => {
    expect(fixedSegments(path.join(APP, 'es')).map((segment) => `/es/${segment}`)).toEqual(
      expect.arrayContaining([
        SERVICE_CENTER_PATHS.es,
        OPT_OUT_PATHS.es,
        NOT_FOUND_PATHS.es,
        INTAKE_PATHS.es,
        CALL_TIME_PATHS.es,
        GUIDES_PATHS.es,
      ]),
    )
    expect(fixedSegments(path.join(APP, 'es'))).toHaveLength(6)
    expect(INTAKE_PATHS).toEqual({ en: pathOf('en', INTAKE_FOLDERS.en), es: pathOf('es', INTAKE_FOLDERS.es) })
    expect(CALL_TIME_PATHS).toEqual({
      en: pathOf('en', CALL_TIME_FOLDERS.en),
      es: pathOf('es', CALL_TIME_FOLDERS.es),
    })
    expect(slugProblem('cuando-le-llamamos', 'es')).not.toBeNull()
    expect(slugProblem('guias', 'es')).not.toBeNull()
    expect(slugProblem('completar-cotizacion', 'es')).not.toBeNull()
    for (const slug of ['gracias', 'politica-de-privacidad', 'thank-you', 'api'])
      expect(slugProblem(slug, 'es'), slug).toBeNull()
  })

  it('the fixed pages with an address of their own live where the Studio’s documents say, in each language', () => {
    for (const language of ['en', 'es'] as const) {
      expect(OPT_OUT_PATHS[language]).toBe(pathOf(language, OPT_OUT_SLUGS[language]))
      expect(SERVICE_CENTER_PATHS[language]).toBe(pathOf(language, SERVICE_CENTER_SLUGS[language]))
    }
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

  // A folder missing from the proxy's list would have its addresses answered 404 before its route saw them.
  it('the proxy leaves every folder of the code to its route, in each language', () => {
    expect([...CODE_SEGMENTS.en].sort()).toEqual(fixedSegments().filter(pageLike).sort())
    expect([...CODE_SEGMENTS.es].sort()).toEqual(fixedSegments(path.join(APP, 'es')).sort())
  })

  it('the framework’s own prefixes are refused too', () => {
    for (const slug of ['_next', '_vercel-thing', '.well-known'])
      expect(slugProblem(slug), slug).not.toBeNull()
  })
})
