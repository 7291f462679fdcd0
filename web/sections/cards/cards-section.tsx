import { CardGrid, type CardContent } from '@/sections/shared/card-grid'
import { SectionFrame, type Heading } from '@/sections/shared/section-frame'

import type { SectionEntry } from '../section-entry'

/** A titled grid of cards: services, specialty lines, benefits, coverage. */
export function CardsSection({
  id,
  heading,
  cards,
  columns,
  tone,
}: {
  id: string
  heading: Heading
  cards: CardContent[]
  columns?: 2 | 3 | 4
  tone?: 'white' | 'tinted'
}) {
  return (
    <SectionFrame id={id} heading={heading} tone={tone}>
      <CardGrid cards={cards} columns={columns} />
    </SectionFrame>
  )
}

export const cardsSection: SectionEntry<'cardsSection'> = {
  title: 'Cards',
  required: ['heading', 'cards'],
  render: ({ section, id }) => (
    <CardsSection
      id={id}
      heading={section.heading}
      cards={section.cards}
      columns={section.columns ?? undefined}
      tone={section.background ?? undefined}
    />
  ),
}
