import { Clock } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { groupHours } from '@/lib/format'
import type { Language } from '@/lib/i18n'
import type { SiteSettingsQueryResult } from '@/sanity.types'

/** The office's hours from Site settings, days with the same hours on one row: "Mon–Fri 9:30 AM – 5:00 PM". */
export function OpeningHours({
  hours,
  closedLabel,
  language,
  className = '',
}: {
  hours: NonNullable<SiteSettingsQueryResult>['hours']
  closedLabel: string
  language: Language
  className?: string
}) {
  return (
    <dl className={`space-y-2 text-slate-700 ${className}`}>
      {groupHours(hours, language).map((row) => (
        <div key={row.days} className="flex gap-2">
          {/* Inside the term: a group of a list of terms may hold only terms and their descriptions. */}
          <dt className="flex shrink-0 gap-2 font-medium">
            <Svg icon={Clock} className="line-icon" />
            <span className="w-16">{row.days}</span>
          </dt>
          <dd>{row.time ?? closedLabel}</dd>
        </div>
      ))}
    </dl>
  )
}
