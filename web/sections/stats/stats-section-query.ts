import { heading, stat } from '../../lib/content/fragments'
import type { ContentTag } from '../../lib/content/tags'

/** What the page query reads of a statsSection (see sections/section-fields.ts). */
export const statsSectionFields = /* groq */ `_type == "statsSection" => {anchor, heading${heading}, items[]${stat}}`

/** The documents it reads besides the page (the stats it shows), so publishing one refreshes the pages showing it. */
export const statsSectionTags = ['stat'] satisfies ContentTag[]
