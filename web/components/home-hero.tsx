import Link from 'next/link'

import type { HomePageQueryResult } from '@/sanity.types'

import { Hero } from './hero'
import { QuoteFormCard } from './quote-form-card'
import type { QuoteFormLabels } from './quote-form'
import { StatList } from './stat-list'

type Props = {
  hero: NonNullable<HomePageQueryResult>['hero']
  formLabels: QuoteFormLabels
  leadInbox: string
}

export function HomeHero({ hero, formLabels, leadInbox }: Props) {
  return (
    <Hero
      eyebrow={hero.eyebrow}
      headline={hero.headline}
      subheadline={hero.subheadline}
      form={<QuoteFormCard hero={hero} labels={formLabels} leadInbox={leadInbox} />}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {hero.quoteButtons.map((button) => (
          <li key={button.href}>
            <Link
              href={button.href}
              className="flex items-center justify-between rounded-xl bg-white/10 px-5 py-4 font-semibold ring-1 ring-white/25 hover:bg-white/20"
            >
              {button.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
      {hero.trustStats && <StatList stats={hero.trustStats} tone="dark" />}
    </Hero>
  )
}
