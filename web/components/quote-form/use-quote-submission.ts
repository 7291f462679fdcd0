import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'

import type { Language } from '@/lib/i18n'
import { readFields } from '@/lib/lead/fields'
import { submitLead } from '@/lib/lead/submit-lead'

import type { FormStatus } from '@/components/forms/submit-button'

export const REDIRECT_DELAY_MS = 2000

type Options = {
  leadInbox: string
  language: Language
  thankYouPath: string
  /** Called once the request has reached the agency. */
  onSent: () => void
}

/** The quote form's submit, the state its button shows, and the way on to the thank-you page. */
export function useQuoteSubmission({ leadInbox, language, thankYouPath, onSent }: Options) {
  const router = useRouter()
  const [status, setStatus] = useState<FormStatus>('idle')

  useEffect(() => {
    if (status !== 'success') return
    const timer = setTimeout(() => router.push(thankYouPath), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [status, router, thankYouPath])

  // A lead that went out by email or reached the server ends in success and the redirect, whichever way it went.
  // One that reached neither, or a thrown exception, ends in the error state: the visitor may try again, or call.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setStatus('sending')
    try {
      const reached = await submitLead({ fields: readFields((name) => data.get(name)), leadInbox, language })
      if (reached) onSent()
      setStatus(reached ? 'success' : 'error')
    } catch (error) {
      console.error('Quote request failed', error)
      setStatus('error')
    }
  }

  // Every request ends on the thank-you page: fetching it (and its scripts) once the visitor starts on the form
  // makes the redirect instant, and keeps it working if the connection stalls after the submit.
  const prefetchThankYou = () => router.prefetch(thankYouPath)

  return { status, onSubmit, prefetchThankYou }
}
