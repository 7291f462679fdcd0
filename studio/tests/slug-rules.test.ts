import { describe, expect, it } from 'vitest'

import { GUIDE_LIST_SEGMENTS, LANGUAGES } from '../languages'
import { heroProblem } from '../schemas/sections'
import {
  addressTaken,
  articleSlugProblem,
  FIXED_ADDRESSES,
  MAX_SLUG_LENGTH,
  RESERVED_PREFIXES,
  slugify,
  slugProblem,
} from '../schemas/slug-rules'

describe('slugProblem: where a page may live', () => {
  it.each([
    'umbrella-insurance',
    'boat-insurance',
    'about',
    'faq-2026',
    '2026-rates',
    'a',
    'x'.repeat(MAX_SLUG_LENGTH),
    'api-docs',
    'thank-you-for-your-review',
  ])('accepts “%s”', (slug) => {
    expect(slugProblem(slug)).toBeNull()
  })

  it('asks for an address when there is none, and points at “Generate”', () => {
    const message =
      'Give the page an address, for example “umbrella-insurance”: click “Generate” to make one from the page name.'
    expect(slugProblem(undefined)).toBe(message)
    expect(slugProblem(null)).toBe(message)
    expect(slugProblem('')).toBe(message)
    expect(slugProblem('   ')).toBe(message)
  })

  it('refuses capitals and shows the address as it should be', () => {
    expect(slugProblem('Umbrella-Insurance')).toBe('Use lower-case letters only. Try “umbrella-insurance”.')
    expect(slugProblem('Umbrella Insurance')).toBe('Use lower-case letters only. Try “umbrella-insurance”.')
    expect(slugProblem('BOAT')).toBe('Use lower-case letters only. Try “boat”.')
  })

  it.each([
    ['umbrella insurance', 'umbrella-insurance'],
    ['seguro-de-vida-en-español', 'seguro-de-vida-en-espanol'],
    ['café', 'cafe'],
    ['home/flood', 'home-flood'],
    ['home\\flood', 'home-flood'],
    ['umbrella_insurance', 'umbrella-insurance'],
    ['boats&rvs', 'boats-and-rvs'],
    ['renter’s', 'renters'],
    ['faq?', 'faq'],
    ['faq#top', 'faq-top'],
    ['sitemap.xml', 'sitemap-xml'],
  ])('refuses spaces, accents, slashes and signs in “%s”, suggesting “%s”', (slug, suggestion) => {
    expect(slugProblem(slug)).toBe(
      `Use only lower-case letters, digits and hyphens: no spaces, accents, slashes or other signs. Try “${suggestion}”.`,
    )
  })

  it('suggests nothing when nothing usable is left', () => {
    expect(slugProblem('???')).toBe(
      'Use only lower-case letters, digits and hyphens: no spaces, accents, slashes or other signs.',
    )
  })

  it('tells an editor who typed a whole web address or a leading “/” what to keep', () => {
    const wholeAddress =
      'Type only what follows the site’s domain: for https://…/umbrella-insurance, type “umbrella-insurance”.'
    expect(slugProblem('https://lonestarshield.example/umbrella-insurance')).toBe(wholeAddress)
    expect(slugProblem('http://lonestarshield.example/umbrella')).toBe(wholeAddress)
    expect(slugProblem('www.lonestarshield.example/umbrella')).toBe(wholeAddress)
    expect(slugProblem('/umbrella-insurance')).toBe(
      'Leave out the “/” at the start. Try “umbrella-insurance”.',
    )
    expect(slugProblem('/')).toBe('Leave out the “/” at the start.')
  })

  it.each([
    ['-umbrella', 'umbrella'],
    ['umbrella-', 'umbrella'],
    ['umbrella--insurance', 'umbrella-insurance'],
    ['---', null],
  ])('refuses leading, trailing and double hyphens in “%s”', (slug, suggestion) => {
    expect(slugProblem(slug)).toBe(
      'Start and end the address with a letter or digit, and put a single hyphen between words.' +
        (suggestion ? ` Try “${suggestion}”.` : ''),
    )
  })

  it(`refuses addresses longer than ${MAX_SLUG_LENGTH} characters, saying how long it is`, () => {
    const long = Array.from({ length: 20 }, () => 'umbrella').join('-')
    expect(long.length).toBe(179)
    expect(slugProblem(long)).toBe(
      `Keep the address to ${MAX_SLUG_LENGTH} characters or fewer (this one has 179). Try “${slugify(long)}”.`,
    )
    expect(slugProblem('x'.repeat(MAX_SLUG_LENGTH + 1))).toBe(
      `Keep the address to ${MAX_SLUG_LENGTH} characters or fewer (this one has ${MAX_SLUG_LENGTH + 1}). Try “${'x'.repeat(MAX_SLUG_LENGTH)}”.`,
    )
  })

  it.each(FIXED_ADDRESSES)('refuses the fixed address “%s”', (slug) => {
    expect(slugProblem(slug)).toBe(`“/${slug}” is a fixed address of the site. Choose another address.`)
  })

  it('knows the addresses the site answers itself and the names Next.js keeps', () => {
    expect([...FIXED_ADDRESSES].sort()).toEqual(
      [
        'thank-you',
        'service-center',
        'stop-texts-and-calls',
        'privacy-policy',
        'terms-of-service',
        'accessibility',
        'gtm-test',
        'share-image',
        'images',
        'api',
        'es',
        'index',
        '404',
        '500',
        'guides',
        'finish-your-quote',
        'when-we-call',
      ].sort(),
    )
  })

  it('does not suggest a fixed address instead of a wrong one', () => {
    expect(slugProblem('Thank-You')).toBe('Use lower-case letters only.')
    expect(slugProblem('/api')).toBe('Leave out the “/” at the start.')
  })

  it.each([
    ['_next', '_next'],
    ['_next-data', '_next'],
    ['_NEXT', '_next'],
    ['_vercel', '_vercel'],
    ['_vercel-insights', '_vercel'],
    ['.well-known', '.well-known'],
    ['.well-known-security', '.well-known'],
  ])('refuses “%s”, which starts with the reserved “%s”', (slug, prefix) => {
    expect(RESERVED_PREFIXES).toContain(prefix)
    expect(slugProblem(slug)).toBe(
      `Addresses starting with “${prefix}” are kept for the site itself. Choose another address.`,
    )
  })

  it('gives every problem in words an office manager can act on: no pattern, no jargon', () => {
    const wrong = [
      '',
      'A B',
      '/x',
      '-x',
      'x--y',
      '_next',
      'api',
      'x'.repeat(200),
      'https://x.example/y',
      'es/x',
    ]
    // “api” is a fine Spanish address: the other slugs are wrong in both languages.
    const messages = (['en', 'es'] as const).flatMap((language) =>
      wrong.map((slug) => slugProblem(slug, language)).filter((message) => message !== null),
    )
    expect(messages).toHaveLength(2 * wrong.length - 1)
    for (const message of messages) {
      expect(message).toMatch(/^[A-Z“]/)
      expect(message).toMatch(/[.”]$/)
      expect(message).not.toMatch(/slug|regex|pattern|\[a-z|\\/i)
    }
  })
})

describe('slugProblem: where a Spanish page may live, under /es/', () => {
  it.each([
    'seguro-de-auto',
    'gracias',
    'politica-de-privacidad',
    'umbrella-insurance',
    'x'.repeat(MAX_SLUG_LENGTH),
  ])('accepts “%s”', (slug) => {
    expect(slugProblem(slug, 'es')).toBeNull()
  })

  it.each(FIXED_ADDRESSES)('lets a Spanish page take “%s”, fixed only at the site’s root', (slug) => {
    expect(slugProblem(slug, 'es')).toBeNull()
    expect(slugProblem(slug, 'en')).toBe(`“/${slug}” is a fixed address of the site. Choose another address.`)
  })

  it('keeps every rule of form, with the same words', () => {
    expect(slugProblem('', 'es')).toBe(slugProblem('', 'en'))
    expect(slugProblem('Seguro de Auto', 'es')).toBe('Use lower-case letters only. Try “seguro-de-auto”.')
    expect(slugProblem('seguro de vida en español', 'es')).toBe(
      'Use only lower-case letters, digits and hyphens: no spaces, accents, slashes or other signs. Try “seguro-de-vida-en-espanol”.',
    )
    expect(slugProblem('seguro--de-auto', 'es')).toBe(
      'Start and end the address with a letter or digit, and put a single hyphen between words. Try “seguro-de-auto”.',
    )
    expect(slugProblem('x'.repeat(MAX_SLUG_LENGTH + 1), 'es')).toMatch(/^Keep the address to 96 characters/)
    expect(slugProblem('https://lonestarshield.example/es/seguro-de-auto', 'es')).toBe(
      'Type only what follows the site’s domain: for https://…/umbrella-insurance, type “umbrella-insurance”.',
    )
  })

  it('suggests a fixed English address when that is what the Spanish page should be at', () => {
    expect(slugProblem('Thank-You', 'es')).toBe('Use lower-case letters only. Try “thank-you”.')
  })

  it('tells an editor who typed the /es/ the site adds itself to leave it out', () => {
    const message =
      'Leave out “es/”: the site puts every Spanish page under /es/ by itself. Try “seguro-de-auto”.'
    expect(slugProblem('es/seguro-de-auto', 'es')).toBe(message)
    expect(slugProblem('/es/seguro-de-auto', 'es')).toBe(message)
    expect(slugProblem('ES/Seguro-de-Auto', 'es')).toBe(message)
    expect(slugProblem('es/', 'es')).toBe(
      'Leave out “es/”: the site puts every Spanish page under /es/ by itself.',
    )
  })

  it('reserves the framework’s prefixes at the root only: under /es/ they are just signs to leave out', () => {
    expect(slugProblem('_next-data', 'es')).toBe(
      'Use only lower-case letters, digits and hyphens: no spaces, accents, slashes or other signs. Try “next-data”.',
    )
  })
})

describe('addressTaken: two pages of one language never share an address', () => {
  it('names the page that has it, when it has a name', () => {
    expect(addressTaken('Seguro de auto')).toBe(
      '“Seguro de auto” already has this address. Choose a different one.',
    )
    expect(addressTaken('')).toBe('Another page already has this address. Choose a different one.')
    expect(addressTaken(null)).toBe('Another page already has this address. Choose a different one.')
  })

  it('says “guide” between guides', () => {
    expect(addressTaken(undefined, 'guide')).toBe(
      'Another guide already has this address. Choose a different one.',
    )
  })
})

describe('the guides’ folder: no page may take it', () => {
  it('keeps /guides and /es/guias for the lists of guides', () => {
    expect(slugProblem('guides')).toBe('“/guides” is a fixed address of the site. Choose another address.')
    expect(slugProblem('guias', 'es')).toBe(
      '“/es/guias” is a fixed address of the site. Choose another address.',
    )
    expect(slugProblem('guias')).toBeNull()
    expect(slugProblem('guides', 'es')).toBeNull()
  })
})

describe('articleSlugProblem: where a guide may live', () => {
  it.each([
    ['texas-auto-insurance-requirements', 'en'],
    ['requisitos-de-seguro-de-auto-en-texas', 'es'],
    // A guide lives below its folder, so the root's fixed addresses are free to it.
    ['thank-you', 'en'],
    ['service-center', 'en'],
    ['guides', 'en'],
    ['guias', 'es'],
    ['api', 'en'],
  ] as const)('accepts “%s” in %s', (slug, language) => {
    expect(articleSlugProblem(slug, language)).toBeNull()
  })

  it('asks for an address when there is none, with an example in the guide’s language', () => {
    expect(articleSlugProblem(undefined)).toBe(
      'Give the guide an address, for example “texas-auto-insurance-requirements”: click “Generate” to make one from the title.',
    )
    expect(articleSlugProblem(' ', 'es')).toBe(
      'Give the guide an address, for example “requisitos-de-seguro-de-auto-en-texas”: click “Generate” to make one from the title.',
    )
  })

  it('keeps the same rules of form as a page’s address, with the same words', () => {
    for (const slug of [
      'Umbrella Insurance',
      'seguro de vida en español',
      '/flood',
      '-flood-',
      'x'.repeat(97),
    ]) {
      expect(articleSlugProblem(slug), slug).toBe(slugProblem(slug))
    }
  })

  it('tells an editor who typed the guides’ folder, or the whole web address, what to keep', () => {
    expect(articleSlugProblem('guides/Flood-Basics')).toBe(
      'Leave out “guides/”: the site puts every guide under /guides/ by itself. Try “flood-basics”.',
    )
    expect(articleSlugProblem('/guides/flood-basics')).toBe(
      'Leave out “guides/”: the site puts every guide under /guides/ by itself. Try “flood-basics”.',
    )
    for (const typed of ['es/guias/inundaciones', '/es/guias/inundaciones', 'guias/inundaciones']) {
      expect(articleSlugProblem(typed, 'es'), typed).toBe(
        'Leave out “es/guias/”: the site puts every guide under /es/guias/ by itself. Try “inundaciones”.',
      )
    }
    expect(articleSlugProblem('https://lonestarshield.example/guides/flood-basics')).toBe(
      'Type only what follows /guides/: for https://…/guides/texas-auto-insurance-requirements, type “texas-auto-insurance-requirements”.',
    )
  })
})

describe('articleSlugProblem: the folders the list of guides goes on in', () => {
  it.each([
    ['line', 'en', '“/guides/line” is where the site lists the guides about one line of insurance.'],
    ['page', 'en', '“/guides/page” is where the site lists the next pages of the list of guides.'],
    ['linea', 'es', '“/es/guias/linea” is where the site lists the guides about one line of insurance.'],
    ['pagina', 'es', '“/es/guias/pagina” is where the site lists the next pages of the list of guides.'],
  ] as const)('refuses “%s” to a guide in %s, saying why and what to do', (slug, language, why) => {
    expect(articleSlugProblem(slug, language)).toBe(
      `${why} Choose another address: click “Generate” to make one from the guide’s title.`,
    )
  })

  it('takes the folders’ names from the site’s own list, in each language', () => {
    for (const { id: language } of LANGUAGES) {
      for (const segment of Object.values(GUIDE_LIST_SEGMENTS[language])) {
        expect(articleSlugProblem(segment, language), segment).toMatch(/is where the site lists/)
      }
    }
  })

  it.each([
    ['linea', 'en'],
    ['pagina', 'en'],
    ['line', 'es'],
    ['page', 'es'],
    ['lines', 'en'],
    ['page-2', 'en'],
    ['line-of-credit-coverage', 'en'],
    ['pagina-de-inicio', 'es'],
  ] as const)(
    'accepts “%s” in %s: only the folders of the guide’s own language are taken',
    (slug, language) => {
      expect(articleSlugProblem(slug, language)).toBeNull()
    },
  )

  it('keeps the folders open to pages: they are names below the guides’ folder, not at the root', () => {
    for (const slug of ['line', 'page', 'linea', 'pagina']) {
      expect(slugProblem(slug), slug).toBeNull()
      expect(slugProblem(slug, 'es'), slug).toBeNull()
    }
  })

  it('never suggests a folder of the list instead of a wrong address', () => {
    expect(articleSlugProblem('Line')).toBe('Use lower-case letters only.')
    expect(articleSlugProblem('/page')).toBe('Leave out the “/” at the start.')
    expect(articleSlugProblem('página', 'es')).toBe(
      'Use only lower-case letters, digits and hyphens: no spaces, accents, slashes or other signs.',
    )
    expect(articleSlugProblem('guides/page')).toBe(
      'Leave out “guides/”: the site puts every guide under /guides/ by itself.',
    )
    expect(articleSlugProblem('/es/guias/linea', 'es')).toBe(
      'Leave out “es/guias/”: the site puts every guide under /es/guias/ by itself.',
    )
    // A folder of the other language is a fine suggestion.
    expect(articleSlugProblem('Line', 'es')).toBe('Use lower-case letters only. Try “line”.')
  })
})

describe('slugify: what “Generate” makes of a page name', () => {
  it.each([
    ['Umbrella insurance', 'umbrella-insurance'],
    ['  Boat   Insurance  ', 'boat-insurance'],
    ['Seguro de vida en español', 'seguro-de-vida-en-espanol'],
    ['Crème brûlée coverage', 'creme-brulee-coverage'],
    ['Ñandú & Über', 'nandu-and-uber'],
    ['Straße', 'strasse'],
    ['Boats & RVs', 'boats-and-rvs'],
    ['Boats&RVs', 'boats-and-rvs'],
    ['Renter’s insurance', 'renters-insurance'],
    ["Renter's insurance", 'renters-insurance'],
    ['Motorcycle / ATV insurance', 'motorcycle-atv-insurance'],
    ['Home, auto & life: bundles!', 'home-auto-and-life-bundles'],
    ['What does “full coverage” mean?', 'what-does-full-coverage-mean'],
    ['Top 10 tips (2026)', 'top-10-tips-2026'],
    ['---Flood---', 'flood'],
    ['', ''],
    ['!!!', ''],
  ])('“%s” → “%s”', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it(`keeps within ${MAX_SLUG_LENGTH} characters, cutting between words, and never ends on a hyphen`, () => {
    const title = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ')
    const slug = slugify(title)
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(slug).toMatch(/^word0-word1-.*-word\d+$/)
    expect(title.toLowerCase().replace(/ /g, '-').startsWith(`${slug}-`)).toBe(true)
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(MAX_SLUG_LENGTH))
    const exact = `${'a'.repeat(MAX_SLUG_LENGTH)} b`
    expect(slugify(exact)).toBe('a'.repeat(MAX_SLUG_LENGTH))
  })

  it('always makes an address slugProblem accepts, when it makes one', () => {
    const titles = [
      'Umbrella insurance',
      'Boats & RVs',
      'Renter’s insurance',
      'x'.repeat(300),
      'Über-Versicherung',
    ]
    for (const title of titles) expect(slugProblem(slugify(title)), title).toBeNull()
  })
})

describe('heroProblem: one quote form per page', () => {
  const hero = { _type: 'heroSection' }
  const cards = { _type: 'cardsSection' }

  it('is fine with exactly one hero, wherever it is', () => {
    expect(heroProblem([hero])).toBeNull()
    expect(heroProblem([hero, cards, cards])).toBeNull()
    expect(heroProblem([cards, hero])).toBeNull()
  })

  it('warns (without blocking) when a page with sections has no hero', () => {
    expect(heroProblem([cards, { _type: 'faqSection' }])).toEqual({
      level: 'warning',
      message:
        'This page has no quote form. Add a “Hero with quote form” so visitors can ask for a quote here.',
    })
  })

  it('says nothing about the hero while there are no sections (“Add at least one section” says it)', () => {
    expect(heroProblem(undefined)).toBeNull()
    expect(heroProblem([])).toBeNull()
  })

  it('refuses two heroes or more', () => {
    const error = {
      level: 'error',
      message: 'A page has one quote form: keep one “Hero with quote form” and remove the others.',
    }
    expect(heroProblem([hero, cards, hero])).toEqual(error)
    expect(heroProblem([hero, hero, hero])).toEqual(error)
  })
})
