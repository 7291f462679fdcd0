import type { SectionOf } from '@/lib/content/sections'
import { formatUsd } from '@/lib/format'
import type { Language } from '@/lib/i18n'
import { CardGrid } from '@/sections/shared/card-grid'
import { SectionFrame } from '@/sections/shared/section-frame'

import type { SectionEntry } from '../section-entry'

export function CoverageGuideSection({
  id,
  guide,
  language,
}: {
  id: string
  guide: SectionOf<'coverageGuideSection'>
  language: Language
}) {
  const { example } = guide
  return (
    <SectionFrame id={id} heading={guide.heading} tone="tinted">
      <CardGrid cards={guide.rules} columns={4} />
      <div className="mx-auto mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h3 className="text-xl font-semibold">{example.title}</h3>
        <table className="mt-4 w-full text-left">
          <tbody>
            {example.lines.map((line) => (
              <tr key={line.label} className="border-b border-slate-200">
                <th scope="row" className="py-3 pr-4 font-normal text-slate-700">
                  {line.label}
                </th>
                <td className="py-3 text-right font-semibold tabular-nums">
                  {formatUsd(line.amount, language)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-4 pr-4 text-lg">
                {example.totalLabel}
              </th>
              <td className="pt-4 text-right text-2xl font-extrabold text-brand-700 tabular-nums">
                {formatUsd(example.total, language)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </SectionFrame>
  )
}

export const coverageGuideSection: SectionEntry<'coverageGuideSection'> = {
  title: 'Coverage-need guide',
  required: ['heading', 'rules', 'example'],
  anchor: 'coverage-guide',
  render: ({ section, id, page }) => (
    <CoverageGuideSection id={id} guide={section} language={page.language} />
  ),
}
