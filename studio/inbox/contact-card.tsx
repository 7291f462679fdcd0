import type { CSSProperties, ReactNode } from 'react'
import { TextWithTone } from 'sanity'

import { troubledEvents } from './crm-delivery'
import { CrmEventLines } from './crm-delivery-input'
import { EMAIL_NOT_SENT, serverEmailLine, type StoredServerEmail } from './server-emails'
import { useNow } from './use-now'
import { TEXTS_TICK, useTextsStanding } from './use-texts-standing'

/** One fact of the card: what it is, and the request's answer (nothing shown when the visitor gave none). */
export type CardFact = { label: string; value: string | undefined }

export type ContactCardProps = {
  request: Record<string, unknown>
  /** What this kind of request asked for, and how and when the person wants to hear back. */
  facts: CardFact[]
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

// The card's links are where she acts, so they read as links and are big enough to hit with a finger on a tablet.
const link: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontSize: '1rem',
  fontWeight: 600,
  color: 'var(--card-link-color, #2276fc)',
  overflowWrap: 'anywhere',
}

/** A phone number's `tel:` address: the E.164 number the server compared it by, else its digits as written. */
function telAddress(phoneKey: unknown, phone: string) {
  if (typeof phoneKey === 'string' && /^\+\d{8,15}$/.test(phoneKey)) return `tel:${phoneKey}`
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '0.125rem', minWidth: '9rem' }}>
      <dt style={{ fontSize: '0.8125rem', color: 'var(--card-muted-fg-color)' }}>{label}</dt>
      <dd style={{ margin: 0, fontSize: '0.9375rem', fontWeight: 600 }}>{children}</dd>
    </div>
  )
}

// Plain elements in the Studio's look (its theme variables), as the reports are.
const card: CSSProperties = {
  display: 'grid',
  gap: '1rem',
  padding: '1.25rem',
  border: '1px solid var(--card-border-color)',
  borderRadius: '6px',
  color: 'var(--card-fg-color)',
}

/**
 * The person first, before any record-keeping: who they are, a number to call and an address to write to, what
 * they asked for, how and when they want to hear back, whether they may be texted, and anything that needs her
 * now (what the CRM or the agency's inbox never got, with the button that sends it to the CRM again).
 */
export function ContactCard({ request, facts }: ContactCardProps) {
  const now = useNow(TEXTS_TICK)
  const texts = useTextsStanding(now)
  const name = text(request.fullName) ?? 'No name given'
  const phone = text(request.phoneNumber)
  const email = text(request.email)
  const notSent = ((request.serverEmails ?? []) as (StoredServerEmail & { _key?: string })[]).filter(
    (sent) => sent?.status === EMAIL_NOT_SENT,
  )
  const shown = facts.filter((fact) => fact.value)
  const crmTrouble = troubledEvents(request.webhookEvents)

  return (
    <section style={card} aria-label={`How to reach ${name}`} data-testid="contact-card">
      <h2 style={{ margin: 0, fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.25 }}>{name}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 2rem' }}>
        {phone ? (
          <a href={telAddress(request.phoneKey, phone)} style={link}>
            Call {phone}
          </a>
        ) : null}
        {email ? (
          <a href={`mailto:${email}`} style={link}>
            Email {email}
          </a>
        ) : null}
      </div>
      {shown.length ? (
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem 2rem', margin: 0 }}>
          {shown.map((fact) => (
            <Fact key={fact.label} label={fact.label}>
              {fact.value}
            </Fact>
          ))}
        </dl>
      ) : null}
      <TextWithTone
        tone={texts.register.loaded ? texts.summary.tone : 'default'}
        size={1}
        weight="semibold"
        data-testid="contact-card-texts"
      >
        {texts.register.loaded
          ? [texts.summary.status, texts.summary.calls].filter(Boolean).join(' ')
          : texts.register.failed
            ? 'Texts: the register of opt-outs could not be read: do not text until it shows.'
            : 'Texts: checking the register of opt-outs…'}
      </TextWithTone>
      {Array.isArray(request.emailsSent) && !request.emailsSent.includes('customer') ? (
        <TextWithTone tone="caution" size={1} data-testid="contact-card-no-confirmation">
          They got no confirmation email from us: mention that their request arrived when you answer.
        </TextWithTone>
      ) : null}
      {crmTrouble.length ? <CrmEventLines events={crmTrouble} testId="contact-card-crm" /> : null}
      {notSent.map((sent, index) => (
        <TextWithTone key={sent._key ?? index} tone="critical" size={1} data-testid="contact-card-problem">
          {serverEmailLine(sent, now, text(request._type)).text}
        </TextWithTone>
      ))}
    </section>
  )
}
