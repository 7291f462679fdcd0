import type { EmailKind } from '../delivery/email-kind'
import { sendEmails } from '../delivery/send-emails'
import { publicEnv } from '../config/public-env'
import { agencyEmailParams, customerEmailParams } from './emails'
import type { Lead, LeadContext } from './lead'

/**
 * Sends the customer confirmation (in the visitor's language) and the agency lead. Loaded on submit, so the
 * emails' wording stays out of the page's first load. Resolves with the emails that did not go out.
 */
export function sendLeadEmails(lead: Lead, leadInbox: string, context: LeadContext): Promise<EmailKind[]> {
  return sendEmails({
    form: 'quote',
    what: 'Quote',
    templates: {
      NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID: publicEnv.emailjsCustomerTemplateId,
      NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID: publicEnv.emailjsAgencyTemplateId,
    },
    build: (ids) => ({
      customer: {
        templateId:
          (context.language === 'es' && publicEnv.emailjsCustomerTemplateIdEs) ||
          ids.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID!,
        params: customerEmailParams(lead, context),
      },
      agency: {
        templateId: ids.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID!,
        params: agencyEmailParams(lead, leadInbox, context),
      },
    }),
  })
}
