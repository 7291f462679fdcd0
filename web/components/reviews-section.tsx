import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'

import type { ReviewsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'

import { ReviewCard } from './review-card'
import { ReviewsCarousel } from './reviews-carousel'
import { Section } from './section'

type Props = { content: NonNullable<SharedSectionsQueryResult>['reviews']; reviews: ReviewsQueryResult }

const ICON = 'block size-5'

/** Slides and icons are rendered here on the server; the carousel (client) only moves between them. */
export function ReviewsSection({ content, reviews }: Props) {
  const { heading, ...labels } = content
  return (
    <Section id="reviews" heading={heading}>
      <ReviewsCarousel
        labels={labels}
        labelledBy="reviews-title"
        icons={{
          pause: <Pause className={ICON} />,
          play: <Play className={ICON} />,
          previous: <ChevronLeft className={ICON} />,
          next: <ChevronRight className={ICON} />,
        }}
        slides={reviews.map((review) => ({
          id: review._id,
          name: review.name,
          content: <ReviewCard review={review} />,
        }))}
      />
    </Section>
  )
}
