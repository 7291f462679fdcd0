import { imageLocation } from '@/lib/images/image-location'
import { type ImageSource, isDrawable } from '@/lib/images/image-url'
import { guideCover } from '@/lib/images/image-variants'
import { SiteImage } from '@/lib/images/site-image'

/** The guide's picture at the width of its text, cut as the editor cropped it, its box kept so nothing moves. */
export function GuideCover({ cover }: { cover: (ImageSource & { alt: string | null }) | null }) {
  if (!isDrawable(cover)) return null
  return (
    <SiteImage
      image={guideCover(imageLocation(), cover)}
      alt={cover.alt ?? ''}
      className="mt-8 h-auto w-full rounded-2xl"
      priority
    />
  )
}
