import { Check } from 'lucide-react'

import type { ProductPageQueryResult } from '@/sanity.types'

import { Hero } from './hero'
import { QuoteFormCard } from './quote-form-card'
import type { QuoteFormLabels } from './quote-form'
import { StatList } from './stat-list'

type Page = NonNullable<ProductPageQueryResult>

export function ProductHero({
  page,
  formLabels,
  leadInbox,
}: {
  page: Page
  formLabels: QuoteFormLabels
  leadInbox: string
}) {
  const { hero } = page
  return (
    <Hero
      eyebrow={hero.eyebrow}
      headline={hero.headline}
      subheadline={hero.subheadline}
      form={
        <QuoteFormCard
          hero={hero}
          labels={formLabels}
          leadInbox={leadInbox}
          coverageType={page.coverageType}
        />
      }
    >
      {hero.benefits && (
        <ul className="space-y-3">
          {hero.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-lg">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-300" strokeWidth={3} />
              {benefit}
            </li>
          ))}
        </ul>
      )}
      {hero.trustStats && <StatList stats={hero.trustStats} tone="dark" />}
    </Hero>
  )
}
