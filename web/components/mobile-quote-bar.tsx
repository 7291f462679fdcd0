'use client'

import { Phone } from 'lucide-react'

import { QUOTE_FORM_ID } from '@/lib/routes'

import { PhoneLink } from './phone-link'
import { RESET_COVERAGE_EVENT } from './quote-form'
import { scrollBehavior } from './use-reduced-motion'

type Props = { phone: string; callLabel: string; getQuoteLabel: string }

/** Phones only: a fixed bar with Call and Get Quote, which starts a fresh request in the hero form. */
export function MobileQuoteBar({ phone, callLabel, getQuoteLabel }: Props) {
  const getQuote = () => {
    window.dispatchEvent(new Event(RESET_COVERAGE_EVENT))
    const form = document.getElementById(QUOTE_FORM_ID)
    form?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
    form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true })
  }
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 gap-3 border-t border-slate-200 bg-white p-3 md:hidden">
      <PhoneLink phone={phone} className="button-secondary gap-2 py-3">
        <Phone aria-hidden="true" className="size-5" />
        {callLabel}
      </PhoneLink>
      <button type="button" onClick={getQuote} className="button-primary py-3">
        {getQuoteLabel}
      </button>
    </div>
  )
}
