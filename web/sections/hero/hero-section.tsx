import { Check } from 'lucide'
import Link from 'next/link'

import { getQuoteForm, getSiteSettings } from '@/lib/content'
import { liveLinks } from '@/lib/content/links'
import type { SectionOf } from '@/lib/content/sections'

import type { PageContext } from '@/sections/page-sections'

import { Hero } from './hero'
import { Svg } from '@/components/ui/icon'
import { QuoteFormCard } from '@/components/quote-form/quote-form-card'
import { StatList } from '@/sections/shared/stat-list'

/** The pitch and the page's quote form: with a coverage type the form asks for it, else the visitor picks one. */
export async function HeroSection({
  section,
  page,
}: {
  section: SectionOf<'heroSection'>
  page: PageContext
}) {
  const [settings, formLabels] = await Promise.all([
    getSiteSettings(page.language),
    getQuoteForm(page.language),
  ])
  const buttons = liveLinks(section.quoteButtons)
  return (
    <Hero
      eyebrow={section.eyebrow}
      headline={section.headline}
      subheadline={section.subheadline}
      form={
        <QuoteFormCard
          hero={section}
          labels={formLabels}
          leadInbox={settings.leadEmail}
          coverage={
            section.coverageType ? { value: section.coverageType, label: section.coverageLabel } : undefined
          }
          page={page}
        />
      }
    >
      {section.benefits && (
        <ul className="space-y-3">
          {section.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-lg">
              <Svg icon={Check} className="mt-1 size-5 shrink-0 text-amber-300" strokeWidth={3} />
              {benefit}
            </li>
          ))}
        </ul>
      )}
      {buttons.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {buttons.map((button) => (
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
      )}
      {section.trustStats && <StatList stats={section.trustStats} tone="dark" />}
    </Hero>
  )
}
