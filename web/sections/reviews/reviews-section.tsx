import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { getReviews, getSharedSections } from '@/lib/content'
import { INTERFACE_TEXT, type Language } from '@/lib/i18n'
import type { ReviewsQueryResult, SharedSectionsQueryResult } from '@/sanity.types'
import { SectionFrame } from '@/sections/shared/section-frame'

import type { SectionEntry, SectionProps } from '../section-entry'
import { ReviewCard } from './review-card'
import { ReviewsCarousel } from './reviews-carousel'

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
    <SectionFrame id={id} heading={heading}>
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
    </SectionFrame>
  )
}

// Reviews and the carousel's labels are edited once for every page; a page may give the section its own heading.
async function SharedReviews({ section, id, page }: SectionProps<'reviewsSection'>) {
  const [shared, reviews] = await Promise.all([getSharedSections(page.language), getReviews()])
  return (
    <ReviewsSection
      id={id}
      content={{ ...shared.reviews, heading: section.heading ?? shared.reviews.heading }}
      reviews={reviews}
      language={page.language}
    />
  )
}

export const reviewsSection: SectionEntry<'reviewsSection'> = {
  title: 'Reviews',
  required: [],
  anchor: 'reviews',
  render: (props) => <SharedReviews {...props} />,
}
