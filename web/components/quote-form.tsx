'use client'

import { useEffect, useId, useState } from 'react'

import type { QuoteFormQueryResult } from '@/sanity.types'

import { Field, SelectOptions } from './quote-form-fields'

export const RESET_COVERAGE_EVENT = 'quote-form:reset-coverage'

export type QuoteFormLabels = NonNullable<QuoteFormQueryResult>

type Props = {
  labels: QuoteFormLabels
  submitLabel: string
} & ({ variant: 'home' } | { variant: 'product'; coverageType: string })

export function QuoteForm(props: Props) {
  const { labels, submitLabel } = props
  const id = useId()
  const [coverage, setCoverage] = useState('')

  // The mobile bar's Get Quote starts a fresh request: it empties the coverage choice before scrolling here.
  useEffect(() => {
    const reset = () => setCoverage('')
    window.addEventListener(RESET_COVERAGE_EVENT, reset)
    return () => window.removeEventListener(RESET_COVERAGE_EVENT, reset)
  }, [])

  return (
    <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
      <Field id={`${id}-name`} label={labels.nameLabel} required>
        {(className) => (
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            className={className}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-phone`} label={labels.phoneLabel} required>
          {(className) => (
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              className={className}
            />
          )}
        </Field>
        <Field id={`${id}-zip`} label={labels.zipLabel} required>
          {(className) => (
            <input
              id={`${id}-zip`}
              name="zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              required
              className={className}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-email`} label={labels.emailLabel} required>
        {(className) => (
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={className}
          />
        )}
      </Field>
      {props.variant === 'home' ? (
        <Field id={`${id}-coverage`} label={labels.coverageLabel} required>
          {(className) => (
            <select
              id={`${id}-coverage`}
              name="coverageType"
              required
              value={coverage}
              onChange={(event) => setCoverage(event.target.value)}
              className={className}
            >
              <SelectOptions placeholder={labels.coveragePlaceholder} options={labels.coverageOptions} />
            </select>
          )}
        </Field>
      ) : (
        <>
          <Field id={`${id}-contact`} label={labels.contactPreferenceLabel}>
            {(className) => (
              <select id={`${id}-contact`} name="contactPreference" className={className} defaultValue="">
                <SelectOptions placeholder={labels.contactPreferenceLabel} options={labels.contactOptions} />
              </select>
            )}
          </Field>
          <Field id={`${id}-timeframe`} label={labels.timeframeLabel}>
            {(className) => (
              <select id={`${id}-timeframe`} name="timeframe" className={className} defaultValue="">
                <SelectOptions placeholder={labels.timeframeLabel} options={labels.timeframeOptions} />
              </select>
            )}
          </Field>
          <Field id={`${id}-info`} label={labels.additionalInfoLabel}>
            {(className) => (
              <textarea id={`${id}-info`} name="additionalInfo" rows={4} className={className} />
            )}
          </Field>
        </>
      )}
      <button type="submit" className="button-primary w-full px-6 py-3 text-base">
        {submitLabel}
      </button>
      {labels.privacyNote && <p className="text-center text-sm text-slate-600">{labels.privacyNote}</p>}
    </form>
  )
}
