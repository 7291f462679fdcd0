import { useEffect, useState, type CSSProperties } from 'react'
import { TextWithTone, useClient, useFormValue } from 'sanity'

import { ContactChoiceActions } from './contact-choice-actions'
import { useNow } from './use-now'
import { TEXTS_TICK, useTextsStanding } from './use-texts-standing'

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
 * The consent to texts as the office reads it, in place of the object's fields: whether the agency may text (against
 * the register of the person's choices, kept across all their requests) and call, when Texas allows a text right now,
 * the exact words the visitor agreed to, the first text to send, ready to copy, and the register's buttons.
 */
export function SmsConsentInput() {
  const now = useNow(TEXTS_TICK)
  const { consent, keys, register, choices, summary, mayText } = useTextsStanding(now)
  const language = useFormValue(['language']) as string | undefined
  const firstText = useFirstText(language, mayText)
  const [copied, setCopied] = useState(false)

  return (
    <div data-testid="sms-consent" style={{ display: 'grid', gap: '0.75rem' }}>
      {register.loaded ? (
        <TextWithTone tone={summary.tone} size={1} weight="semibold" data-testid="sms-consent-status">
          {summary.status}
        </TextWithTone>
      ) : (
        <TextWithTone tone="default" size={1} data-testid="sms-consent-loading">
          {register.failed
            ? 'The register of opt-outs could not be read: do not text until it shows. Reload to try again.'
            : 'Checking the register of opt-outs…'}
        </TextWithTone>
      )}
      {register.loaded && summary.calls && (
        <TextWithTone tone="critical" size={1} weight="semibold" data-testid="calls-status">
          {summary.calls}
        </TextWithTone>
      )}
      {mayText && summary.hours && (
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
      {register.loaded && (
        <ContactChoiceActions
          keys={keys}
          entries={register.entries}
          choices={choices}
          textsOptedOut={summary.standing === 'opted-out'}
          append={register.append}
        />
      )}
    </div>
  )
}
