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
    <li className="faq-item">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen(!open)}
          className="faq-question"
        >
          {question}
          <span aria-hidden="true">{icon}</span>
        </button>
      </h3>
      <div id={`${id}-answer`} hidden={!open} className="faq-answer">
        {answer}
      </div>
    </li>
  )
}
