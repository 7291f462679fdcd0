import { ChevronDown } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { getFaqItems, getSharedSections } from '@/lib/content'
import type { SharedSectionsQueryResult } from '@/sanity.types'
import { SectionFrame } from '@/sections/shared/section-frame'

import type { SectionEntry, SectionProps } from '../section-entry'
import { FaqItem } from './faq-item'

type Props = {
  id: string
  heading: NonNullable<SharedSectionsQueryResult>['faq']['heading']
  items: Array<{ key: string; question: string; answer: string }>
}

export function FaqSection({ id, heading, items }: Props) {
  return (
    <SectionFrame id={id} heading={heading} tone="tinted">
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
    </SectionFrame>
  )
}

// Without a choice of questions the section shows every question of the language; its heading is shared unless
// the page gives one.
async function SharedFaq({ section, id, page }: SectionProps<'faqSection'>) {
  const [shared, sharedItems] = await Promise.all([
    getSharedSections(page.language),
    getFaqItems(page.language),
  ])
  const items = section.items?.length
    ? // A question whose document was deleted is left out.
      section.items.flatMap(({ _key, question, answer }) =>
        question && answer ? [{ key: _key, question, answer }] : [],
      )
    : sharedItems.map(({ _id, question, answer }) => ({ key: _id, question, answer }))
  return <FaqSection id={id} heading={section.heading ?? shared.faq.heading} items={items} />
}

export const faqSection: SectionEntry<'faqSection'> = {
  title: 'FAQ',
  required: [],
  anchor: 'faq',
  render: (props) => <SharedFaq {...props} />,
}
