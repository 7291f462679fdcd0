import type { ReviewsQueryResult } from '@/sanity.types'

import { StarRating } from './star-rating'

/** One review as a slide of the carousel: stars, quote and reviewer, the review in the language it was written in. */
export function ReviewCard({
  review,
  ratingLabel,
}: {
  review: ReviewsQueryResult[number]
  ratingLabel: string
}) {
  return (
    <>
      <StarRating rating={review.rating} label={ratingLabel} />
      <figure lang={review.language ?? undefined}>
        <blockquote className="review-quote">“{review.text}”</blockquote>
        <figcaption className="review-by">
          <span aria-hidden="true" className="avatar">
            {review.initials}
          </span>
          <span>
            <span className="review-name">{review.name}</span>
            <span className="review-source">{review.source}</span>
          </span>
        </figcaption>
      </figure>
    </>
  )
}
