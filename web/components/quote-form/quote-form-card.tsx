import { consentDisclosure } from '@/components/forms/consent-disclosure'
import { DeliveryError } from '@/components/forms/delivery-error'
import { RecordFields } from '@/components/forms/record-fields'
import { SmsConsentField } from '@/components/forms/sms-consent-field'
import { SUBMIT_ICONS } from '@/components/forms/submit-icons'
import { getSmsConsent } from '@/lib/content'
import { QUOTE_FORM_ID } from '@/lib/routes'
import type { PageContext } from '@/sections/section-entry'

import { QuoteForm, type QuoteFormLabels } from './quote-form'

type Props = {
  /** The hero the form sits in holds its title, text and button label. */
  hero: { formTitle: string; formText: string | null; submitLabel: string }
  labels: QuoteFormLabels
  /** The coverage a product page's form asks for; without it the visitor picks one. */
  coverage?: { value: string; label: string | null }
  leadInbox: string
  /** Site settings' “Enhanced conversions”. */
  enhancedConversions: boolean
  /** The office's phone number, offered when a request could not be sent. */
  phone: string
  /** The page the form is on: its address, language and thank-you page. */
  page: Pick<PageContext, 'path' | 'language' | 'thankYouPath'>
}

/**
 * The quote form in its card; its id is the target of every Get Quote button and link. Site settings give the
 * “text me” box by its phone field.
 */
export async function QuoteFormCard({
  hero,
  labels,
  coverage,
  leadInbox,
  enhancedConversions,
  phone,
  page,
}: Props) {
  const { formTitle: title, formText: text, submitLabel } = hero
  // Only what the form's script draws goes to it: the rest is drawn here and would weigh on the page twice.
  const { consentDisclosure: consentBlocks, deliveryError, ...scriptLabels } = labels
  const consent = consentDisclosure(consentBlocks)
  const smsConsent = await getSmsConsent(page.language)
  // Fixed for the page, so drawn here rather than by the form's script.
  const hiddenFields = (
    <>
      <RecordFields path={page.path} consent={consent.text} language={page.language} />
      {coverage && (
        <>
          <input type="hidden" name="coverageType" value={coverage.value} />
          <input type="hidden" name="coverageLabel" value={coverage.label ?? coverage.value} />
        </>
      )}
    </>
  )
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
        <QuoteForm
          variant={coverage ? 'product' : 'home'}
          labels={scriptLabels}
          submitLabel={submitLabel}
          leadInbox={leadInbox}
          enhancedConversions={enhancedConversions}
          deliveryError={<DeliveryError text={deliveryError} phone={phone} />}
          icons={SUBMIT_ICONS}
          consent={consent.node}
          smsConsent={
            // A product page's form asks how to reach the visitor, texts among the choices; the home form does not.
            <SmsConsentField id="sms-consent" copy={smsConsent} withNote={Boolean(coverage)} />
          }
          hiddenFields={hiddenFields}
          language={page.language}
          thankYouPath={page.thankYouPath}
        />
      </div>
    </section>
  )
}
