import { CONSENT_NOT_CONFIRMED, smsConsentLine } from '../delivery/sms-consent-line'
import type { Language } from '../i18n'
import type { RequestType } from './fields'
import type { ServiceRequest, ServiceRequestContext } from './service-request'

// The two emails of a service request, in their own module: only the chunk that loads on submit and the
// server's fallback need them.

/** The agency reads every request in English, its working language. */
export const REQUEST_TYPE_TITLES: Record<RequestType, string> = {
  policyChange: 'Policy change',
  certificate: 'Certificate of insurance',
  autoIdCard: 'Auto ID card',
  claim: 'Help with a claim',
}

const CONFIRMATION_MESSAGE: Record<Language, string> = {
  en: 'We received your service request. A member of our team will contact you soon.',
  es: 'Recibimos su solicitud de servicio. Un miembro de nuestro equipo se comunicará con usted pronto.',
}

const LANGUAGE_FOR_AGENCY: Record<Language, string> = { en: 'English', es: 'Spanish' }

/**
 * The agency email's line on the notice by the button when the server cannot vouch the client saw it, so whoever
 * answers says it in writing themselves.
 */
export const WRITTEN_CONFIRMATION_NOT_SHOWN =
  'Not confirmed: the page showed no notice the Studio published. Tell the client in writing that nothing changes until we confirm it'

// The answers a kind of request adds, as the agency email lists them.
const ANSWER_TITLES: [keyof ServiceRequest, string][] = [
  ['changeDescription', 'What changes'],
  ['changeEffectiveDate', 'From'],
  ['certificateHolderName', 'Certificate holder'],
  ['certificateHolderAddress', 'Certificate holder’s address'],
  ['certificatePurpose', 'What the certificate is for'],
  ['vehicle', 'Vehicle'],
  ['dateOfLoss', 'Date of loss'],
  ['lossDescription', 'What happened'],
]

/** The confirmation to the client, in their language; `requestTypeLabel` is the kind of request as they read it. */
export function confirmationEmailParams(
  request: ServiceRequest,
  { language }: Pick<ServiceRequestContext, 'language'>,
  requestTypeLabel: string,
) {
  return {
    to_email: request.email,
    fullName: request.fullName,
    requestType: requestTypeLabel || REQUEST_TYPE_TITLES[request.requestType],
    message: CONFIRMATION_MESSAGE[language],
  }
}

/**
 * The request to the agency's service inbox: every answer under its own parameter (empty where the kind of
 * request does not ask it) and all of the kind's answers as one block, so a template can show either.
 */
export function serviceEmailParams(
  request: ServiceRequest,
  serviceInbox: string,
  context: ServiceRequestContext,
) {
  const answers = ANSWER_TITLES.filter(([name]) => request[name] !== undefined)
  return {
    to_email: serviceInbox,
    message: `Service request: ${REQUEST_TYPE_TITLES[request.requestType]} - ${request.fullName}`,
    requestType: REQUEST_TYPE_TITLES[request.requestType],
    fullName: request.fullName,
    email: request.email,
    phone: request.phoneNumber,
    policyNumber: request.policyNumber,
    carrier: request.carrier,
    details: request.details,
    ...Object.fromEntries(ANSWER_TITLES.map(([name]) => [name, request[name] ?? ''])),
    requestDetails: answers.map(([name, title]) => `${title}: ${request[name]}`).join('\n'),
    language: LANGUAGE_FOR_AGENCY[context.language],
    consentText: context.consentText ?? CONSENT_NOT_CONFIRMED,
    writtenConfirmationNotice: context.writtenConfirmationNotice?.shown
      ? context.writtenConfirmationNotice.text
      : WRITTEN_CONFIRMATION_NOT_SHOWN,
    texts: smsConsentLine(context.smsConsent),
    pageUrl: context.pageUrl,
    submittedAt: context.submittedAt,
  }
}
