import { Phone } from 'lucide-react'

import { QUOTE_FORM_ID } from '@/lib/routes'

import { PhoneLink } from './phone-link'

type Props = {
  cta: { title: string; text: string | null; buttonLabel: string; phoneLabel: string }
  phone: string
}

export function CtaBand({ cta, phone }: Props) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-14 text-white">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            {cta.title}
          </h2>
          {cta.text && <p className="mt-2 text-lg text-brand-100">{cta.text}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={`#${QUOTE_FORM_ID}`} className="button-accent px-6 py-3">
            {cta.buttonLabel}
          </a>
          <PhoneLink phone={phone} className="button-outline-light gap-2 px-6 py-3">
            <Phone aria-hidden="true" className="size-5" />
            {cta.phoneLabel} {phone}
          </PhoneLink>
        </div>
      </div>
    </section>
  )
}
