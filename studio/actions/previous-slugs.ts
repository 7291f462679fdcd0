// What “Old addresses” becomes when a page is published. Pure, so the publish action and the tests share it.

/**
 * The page's old addresses after publishing the draft: the address it is published at now is added when the draft
 * moves it, and the draft's own address is taken out (a page never redirects from where it lives). Null when the
 * list stays as it is.
 */
export function nextPreviousSlugs(
  publishedSlug: string | undefined | null,
  draftSlug: string | undefined | null,
  previousSlugs: readonly string[] | undefined | null,
): string[] | null {
  const current = previousSlugs ?? []
  const next = [...new Set(current)].filter((slug) => slug && slug !== draftSlug)
  if (publishedSlug && draftSlug && publishedSlug !== draftSlug && !next.includes(publishedSlug)) {
    next.push(publishedSlug)
  }
  const unchanged = next.length === current.length && next.every((slug, index) => slug === current[index])
  return unchanged ? null : next
}
