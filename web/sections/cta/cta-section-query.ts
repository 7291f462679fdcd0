import { path } from '../../lib/content/fragments'

/** What the page query reads of a ctaSection (see sections/section-fields.ts). */
export const ctaSectionFields = /* groq */ `_type == "ctaSection" => {anchor, title, text, buttonLabel, "buttonHref": buttonPage->${path}, phoneLabel}`
