import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

import type { Language } from '@/lib/i18n'
import { readFields } from '@/lib/lead/fields'
import type { OnlineQuotes } from '@/lib/lead/submit-lead'

import type { FormStatus } from '@/components/forms/submit-button'
import { loadOrPost } from '@/components/forms/load-or-post'

export const REDIRECT_DELAY_MS = 2000

// The delivery (the phone number's rules, duplicate guard, emails, hand-over to the server) loads when the visitor
// starts on the form, not with the page: it stays out of every page's first load.
const loadDelivery = () => import('@/lib/lead/submit-lead')

type Options = {
  leadInbox: string
  enhancedConversions: boolean
  onlineQuotes: OnlineQuotes
  language: Language
  thankYouPath: string
  /** Called once the request has reached the agency. */
  onSent: () => void
}

/**
 * The quote form's submit, the state its button shows, whether the phone number was refused (the browser checks
 * the other fields itself), and the way on to the thank-you page.
 */
export function useQuoteSubmission({
  leadInbox,
  enhancedConversions,
  onlineQuotes,
  language,
  thankYouPath,
  onSent,
}: Options) {
  const router = useRouter()
  const [status, setStatus] = useState<FormStatus>('idle')
  const [phoneInvalid, setPhoneInvalid] = useState(false)

  useEffect(() => {
    if (status !== 'success') return
    const timer = setTimeout(() => router.push(thankYouPath), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [status, router, thankYouPath])

  // A phone number that is not a valid one sends nothing: the visitor is taken back to the field, its message
  // beside it. A lead that went out by email or reached the server ends in success and the redirect, whichever way
  // it went. One that reached neither, or a thrown exception, ends in the error state: the visitor may try again,
  // or call.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setStatus('sending')
    const delivery = await loadOrPost(loadDelivery, form)
    if (!delivery) return
    const fields = readFields((name) => data.get(name))
    const phone = delivery.formatPhoneNumber(fields.phone)
    if (!phone) {
      // Drawn before the focus moves, so the field is announced with its message.
      flushSync(() => {
        setPhoneInvalid(true)
        setStatus('idle')
      })
      const input = form.elements.namedItem('phone')
      if (input instanceof HTMLInputElement) input.focus()
      return
    }
    setPhoneInvalid(false)
    try {
      const reached = await delivery.submitLead({
        fields: { ...fields, phone },
        leadInbox,
        enhancedConversions,
        language,
        onlineQuotes,
      })
      if (reached) onSent()
      setStatus(reached ? 'success' : 'error')
    } catch (error) {
      console.error('Quote request failed', error)
      setStatus('error')
    }
  }

  // Once the visitor starts on the form: the delivery, and the thank-you page every request ends on (its scripts
  // too), so the submit and the redirect need nothing more from the network.
  const prepare = () => {
    void loadDelivery().catch(() => {})
    router.prefetch(thankYouPath)
  }

  return { status, phoneInvalid, onSubmit, prepare }
}
