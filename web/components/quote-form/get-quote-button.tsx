'use client'

import { scrollBehavior } from '@/components/ui/use-reduced-motion'
import { QUOTE_FORM_ID } from '@/lib/routes'

import { RESET_COVERAGE_EVENT } from './quote-form'

/** Starts a fresh request: empties the hero form's coverage choice, then scrolls to the form and focuses it. */
export function GetQuoteButton({ label, className }: { label: string; className: string }) {
  const getQuote = () => {
    window.dispatchEvent(new Event(RESET_COVERAGE_EVENT))
    const form = document.getElementById(QUOTE_FORM_ID)
    form?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
    form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true })
  }
  return (
    <button type="button" onClick={getQuote} className={className}>
      {label}
    </button>
  )
}
