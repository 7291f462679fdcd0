import type { ReviewsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'

import { ReviewsCarousel } from './reviews-carousel'
import { Section } from './section'

type Props = { content: NonNullable<SharedSectionsQueryResult>['reviews']; reviews: ReviewsQueryResult }

export function ReviewsSection({ content, reviews }: Props) {
  const { heading, ...labels } = content
  return (
    <Section id="reviews" heading={heading}>
      <ReviewsCarousel reviews={reviews} labels={labels} labelledBy="reviews-title" />
    </Section>
  )
}
