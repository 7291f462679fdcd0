import { heading } from '../../lib/content/fragments'

/** What the page query reads of a reviewsSection (see sections/section-fields.ts). */
export const reviewsSectionFields = /* groq */ `_type == "reviewsSection" => {anchor, heading${heading}}`
