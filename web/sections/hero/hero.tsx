import type { ReactNode } from 'react'

type Props = {
  eyebrow: string | null
  headline: string
  subheadline: string | null
  children: ReactNode
  form: ReactNode
}

/** The top of every landing page: the pitch on the left, the quote form card on the right (below on phones). */
export function Hero({ eyebrow, headline, subheadline, children, form }: Props) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_28rem] lg:items-start lg:py-20">
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{headline}</h1>
          {subheadline && <p className="mt-5 max-w-xl text-lg text-brand-100">{subheadline}</p>}
          <div className="mt-8 space-y-8">{children}</div>
        </div>
        {form}
      </div>
    </section>
  )
}
