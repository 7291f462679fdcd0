import { link, stat } from '../../lib/content/fragments'
import type { ContentTag } from '../../lib/content/tags'

/** What the page query reads of a heroSection (see sections/section-fields.ts). */
export const heroSectionFields = /* groq */ `_type == "heroSection" => {
  eyebrow, headline, subheadline, benefits, quoteButtons[]${link}, trustStats[]${stat},
  coverageType, "coverageLabel": coalesce(coverageLabel, coverageType), formTitle, formText, submitLabel
}`

/** The documents it reads besides the page (the stats it quotes), so publishing one refreshes the pages showing it. */
export const heroSectionTags = ['stat'] satisfies ContentTag[]
