import type { ComponentProps } from 'react'

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
      <input id={id} className="field" {...attributes} {...input} />
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
      <textarea id={id} className="field" {...attributes} {...textarea} />
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
      <select id={id} className="field" {...attributes} {...select}>
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
