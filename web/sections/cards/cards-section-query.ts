import { card, heading } from '../../lib/content/fragments'

/** What the page query reads of a cardsSection (see sections/section-fields.ts). */
export const cardsSectionFields = /* groq */ `_type == "cardsSection" => {anchor, heading${heading}, cards[]${card}, columns, background}`
