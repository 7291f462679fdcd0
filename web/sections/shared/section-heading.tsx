type Heading = { eyebrow: string | null; title: string; intro: string | null }

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
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {heading.eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{heading.eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {heading.title}
      </h2>
      {heading.intro && <p className="mt-4 text-lg text-slate-700">{heading.intro}</p>}
    </div>
  )
}
