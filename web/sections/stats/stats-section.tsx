import type { SectionOf } from '@/lib/content/sections'
import { StatList } from '@/sections/shared/stat-list'

import type { SectionEntry } from '../section-entry'

export function StatsSection({ id, stats }: { id: string; stats: SectionOf<'statsSection'> }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-brand-900 py-14 text-white">
      <div className="container-page text-center">
        {stats.heading.eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {stats.heading.eyebrow}
          </p>
        )}
        <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight">
          {stats.heading.title}
        </h2>
        {stats.items && (
          <div className="mt-8 flex justify-center">
            <StatList stats={stats.items} tone="dark" />
          </div>
        )}
      </div>
    </section>
  )
}

export const statsSection: SectionEntry<'statsSection'> = {
  title: 'Stats band',
  required: ['heading', 'items'],
  anchor: 'stats',
  render: ({ section, id }) => <StatsSection id={id} stats={section} />,
}
