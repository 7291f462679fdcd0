import type { CSSProperties } from 'react'

/** The review's stars, drawn by the `stars` utility; a screen reader hears the label ("5 out of 5 stars"). */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="stars" style={{ '--rating': rating } as CSSProperties} />
  )
}
