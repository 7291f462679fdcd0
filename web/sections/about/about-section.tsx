import type { SharedSectionsQueryResult } from '@/sanity.types'

import { CardGrid } from '@/sections/shared/card-grid'
import { Section } from '@/sections/shared/section-frame'
import { StatList } from '@/sections/shared/stat-list'

type About = NonNullable<SharedSectionsQueryResult>['about']

export function AboutSection({ id, about }: { id: string; about: About }) {
  return (
    <Section id={id} heading={about.heading} tone="tinted">
      {about.stats && (
        <div className="mt-10 flex justify-center">
          <StatList stats={about.stats} />
        </div>
      )}
      <CardGrid cards={about.highlights} columns={4} />
    </Section>
  )
}
