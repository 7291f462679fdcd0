import { Phone } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { Link } from '@/components/ui/link'
import { PhoneLink } from '@/components/ui/phone-link'
import { getSiteSettings } from '@/lib/content'
import type { SectionOf } from '@/lib/content/sections'

import type { SectionEntry, SectionProps } from '../section-entry'

type Props = {
  id: string
  cta: SectionOf<'ctaSection'>
  /** Where the button goes when the editor picked no page: this page's quote form, or the home page's. */
  quoteFormHref: string
  phone: string
}

export function CtaSection({ id, cta, quoteFormHref, phone }: Props) {
  const href = cta.buttonHref ?? quoteFormHref
  const className = 'button-accent px-6 py-3'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-brand-800 py-14 text-white">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight">
            {cta.title}
          </h2>
          {cta.text && <p className="mt-2 text-lg text-brand-100">{cta.text}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          {href.startsWith('#') ? (
            <a href={href} className={className}>
              {cta.buttonLabel}
            </a>
          ) : (
            <Link href={href} className={className}>
              {cta.buttonLabel}
            </Link>
          )}
          <PhoneLink phone={phone} className="button-outline-light gap-2 px-6 py-3">
            <Svg icon={Phone} className="size-5" />
            {cta.phoneLabel} {phone}
          </PhoneLink>
        </div>
      </div>
    </section>
  )
}

async function CtaWithPhone({ section, id, page }: SectionProps<'ctaSection'>) {
  const { phone } = await getSiteSettings(page.language)
  return <CtaSection id={id} cta={section} quoteFormHref={page.quoteFormHref} phone={phone} />
}

export const ctaSection: SectionEntry<'ctaSection'> = {
  title: 'Call-to-action band',
  required: ['title', 'buttonLabel', 'phoneLabel'],
  render: (props) => <CtaWithPhone {...props} />,
}
