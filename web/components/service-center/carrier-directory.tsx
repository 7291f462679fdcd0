import { getCarrierLines } from '@/lib/content'
import type { Language } from '@/lib/i18n'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'
import { SectionHeading } from '@/sections/shared/section-frame'

import { CarrierCard, type Carrier, type CarrierCardLabels } from './carrier-card'
import { CarrierFilter, type FilterLabels } from './carrier-filter'
import { readFilter, type FilterQuery } from './filter-carriers'

export type DirectoryCopy = CarrierCardLabels & FilterLabels & { heading: string; intro: string | null }

const TITLE_ID = 'carriers-title'

/**
 * The carriers the agency places policies with, and how to reach each one's claims and service desks. The list is
 * drawn for the filter the request asked for (`query`: the page's search parameters, none on the prerendered
 * page), and filtered in the browser from there on.
 */
export async function CarrierDirectory({
  language,
  carriers,
  copy,
  query = {},
}: {
  language: Language
  /** The directory's carriers, as the page read them. */
  carriers: Carrier[]
  copy: DirectoryCopy
  query?: FilterQuery
}) {
  const lines = await getCarrierLines(language)
  const choices = lines.flatMap(({ key, title }) => (key ? [{ key, title }] : []))
  return (
    <section id="carriers" aria-labelledby={TITLE_ID} className="mt-16">
      <SectionHeading
        heading={{ eyebrow: null, title: copy.heading, intro: copy.intro }}
        id={TITLE_ID}
        align="left"
      />
      <CarrierFilter
        path={SERVICE_CENTER_PATHS[language]}
        lines={choices}
        carriers={carriers.map((carrier) => ({
          id: carrier._id,
          name: carrier.name,
          lineKeys: (carrier.lines ?? []).map((line) => line.key).filter((key) => key !== null),
          card: <CarrierCard carrier={carrier} labels={copy} />,
        }))}
        initial={readFilter(
          query,
          choices.map((line) => line.key),
        )}
        labels={{
          lineFilterLabel: copy.lineFilterLabel,
          allLinesLabel: copy.allLinesLabel,
          searchLabel: copy.searchLabel,
          applyLabel: copy.applyLabel,
          clearLabel: copy.clearLabel,
          countTemplate: copy.countTemplate,
          noResults: copy.noResults,
        }}
        labelledBy={TITLE_ID}
      />
    </section>
  )
}
