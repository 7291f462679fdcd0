import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'

import { INTERFACE_TEXT, type Language } from '@/lib/i18n'
import type { ReviewsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'

import { Svg } from '@/components/ui/icon'
import { ReviewCard } from './review-card'
import { ReviewsCarousel } from './reviews-carousel'
import { Section } from '@/sections/shared/section-frame'

type Props = {
  id: string
  content: NonNullable<SharedSectionsQueryResult>['reviews']
  reviews: ReviewsQueryResult
  language: Language
}

const ICON = 'block size-5'

/** Slides and icons are rendered here on the server; the carousel (client) only moves between them. */
export function ReviewsSection({ id, content, reviews, language }: Props) {
  const { heading, ...labels } = content
  const text = INTERFACE_TEXT[language]
  return (
    <Section id={id} heading={heading}>
      <ReviewsCarousel
        labels={{ ...labels, carousel: text.carousel, slide: text.slide }}
        labelledBy={`${id}-title`}
        icons={{
          pause: <Svg icon={Pause} className={ICON} />,
          play: <Svg icon={Play} className={ICON} />,
          previous: <Svg icon={ChevronLeft} className={ICON} />,
          next: <Svg icon={ChevronRight} className={ICON} />,
        }}
        slides={reviews.map((review) => ({
          id: review._id,
          name: review.name,
          content: <ReviewCard review={review} ratingLabel={text.rating(review.rating)} />,
        }))}
      />
    </Section>
  )
}
