import { afterEach, describe, expect, it, vi } from 'vitest'

import { planSections, type SectionSpecs } from '@/lib/content/sections'
import { SECTIONS } from '@/sections/registry'

import { sectionTypes } from '../../../../studio/schemas/sections/index'

// The real registry: its required fields and default anchors are what the pages use.
const specs = SECTIONS as SectionSpecs
const WHERE = 'the page /umbrella-insurance'

/** A section as the page query returns it: every field the registry requires filled in. */
const hero = (key: string, fields: Record<string, unknown> = {}) => ({
  _key: key,
  _type: 'heroSection',
  headline: 'Extra liability protection',
  formTitle: 'Get your quote',
  submitLabel: 'Get My Quote',
  ...fields,
})
const cards = (key: string, fields: Record<string, unknown> = {}) => ({
  _key: key,
  _type: 'cardsSection',
  anchor: null,
  heading: { eyebrow: null, title: 'Coverage', intro: null },
  cards: [{ icon: 'shield', title: 'Liability', description: 'Covers you.', link: null }],
  ...fields,
})
const shared = (type: string, key: string, anchor: string | null = null) => ({
  _key: key,
  _type: type,
  anchor,
  heading: null,
})

/** A section as content may hold it: any fields, known or not. */
type RawSection = { _key: string; _type: string; [field: string]: unknown }

const ids = (sections: RawSection[]) => planSections(sections, specs, WHERE).map((planned) => planned.id)

describe('planSections', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps known sections in order, each with the section it draws', () => {
    const sections = [hero('h'), cards('c'), shared('faqSection', 'f')]
    const planned = planSections(sections, specs, WHERE)
    expect(planned.map(({ section }) => section)).toEqual(sections)
  })

  it('skips a section of an unknown type and warns once per type, across calls and pages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sections = [
      hero('h'),
      { _key: 'k1', _type: 'carouselOfTheFuture' },
      cards('c'),
      { _key: 'k2', _type: 'carouselOfTheFuture' },
      { _key: 'k3', _type: 'videoOfTheFuture' },
    ]
    expect(planSections(sections, specs, WHERE).map(({ section }) => section._key)).toEqual(['h', 'c'])
    expect(planSections(sections, specs, 'the home page').map(({ section }) => section._key)).toEqual([
      'h',
      'c',
    ])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/"carouselOfTheFuture" on the page \/umbrella-insurance/),
      expect.stringMatching(/"videoOfTheFuture" on the page \/umbrella-insurance/),
    ])
  })

  it('a known section without a required field stops the page, naming the page, the section and the field', () => {
    expect(() => planSections([cards('c'), hero('h', { headline: null })], specs, WHERE)).toThrow(
      'Content missing: the page /umbrella-insurance, section 2 (“Hero with quote form”) has no headline.',
    )
    // An empty list counts as missing; several missing fields are all named.
    expect(() => planSections([cards('c', { cards: [], heading: null })], specs, 'the home page')).toThrow(
      /^Content missing: the home page, section 1 \(“Cards”\) has no heading, cards\./,
    )
    // The position counts skipped sections too, so it matches what the editor sees in the Studio.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() =>
      planSections(
        [
          { _key: 'x', _type: 'unknownBeforeTheBrokenOne' },
          { _key: 't', _type: 'richTextSection', body: [] },
        ] as RawSection[],
        specs,
        WHERE,
      ),
    ).toThrow('Content missing: the page /umbrella-insurance, section 2 (“Text”) has no body.')
  })

  it('ids: the anchor, else the registry default, else section-<key>; repeats numbered', () => {
    expect(
      ids([
        hero('h'),
        cards('c1', { anchor: 'coverage' }),
        cards('c2'),
        cards('c3', { anchor: 'coverage' }),
        cards('c4', { anchor: 'coverage' }),
        shared('aboutSection', 'a'),
        shared('teamSection', 't'),
        shared('faqSection', 'f'),
        shared('faqSection', 'f2'),
        shared('reviewsSection', 'r'),
        shared('reviewsSection', 'r2', 'what-clients-say'),
        { _key: 's', _type: 'statsSection', anchor: null, heading: { title: 'Stats' }, items: [{}] },
        { _key: 'd', _type: 'discountsSection', anchor: null, heading: { title: 'D' }, items: [{}] },
        {
          _key: 'g',
          _type: 'coverageGuideSection',
          anchor: null,
          heading: { title: 'Guide' },
          rules: [{}],
          example: {},
        },
        { _key: 'x', _type: 'ctaSection', anchor: null, title: 'Go', buttonLabel: 'Go', phoneLabel: 'Call' },
      ]),
    ).toEqual([
      'section-h',
      'coverage',
      'section-c2',
      'coverage-2',
      'coverage-3',
      'about',
      'team',
      'faq',
      'faq-2',
      'reviews',
      'what-clients-say',
      'stats',
      'discounts',
      'coverage-guide',
      'section-x',
    ])
  })

  it('an anchor never takes an id the page itself uses: quote-form, main, contact', () => {
    expect(
      ids([
        cards('a', { anchor: 'quote-form' }),
        cards('b', { anchor: 'main' }),
        cards('c', { anchor: 'contact' }),
        cards('d', { anchor: 'contact' }),
      ]),
    ).toEqual(['quote-form-2', 'main-2', 'contact-2', 'contact-3'])
  })

  it('a numbered id already taken by an anchor is skipped', () => {
    expect(
      ids([shared('faqSection', 'a', 'faq-2'), shared('faqSection', 'b'), shared('faqSection', 'c')]),
    ).toEqual(['faq-2', 'faq', 'faq-3'])
  })
})

describe('the section library', () => {
  const studioTypes = sectionTypes.map((type) => type.name)

  it('draws every section type the Studio offers, and no other', () => {
    expect(studioTypes.length).toBeGreaterThan(0)
    expect(Object.keys(SECTIONS).sort()).toEqual([...studioTypes].sort())
  })

  it('calls each section what the Studio calls it, so messages to editors match their screen', () => {
    for (const type of sectionTypes) {
      expect(SECTIONS[type.name as keyof typeof SECTIONS].title, type.name).toBe(type.title)
    }
  })

  it('every section has a render function and a list of required fields', () => {
    for (const [type, registration] of Object.entries(SECTIONS)) {
      expect(typeof registration.render, type).toBe('function')
      expect(Array.isArray(registration.required), type).toBe(true)
    }
  })
})
