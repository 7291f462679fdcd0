import type { ReactNode } from 'react'

import { SectionHeading } from './section-heading'

type Heading = { eyebrow: string | null; title: string; intro: string | null }

/** A page section with its heading; the heading names the section for assistive technology. */
export function Section({
  id,
  heading,
  tone = 'white',
  children,
}: {
  id: string
  heading: Heading
  tone?: 'white' | 'tinted'
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === 'tinted' ? 'bg-slate-50 py-16 sm:py-20' : 'py-16 sm:py-20'}
    >
      <div className="container-page">
        <SectionHeading heading={heading} id={`${id}-title`} />
        {children}
      </div>
    </section>
  )
}
