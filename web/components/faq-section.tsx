import type { FaqItemsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'

import { FaqItem } from './faq-item'
import { SectionHeading } from './section-heading'

type Props = { heading: NonNullable<SharedSectionsQueryResult>['faq']['heading']; items: FaqItemsQueryResult }

export function FaqSection({ heading, items }: Props) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading heading={heading} id="faq-title" />
        <ul className="mx-auto mt-10 max-w-3xl space-y-3">
          {items.map((item) => (
            <FaqItem key={item._id} question={item.question} answer={item.answer} />
          ))}
        </ul>
      </div>
    </section>
  )
}
