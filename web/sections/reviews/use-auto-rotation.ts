import { useEffect, useState, type FocusEvent } from 'react'

import { useReducedMotion } from '@/components/ui/use-reduced-motion'

export const ROTATION_INTERVAL_MS = 5000

/**
 * Which of `count` slides shows, advancing every 5 s and wrapping. Rotation holds while the pointer or focus is
 * inside the element given `holdHandlers`, and under prefers-reduced-motion it starts paused (WCAG 2.2.2) until
 * the visitor presses Play.
 */
export function useAutoRotation(count: number) {
  const [index, setIndex] = useState(0)
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()

  const playing = choice ? choice === 'playing' : !reducedMotion
  const rotating = playing && !hovered && !focused

  useEffect(() => {
    if (!rotating || count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATION_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  return {
    index,
    playing,
    rotating,
    show: setIndex,
    step: (by: number) => setIndex((current) => (current + by + count) % count),
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between the carousel's own controls keeps it held.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      },
    },
  }
}
