import { sendGTMEvent } from '@next/third-parties/google'

import { publicEnv } from './public-env'
import type { Lead } from './lead/lead'

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
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

/** Google Ads call conversion; gtag exists only when the tag manager is configured (see consent-defaults). */
export function trackPhoneConversion() {
  if (publicEnv.adsConversionSendTo && window.gtag) {
    window.gtag('event', 'conversion', { send_to: publicEnv.adsConversionSendTo })
  }
}
