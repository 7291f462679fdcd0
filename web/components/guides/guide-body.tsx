import type { PortableTextComponents, PortableTextProps } from '@portabletext/react'
import { Info, Lightbulb, TriangleAlert } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { PortableText, TEXT_COMPONENTS } from '@/components/ui/portable-text'
import type { TableOfContents } from '@/lib/guides/guide-text'

type Tone = 'tip' | 'warning' | 'info'

const TONES = {
  tip: { icon: Lightbulb, className: 'border-emerald-600 bg-emerald-50' },
  warning: { icon: TriangleAlert, className: 'border-amber-500 bg-amber-50' },
  info: { icon: Info, className: 'border-brand-700 bg-brand-50' },
} as const

type Props = {
  body: PortableTextProps['value']
  /** The ids of its main headings, so the table of contents and shared links lead to them. */
  contents: TableOfContents
  /** What each kind of box is called in the reader's language. */
  toneLabels: Record<Tone, string>
}

/** A guide's text: edited text with anchored main headings and its “Good to know” boxes. */
export function GuideBody({ body, contents, toneLabels }: Props) {
  const ids = new Map(contents.map((entry) => [entry.key, entry.id]))
  const components: PortableTextComponents = {
    ...TEXT_COMPONENTS,
    block: {
      ...TEXT_COMPONENTS.block,
      h2: ({ children, value }) => (
        <h2
          id={value._key ? ids.get(value._key) : undefined}
          className="mt-10 scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900"
        >
          {children}
        </h2>
      ),
    },
    types: {
      callout: ({ value }: { value: { tone?: string; text?: string } }) => {
        const tone: Tone = value.tone === 'warning' || value.tone === 'info' ? value.tone : 'tip'
        if (!value.text) return null
        return (
          <div role="note" className={`mt-6 rounded-r-xl border-l-4 p-4 ${TONES[tone].className}`}>
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Svg icon={TONES[tone].icon} className="size-5 shrink-0" />
              {toneLabels[tone]}
            </p>
            <p className="mt-1 leading-7 text-slate-800">{value.text}</p>
          </div>
        )
      },
    },
  }
  return <PortableText value={body} components={components} />
}
