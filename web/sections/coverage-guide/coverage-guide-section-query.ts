import { card, heading } from '../../lib/content/fragments'

/** What the page query reads of a coverageGuideSection (see sections/section-fields.ts). */
export const coverageGuideSectionFields = /* groq */ `_type == "coverageGuideSection" => {
  anchor, heading${heading}, rules[]${card},
  example{title, income, lines[]{label, amount}, totalLabel, total}
}`
