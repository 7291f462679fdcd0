import { CardGrid, type CardContent } from './card-grid'
import { SectionHeading } from './section-heading'

type Heading = { eyebrow: string | null; title: string; intro: string | null }

/** A titled grid of cards: services, specialty lines, benefits, coverage. */
export function CardSection({
  id,
  heading,
  cards,
  columns,
  tone = 'white',
}: {
  id: string
  heading: Heading
  cards: CardContent[]
  columns?: 2 | 3 | 4
  tone?: 'white' | 'tinted'
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === 'tinted' ? 'bg-slate-50 py-16 sm:py-20' : 'py-16 sm:py-20'}
    >
      <div className="container-page">
        <SectionHeading heading={heading} id={`${id}-title`} />
        <CardGrid cards={cards} columns={columns} />
      </div>
    </section>
  )
}
