import { PortableText } from '@/components/ui/portable-text'
import type { SectionOf } from '@/lib/content/sections'
import { SectionHeading } from '@/sections/shared/section-frame'

import type { SectionEntry } from '../section-entry'

/** Free copy from the editor: headings, paragraphs, lists and links, at a comfortable reading width. */
export function RichTextSection({ id, section }: { id: string; section: SectionOf<'richTextSection'> }) {
  return (
    <section
      id={id}
      aria-labelledby={section.heading ? `${id}-title` : undefined}
      className={section.background === 'tinted' ? 'page-section bg-slate-50' : 'page-section'}
    >
      <div className="container-page">
        {section.heading && <SectionHeading heading={section.heading} id={`${id}-title`} />}
        <div className="mx-auto max-w-3xl text-lg">
          <PortableText value={section.body} />
        </div>
      </div>
    </section>
  )
}

export const richTextSection: SectionEntry<'richTextSection'> = {
  title: 'Text',
  required: ['body'],
  render: ({ section, id }) => <RichTextSection id={id} section={section} />,
}
