'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { Lead } from '@/lib/lead/lead'
import type { QuoteFormQueryResult } from '@/sanity.types'

import { SelectField, TextAreaField, TextField } from './quote-form-fields'
import { SubmitButton, type FormStatus, type SubmitIcons } from './submit-button'

export const RESET_COVERAGE_EVENT = 'quote-form:reset-coverage'
export const REDIRECT_DELAY_MS = 2000
export const THANK_YOU_PATH = '/thank-you'

export type QuoteFormLabels = NonNullable<QuoteFormQueryResult>

type Props = {
  labels: QuoteFormLabels
  submitLabel: string
  leadInbox: string
  icons: SubmitIcons
} & ({ variant: 'home' } | { variant: 'product'; coverageType: string })

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim()

export function QuoteForm(props: Props) {
  const { labels, submitLabel, leadInbox, icons } = props
  const id = useId()
  const router = useRouter()
  const [coverage, setCoverage] = useState('')
  const [status, setStatus] = useState<FormStatus>('idle')
  const formRef = useRef<HTMLFormElement>(null)

  // The mobile bar's Get Quote starts a fresh request: it empties the coverage choice before scrolling here.
  useEffect(() => {
    const reset = () => setCoverage('')
    window.addEventListener(RESET_COVERAGE_EVENT, reset)
    return () => window.removeEventListener(RESET_COVERAGE_EVENT, reset)
  }, [])

  useEffect(() => {
    if (status !== 'success') return
    const timer = setTimeout(() => router.push(THANK_YOU_PATH), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [status, router])

  // The router keeps left pages alive to restore them on Back; the visitor should find a fresh form there,
  // not a finished one.
  useEffect(() => {
    const form = formRef.current
    return () => {
      form?.reset()
      setCoverage('')
      setStatus('idle')
    }
  }, [])

  // Spec section 4: a send that returns true or false alike ends in success and the redirect; only a thrown
  // exception ends in the error state, where the visitor can try again.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const lead: Lead = {
      fullName: text(data, 'name'),
      phoneNumber: text(data, 'phone'),
      email: text(data, 'email'),
      zipCode: text(data, 'zip'),
      coverageType: props.variant === 'home' ? text(data, 'coverageType') : props.coverageType,
      additionalInfo: text(data, 'additionalInfo'),
      contactPreference: text(data, 'contactPreference'),
      timeframe: text(data, 'timeframe'),
    }
    setStatus('sending')
    try {
      // Loaded on the first submit: the email library and analytics stay out of the page's first load.
      const { submitLead } = await import('@/lib/lead/submit-lead')
      await submitLead({ lead, leadInbox, honeypot: text(data, 'website') })
      setStatus('success')
    } catch (error) {
      console.error('Quote request failed', error)
      setStatus('error')
    }
  }

  return (
    <form ref={formRef} className="space-y-4" onSubmit={onSubmit}>
      <TextField id={`${id}-name`} label={labels.nameLabel} name="name" autoComplete="name" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-phone`}
          label={labels.phoneLabel}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          id={`${id}-zip`}
          label={labels.zipLabel}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
      </div>
      <TextField
        id={`${id}-email`}
        label={labels.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      {props.variant === 'home' ? (
        <SelectField
          id={`${id}-coverage`}
          label={labels.coverageLabel}
          name="coverageType"
          required
          value={coverage}
          onChange={(event) => setCoverage(event.target.value)}
          placeholder={labels.coveragePlaceholder}
          options={labels.coverageOptions}
        />
      ) : (
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
            name="additionalInfo"
            rows={4}
          />
        </>
      )}
      {/* Honeypot: invisible to people and to assistive technology; bots that fill every field fill this too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton status={status} labels={{ ...labels, idleLabel: submitLabel }} icons={icons} />
      {labels.privacyNote && <p className="text-center text-sm text-slate-600">{labels.privacyNote}</p>}
    </form>
  )
}
