import { Star } from 'lucide'

import { Svg } from '@/components/ui/icon'

export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Svg icon={Star} key={index} className={index < rating ? 'star-on' : 'star-off'} />
      ))}
    </span>
  )
}
