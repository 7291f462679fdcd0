import type { SectionOf } from '@/lib/content/sections'
import { SectionFrame } from '@/sections/shared/section-frame'

import type { SectionEntry } from '../section-entry'

export function DiscountsSection({
  id,
  discounts,
}: {
  id: string
  discounts: SectionOf<'discountsSection'>
}) {
  return (
    <SectionFrame id={id} heading={discounts.heading} tone="tinted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {discounts.items?.map((discount) => (
          <li
            key={discount.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <p className="text-4xl font-extrabold text-brand-700">{discount.percent}%</p>
            <h3 className="mt-2 text-lg font-semibold">{discount.title}</h3>
            {discount.description && <p className="mt-2 text-slate-700">{discount.description}</p>}
          </li>
        ))}
      </ul>
      {discounts.savingsClaim && (
        <p className="mt-10 text-center text-xl font-semibold text-brand-900">{discounts.savingsClaim}</p>
      )}
    </SectionFrame>
  )
}

export const discountsSection: SectionEntry<'discountsSection'> = {
  title: 'Discounts',
  required: ['heading', 'items'],
  anchor: 'discounts',
  render: ({ section, id }) => <DiscountsSection id={id} discounts={section} />,
}
