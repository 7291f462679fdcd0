import { UsersIcon } from '@sanity/icons'

import { sharedContentSection } from './shared-content-section'

export const aboutSection = sharedContentSection(
  'aboutSection',
  'About / why choose us',
  UsersIcon,
  'The agency’s reasons and figures, from “Shared sections”.',
)
