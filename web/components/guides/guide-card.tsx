import { Link } from '@/components/ui/link'
import { formatDate } from '@/lib/format'
import type { Language } from '@/lib/i18n'

export type GuideSummary = {
  _id: string
  title: string | null
  summary: string | null
  path: string | null
  publishedAt: string | null
  lines: Array<{ key: string | null; title: string }>
}

/**
 * One guide in a list: its lines, title, summary and date. The whole card is the link (the title's link covers
 * it), so screen readers hear the title once and visitors can tap anywhere on it.
 */
export function GuideCard({
  guide,
  language,
  headingLevel: Heading = 'h2',
}: {
  guide: GuideSummary
  language: Language
  headingLevel?: 'h2' | 'h3'
}) {
  if (!guide.path || !guide.title) return null
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      {guide.lines.length > 0 && (
        <p className="text-sm font-semibold text-brand-700">
          {guide.lines.map((line) => line.title).join(' · ')}
        </p>
      )}
      <Heading className="mt-2 text-lg font-semibold text-slate-900">
        <Link href={guide.path} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
          {guide.title}
        </Link>
      </Heading>
      {guide.summary && <p className="mt-2 flex-1 text-slate-700">{guide.summary}</p>}
      {guide.publishedAt && (
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={guide.publishedAt}>{formatDate(guide.publishedAt, language)}</time>
        </p>
      )}
    </article>
  )
}

/** Guides as a grid of cards: one column on phones, up to three on a desktop. */
export function GuideGrid({
  guides,
  language,
  headingLevel,
  className = '',
}: {
  guides: GuideSummary[]
  language: Language
  headingLevel?: 'h2' | 'h3'
  className?: string
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {guides.map((guide) => (
        <li key={guide._id}>
          <GuideCard guide={guide} language={language} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
