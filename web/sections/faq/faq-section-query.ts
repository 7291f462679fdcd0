import { heading, translated } from '../../lib/content/fragments'
import type { ContentTag } from '../../lib/content/tags'

/** What the page query reads of a faqSection (see sections/section-fields.ts). */
export const faqSectionFields = /* groq */ `_type == "faqSection" => {
  anchor, heading${heading},
  "items": items[]{
    _key,
    "question": coalesce(@->${translated}.question, question),
    "answer": coalesce(@->${translated}.answer, answer)
  }
}`

/** The documents it reads besides the page (the questions it picks), so publishing one refreshes the pages showing it. */
export const faqSectionTags = ['faqItem'] satisfies ContentTag[]
