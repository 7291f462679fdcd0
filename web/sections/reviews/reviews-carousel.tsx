'use client'

import type { ReactNode } from 'react'

import { useAutoRotation } from './use-auto-rotation'

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

const control =
  'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'

/** WAI-ARIA APG auto-rotating carousel (see useAutoRotation for when it moves). */
export function ReviewsCarousel({ slides, labels, icons, labelledBy }: Props) {
  const { index, playing, rotating, show, step, togglePlaying, holdHandlers } = useAutoRotation(slides.length)
  return (
    <div
      role="group"
      aria-roledescription={labels.carousel}
      aria-labelledby={labelledBy}
      className="mx-auto mt-10 max-w-3xl"
      {...holdHandlers}
    >
      <Controls
        playing={playing}
        labels={labels}
        icons={icons}
        onTogglePlaying={togglePlaying}
        onStep={step}
      />
      <Slides slides={slides} index={index} label={labels.slide} announce={!rotating} />
      <SlidePicker slides={slides} index={index} onPick={show} />
    </div>
  )
}

function Controls({
  playing,
  labels,
  icons,
  onTogglePlaying,
  onStep,
}: {
  playing: boolean
  labels: Labels
  icons: Icons
  onTogglePlaying: () => void
  onStep: (by: number) => void
}) {
  return (
    <div className="flex items-center justify-center gap-3">
      <button
        type="button"
        className={control}
        onClick={onTogglePlaying}
        aria-label={playing ? labels.pauseLabel : labels.playLabel}
      >
        <span aria-hidden="true">{playing ? icons.pause : icons.play}</span>
      </button>
      <button type="button" className={control} onClick={() => onStep(-1)} aria-label={labels.previousLabel}>
        <span aria-hidden="true">{icons.previous}</span>
      </button>
      <button type="button" className={control} onClick={() => onStep(1)} aria-label={labels.nextLabel}>
        <span aria-hidden="true">{icons.next}</span>
      </button>
    </div>
  )
}

/** `announce`: slide changes are read out only when the visitor made them, never while rotating. */
function Slides({
  slides,
  index,
  label,
  announce,
}: {
  slides: Slide[]
  index: number
  label: string
  announce: boolean
}) {
  return (
    // Every slide shares one grid cell, so the tallest sets the height and changing slides never shifts layout.
    <div aria-live={announce ? 'polite' : 'off'} className="mt-6 grid">
      {slides.map((slide, position) => (
        <div
          key={slide.id}
          role="group"
          aria-roledescription={label}
          aria-label={`${position + 1} / ${slides.length}`}
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
  )
}

function SlidePicker({
  slides,
  index,
  onPick,
}: {
  slides: Slide[]
  index: number
  onPick: (position: number) => void
}) {
  return (
    <div className="mt-6 flex justify-center gap-1">
      {slides.map((slide, position) => (
        <button
          key={slide.id}
          type="button"
          aria-label={slide.name}
          aria-current={position === index ? 'true' : undefined}
          onClick={() => onPick(position)}
          className="slide-dot"
        />
      ))}
    </div>
  )
}
