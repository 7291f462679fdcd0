/** A link from content: its address is null when the page it names was deleted. */
type ContentLink = { label: string; href: string | null }

/** The links that still lead somewhere; a link to a deleted page is left out rather than shown broken. */
export const liveLinks = <Link extends ContentLink>(links: readonly Link[] | null | undefined) =>
  (links ?? []).filter((link): link is Link & { href: string } => link.href !== null)
