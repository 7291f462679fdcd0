'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { FIELD_LIMITS, type FieldName } from '@/lib/lead/fields'
import type { Language } from '@/lib/i18n'
import { LEAD_ENDPOINT } from '@/lib/routes'
import type { QuoteFormQueryResult } from '@/sanity.types'

import { SelectField, TextAreaField, TextField } from '@/components/forms/form-fields'
import { Honeypot } from '@/components/forms/honeypot'
import { SubmitButton, type SubmitIcons } from '@/components/forms/submit-button'
import { draftedValue, useFormDraft } from '@/components/forms/use-form-draft'
import { useQuoteSubmission } from './use-quote-submission'

export const RESET_COVERAGE_EVENT = 'quote-form:reset-coverage'

export type QuoteFormLabels = NonNullable<QuoteFormQueryResult>

/** The words the form's script draws; the consent and the delivery error come drawn by the server. */
export type QuoteFormScriptLabels = Omit<QuoteFormLabels, 'consentDisclosure' | 'deliveryError'>

type Props = {
  labels: QuoteFormScriptLabels
  submitLabel: string
  leadInbox: string
  /** Site settings' “Enhanced conversions”: the lead's event also carries the hashed email and phone. */
  enhancedConversions: boolean
  /** What the form says when the request could not be sent, with the office's phone: drawn by the server. */
  deliveryError: ReactNode
  icons: SubmitIcons
  /** The consent disclosure under the button, drawn by the server. */
  consent: ReactNode
  /** The “text me” box by the phone field, drawn by the server. */
  smsConsent: ReactNode
  /**
   * Hidden fields the server draws, fixed for the page: its address, the consent's plain text for the record,
   * the language, and a product page's coverage (its English name, and as the page's visitor reads it).
   */
  hiddenFields: ReactNode
  language: Language
  /** The thank-you page in the form's language. */
  thankYouPath: string
  variant: 'home' | 'product'
}

// Each input is bounded by the same limit the server checks.
const bounded = (name: FieldName) => ({ name, maxLength: FIELD_LIMITS[name] })

export function QuoteForm(props: Props) {
  const {
    labels,
    submitLabel,
    leadInbox,
    enhancedConversions,
    deliveryError,
    icons,
    consent,
    smsConsent,
    hiddenFields,
    language,
    thankYouPath,
    variant,
  } = props
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const draftKey = `${usePathname()}#quote`
  const forgetDraft = useFormDraft(formRef, draftKey)
  const [coverage, setCoverage] = useState(() => draftedValue(draftKey, 'coverageType') ?? '')
  const { status, phoneInvalid, onSubmit, prepare } = useQuoteSubmission({
    leadInbox,
    enhancedConversions,
    onlineQuotes: labels.onlineQuote,
    language,
    thankYouPath,
    onSent: forgetDraft,
  })

  // A coverage picked before the page's scripts ran is in the select (hydration keeps it), not in the state it was
  // drawn with: the next render would put the placeholder back, and the label sent beside it would be empty.
  useEffect(() => {
    const picked = formRef.current?.elements.namedItem('coverageType')
    if (picked instanceof HTMLSelectElement) setCoverage(picked.value)
  }, [])

  // The mobile bar's Get Quote starts a fresh request: it empties the coverage choice before scrolling here.
  useEffect(() => {
    const reset = () => setCoverage('')
    window.addEventListener(RESET_COVERAGE_EVENT, reset)
    return () => window.removeEventListener(RESET_COVERAGE_EVENT, reset)
  }, [])

  // A real POST to the site's lead endpoint: before hydration or without JavaScript the browser sends the form
  // there itself (never as a GET, which would put the visitor's details in the address bar).
  return (
    <form
      ref={formRef}
      className="space-y-4"
      method="post"
      action={LEAD_ENDPOINT}
      onSubmit={onSubmit}
      onFocus={prepare}
    >
      {hiddenFields}
      <ContactFields
        id={id}
        labels={labels}
        smsConsent={smsConsent}
        phoneError={phoneInvalid ? labels.phoneError : undefined}
      />
      {variant === 'home' ? (
        <CoverageFields id={id} labels={labels} coverage={coverage} onCoverageChange={setCoverage} />
      ) : (
        <ProductFields id={id} labels={labels} />
      )}
      <Honeypot id={id} />
      <SubmitButton status={status} labels={{ ...labels, idleLabel: submitLabel }} icons={icons} />
      {status === 'error' && deliveryError}
      {labels.privacyNote && <p className="text-center text-sm text-slate-600">{labels.privacyNote}</p>}
      <div className="text-xs leading-5 text-slate-600">{consent}</div>
    </form>
  )
}

type FieldsProps = { id: string; labels: QuoteFormScriptLabels }

type ContactFieldsProps = FieldsProps & {
  smsConsent: ReactNode
  /** The phone's message, once the form's script has refused the number. */
  phoneError?: string
}

/** What every form asks: who the visitor is and how to reach them, and whether they may be texted. */
function ContactFields({ id, labels, smsConsent, phoneError }: ContactFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={labels.nameLabel}
        {...bounded('name')}
        autoComplete="name"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-phone`}
          label={labels.phoneLabel}
          {...bounded('phone')}
          type="tel"
          autoComplete="tel"
          required
          error={phoneError}
        />
        <TextField
          id={`${id}-zip`}
          label={labels.zipLabel}
          {...bounded('zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
      </div>
      {smsConsent}
      <TextField
        id={`${id}-email`}
        label={labels.emailLabel}
        {...bounded('email')}
        type="email"
        autoComplete="email"
        required
      />
    </>
  )
}

type CoverageFieldsProps = FieldsProps & { coverage: string; onCoverageChange: (coverage: string) => void }

/** The home form's coverage choice; a product page's form has its coverage fixed by the page. */
function CoverageFields({ id, labels, coverage, onCoverageChange }: CoverageFieldsProps) {
  return (
    <>
      <SelectField
        id={`${id}-coverage`}
        label={labels.coverageLabel}
        name="coverageType"
        required
        value={coverage}
        onChange={(event) => onCoverageChange(event.target.value)}
        placeholder={labels.coveragePlaceholder}
        options={labels.coverageOptions}
      />
      {/* The choice as the visitor read it; its value, in English, is what the agency receives. */}
      <input
        type="hidden"
        name="coverageLabel"
        value={labels.coverageOptions.find((option) => option.value === coverage)?.label ?? ''}
      />
    </>
  )
}

/** The product pages' optional questions. */
function ProductFields({ id, labels }: FieldsProps) {
  return (
    <>
      <SelectField
        id={`${id}-contact`}
        label={labels.contactPreferenceLabel}
        name="contactPreference"
        defaultValue=""
        placeholder={labels.contactPreferenceLabel}
        options={labels.contactOptions}
      />
      <SelectField
        id={`${id}-timeframe`}
        label={labels.timeframeLabel}
        name="timeframe"
        defaultValue=""
        placeholder={labels.timeframeLabel}
        options={labels.timeframeOptions}
      />
      <TextAreaField
        id={`${id}-info`}
        label={labels.additionalInfoLabel}
        {...bounded('additionalInfo')}
        rows={4}
      />
    </>
  )
}
