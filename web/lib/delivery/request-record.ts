import { consentVersion } from '../consent-version'
import { isoWithOffset } from '../format'
import type { Language } from '../i18n'
import type { ServerEmail } from '../outbox/server-email'
import { attributionFrom, boundedAttribution, NOT_PROVIDED, type Attribution } from './attribution'
import { EMAIL_KINDS, type EmailKind } from './email-kind'
import { smsConsentRecord, type SmsConsent, type SmsConsentClaim } from './server/sms-consent'

// What a kept request is, beside the visitor's answers: the types every part that reads a request (the CRM, the
// online quote, the exports) shares, and how the server writes them. Nothing here imports a handler.

/** A request the server keeps: a Sanity document under a private id path (leads.<uuid>, serviceRequests.<uuid>). */
export type StoredDocument = {
  _id: string
  _type: string
  email: string
  phoneNumber: string
  submittedAt: string
}

/** How a request reached the server: sent by the form's script (whatever its emails did), or posted by a browser without JavaScript. */
export type Channel = 'form' | 'no-javascript'

/** What every kept request records beside the visitor's answers: how, when and where it came, and what they agreed to. */
export type Receipt = {
  language: Language
  pageUrl: string
  /** ISO 8601 with the agency's offset, e.g. 2026-03-02T10:00:00-06:00. */
  submittedAt: string
  /**
   * The consent disclosure under the button, as plain text, and that text's version: the Studio's words for the
   * version the page showed, never the post's. A page that sent words the Studio never published (or replaced more
   * than 30 days ago) is kept all the same, without them, and marked not confirmed.
   */
  consentText?: string
  consentVersion?: string
  consentConfirmed: boolean
  /** The answer to the “text me” box by the phone field, with its proof. */
  smsConsent: SmsConsent
  /** Whether the visitor's browser let the agency share their data with ad platforms when they sent it. */
  adData: AdData
  attribution: Attribution
  channel: Channel
  /** The emails the visitor's browser sent: both, one or none. */
  emailsSent: EmailKind[]
  /** Where the office manager's work starts. */
  stage: 'new'
}

/**
 * A browser's "don't share my data": Global Privacy Control (the Sec-GPC header, which a post without JavaScript
 * carries too), or the page's Consent Mode state with ad_user_data denied, as the form's script posts it.
 */
export type AdData = { allowed: true } | { allowed: false; signal: 'gpc' | 'consent-mode' }

export function adDataOf(headers: Headers, raw: Record<string, unknown>): AdData {
  if (headers.get('sec-gpc')?.trim() === '1') return { allowed: false, signal: 'gpc' }
  if (raw.adUserData === 'denied') return { allowed: false, signal: 'consent-mode' }
  return { allowed: true }
}

/** What the server adds once the request is valid: when it should be answered, and a request it may repeat. */
type Stamps = {
  /** ISO 8601 (UTC). */
  answerBy: string
  possibleDuplicateOf?: { _type: 'reference'; _ref: string; _weak: true }
}

/** A document the endpoint keeps, with the emails the server sends of it. */
export type Kept = StoredDocument & Receipt & Partial<Stamps> & { serverEmails?: ServerEmail[] }

/** The posted fields, as sent, with what the handler reads from them before validation. */
export type Received = {
  raw: Record<string, unknown>
  plainForm: boolean
  language: Language
  /** The request's own key, from the form's script, else a new one: the kept document's id is `<path>.<key>`. */
  key: string
  /** The site's own origin, as the browser named it (checked). */
  origin: string
  referer: string | null
  now: Date
  /** The consent words under the button a request may claim, by version. */
  consentWords: ReadonlyMap<string, string>
  adData: AdData
  /** The “text me” box as posted (read before validation: no answer to it ever refuses a request). */
  sms: SmsConsentClaim & {
    /** The words a request may claim, by version. */
    accepted: ReadonlyMap<string, string>
    clientAddress: string
    userAgent: string
  }
}

/** The receipt of a valid request, from its checked page path and consent text. */
export function receiptOf(
  { raw, plainForm, language, origin, referer, now, sms, consentWords, adData }: Received,
  fields: { page: string; consent: string; consentVersion: string },
): Receipt {
  const { page } = fields
  const pageUrl = page ? `${origin}${page}` : NOT_PROVIDED
  // A page drawn before its form sent the version names its words only: their version is the same code.
  const version = fields.consentVersion || consentVersion(fields.consent)
  const words = consentWords.get(version)
  return {
    language,
    pageUrl,
    submittedAt: isoWithOffset(now),
    ...(words === undefined
      ? { consentConfirmed: false }
      : { consentText: words, consentVersion: version, consentConfirmed: true }),
    smsConsent: smsConsentRecord(sms, sms.accepted, { now, pageUrl, ...sms }),
    adData,
    // Without a script, the page the form was on (the Referer) is all there is to go on.
    attribution: plainForm ? attributionFrom(referer, null) : boundedAttribution(raw),
    channel: plainForm ? 'no-javascript' : 'form',
    emailsSent: plainForm ? [] : emailsSentFromBody(raw),
    stage: 'new',
  }
}

// Only what the form says went out counts as sent; anything else is an email the agency may still have to send.
function emailsSentFromBody(raw: Record<string, unknown>): EmailKind[] {
  const listed = typeof raw.emailsSent === 'string' ? raw.emailsSent.split(',') : []
  return EMAIL_KINDS.filter((kind) => listed.includes(kind))
}
