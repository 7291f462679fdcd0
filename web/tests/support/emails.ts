import { agencyEmailParams, customerEmailParams } from '@/lib/lead/emails'
import type { Lead, LeadContext } from '@/lib/lead/lead'

import type { SentEmail } from '../e2e/fixtures'
import { settings } from './dataset'
import { FAKE_PUBLIC_ENV } from './fake-config'

/** The two emails an English form sends for a lead: the customer's confirmation and the agency's lead. */
export function expectedEmails(lead: Lead, leadContext: LeadContext): SentEmail[] {
  const base = {
    lib_version: '4.4.1',
    user_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    service_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  }
  return [
    {
      ...base,
      template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID,
      template_params: customerEmailParams(lead, leadContext),
    },
    {
      ...base,
      template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
      template_params: agencyEmailParams(lead, settings().leadEmail, leadContext),
    },
  ]
}

/** Emails in a fixed order: the two go out in parallel, so they arrive in either. */
export const byTemplate = (emails: SentEmail[]) =>
  [...emails].sort((a, b) => a.template_id.localeCompare(b.template_id))
