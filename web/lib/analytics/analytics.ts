import { sendGTMEvent } from '@next/third-parties/google'

import type { HashedUserData } from '../ad-conversions/user-identifiers'
import type { Language } from '../i18n'
import type { Lead } from '../lead/lead'
import type { RequestType } from '../service-request/fields'

declare global {
  interface Window {
    google_tag_manager?: Record<string, unknown>
  }
}

/**
 * A quote request reached the agency. `orderId` is the request's key, the lead's id in the Studio: it is not
 * personal, and ties the ad platforms' later upload of the sold policy to this conversion. `userData` is there only
 * when Site settings' “Enhanced conversions” is on.
 */
export function leadEvent(
  lead: Pick<Lead, 'coverageType' | 'zipCode' | 'contactPreference'>,
  language: Language,
  orderId: string,
  userData?: HashedUserData,
) {
  return {
    event: 'generate_lead',
    transaction_id: orderId,
    lead_type: 'insurance_quote',
    coverage_type: lead.coverageType,
    value: 0,
    currency: 'USD',
    zip_code: lead.zipCode,
    contact_method: lead.contactPreference || 'not_specified',
    language,
    ...(userData && Object.keys(userData).length > 0 && { user_data: userData }),
  }
}

export async function trackLead(
  lead: Lead,
  language: Language,
  orderId: string,
  enhancedConversions: boolean,
) {
  // Web Crypto is missing outside a secure context: the event then goes without the hashes rather than not at all.
  // Imported here, not with the module: the phone number's rules stay out of /gtm-test, which shows leadEvent only.
  const userData = enhancedConversions
    ? await import('../ad-conversions/user-identifiers')
        .then(({ hashedUserData }) => hashedUserData({ email: lead.email, phone: lead.phoneNumber }))
        .catch(() => undefined)
    : undefined
  sendGTMEvent(leadEvent(lead, language, orderId, userData))
}

/** A client's service request reached the agency: its kind and the page's language, nothing about the client. */
export const serviceRequestEvent = (requestType: RequestType, language: Language) => ({
  event: 'service_request',
  request_type: requestType,
  language,
})

export function trackServiceRequest(requestType: RequestType, language: Language) {
  sendGTMEvent(serviceRequestEvent(requestType, language))
}
