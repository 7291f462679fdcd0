import type { ReactNode } from 'react'

import { SelectField, TextAreaField, TextField } from '@/components/forms/form-fields'
import {
  NOT_SURE,
  REQUEST_TYPES,
  SERVICE_FIELD_LIMITS,
  type RequestType,
  type ServiceFieldName,
} from '@/lib/service-request/fields'
import type { ServiceCenterPageQueryResult } from '@/sanity.types'

export type RequestFormCopy = Omit<
  NonNullable<ServiceCenterPageQueryResult>['requestForm'],
  'consentDisclosure' | 'writtenConfirmationNotice'
>

/** The field messages the form shows, by field name. */
export type FieldErrors = Partial<Record<ServiceFieldName, string>>

type Props = { id: string; copy: RequestFormCopy; errors: FieldErrors }

// Each field carries its message when it has one.
const field = (id: string, name: ServiceFieldName, errors: FieldErrors) => ({
  id: `${id}-${name}`,
  name,
  error: errors[name],
})

// A field typed into is bounded by the same limit the server checks. HTML gives a date field and a list of choices
// no maxlength; the server still checks what they send.
const typed = (id: string, name: ServiceFieldName, errors: FieldErrors) => ({
  ...field(id, name, errors),
  maxLength: SERVICE_FIELD_LIMITS[name],
})

const TYPE_LABEL = {
  policyChange: 'policyChangeLabel',
  certificate: 'certificateLabel',
  autoIdCard: 'autoIdCardLabel',
  claim: 'claimLabel',
} as const satisfies Record<RequestType, keyof RequestFormCopy>

export const requestTypeLabel = (copy: RequestFormCopy, type: RequestType) => copy[TYPE_LABEL[type]]

/** The kind of request, as radio buttons: the fields of the chosen kind show below, with or without JavaScript. */
export function RequestTypeChoice({ id, copy, errors }: Props) {
  const error = errors.requestType
  return (
    // A radio group: its required state is announced for the group, where the browser's own check lives.
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-describedby={error ? `${id}-requestType-error` : undefined}
    >
      <legend className="text-sm font-semibold text-slate-800">
        {copy.requestTypeLabel}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {REQUEST_TYPES.map((type, index) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              id={index === 0 ? `${id}-requestType` : undefined}
              type="radio"
              name="requestType"
              value={type}
              // One required radio makes the whole group required for the browser's own check.
              required={index === 0}
              className="size-4 accent-brand-700"
            />
            <span>{requestTypeLabel(copy, type)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-requestType-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** Who is asking and how to reach them, and whether they may be texted. */
export function ContactFields({ id, copy, errors, smsConsent }: Props & { smsConsent: ReactNode }) {
  return (
    <>
      <TextField {...typed(id, 'name', errors)} label={copy.nameLabel} autoComplete="name" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...typed(id, 'phone', errors)}
          label={copy.phoneLabel}
          type="tel"
          autoComplete="tel"
          required
        />
        <TextField
          {...typed(id, 'email', errors)}
          label={copy.emailLabel}
          type="email"
          autoComplete="email"
          required
        />
      </div>
      {smsConsent}
    </>
  )
}

/** The policy the request is about: its number (or that the client does not know it) and its carrier. */
export function PolicyFields({ id, copy, errors, carriers }: Props & { carriers: string[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <TextField {...typed(id, 'policyNumber', errors)} label={copy.policyNumberLabel} markRequired />
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="policyNumberUnknown" value="on" className="size-4 accent-brand-700" />
          {copy.policyNumberUnknownLabel}
        </label>
      </div>
      <SelectField
        {...field(id, 'carrier', errors)}
        label={copy.carrierLabel}
        placeholder={copy.carrierPlaceholder}
        options={[
          ...carriers.map((name) => ({ value: name, label: name })),
          { value: NOT_SURE, label: copy.carrierUnknownLabel },
        ]}
        defaultValue=""
        required
      />
    </div>
  )
}

// Shown by CSS when its kind of request is chosen, so it works before and without the form's script; the fields
// of the other kinds stay in the form, and the server keeps only the chosen kind's. Written out in full so that
// Tailwind finds each class.
const SHOWN_FOR: Record<RequestType, string> = {
  policyChange: 'hidden space-y-4 [form:has(input[name=requestType][value=policyChange]:checked)_&]:block',
  certificate: 'hidden space-y-4 [form:has(input[name=requestType][value=certificate]:checked)_&]:block',
  autoIdCard: 'hidden space-y-4 [form:has(input[name=requestType][value=autoIdCard]:checked)_&]:block',
  claim: 'hidden space-y-4 [form:has(input[name=requestType][value=claim]:checked)_&]:block',
}

/** The answers each kind of request adds. */
export function TypeFields({ id, copy, errors }: Props) {
  return (
    <>
      <div className={SHOWN_FOR.policyChange}>
        <TextAreaField
          {...typed(id, 'changeDescription', errors)}
          label={copy.changeDescriptionLabel}
          rows={3}
          markRequired
        />
        <TextField
          {...field(id, 'changeDate', errors)}
          label={copy.changeDateLabel}
          type="date"
          markRequired
        />
      </div>
      <div className={SHOWN_FOR.certificate}>
        <TextField
          {...typed(id, 'holderName', errors)}
          label={copy.holderNameLabel}
          autoComplete="off"
          markRequired
        />
        <TextAreaField
          {...typed(id, 'holderAddress', errors)}
          label={copy.holderAddressLabel}
          rows={2}
          markRequired
        />
        <TextAreaField
          {...typed(id, 'certificatePurpose', errors)}
          label={copy.certificatePurposeLabel}
          rows={2}
          markRequired
        />
      </div>
      <div className={SHOWN_FOR.autoIdCard}>
        <TextField {...typed(id, 'vehicle', errors)} label={copy.vehicleLabel} markRequired />
      </div>
      <div className={SHOWN_FOR.claim}>
        <TextField
          {...field(id, 'dateOfLoss', errors)}
          label={copy.dateOfLossLabel}
          type="date"
          markRequired
        />
        <TextAreaField
          {...typed(id, 'lossDescription', errors)}
          label={copy.lossDescriptionLabel}
          rows={4}
          markRequired
        />
      </div>
      <TextAreaField {...typed(id, 'details', errors)} label={copy.detailsLabel} rows={3} />
    </>
  )
}

/** Words the form shows and the record keeps: as the visitor reads them, and as plain text. */
export type ShownWords = { node: ReactNode; text: string }

/**
 * The notice by the button, said again once the request is sent: the confirmation must never read as the change
 * made. The no-JavaScript confirmation shows it too. A service center published before it had the notice has none.
 */
export function SentNotice({ notice }: { notice: ShownWords }) {
  if (!notice.text) return null
  return <div className="mt-4 border-t border-green-200 pt-4 text-slate-800">{notice.node}</div>
}
