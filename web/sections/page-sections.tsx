import { Fragment } from 'react'

import { planSections, type Section, type SectionSpecs, type SectionType } from '@/lib/content/sections'

import { SECTIONS } from './registry'
import type { PageContext, SectionEntry } from './section-entry'

/** A page's sections, top to bottom, each drawn by its registered entry. */
export function PageSections({
  sections,
  where,
  page,
}: {
  sections: readonly Section[]
  /** Names the page in messages to editors, e.g. “the page /umbrella-insurance”. */
  where: string
  page: PageContext
}) {
  return planSections(sections, SECTIONS as SectionSpecs, where).map(({ section, id }) => {
    const entry = SECTIONS[section._type] as SectionEntry<SectionType>
    return <Fragment key={section._key}>{entry.render({ section, id, page })}</Fragment>
  })
}
