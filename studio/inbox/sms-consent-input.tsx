import { useEffect, useState, type CSSProperties } from 'react'
import { type ObjectInputProps, TextWithTone, useClient, useFormValue } from 'sanity'

import { type SmsConsent, smsConsentSummary } from './sms-consent'
import { useNow } from './use-now'

// The texting-hours line turns at 9 PM and at the morning's start while the lead is open.
const TICK = 60_000

const FIRST_TEXT_QUERY = `*[_id == "siteSettings"][0]{
  "text": coalesce(smsOptInConfirmation[language == $language][0].value, smsOptInConfirmation[language == "en"][0].value)
}.text`

const block: CSSProperties = {
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem',
  border: '1px solid var(--card-border-color)',
  borderRadius: '3px',
}

/** Site settings' first text after an opt-in, in the visitor's language, once the agency may text them. */
function useFirstText(language: string | undefined, wanted: boolean) {
  const client = useClient({ apiVersion: '2025-02-19' })
  const [text, setText] = useState<string>()
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    client
      .fetch<string | null>(
        FIRST_TEXT_QUERY,
        { language: language ?? 'en' },
        { signal: controller.signal, perspective: 'published', tag: 'sms-first-text' },
      )
      .then((found) => setText(found ?? undefined))
      .catch(() => {})
    return () => controller.abort()
  }, [client, language, wanted])
  return wanted ? text : undefined
}

/**
 * The consent to texts as the office reads it, in place of the object's fields: whether the agency may text, when
 * Texas allows it right now, the exact words the visitor agreed to, and the first text to send, ready to copy.
 */
export function SmsConsentInput({ value }: ObjectInputProps) {
  const consent = value as SmsConsent | undefined
  const now = useNow(TICK)
  const optedOutAt = useFormValue(['smsOptedOutAt']) as string | undefined
  const language = useFormValue(['language']) as string | undefined
  const summary = smsConsentSummary(consent, optedOutAt, now)
  const firstText = useFirstText(language, summary.mayText)
  const [copied, setCopied] = useState(false)

  return (
    <div data-testid="sms-consent" style={{ display: 'grid', gap: '0.75rem' }}>
      <TextWithTone tone={summary.tone} size={1} weight="semibold" data-testid="sms-consent-status">
        {summary.status}
      </TextWithTone>
      {summary.hours && (
        <TextWithTone tone="default" size={1} data-testid="texting-hours">
          {summary.hours} Texas allows texts 9 AM to 9 PM Monday to Saturday and noon to 9 PM on Sunday.
        </TextWithTone>
      )}
      {consent?.words && (
        <div style={block}>
          <TextWithTone tone="default" size={1} weight="semibold">
            {consent.given ? 'Words they agreed to' : 'Words beside the box they left unticked'}
            {consent.version ? ` (version ${consent.version})` : ''}
          </TextWithTone>
          <TextWithTone tone="default" size={1} data-testid="sms-consent-words">
            {consent.words}
          </TextWithTone>
        </div>
      )}
      {firstText && (
        <div style={block}>
          <TextWithTone tone="default" size={1} weight="semibold">
            First text to send
          </TextWithTone>
          <TextWithTone tone="default" size={1} data-testid="sms-first-text">
            {firstText}
          </TextWithTone>
          <button
            type="button"
            style={{ justifySelf: 'start', minHeight: '2rem', padding: '0 0.75rem' }}
            onClick={() => void navigator.clipboard.writeText(firstText).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy the text'}
          </button>
        </div>
      )}
    </div>
  )
}
