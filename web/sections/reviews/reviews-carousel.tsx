'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { useReducedMotion } from '@/components/ui/use-reduced-motion'

export const ROTATION_INTERVAL_MS = 5000

type Labels = {
  previousLabel: string
  nextLabel: string
  pauseLabel: string
  playLabel: string
  /** How screen readers name the widget and its slides, in the page's language. */
  carousel: string
  slide: string
}
type Slide = { id: string; name: string; content: ReactNode }
type Icons = Record<'pause' | 'play' | 'previous' | 'next', ReactNode>
type Props = { slides: Slide[]; labels: Labels; icons: Icons; labelledBy: string }

/**
 * WAI-ARIA APG auto-rotating carousel: advances every 5 s and wraps; pauses while hovered or focused;
 * under prefers-reduced-motion it starts paused (WCAG 2.2.2) until the visitor presses Play.
 */
export function ReviewsCarousel({ slides, labels, icons, labelledBy }: Props) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()

  const playing = choice ? choice === 'playing' : !reducedMotion
  const rotating = playing && !hovered && !focused
  const count = slides.length
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
      aria-roledescription={labels.carousel}
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
          <span aria-hidden="true">{playing ? icons.pause : icons.play}</span>
        </button>
        <button type="button" className={control} onClick={() => go(-1)} aria-label={labels.previousLabel}>
          <span aria-hidden="true">{icons.previous}</span>
        </button>
        <button type="button" className={control} onClick={() => go(1)} aria-label={labels.nextLabel}>
          <span aria-hidden="true">{icons.next}</span>
        </button>
      </div>

      {/* Every slide shares one grid cell, so the tallest sets the height and changing slides never shifts layout. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="mt-6 grid">
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={`${position + 1} / ${count}`}
            aria-hidden={position !== index}
            inert={position !== index}
            className={`col-start-1 row-start-1 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm ${
              position === index ? 'visible' : 'invisible'
            }`}
          >
            {slide.content}
          </div>
        ))}
      </div>

      <div className="mt-6 flex justify-center gap-1">
        {slides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            aria-label={slide.name}
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
