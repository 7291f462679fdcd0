import 'server-only'

import { absoluteUrl } from '../config/site-url'
import { imageLocation } from './image-location'
import { type ImageSource, isDrawable } from './image-url'
import { guideShareImage } from './image-variants'

/**
 * A guide's cover as its sharing image, cut to 1200 × 630 around the hotspot, as an absolute address (social sites
 * and search engines fetch it from elsewhere); null without a cover, where the site's share image stands in.
 */
export function coverShareImage(cover: ImageSource | null): string | null {
  if (!isDrawable(cover)) return null
  const url = guideShareImage(imageLocation(), cover)
  return url.startsWith('/') ? absoluteUrl(url) : url
}
