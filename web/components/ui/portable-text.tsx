import {
  PortableText as PortableTextRenderer,
  type PortableTextComponents,
  type PortableTextMarkComponent,
  type PortableTextProps,
} from '@portabletext/react'

import { Link } from '@/components/ui/link'

/**
 * A link in edited text: site paths through Next's Link, other sites in a new tab. A link to a page that was
 * deleted has no address and reads as plain text.
 */
const LinkMark: PortableTextMarkComponent = ({ value, children }) => {
  const href = String(value?.href ?? '')
  if (!href) return <>{children}</>
  const className = 'inline-link'
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  const external = href.startsWith('http')
  return (
    <a
      href={href}
      className={className}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}

/** Both kinds of link an editor can make: to a page of this site (picked) and to anywhere else (typed). */
export const LINK_MARKS = { link: LinkMark, internalLink: LinkMark }

/** How edited text is drawn everywhere: headings, paragraphs, lists and links. */
export const TEXT_COMPONENTS = {
  block: {
    h2: ({ children }) => (
      <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>
    ),
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-slate-900">{children}</h3>,
    normal: ({ children }) => <p className="mt-4 leading-7 text-slate-700">{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">{children}</ol>,
  },
  marks: LINK_MARKS,
} satisfies PortableTextComponents

export function PortableText({
  value,
  components = TEXT_COMPONENTS,
}: {
  value: PortableTextProps['value']
  /** Another text's own parts (a guide's heading anchors and boxes), built on TEXT_COMPONENTS. */
  components?: PortableTextComponents
}) {
  return <PortableTextRenderer value={value} components={components} />
}
