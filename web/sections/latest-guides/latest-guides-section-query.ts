import { guideCard, heading, insuranceLine } from '../../lib/content/fragments'
import type { ContentTag } from '../../lib/content/tags'

/**
 * What the page query reads of a latestGuidesSection (see sections/section-fields.ts): the three newest guides in
 * the page's language, about the section's line when it names one.
 */
export const latestGuidesSectionFields = /* groq */ `_type == "latestGuidesSection" => {
  anchor, heading${heading}, linkLabel,
  "line": line->${insuranceLine},
  "guides": *[_type == "article" && language == $language && defined(slug.current)
    && (!defined(^.line) || ^.line._ref in lines[]._ref)] | order(publishedAt desc, _id asc)[0...3]${guideCard}
}`

/** The documents it reads besides the page (the guides and their lines), so publishing a guide refreshes it. */
export const latestGuidesSectionTags = ['article', 'insuranceLine'] satisfies ContentTag[]
