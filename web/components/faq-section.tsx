import { ChevronDown } from 'lucide-react'

import type { FaqItemsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'

import { FaqItem } from './faq-item'
import { Section } from './section'

type Props = { heading: NonNullable<SharedSectionsQueryResult>['faq']['heading']; items: FaqItemsQueryResult }

export function FaqSection({ heading, items }: Props) {
  return (
    <Section id="faq" heading={heading} tone="tinted">
      <ul className="mx-auto mt-10 max-w-3xl space-y-3">
        {items.map((item) => (
          <FaqItem
            key={item._id}
            question={item.question}
            answer={item.answer}
            icon={<ChevronDown className="block size-5" />}
          />
        ))}
      </ul>
    </Section>
  )
}
