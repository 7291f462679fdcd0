import { Check } from 'lucide'

import { QuoteFormCard } from '@/components/quote-form/quote-form-card'
import { Svg } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { getQuoteForm, getSiteSettings } from '@/lib/content'
import { liveLinks } from '@/lib/content/links'
import { StatList } from '@/sections/shared/stat-list'

import type { SectionEntry, SectionProps } from '../section-entry'

/**
 * The top of a landing page: the pitch on the left, the page's quote form on the right (below on phones). With a
 * coverage type the form asks for it, else the visitor picks one.
 */
export async function HeroSection({ section, page }: SectionProps<'heroSection'>) {
  const [settings, formLabels] = await Promise.all([
    getSiteSettings(page.language),
    getQuoteForm(page.language),
  ])
  const buttons = liveLinks(section.quoteButtons)
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_28rem] lg:items-start lg:py-20">
        <div>
          {section.eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{section.eyebrow}</p>
          )}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {section.headline}
          </h1>
          {section.subheadline && (
            <p className="mt-5 max-w-xl text-lg text-brand-100">{section.subheadline}</p>
          )}
          <div className="mt-8 space-y-8">
            {section.benefits && (
              <ul className="space-y-3">
                {section.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-3 text-lg">
                    <Svg icon={Check} className="mt-1 size-5 shrink-0 stroke-3 text-amber-300" />
                    {benefit}
                  </li>
                ))}
              </ul>
            )}
            {buttons.length > 0 && (
              <ul className="grid gap-3 sm:grid-cols-2">
                {buttons.map((button) => (
                  <li key={button.href}>
                    <Link href={button.href} className="hero-link">
                      {button.label}
                      <span aria-hidden="true">→</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {section.trustStats && <StatList stats={section.trustStats} tone="dark" />}
          </div>
        </div>
        <QuoteFormCard
          hero={section}
          labels={formLabels}
          leadInbox={settings.leadEmail}
          enhancedConversions={settings.enhancedConversions}
          phone={settings.phone}
          coverage={
            section.coverageType ? { value: section.coverageType, label: section.coverageLabel } : undefined
          }
          page={page}
        />
      </div>
    </section>
  )
}

export const heroSection: SectionEntry<'heroSection'> = {
  title: 'Hero with quote form',
  required: ['headline', 'formTitle', 'submitLabel'],
  render: (props) => <HeroSection {...props} />,
}
