import { heading } from '../../lib/content/fragments'

/** What the page query reads of a discountsSection (see sections/section-fields.ts). */
export const discountsSectionFields = /* groq */ `_type == "discountsSection" => {anchor, heading${heading}, items[]{title, percent, description}, savingsClaim}`
