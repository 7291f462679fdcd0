import { readFileSync } from 'node:fs'

import { DEFAULT_DATASET_PATH, parseNdjson } from '@/lib/content/ndjson'
import type { ProductRoute } from '@/lib/routes'
import type {
  GtmTestPage,
  HomePage,
  LegalPage,
  ProductPage,
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

export function documentById<T = Record<string, unknown>>(id: string): T {
  const doc = readDataset().find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`The embedded dataset has no document "${id}"`)
  return doc as T
}

export function documentsOfType<T>(type: string): T[] {
  return readDataset().filter((doc) => doc._type === type) as T[]
}

export const settings = () => documentById<SiteSettings>('siteSettings')
export const homePage = () => documentById<HomePage>('homePage')
export const sharedSections = () => documentById<SharedSections>('sharedSections')
export const productPage = (route: ProductRoute) => documentById<ProductPage>(`productPage-${route}`)
export const legalPage = (route: string) => documentById<LegalPage>(`legalPage-${route}`)
export const thankYouPage = () => documentById<ThankYouPage>('thankYouPage')
export const gtmTestPage = () => documentById<GtmTestPage>('gtmTestPage')

/** A stat as the page shows it: the referenced figure, with the page's own label when it has one. */
export function resolveStat(highlight: StatHighlight): { value: string; label: string } {
  const stat = documentById<Stat>(highlight.stat._ref)
  return { value: stat.value, label: highlight.label ?? stat.label }
}
