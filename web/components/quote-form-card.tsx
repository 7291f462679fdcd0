import { CheckCircle2, LoaderCircle } from 'lucide-react'

import { QUOTE_FORM_ID } from '@/lib/routes'

import { consentDisclosure } from './consent-disclosure'
import { QuoteForm, type QuoteFormLabels } from './quote-form'

type Props = {
  /** The hero the form sits in holds its title, text and button label. */
  hero: { formTitle: string; formText: string | null; submitLabel: string }
  labels: QuoteFormLabels
  coverageType?: string
  leadInbox: string
}

const SUBMIT_ICONS = {
  sending: <LoaderCircle className="block size-5 animate-spin motion-reduce:animate-none" />,
  success: <CheckCircle2 className="block size-5" />,
}

/** The quote form in its card; its id is the target of every Get Quote button and link. */
export function QuoteFormCard({ hero, labels, coverageType, leadInbox }: Props) {
  const { formTitle: title, formText: text, submitLabel } = hero
  const common = {
    labels,
    submitLabel,
    leadInbox,
    icons: SUBMIT_ICONS,
    consent: consentDisclosure(labels.consentDisclosure),
  }
  return (
    <section
      id={QUOTE_FORM_ID}
      aria-labelledby={`${QUOTE_FORM_ID}-title`}
      className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${QUOTE_FORM_ID}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {text && <p className="mt-1 text-slate-700">{text}</p>}
      <div className="mt-6">
        {coverageType ? (
          <QuoteForm variant="product" coverageType={coverageType} {...common} />
        ) : (
          <QuoteForm variant="home" {...common} />
        )}
      </div>
    </section>
  )
}
