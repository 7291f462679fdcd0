import { StarIcon } from '@sanity/icons'

import { sharedContentSection } from './shared-content-section'

export const reviewsSection = sharedContentSection(
  'reviewsSection',
  'Reviews',
  StarIcon,
  'The reviews carousel, from “Reviews”.',
)
