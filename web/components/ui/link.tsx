'use client'

import NextLink from 'next/link'
import { type ComponentProps, useState } from 'react'

/**
 * Next's link, prefetching its page once the visitor shows they may follow it (the pointer over it, focus, a
 * touch) instead of as soon as it scrolls into view, the pattern of Next's prefetching guide. On the home page's
 * first screen alone, eleven links each fetched and parsed a whole page while the page was still starting up:
 * most of its blocking time on a phone, and half a megabyte of a visitor's data for pages they may never open.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : prefetch}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
