import type { AnchorHTMLAttributes, ComponentType, CSSProperties } from 'react'
import { type ChildLinkProps, usePaneRouter } from 'sanity/structure'

type PaneLinkProps = ChildLinkProps & AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-testid'?: string }

/**
 * The link that opens a child pane beside this one. Sanity's ChildLink hands every other prop on to its anchor, but
 * its type names only its own: this says so once.
 */
export const usePaneLink = () => usePaneRouter().ChildLink as ComponentType<PaneLinkProps>

/** A pane's link as a row of its list: the one whose pane is open beside it is marked, as Sanity's own lists do. */
export const paneRowStyle = (selected: boolean, layout: CSSProperties): CSSProperties => ({
  ...layout,
  borderRadius: '4px',
  color: 'var(--card-fg-color)',
  textDecoration: 'none',
  background: selected ? 'var(--card-selected-bg-color, rgba(34, 118, 252, 0.12))' : undefined,
  boxShadow: selected ? 'inset 3px 0 0 var(--card-focus-ring-color, #2276fc)' : undefined,
})
