import 'server-only'

import { sanityConfig } from '../content/source'
import { EMBEDDED_IMAGES } from './embedded-images'
import type { ImageLocation } from './image-url'

/**
 * Sanity's CDN for the configured project; without one, this site's own /images/… (app/images), as a path: "/"
 * as the builder's base leaves its addresses relative, so they work behind any host name.
 */
export function imageLocation(): ImageLocation {
  const config = sanityConfig()
  return config
    ? { projectId: config.projectId, dataset: config.dataset }
    : { ...EMBEDDED_IMAGES, baseUrl: '/' }
}
