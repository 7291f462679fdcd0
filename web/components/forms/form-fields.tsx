import type { ComponentProps } from 'react'

/** The look of every text control, select and textarea of the site's forms. */
export const control =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-invalid:border-red-700'

/** A visible label tied to its control; required fields carry a visual asterisk and the required attribute. */
export function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  )
}

type Labelled<T> = T & {
  id: string
  label: string
  /** The field's problem, in the visitor's language: shown under it and read with it. */
  error?: string
  /** Marks the field as required for sighted visitors where the browser must not enforce it. */
  markRequired?: boolean
}

/**
 * The attributes that tie a control to its error message, and the message itself. A field marked required only
 * for the eye (the browser must not enforce it: it belongs to one kind of request) is still announced as required.
 */
function errorOf(id: string, error: string | undefined, markRequired?: boolean) {
  const required = markRequired ? { 'aria-required': true } : {}
  if (!error) return { attributes: required, message: null }
  return {
    attributes: { ...required, 'aria-invalid': true, 'aria-describedby': `${id}-error` },
    message: (
      <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
        {error}
      </p>
    ),
  }
}

export function TextField({ id, label, error, markRequired, ...input }: Labelled<ComponentProps<'input'>>) {
  const { attributes, message } = errorOf(id, error, markRequired)
  return (
    <div>
      <Label htmlFor={id} label={label} required={input.required || markRequired} />
      <input id={id} className={control} {...attributes} {...input} />
      {message}
    </div>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  markRequired,
  ...textarea
}: Labelled<ComponentProps<'textarea'>>) {
  const { attributes, message } = errorOf(id, error, markRequired)
  return (
    <div>
      <Label htmlFor={id} label={label} required={textarea.required || markRequired} />
      <textarea id={id} className={control} {...attributes} {...textarea} />
      {message}
    </div>
  )
}

/** One choice: its value is what the agency receives (English), its label what the visitor reads. */
export type Choice = { value: string | null; label: string | null }

/** A select whose empty first choice shows the placeholder, so nothing is chosen for the visitor. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  error,
  markRequired,
  ...select
}: Labelled<ComponentProps<'select'>> & { placeholder: string; options: Choice[] }) {
  const { attributes, message } = errorOf(id, error, markRequired)
  return (
    <div>
      <Label htmlFor={id} label={label} required={select.required || markRequired} />
      <select id={id} className={control} {...attributes} {...select}>
        <option value="">{placeholder}</option>
        {options.map(({ value, label }) => (
          <option key={value} value={value ?? ''}>
            {label ?? value}
          </option>
        ))}
      </select>
      {message}
    </div>
  )
}
