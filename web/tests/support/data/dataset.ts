import { readFileSync } from 'node:fs'

import { DEFAULT_DATASET_PATH, parseNdjson, type SanityDocument } from '@/lib/content/ndjson'
import { DEFAULT_LANGUAGE, pathIn, type Language } from '@/lib/i18n'
import { GUIDES_PATHS, PRODUCT_ROUTES } from '@/lib/routes'
import type {
  Article,
  Carrier,
  FaqItem,
  GtmTestPage,
  GuidesPage,
  HomePage,
  InsuranceLine,
  LegalPage,
  Link,
  Page,
  ServiceCenterPage,
  SharedSections,
  SiteSettings,
  Stat,
  StatHighlight,
  ThankYouPage,
} from '@/sanity.types'

/** The embedded dataset as tests read it: the source of truth for every figure the site shows. */
export function readDataset() {
  return parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH)
}

/** A field translated in place (sanity-plugin-internationalized-array): one value per language. */
type TranslatedValue<Value> = {
  _type: `internationalizedArray${string}Value`
  language?: string
  value?: Value
}

type IsTranslated<T> =
  NonNullable<T> extends Array<infer Item> ? (Item extends TranslatedValue<unknown> ? true : false) : false

/**
 * A document as a reader of one language sees it: every field translated in place holds that language's value
 * (the Studio's dataset test checks that the seed has every one in both languages).
 */
export type Localized<T> =
  T extends Array<infer Item>
    ? Item extends TranslatedValue<infer Value>
      ? NonNullable<Value>
      : Localized<Item>[]
    : T extends object
      ? {
          [Key in keyof T as IsTranslated<T[Key]> extends true ? Key : never]-?: Localized<
            NonNullable<T[Key]>
          >
        } & {
          [Key in keyof T as IsTranslated<T[Key]> extends true ? never : Key]: Localized<T[Key]>
        }
      : T

const isTranslatedValue = (item: unknown): item is TranslatedValue<unknown> =>
  typeof item === 'object' &&
  item !== null &&
  /^internationalizedArray.*Value$/.test((item as { _type?: string })._type ?? '')

function localize(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) {
    if (value.length && value.every(isTranslatedValue)) {
      return (value.find((item) => item.language === language) ?? value[0])!.value
    }
    return value.map((item) => localize(item, language))
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, language)]))
  }
  return value
}

export function documentById<T = Record<string, unknown>>(id: string, language: Language = DEFAULT_LANGUAGE) {
  const doc = readDataset().find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`The embedded dataset has no document "${id}"`)
  return localize(doc, language) as Localized<T>
}

export function documentsOfType<T>(type: string, language: Language = DEFAULT_LANGUAGE) {
  return readDataset()
    .filter((doc) => doc._type === type && (doc.language === undefined || doc.language === language))
    .map((doc) => localize(doc, language)) as Localized<T>[]
}

/** A translated document's id in `language`: the seed gives each Spanish twin its English id plus "-es". */
const idIn = (id: string, language: Language) => (language === DEFAULT_LANGUAGE ? id : `${id}-${language}`)

export const settings = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<SiteSettings>('siteSettings', language)
export const homePage = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<HomePage>(idIn('homePage', language), language)
export const sharedSections = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<SharedSections>(idIn('sharedSections', language), language)
/** A legal page by its English address, in `language`. */
export const legalPage = (route: string, language: Language = DEFAULT_LANGUAGE) =>
  documentById<LegalPage>(idIn(`legalPage-${route}`, language), language)
export const thankYouPage = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<ThankYouPage>(idIn('thankYouPage', language), language)
export const gtmTestPage = () => documentById<GtmTestPage>('gtmTestPage')
export const serviceCenterPage = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<ServiceCenterPage>(idIn('serviceCenterPage', language), language)

/** The service center's carriers in the office manager's order, each with the keys of the lines it writes. */
export const carriers = () =>
  documentsOfType<Carrier & { orderRank: string }>('carrier')
    .sort((a, b) => a.orderRank.localeCompare(b.orderRank))
    .map((carrier) => ({
      ...carrier,
      lineKeys: carrier.lines.map((line) => documentById<InsuranceLine>(line._ref).key!.current),
    }))

export const guidesPage = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<GuidesPage>(idIn('guidesPage', language), language)

/** The guides of one language, newest first as the site lists them, each with its address and lines' keys. */
export const guides = (language: Language = DEFAULT_LANGUAGE) =>
  documentsOfType<Article>('article', language)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((guide) => ({
      ...guide,
      path: pathOf(guide._id)!,
      lineKeys: guide.lines.map((line) => documentById<InsuranceLine>(line._ref).key!.current),
    }))

type PageDoc = Localized<Page>

/** Every page document (type `page`) of one language, in slug order. */
export const landingPages = (language: Language = DEFAULT_LANGUAGE) =>
  documentsOfType<Page>('page', language).sort((a, b) =>
    slugOf(a) < slugOf(b) ? -1 : slugOf(a) > slugOf(b) ? 1 : 0,
  )

export function slugOf(page: Pick<PageDoc, '_id' | 'slug'>): string {
  if (!page.slug?.current) throw new Error(`The page "${page._id}" has no slug`)
  return page.slug.current
}

/** The page that lives at /<slug> (or /es/<slug>). */
export function landingPage(slug: string, language: Language = DEFAULT_LANGUAGE): PageDoc {
  const page = landingPages(language).find((candidate) => candidate.slug?.current === slug)
  if (!page) throw new Error(`The embedded dataset has no page at ${pathIn(language, slug)}`)
  return page
}

/** The pages that are not one of the four product pages: the specialty lines. */
export const specialtyPages = () =>
  landingPages().filter((page) => !(PRODUCT_ROUTES as readonly string[]).includes(slugOf(page)))

/** Where the page with this id lives in the other language, read from its translation.metadata document. */
export function translationOf(id: string, language: Language): string | null {
  const metadata = readDataset().find(
    (doc) =>
      doc._type === 'translation.metadata' &&
      (doc.translations as Array<{ value: { _ref: string } }>).some((item) => item.value._ref === id),
  )
  const translation = (
    metadata?.translations as Array<{ language: string; value: { _ref: string } }> | undefined
  )?.find((item) => item.language === language)
  return translation?.value._ref ?? null
}

type PageDocument = Localized<HomePage> | Localized<Page>
export type SectionIn = PageDocument['sections'][number]
export type SectionType = SectionIn['_type']
export type SectionOfType<Type extends SectionType> = Extract<SectionIn, { _type: Type }>

/** Every section of the given type on a page, top to bottom. */
export const sectionsOf = <Type extends SectionType>(doc: PageDocument, type: Type) =>
  doc.sections.filter((section): section is SectionOfType<Type> => section._type === type)

/** The page's section of that type (with that anchor, when given); throws when there is none. */
export function sectionOf<Type extends SectionType>(
  doc: PageDocument,
  type: Type,
  anchor?: string,
): SectionOfType<Type> {
  const found = sectionsOf(doc, type).find(
    (section) => anchor === undefined || ('anchor' in section && section.anchor === anchor),
  )
  if (!found) throw new Error(`"${doc._id}" has no ${type}${anchor ? ` with anchor "${anchor}"` : ''}`)
  return found
}

/** The page's hero (its quote form). */
export const heroOf = (doc: PageDocument) => sectionOf(doc, 'heroSection')

// The document types the site has pages for: at /<slug> (or /es/<slug>), guides at /guides/<slug>.
const PAGE_TYPES = new Set([
  'homePage',
  'page',
  'legalPage',
  'thankYouPage',
  'serviceCenterPage',
  'optOutPage',
  'guidesPage',
  'article',
])

/**
 * The address a document with an address lives at, as a visitor follows it: the home page at /, a legal page at
 * /<route>, a page at /<slug>, a guide at /guides/<slug>; null for a document that does not exist (a dangling reference), has none, or is
 * not a page.
 */
export function pathOf(id: string): string | null {
  const doc = readDataset().find((candidate) => candidate._id === id) as SanityDocument | undefined
  if (!doc || !PAGE_TYPES.has(doc._type)) return null
  const language = (doc.language as Language | undefined) ?? DEFAULT_LANGUAGE
  if (doc._type === 'homePage') return language === DEFAULT_LANGUAGE ? '/' : `/${language}`
  const slug = (doc.slug as { current?: string } | undefined)?.current
  if (!slug) return null
  return doc._type === 'article' ? `${GUIDES_PATHS[language]}/${slug}` : pathIn(language, slug)
}

/**
 * Where a link leads, as the page shows it: the referenced page's current address (plus #anchor), else the
 * anchor on the same page, else the URL; null when the page it names is gone.
 */
export function hrefOf(link: Pick<Link, 'page' | 'anchor' | 'url'>): string | null {
  const suffix = link.anchor ? `#${link.anchor}` : ''
  if (link.page) {
    const path = pathOf(link.page._ref)
    return path === null ? null : `${path}${suffix}`
  }
  if (link.anchor) return `#${link.anchor}`
  return link.url ?? null
}

/** A page's top-bar links as the page shows them: label and address, links to deleted pages left out. */
export const navLinksOf = (doc: PageDocument) =>
  (doc.navLinks ?? [])
    .map((link) => ({ label: link.label, href: hrefOf(link) }))
    .filter((link): link is { label: string; href: string } => link.href !== null)

/** A stat as the page shows it: the referenced figure, with the page's own label when it has one. */
export function resolveStat(
  highlight: Localized<StatHighlight>,
  language: Language = DEFAULT_LANGUAGE,
): { value: string; label: string } {
  const stat = documentById<Stat>(highlight.stat._ref, language)
  return { value: stat.value!, label: highlight.label ?? stat.label! }
}

/** The shared questions, in the order editors gave them. */
export const faqItems = (language: Language = DEFAULT_LANGUAGE) =>
  documentsOfType<FaqItem & { orderRank: string }>('faqItem', language).sort((a, b) =>
    a.orderRank.localeCompare(b.orderRank),
  )

/** The questions a FAQ section shows: its own (referenced or written in place), else the shared ones. */
export function faqOf(section: SectionOfType<'faqSection'>): Array<{ question: string; answer: string }> {
  if (!section.items?.length) return faqItems().map(({ question, answer }) => ({ question, answer }))
  return section.items.map((item) => {
    if ('_ref' in item) {
      const { question, answer } = documentById<FaqItem>(item._ref)
      return { question, answer }
    }
    return { question: item.question, answer: item.answer }
  })
}

export type BilingualRoute = { language: Language; path: string; headline: () => string; twin: string | null }

/** A page's main heading: the hero's headline on pages built from sections, else its title. */
function headlineOf(id: string, language: Language): string {
  const doc = documentById<HomePage | Page | LegalPage | ThankYouPage>(id, language)
  return 'sections' in doc ? heroOf(doc as PageDocument).headline : (doc as { title: string }).title
}

/**
 * Every public page of both languages, with its headline and its translation's address, read from the
 * dataset's translation.metadata documents. The tag manager test page is English only.
 */
export function bilingualRoutes(): BilingualRoute[] {
  const routes: BilingualRoute[] = []
  for (const metadata of readDataset().filter((doc) => doc._type === 'translation.metadata')) {
    const pair = metadata.translations as Array<{ language: Language; value: { _ref: string } }>
    for (const { language, value } of pair) {
      const path = pathOf(value._ref)
      const twin = pair.find((other) => other.language !== language)
      if (!path) continue
      routes.push({
        language,
        path,
        headline: () => headlineOf(value._ref, language),
        twin: twin ? pathOf(twin.value._ref) : null,
      })
    }
  }
  routes.push({
    language: DEFAULT_LANGUAGE,
    path: '/gtm-test',
    headline: () => gtmTestPage().title,
    twin: null,
  })
  return routes.sort((a, b) => a.path.localeCompare(b.path))
}
