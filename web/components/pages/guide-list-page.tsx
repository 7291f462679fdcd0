import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { GuideGrid } from '@/components/guides/guide-card'
import { GuidePagination } from '@/components/guides/guide-pagination'
import { LineFilter } from '@/components/guides/line-filter'
import { getGuideLines, getGuides, getGuidesPage } from '@/lib/content'
import { fillTemplate } from '@/lib/format'
import { guideListPath, laterPages, pageNumber, pageOfGuides } from '@/lib/guides/guide-list'
import { isLanguage, type Language } from '@/lib/i18n'
import { pageMetadata } from '@/lib/metadata'

import { PageFrame } from './page-frame'

/** The list's address as the route gives it: /guides/line/<line>/page/<page>, either part optional. */
export type GuideListParams = { line?: string; page?: string }

/**
 * Reads one page of the list, or null for an address that has none: an unknown line, a page past the last, a
 * page number written another way. /guides/page/1 is the list itself, and goes there.
 */
async function readList(language: Language, params: GuideListParams) {
  const [page, guides, lines] = await Promise.all([
    getGuidesPage(language),
    getGuides(language),
    getGuideLines(language),
  ])
  if (params.page === '1') permanentRedirect(guideListPath(language, { line: params.line, page: 1 }))
  const number = pageNumber(params.page)
  const line = params.line ? lines.find((entry) => entry.line.key === params.line)?.line : undefined
  if (number === null || (params.line && !line)) return null
  const query = { line: params.line, page: number }
  const listed = pageOfGuides(guides, query)
  if (!listed) return null
  const path = guideListPath(language, query)
  // The first page of a list exists in every language that has the list; later pages depend on how many
  // guides each language has, so they name only themselves.
  const alternates: Partial<Record<Language, string>> = { [language]: path }
  if (number === 1) {
    for (const translation of page.translations ?? []) {
      if (isLanguage(translation.language) && translation.path)
        alternates[translation.language] = guideListPath(translation.language, { line: params.line, page: 1 })
    }
  }
  const pageOf = fillTemplate(page.labels.pageOf, { page: number, pages: listed.pages })
  return { page, lines, line, query, listed, path, alternates, pageOf }
}

async function guideListMetadata(language: Language, params: GuideListParams): Promise<Metadata> {
  const list = await readList(language, params)
  if (!list) return {}
  const { page, line, query, path, alternates, pageOf } = list
  const title = [line?.title, page.seo.title].filter(Boolean).join(': ')
  return pageMetadata(
    { title: query.page > 1 ? `${title} (${pageOf})` : title, description: page.seo.description },
    path,
    { language, alternates },
  )
}

/**
 * The insurance guides in one language, newest first, twelve to a page, filtered by line with plain links: each
 * list has its own address, prerendered like every page.
 */
async function GuideListPage({ language, params }: { language: Language; params: GuideListParams }) {
  const list = await readList(language, params)
  if (!list) notFound()
  const { page, lines, line, query, listed, alternates, pageOf } = list
  const { labels } = page
  return (
    <PageFrame language={language} alternates={alternates} pageType="guides" backHome={false}>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {line ? `${page.title}: ${line.title}` : page.title}
        </h1>
        <p className="lead">{page.intro}</p>
      </div>
      <LineFilter
        language={language}
        lines={lines.flatMap((entry) =>
          entry.line.key && (entry.guides > 0 || entry.line.key === query.line)
            ? [{ key: entry.line.key, title: entry.line.title }]
            : [],
        )}
        current={query.line}
        labels={{ heading: labels.filterHeading, all: labels.allLines }}
      />
      {listed.guides.length ? (
        <GuideGrid guides={listed.guides} language={language} className="mt-10" />
      ) : (
        <p className="mt-10 max-w-2xl rounded-2xl bg-slate-50 p-6 text-slate-700">{labels.noGuides}</p>
      )}
      <GuidePagination
        language={language}
        query={query}
        pages={listed.pages}
        labels={{ newer: labels.newerPage, older: labels.olderPage, pageOf }}
      />
    </PageFrame>
  )
}

/**
 * What one route of the list exports: its metadata, its page and, below /guides, the addresses to prerender. Each
 * route file (/guides, /guides/line/[line], /guides/page/[page], /guides/line/[line]/page/[page] and their Spanish
 * twins) is this, for its language.
 */
export function guideListRoute<Params extends GuideListParams>(
  language: Language,
  staticParams?: (language: Language) => Promise<Params[]>,
) {
  type Props = { params: Promise<Params> }
  return {
    generateStaticParams: () => staticParams?.(language) ?? Promise.resolve([]),
    generateMetadata: async ({ params }: Props) => guideListMetadata(language, await params),
    Page: async function GuideListRoute({ params }: Props) {
      return <GuideListPage language={language} params={await params} />
    },
  }
}

// Next needs at least one address per route to prerender; where the guides do not fill one yet, the first
// address they would fill stands in, and answers 404 until they do.

/** The lists of each line that has guides: /guides/line/auto… */
export async function guideLineParams(language: Language) {
  const lines = await getGuideLines(language)
  const keys = lines.flatMap((entry) => (entry.line.key && entry.guides > 0 ? [entry.line.key] : []))
  return (keys.length ? keys : [lines[0]?.line.key ?? 'auto']).map((line) => ({ line }))
}

/** The later pages of the whole list: /guides/page/2… */
export async function guidePageParams(language: Language) {
  const pages = laterPages((await getGuides(language)).length)
  return (pages.length ? pages : [2]).map((page) => ({ page: String(page) }))
}

/** The later pages of each line's list: /guides/line/auto/page/2… */
export async function guideLinePageParams(language: Language) {
  const lines = await getGuideLines(language)
  const params = lines.flatMap(({ line, guides }) =>
    line.key ? laterPages(guides).map((page) => ({ line: line.key!, page: String(page) })) : [],
  )
  return params.length ? params : [{ line: lines[0]?.line.key ?? 'auto', page: '2' }]
}
