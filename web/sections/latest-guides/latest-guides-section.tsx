import { GuideGrid } from '@/components/guides/guide-card'
import { Link } from '@/components/ui/link'
import { getGuidesPage } from '@/lib/content'
import { guideListPath } from '@/lib/guides/guide-list'
import { SectionFrame } from '@/sections/shared/section-frame'

import type { SectionEntry, SectionProps } from '../section-entry'

/**
 * The newest guides on a landing page, about the page's line when the section names one, with a link to all of
 * them. Without a guide to show (none published yet on the line) the section is left out.
 */
async function LatestGuidesSection({ section, id, page }: SectionProps<'latestGuidesSection'>) {
  if (!section.guides.length) return null
  const linkLabel = section.linkLabel || (await getGuidesPage(page.language)).labels.allGuides
  return (
    <SectionFrame id={id} heading={section.heading}>
      <GuideGrid guides={section.guides} language={page.language} headingLevel="h3" className="mt-12" />
      <p className="mt-10 text-center">
        <Link
          href={guideListPath(page.language, { line: section.line?.key ?? undefined, page: 1 })}
          className="button-secondary gap-2 px-5 py-3"
        >
          {linkLabel} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </SectionFrame>
  )
}

export const latestGuidesSection: SectionEntry<'latestGuidesSection'> = {
  title: 'Latest guides',
  required: ['heading'],
  anchor: 'guides',
  render: (props) => <LatestGuidesSection {...props} />,
}
