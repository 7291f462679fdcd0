import type { ComponentProps } from 'react'

const control =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none'

/** A visible label tied to its control; required fields carry a visual asterisk and the required attribute. */
function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  )
}

type Labelled<T> = T & { id: string; label: string }

export function TextField({ id, label, ...input }: Labelled<ComponentProps<'input'>>) {
  return (
    <div>
      <Label htmlFor={id} label={label} required={input.required} />
      <input id={id} className={control} {...input} />
    </div>
  )
}

export function TextAreaField({ id, label, ...textarea }: Labelled<ComponentProps<'textarea'>>) {
  return (
    <div>
      <Label htmlFor={id} label={label} required={textarea.required} />
      <textarea id={id} className={control} {...textarea} />
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
  ...select
}: Labelled<ComponentProps<'select'>> & { placeholder: string; options: Choice[] }) {
  return (
    <div>
      <Label htmlFor={id} label={label} required={select.required} />
      <select id={id} className={control} {...select}>
        <option value="">{placeholder}</option>
        {options.map(({ value, label }) => (
          <option key={value} value={value ?? ''}>
            {label ?? value}
          </option>
        ))}
      </select>
    </div>
  )
}
