import { ChevronDown } from 'lucide'

import type { SharedSectionsQueryResult } from '@/sanity.types'

import { FaqItem } from './faq-item'
import { Svg } from '@/components/ui/icon'
import { Section } from '@/sections/shared/section-frame'

type Props = {
  id: string
  heading: NonNullable<SharedSectionsQueryResult>['faq']['heading']
  items: Array<{ key: string; question: string; answer: string }>
}

export function FaqSection({ id, heading, items }: Props) {
  return (
    <Section id={id} heading={heading} tone="tinted">
      <ul className="mx-auto mt-10 max-w-3xl space-y-3">
        {items.map((item) => (
          <FaqItem
            key={item.key}
            question={item.question}
            answer={item.answer}
            icon={<Svg icon={ChevronDown} className="block size-5" />}
          />
        ))}
      </ul>
    </Section>
  )
}
