import { CONSENT_NOT_CONFIRMED, smsConsentLine } from '../delivery/sms-consent-line'
import type { Language } from '../i18n'
import { withDefaults, type Lead, type LeadContext } from './lead'

// The two emails of a lead, in their own module: only the chunk that loads on submit and the server's fallback
// need them, so their wording stays out of the page's first load.

/** The customer confirmation's message, in the visitor's language. */
const CUSTOMER_MESSAGE: Record<Language, string> = {
  en: 'Thank you for your quote request!',
  es: '¡Gracias por su solicitud de cotización!',
}

/** The agency reads every lead in English, its working language, language names included. */
const LANGUAGE_FOR_AGENCY: Record<Language, string> = { en: 'English', es: 'Spanish' }

// Both emails open with the same five facts about the request.
const requestParams = (lead: Lead) => ({
  fullName: lead.fullName,
  email: lead.email,
  phone: lead.phoneNumber,
  zip: lead.zipCode,
  coverage: lead.coverageType,
})

/**
 * Whom an email the server sends the agency about a lead names, and where it goes: the first parameters of every
 * one of them (a finished online quote's, a call time's).
 */
export const agencyEmailAbout = (
  lead: { fullName: string; email: string; phoneNumber: string; coverageType: string },
  inbox: string,
) => ({
  fullName: lead.fullName,
  email: lead.email,
  phone: lead.phoneNumber,
  coverage: lead.coverageType,
  to_email: inbox,
})

/**
 * The customer's confirmation. `intake_line` and `intake_url` invite them to finish the quote online ("Finish your
 * quote online in about 5 minutes:" and the link that opens it on any device); both empty for a coverage without
 * an online quote, so the template needs no condition.
 */
export function customerEmailParams(
  lead: Lead,
  { language, coverageLabel, onlineQuote }: Pick<LeadContext, 'language' | 'coverageLabel' | 'onlineQuote'>,
) {
  return {
    ...requestParams(lead),
    coverage: coverageLabel || lead.coverageType,
    to_email: lead.email,
    message: CUSTOMER_MESSAGE[language],
    intake_line: onlineQuote?.line ?? '',
    intake_url: onlineQuote?.url ?? '',
  }
}

export function agencyEmailParams(lead: Lead, leadInbox: string, context: LeadContext) {
  const answered = withDefaults(lead)
  return {
    ...requestParams(lead),
    additionalInfo: answered.additionalInfo,
    contactPreference: answered.contactPreference,
    timeframe: answered.timeframe,
    to_email: leadInbox,
    message: `New lead: ${lead.fullName} - ${lead.coverageType}`,
    language: LANGUAGE_FOR_AGENCY[context.language],
    coverageChosen: context.coverageLabel || lead.coverageType,
    consentText: context.consentText ?? CONSENT_NOT_CONFIRMED,
    texts: smsConsentLine(context.smsConsent),
    pageUrl: context.pageUrl,
    submittedAt: context.submittedAt,
    ...context.attribution,
  }
}
