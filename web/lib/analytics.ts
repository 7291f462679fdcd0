import { sendGTMEvent } from '@next/third-parties/google'

import type { Lead } from './lead/lead'

declare global {
  interface Window {
    google_tag_manager?: Record<string, unknown>
  }
}

export function leadEvent(lead: Pick<Lead, 'coverageType' | 'zipCode' | 'contactPreference'>) {
  return {
    event: 'generate_lead',
    lead_type: 'insurance_quote',
    coverage_type: lead.coverageType,
    value: 0,
    currency: 'USD',
    zip_code: lead.zipCode,
    contact_method: lead.contactPreference || 'not_specified',
  }
}

export function trackLead(lead: Lead) {
  sendGTMEvent(leadEvent(lead))
}
