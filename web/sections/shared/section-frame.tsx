import type { ReactNode } from 'react'

/** A section's heading as editors write it. */
export type Heading = { eyebrow: string | null; title: string; intro: string | null }

/** A page section with its heading; the heading names the section for assistive technology. */
export function SectionFrame({
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
      className={tone === 'tinted' ? 'page-section bg-slate-50' : 'page-section'}
    >
      <div className="container-page">
        <SectionHeading heading={heading} id={`${id}-title`} />
        {children}
      </div>
    </section>
  )
}

/** The eyebrow, title and intro above a section, centred unless a section aligns it left. */
export function SectionHeading({
  heading,
  id,
  align = 'center',
}: {
  heading: Heading
  id?: string
  align?: 'center' | 'left'
}) {
  return (
    <div className={align === 'center' ? 'section-head' : 'max-w-2xl'}>
      {heading.eyebrow && <p className="eyebrow">{heading.eyebrow}</p>}
      <h2 id={id} className="section-title">
        {heading.title}
      </h2>
      {heading.intro && <p className="lead">{heading.intro}</p>}
    </div>
  )
}
