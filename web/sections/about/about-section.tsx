import { getSharedSections } from '@/lib/content'
import type { SharedSectionsQueryResult } from '@/sanity.types'
import { CardGrid } from '@/sections/shared/card-grid'
import { SectionFrame } from '@/sections/shared/section-frame'
import { StatList } from '@/sections/shared/stat-list'

import type { SectionEntry, SectionProps } from '../section-entry'

type About = NonNullable<SharedSectionsQueryResult>['about']

export function AboutSection({ id, about }: { id: string; about: About }) {
  return (
    <SectionFrame id={id} heading={about.heading} tone="tinted">
      {about.stats && (
        <div className="mt-10 flex justify-center">
          <StatList stats={about.stats} />
        </div>
      )}
      <CardGrid cards={about.highlights} columns={4} />
    </SectionFrame>
  )
}

// The about text is edited once for every page; a page may give it its own heading.
async function SharedAbout({ section, id, page }: SectionProps<'aboutSection'>) {
  const { about } = await getSharedSections(page.language)
  return <AboutSection id={id} about={{ ...about, heading: section.heading ?? about.heading }} />
}

export const aboutSection: SectionEntry<'aboutSection'> = {
  title: 'About / why choose us',
  required: [],
  anchor: 'about',
  render: (props) => <SharedAbout {...props} />,
}
