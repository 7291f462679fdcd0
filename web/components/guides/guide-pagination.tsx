import { Link } from '@/components/ui/link'
import { guideListPath, type GuideListQuery } from '@/lib/guides/guide-list'
import type { Language } from '@/lib/i18n'

type Props = {
  language: Language
  query: GuideListQuery
  pages: number
  /** `pageOf` is already filled in: “Page 2 of 3”. */
  labels: { newer: string; older: string; pageOf: string }
}

/** Newer and older pages of the list, newest first as the list is; nothing when everything fits on one page. */
export function GuidePagination({ language, query, pages, labels }: Props) {
  if (pages < 2) return null
  const { pageOf } = labels
  const linkClass = 'button-secondary gap-2 px-4 py-2'
  return (
    <nav aria-label={pageOf} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {query.page > 1 ? (
        <Link
          href={guideListPath(language, { ...query, page: query.page - 1 })}
          className={linkClass}
          rel="prev"
        >
          <span aria-hidden="true">←</span> {labels.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{pageOf}</p>
      {query.page < pages ? (
        <Link
          href={guideListPath(language, { ...query, page: query.page + 1 })}
          className={linkClass}
          rel="next"
        >
          {labels.older} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
