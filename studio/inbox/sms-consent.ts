import { formatReceived } from './agency-time'
import { textingHoursLine } from './texting-hours'

/** The consent to texts a request keeps, as the site's server wrote it. */
export type SmsConsent = {
  given?: boolean
  words?: string
  version?: string
  at?: string
  page?: string
  clientAddress?: string
  userAgent?: string
}

export type SmsConsentSummary = {
  /** Whether the agency may text this visitor now (consent given and not withdrawn), whatever the hour. */
  mayText: boolean
  tone: 'positive' | 'caution' | 'critical'
  status: string
  /** Texas's texting hours right now, while the agency may text. */
  hours?: string
}

/**
 * Whether the office may text the visitor, in its words: agreed and when, not agreed (call or email), or opted out
 * since (a STOP reply outweighs the consent given with the request).
 */
export function smsConsentSummary(
  consent: SmsConsent | undefined,
  optedOutAt: string | undefined,
  now: Date,
): SmsConsentSummary {
  if (optedOutAt) {
    return {
      mayText: false,
      tone: 'critical',
      status: `Opted out of texts on ${formatReceived(optedOutAt) ?? optedOutAt}: do not text. Call or email.`,
    }
  }
  if (!consent) {
    return {
      mayText: false,
      tone: 'caution',
      status: 'Not asked about texts (sent before the site had the box): call or email.',
    }
  }
  if (!consent.given) {
    return { mayText: false, tone: 'caution', status: 'Did not agree to texts: call or email.' }
  }
  return {
    mayText: true,
    tone: 'positive',
    status: `Agreed to texts on ${formatReceived(consent.at) ?? 'an unknown date'}.`,
    hours: textingHoursLine(now),
  }
}
