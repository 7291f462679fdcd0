import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState, type FormEvent } from 'react'

import type { Language } from '@/lib/i18n'
import { readFields } from '@/lib/lead/fields'
import { submitLead } from '@/lib/lead/submit-lead'

import type { FormStatus } from '@/components/forms/submit-button'

export const REDIRECT_DELAY_MS = 2000

type Options = { leadInbox: string; language: Language; thankYouPath: string }

/** The quote form's submit, the state its button shows, and the way on to the thank-you page. */
export function useQuoteSubmission({ leadInbox, language, thankYouPath }: Options) {
  const router = useRouter()
  const [status, setStatus] = useState<FormStatus>('idle')

  useEffect(() => {
    if (status !== 'success') return
    const timer = setTimeout(() => router.push(thankYouPath), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [status, router, thankYouPath])

  // Where the lead went is not the visitor's to fix: one that went out by email, reached the server, or neither
  // alike ends in success and the redirect. Only a thrown exception, where trying again can help, ends in the
  // error state.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setStatus('sending')
    try {
      await submitLead({ fields: readFields((name) => data.get(name)), leadInbox, language })
      setStatus('success')
    } catch (error) {
      console.error('Quote request failed', error)
      setStatus('error')
    }
  }

  // Every request ends on the thank-you page: fetching it (and its scripts) once the visitor starts on the form
  // makes the redirect instant, and keeps it working if the connection stalls after the submit.
  const prefetchThankYou = () => router.prefetch(thankYouPath)

  const resetStatus = useCallback(() => setStatus('idle'), [])

  return { status, onSubmit, prefetchThankYou, resetStatus }
}
