'use client'

import { useId, useState, type ReactNode } from 'react'

type Props = {
  question: string
  answer: string
  /** Rendered by the server parent: its drawing travels in the page payload, not in this component's bundle. */
  icon: ReactNode
}

/** One disclosure (WAI-ARIA APG): a button inside a heading controls its answer; items open independently. */
export function FaqItem({ question, answer, icon }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-lg font-semibold text-slate-900"
        >
          {question}
          <span
            aria-hidden="true"
            className={`shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          >
            {icon}
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} hidden={!open} className="px-5 pb-5 text-slate-700">
        {answer}
      </div>
    </li>
  )
}
