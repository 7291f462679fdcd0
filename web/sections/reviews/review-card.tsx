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
      <div className="flex justify-center">
        <StarRating rating={review.rating} label={ratingLabel} />
      </div>
      <figure lang={review.language ?? undefined}>
        <blockquote className="mt-4 text-lg text-slate-800">“{review.text}”</blockquote>
        <figcaption className="mt-6 flex items-center justify-center gap-3">
          <span aria-hidden="true" className="avatar">
            {review.initials}
          </span>
          <span className="text-left">
            <span className="block font-semibold text-slate-900">{review.name}</span>
            <span className="block text-sm text-slate-600">{review.source}</span>
          </span>
        </figcaption>
      </figure>
    </>
  )
}
