'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { Honeypot } from '@/components/forms/honeypot'
import { loadOrPost } from '@/components/forms/load-or-post'
import { SubmitButton, type FormStatus, type SubmitIcons } from '@/components/forms/submit-button'
import { useFormDraft } from '@/components/forms/use-form-draft'
import type { Language } from '@/lib/i18n'
import { SERVICE_REQUEST_ENDPOINT } from '@/lib/routes'
import {
  isRequestType,
  readServiceFields,
  type RequestType,
  type ServiceFieldName,
} from '@/lib/service-request/fields'

import {
  ContactFields,
  PolicyFields,
  requestTypeLabel,
  RequestTypeChoice,
  SentNotice,
  TypeFields,
  type FieldErrors,
  type RequestFormCopy,
  type ShownWords,
} from './service-request-fields'

type Props = {
  copy: RequestFormCopy
  /** The directory's carriers, by name. */
  carriers: string[]
  serviceInbox: string
  /** What the form says when the request could not be sent, with the office's phone: drawn by the server. */
  deliveryError: ReactNode
  language: Language
  icons: SubmitIcons
  /** The consent disclosure under the button, drawn by the server. */
  consent: ReactNode
  /**
   * The notice by the button that nothing changes until the agency confirms it in writing, drawn by the server, and
   * its words as the agency's email quotes them; the confirmation repeats it.
   */
  notice: ShownWords
  /** The “text me” box by the phone field, drawn by the server. */
  smsConsent: ReactNode
  /**
   * Hidden fields the server draws, fixed for the page: its address, the consent's text, the versions of the words
   * the record keeps and the language.
   */
  hiddenFields: ReactNode
}

// The delivery (the fields' check with its phone number rules, duplicate guard, emails, hand-over to the server)
// loads when the client starts on the form, not with the page: most visitors of the service center only look a
// number up.
const loadDelivery = () => import('@/lib/service-request/submit-service-request')

/** The messages for the fields a check refused, in the page's language, in the form's order. */
function errorsFor(invalid: ServiceFieldName[], copy: RequestFormCopy): FieldErrors {
  const messages: Record<string, string> = copy.errors
  return Object.fromEntries(invalid.flatMap((name) => (messages[name] ? [[name, messages[name]]] : [])))
}

export function ServiceRequestForm({
  copy,
  carriers,
  serviceInbox,
  deliveryError,
  language,
  icons,
  consent,
  notice,
  smsConsent,
  hiddenFields,
}: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const forgetDraft = useFormDraft(formRef, `${usePathname()}#service-request`)
  const summaryRef = useRef<HTMLDivElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>('idle')

  // Once the script runs it checks the fields itself, with messages in the page's language rather than the
  // browser's; before that (or without JavaScript) the browser's own check applies.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  useEffect(() => {
    if (status === 'success') doneRef.current?.focus()
  }, [status])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const fields = readServiceFields((name) => data.get(name))
    const delivery = await loadOrPost(loadDelivery, form)
    if (!delivery) return
    const checked = delivery.validateServiceRequest(fields, carriers)
    setErrors(errorsFor(checked.invalid, copy))
    if (!checked.fields || !isRequestType(checked.fields.requestType)) {
      requestAnimationFrame(() => summaryRef.current?.focus())
      return
    }
    setStatus('sending')
    try {
      const requestType: RequestType = checked.fields.requestType
      const reached = await delivery.submitServiceRequest({
        fields: { ...checked.fields, requestType },
        serviceInbox,
        language,
        requestTypeLabel: requestTypeLabel(copy, requestType),
        notice: notice.text,
      })
      if (reached) forgetDraft()
      setStatus(reached ? 'success' : 'error')
    } catch (error) {
      console.error('Service request failed', error)
      setStatus('error')
    }
  }

  if (status === 'success') {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl bg-green-50 p-6 ring-1 ring-green-200 outline-none"
      >
        <p className="text-xl font-bold text-green-900">{copy.successTitle}</p>
        <p className="mt-2 text-slate-800">{copy.successText}</p>
        <SentNotice notice={notice} />
      </div>
    )
  }

  const messages = Object.entries(errors)
  return (
    <form
      ref={formRef}
      className="space-y-5"
      method="post"
      action={SERVICE_REQUEST_ENDPOINT}
      onSubmit={onSubmit}
      onFocus={() => void loadDelivery().catch(() => {})}
    >
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {messages.length > 0 && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{copy.errorSummary}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {messages.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${id}-${name}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {hiddenFields}
      <RequestTypeChoice id={id} copy={copy} errors={errors} />
      <ContactFields id={id} copy={copy} errors={errors} smsConsent={smsConsent} />
      <PolicyFields id={id} copy={copy} errors={errors} carriers={carriers} />
      <TypeFields id={id} copy={copy} errors={errors} />
      <Honeypot id={id} />
      {notice.text && (
        <div
          id={`${id}-notice`}
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-slate-900"
        >
          {notice.node}
        </div>
      )}
      <SubmitButton
        status={status}
        labels={{
          idleLabel: copy.submitLabel,
          sendingLabel: copy.sendingLabel,
          successLabel: copy.successTitle,
          errorLabel: copy.errorLabel,
        }}
        icons={icons}
        describedBy={notice.text ? `${id}-notice` : undefined}
      />
      {status === 'error' && deliveryError}
      <div className="text-xs leading-5 text-slate-600">{consent}</div>
    </form>
  )
}
