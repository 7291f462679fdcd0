import type { ReactNode } from 'react'

const control =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none'

type FieldProps = {
  id: string
  label: string
  required?: boolean
  children: (className: string) => ReactNode
}

/** A visible label tied to its control; required fields carry a visual asterisk and the required attribute. */
export function Field({ id, label, required, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(control)}
    </div>
  )
}

export function SelectOptions({ placeholder, options }: { placeholder: string; options: string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  )
}
