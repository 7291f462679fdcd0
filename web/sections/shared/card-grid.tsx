import { Icon } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'

export type CardContent = {
  icon: string
  title: string
  description: string
  link: { label: string; href: string | null } | null
}

export function CardGrid({ cards, columns = 3 }: { cards: CardContent[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns]
  return (
    <ul className={`mt-12 grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <span className="card-icon">
            <Icon name={card.icon} />
          </span>
          <h3 className="card-title">{card.title}</h3>
          <p className="card-text">{card.description}</p>
          <CardLink card={card} className="mt-4 self-start" />
        </li>
      ))}
    </ul>
  )
}

/** A card's own link, when its editor gave it one; screen readers hear which card it belongs to. */
export function CardLink({ card, className }: { card: CardContent; className: string }) {
  if (!card.link?.href) return null
  return (
    <Link href={card.link.href} className={`arrow-link ${className}`}>
      {card.link.label}
      <span className="sr-only">: {card.title}</span>
      <span aria-hidden="true">→</span>
    </Link>
  )
}
