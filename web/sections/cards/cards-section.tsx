import { CardGrid, type CardContent } from '@/sections/shared/card-grid'
import { Section } from '@/sections/shared/section-frame'

type Heading = { eyebrow: string | null; title: string; intro: string | null }

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
    <Section id={id} heading={heading} tone={tone}>
      <CardGrid cards={cards} columns={columns} />
    </Section>
  )
}
