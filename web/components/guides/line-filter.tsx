import { Link } from '@/components/ui/link'
import { guideListPath } from '@/lib/guides/guide-list'
import type { Language } from '@/lib/i18n'

type Props = {
  language: Language
  /** The lines a reader can pick: those with at least one guide, and the one picked. */
  lines: Array<{ key: string; title: string }>
  current: string | undefined
  labels: { heading: string; all: string }
}

const pillClass =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

/** The list's filter by line: plain links, one address per line, so it works without JavaScript and can be shared. */
export function LineFilter({ language, lines, current, labels }: Props) {
  const choices = [{ key: undefined, title: labels.all }, ...lines]
  return (
    <nav aria-labelledby="guide-filter-title" className="mt-8">
      <h2 id="guide-filter-title" className="text-sm font-semibold text-slate-900">
        {labels.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {choices.map(({ key, title }) => (
          <li key={key ?? ''}>
            <Link
              href={guideListPath(language, { line: key, page: 1 })}
              aria-current={key === current ? 'page' : undefined}
              className={pillClass}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
