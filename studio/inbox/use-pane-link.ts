import type { AnchorHTMLAttributes, ComponentType } from 'react'
import { type ChildLinkProps, usePaneRouter } from 'sanity/structure'

type PaneLinkProps = ChildLinkProps & AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-testid'?: string }

/**
 * The link that opens a child pane beside this one. Sanity's ChildLink hands every other prop on to its anchor, but
 * its type names only its own: this says so once.
 */
export const usePaneLink = () => usePaneRouter().ChildLink as ComponentType<PaneLinkProps>
