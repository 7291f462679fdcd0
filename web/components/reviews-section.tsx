import type { ReviewsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'

import { ReviewsCarousel } from './reviews-carousel'
import { SectionHeading } from './section-heading'

type Props = { content: NonNullable<SharedSectionsQueryResult>['reviews']; reviews: ReviewsQueryResult }

export function ReviewsSection({ content, reviews }: Props) {
  const { heading, ...labels } = content
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading heading={heading} id="reviews-title" />
        <ReviewsCarousel reviews={reviews} labels={labels} labelledBy="reviews-title" />
      </div>
    </section>
  )
}
