'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'

import type { ReviewsQueryResult } from '@/sanity.types'

import { StarRating } from './star-rating'
import { useReducedMotion } from './use-reduced-motion'

export const ROTATION_INTERVAL_MS = 5000

type Labels = { previousLabel: string; nextLabel: string; pauseLabel: string; playLabel: string }
type Props = { reviews: ReviewsQueryResult; labels: Labels; labelledBy: string }

/**
 * WAI-ARIA APG auto-rotating carousel: advances every 5 s and wraps; pauses while hovered or focused;
 * under prefers-reduced-motion it starts paused (WCAG 2.2.2) until the visitor presses Play.
 */
export function ReviewsCarousel({ reviews, labels, labelledBy }: Props) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()

  const playing = choice ? choice === 'playing' : !reducedMotion
  const rotating = playing && !hovered && !focused
  const count = reviews.length
  const go = (step: number) => setIndex((current) => (current + step + count) % count)

  useEffect(() => {
    if (!rotating || count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATION_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  const control =
    'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className="mx-auto mt-10 max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={control}
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          aria-label={playing ? labels.pauseLabel : labels.playLabel}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
        <button type="button" className={control} onClick={() => go(-1)} aria-label={labels.previousLabel}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className={control} onClick={() => go(1)} aria-label={labels.nextLabel}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>

      {/* Every slide shares one grid cell, so the tallest sets the height and changing slides never shifts layout. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="mt-6 grid">
        {reviews.map((review, position) => (
          <div
            key={review._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${count}`}
            aria-hidden={position !== index}
            inert={position !== index}
            className={`col-start-1 row-start-1 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm ${
              position === index ? 'visible' : 'invisible'
            }`}
          >
            <div className="flex justify-center">
              <StarRating rating={review.rating} />
            </div>
            <figure>
              <blockquote className="mt-4 text-lg text-slate-800">“{review.text}”</blockquote>
              <figcaption className="mt-6 flex items-center justify-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {review.initials}
                </span>
                <span className="text-left">
                  <span className="block font-semibold text-slate-900">{review.name}</span>
                  <span className="block text-sm text-slate-600">{review.source}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {reviews.map((review, position) => (
          <button
            key={review._id}
            type="button"
            aria-label={review.name}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => setIndex(position)}
            className="group flex size-11 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block size-3 rounded-full ${position === index ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400'}`}
            />
          </button>
        ))}
      </div>
    </div>
  )
}
