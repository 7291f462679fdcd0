import type { ReactNode } from 'react'

import type { SectionOf, SectionSpec, SectionType } from '@/lib/content/sections'
import type { Language } from '@/lib/i18n'

/** What a section may need to know about the page it is on. */
export type PageContext = { path: string; quoteFormHref: string; language: Language; thankYouPath: string }

export type SectionProps<Type extends SectionType> = {
  section: SectionOf<Type>
  id: string
  page: PageContext
}

/** A section type as the site draws it: what the registry needs to plan it on a page, and how to draw it. */
export type SectionEntry<Type extends SectionType> = SectionSpec<Type> & {
  render: (props: SectionProps<Type>) => ReactNode
}
