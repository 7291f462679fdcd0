import type { SharedSectionsQueryResult } from '@/sanity.types'

import { CardGrid } from './card-grid'
import { SectionHeading } from './section-heading'
import { StatList } from './stat-list'

type About = NonNullable<SharedSectionsQueryResult>['about']

export function AboutSection({ about }: { about: About }) {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading heading={about.heading} id="about-title" />
        {about.stats && (
          <div className="mt-10 flex justify-center">
            <StatList stats={about.stats} />
          </div>
        )}
        <CardGrid cards={about.highlights} columns={4} />
      </div>
    </section>
  )
}
