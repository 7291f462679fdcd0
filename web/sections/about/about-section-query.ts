import { heading } from '../../lib/content/fragments'

/** What the page query reads of a aboutSection (see sections/section-fields.ts). */
export const aboutSectionFields = /* groq */ `_type == "aboutSection" => {anchor, heading${heading}}`
