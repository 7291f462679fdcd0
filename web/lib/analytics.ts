import { sendGTMEvent } from '@next/third-parties/google'

import type { Language } from './i18n'
import type { Lead } from './lead/lead'
import type { RequestType } from './service-request/fields'

declare global {
  interface Window {
    google_tag_manager?: Record<string, unknown>
  }
}

export function leadEvent(
  lead: Pick<Lead, 'coverageType' | 'zipCode' | 'contactPreference'>,
  language: Language,
) {
  return {
    event: 'generate_lead',
    lead_type: 'insurance_quote',
    coverage_type: lead.coverageType,
    value: 0,
    currency: 'USD',
    zip_code: lead.zipCode,
    contact_method: lead.contactPreference || 'not_specified',
    language,
  }
}

export function trackLead(lead: Lead, language: Language) {
  sendGTMEvent(leadEvent(lead, language))
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
