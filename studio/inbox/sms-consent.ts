import {
  type ContactChoices,
  textsStanding,
  type TextsStanding,
} from '../../web/lib/contact-choices/contact-choices'
import { formatAgencyTime } from './agency-time'
import { optOutWhen } from './contact-choices'
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
  /** Whether the agency may text this visitor now (consent given and not outweighed by an opt-out), whatever the hour. */
  mayText: boolean
  tone: 'positive' | 'caution' | 'critical'
  status: string
  /** Texas's texting hours right now, while the agency may text. */
  hours?: string
  /** That the person asked not to be called, when they did. */
  calls?: string
  standing: TextsStanding['state']
}

/**
 * Whether the office may text the visitor, in its words, against the register of the person's choices (every
 * request of their phone or email): agreed and when, agreed again after an opt-out, not agreed, or opted out (an
 * opt-out outweighs a consent given before it, on any request of that number). And whether they may be called.
 */
export function smsConsentSummary(
  consent: SmsConsent | undefined,
  choices: ContactChoices,
  now: Date,
): SmsConsentSummary {
  const standing = textsStanding(consent, choices.texts)
  const calls = choices.calls
    ? `Asked not to be called on ${optOutWhen(choices.calls)}: do not call.`
    : undefined
  const instead = choices.calls ? 'Email them.' : 'Call or email.'
  const otherwise = choices.calls ? 'email them' : 'call or email'
  const base = { standing: standing.state, ...(calls && { calls }) }
  if (standing.state === 'opted-out') {
    return {
      ...base,
      mayText: false,
      tone: 'critical',
      status: `Opted out of texts on ${optOutWhen(standing.optOut)}: do not text. ${instead}`,
    }
  }
  if (standing.state === 'agreed-again') {
    return {
      ...base,
      mayText: true,
      tone: 'positive',
      status: `Agreed again on ${formatAgencyTime(standing.at) ?? standing.at}, after an opt-out on ${optOutWhen(standing.optOut)}.`,
      hours: textingHoursLine(now),
    }
  }
  if (!consent) {
    return {
      ...base,
      mayText: false,
      tone: 'caution',
      status: `Not asked about texts (sent before the site had the box): ${otherwise}.`,
    }
  }
  if (!consent.given) {
    return { ...base, mayText: false, tone: 'caution', status: `Did not agree to texts: ${otherwise}.` }
  }
  return {
    ...base,
    mayText: true,
    tone: 'positive',
    status: `Agreed to texts on ${formatAgencyTime(consent.at) ?? 'an unknown date'}.`,
    hours: textingHoursLine(now),
  }
}
