import { blocks, heading } from '../../lib/content/fragments'

/** What the page query reads of a richTextSection (see sections/section-fields.ts). */
export const richTextSectionFields = /* groq */ `_type == "richTextSection" => {anchor, heading${heading}, body${blocks}, background}`
