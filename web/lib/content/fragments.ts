// GROQ pieces shared by the page queries and the sections' own fragments.

/**
 * A document's address: English at the root, every other language under its own prefix (/es, /es/<slug>); guides
 * below their list (/guides/<slug>, /es/guias/<slug>).
 */
export const path = /* groq */ `{"path": select(
  _type == "homePage" => select(language == "en" => "/", "/" + language),
  _type in ["page", "legalPage", "thankYouPage", "serviceCenterPage", "optOutPage", "guidesPage"] =>
    select(language == "en" => "", "/" + language) + "/" + slug.current,
  _type == "article" => select(language == "en" => "/guides", language == "es" => "/es/guias") + "/" + slug.current
)}.path`
/**
 * Follows a reference to a translated document into the reader's language: its translation in $language when
 * it has one, else the document itself (a Spanish page copied from an English one keeps Spanish readers in the
 * Spanish site).
 */
export const translated = /* groq */ `{"doc": coalesce(
  *[_type == "translation.metadata" && references(^._id)][0].translations[language == $language][0].value->,
  @
)}.doc`
export const anchorSuffix = /* groq */ `select(defined(anchor) => "#" + anchor, "")`
// Pages are referenced, not typed, so a link always has the page's current address.
export const link = /* groq */ `{label, "href": select(
  defined(page) => page->${translated}${path} + ${anchorSuffix},
  defined(anchor) => "#" + anchor,
  url
)}`
export const blocks = /* groq */ `[]{
  ...,
  markDefs[]{..., _type == "internalLink" => {"href": page->${translated}${path} + ${anchorSuffix}}}
}`
export const card = /* groq */ `{icon, title, description, link${link}}`
export const heading = /* groq */ `{eyebrow, title, intro}`
export const stat = /* groq */ `{
  "value": coalesce(stat->value[language == $language][0].value, stat->value[language == "en"][0].value),
  "label": coalesce(
    label, stat->label[language == $language][0].value, stat->label[language == "en"][0].value
  )
}`
export const seo = /* groq */ `seo{title, description}`
/**
 * What the site reads of an image field: the editor's crop and hotspot, and the asset's id (which names its file and
 * size), dimensions and LQIP. Never its URL: lib/images makes every address, on the CDN or on this site.
 */
export const imageFields = /* groq */ `crop, hotspot, "asset": asset->{_id, metadata{dimensions, lqip}}`
/** A translated photo description in $language, else in English. */
export const translatedAlt = /* groq */ `"alt": coalesce(alt[language == $language][0].value, alt[language == "en"][0].value, "")`
export const teamMember = /* groq */ `{
  _id, name, languages, photo{${imageFields}, ${translatedAlt}},
  "role": coalesce(role[language == $language][0].value, role[language == "en"][0].value, ""),
  "bio": coalesce(bio[language == $language][0].value, bio[language == "en"][0].value, "")
}`
/** The other languages' versions of the document in scope, for the language switcher and hreflang. */
export const translations = /* groq */ `"translations": *[_type == "translation.metadata" && references(^._id)][0]
  .translations[language != $language]{language, "path": value->${path}}`
/** An insurance line as filters and lists show it: the short name its links use and its name in $language. */
export const insuranceLine = /* groq */ `{
  "key": key.current,
  "title": coalesce(title[language == $language][0].value, title[language == "en"][0].value, "")
}`
/** A guide as lists show it: the list of guides, related guides, the latest guides section and the feeds. */
export const guideCard = /* groq */ `{
  _id, title, summary, "path": @${path}, publishedAt, updatedAt,
  "lines": coalesce(lines[]->${insuranceLine}, [])
}`
