import type { DocumentActionComponent, DuplicateDocumentActionComponent, SanityDocumentLike } from 'sanity'

/**
 * A copy starts without the original's address and old addresses: two pages never share an address, and the copy
 * must not take over the original's redirects. The name says it is a copy until the editor renames it.
 */
export const withoutAddress = (document: SanityDocumentLike): SanityDocumentLike => {
  const copy: SanityDocumentLike = { ...document }
  delete copy.slug
  delete copy.previousSlugs
  if (typeof copy.title === 'string') copy.title = `${copy.title} (copy)`
  return copy
}

/** The Studio's own Duplicate action for pages, with the copy's address left for the editor to choose. */
export function duplicateWithoutAddress(duplicateAction: DocumentActionComponent): DocumentActionComponent {
  const useDuplicate = duplicateAction as DuplicateDocumentActionComponent
  const DuplicatePage: DocumentActionComponent = (props) =>
    useDuplicate({ ...props, mapDocument: withoutAddress })
  DuplicatePage.action = 'duplicate'
  DuplicatePage.displayName = 'DuplicatePageWithoutAddress'
  return DuplicatePage
}
