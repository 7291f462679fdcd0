import 'server-only'

import type { IntakeProgress } from '../intake/intake-progress'
import { callTimeEmailParams } from '../call-time/call-time-email'
import { intakeEmailParams } from '../intake/emails'
import { agencyEmailParams } from '../lead/emails'
import type { LeadDocument } from '../lead/server/lead-document'
import { serverEnv } from '../config/env'
import { publicEnv } from '../config/public-env'
import { serviceEmailParams } from '../service-request/emails'
import type { ServiceRequestDocument } from '../service-request/server/service-request-document'
import type { EmailToSend } from './server-email-store'

/** The Site settings' inboxes, as read at the try: a changed inbox gets every email from then on. */
export type AgencyInboxes = { leadEmail: string; serviceEmail: string }

/**
 * The EmailJS templates: the lead template (which every email to the lead inbox uses), the service request's, and
 * the review request's, which only the server knows.
 */
export type EmailTemplates = { lead?: string; serviceRequest?: string; review?: string }

// Read when first sent, not at import: the server checks its settings at start, and says which one is wrong.
export const configuredTemplates = (): EmailTemplates => ({
  lead: publicEnv.emailjsAgencyTemplateId,
  serviceRequest: publicEnv.emailjsServiceRequestTemplateId,
  review: serverEnv().EMAILJS_REVIEW_TEMPLATE_ID,
})

/** What goes to EmailJS: the template and its parameters. */
export type EmailContents = { templateId: string; params: Record<string, string> }

/**
 * The email, made from its record as it is now, or why it cannot be: its record is gone (erased since), or the
 * template it needs is not configured.
 */
export function emailContents(
  { email, record }: EmailToSend,
  inboxes: AgencyInboxes,
  {
    lead: leadTemplate,
    serviceRequest: serviceTemplate,
    review: reviewTemplate,
  }: EmailTemplates = configuredTemplates(),
  /** For the day's email: how many requests were refused that day, counted at the try. */
  refused = 0,
): EmailContents | { cannot: string } {
  const missing = { cannot: 'No EmailJS template is configured for it' }
  switch (email.kind) {
    case 'agency': {
      if (record?._type === 'lead') {
        const lead = record as unknown as LeadDocument
        return leadTemplate
          ? { templateId: leadTemplate, params: agencyEmailParams(lead, inboxes.leadEmail, lead) }
          : missing
      }
      if (record?._type === 'serviceRequest') {
        const request = record as unknown as ServiceRequestDocument
        return serviceTemplate
          ? {
              templateId: serviceTemplate,
              params: serviceEmailParams(request, inboxes.serviceEmail, request),
            }
          : missing
      }
      return { cannot: 'Its request is no longer kept' }
    }
    case 'quote-ready': {
      const lead = record as (LeadDocument & { intake?: IntakeProgress }) | undefined
      if (!lead?.intake) return { cannot: 'Its online quote is no longer kept' }
      if (!leadTemplate) return missing
      const who = {
        id: lead._id,
        fullName: lead.fullName,
        email: lead.email,
        phoneNumber: lead.phoneNumber,
        coverageType: lead.coverageType,
      }
      return { templateId: leadTemplate, params: intakeEmailParams(who, lead.intake, inboxes.leadEmail) }
    }
    case 'call-time': {
      const lead = record as LeadDocument | undefined
      if (lead?._type !== 'lead') return { cannot: 'Its request is no longer kept' }
      if (!leadTemplate) return missing
      return {
        templateId: leadTemplate,
        params: callTimeEmailParams(lead, email.params?.callAt || null, inboxes.leadEmail),
      }
    }
    // To the client, in their language: the words as the Studio had them when they were asked.
    case 'review-request': {
      const lead = record as LeadDocument | undefined
      if (lead?._type !== 'lead' || !lead.email) return { cannot: 'Its request is no longer kept' }
      if (!email.params?.message) return { cannot: 'It was kept without its contents' }
      if (!reviewTemplate) return missing
      return {
        templateId: reviewTemplate,
        params: {
          to_email: lead.email,
          fullName: lead.fullName,
          message: email.params.message,
          review_url: email.params.link ?? '',
          language: lead.language === 'es' ? 'Spanish' : 'English',
        },
      }
    }
    // Emails with no record of their own keep what they say; they go to the inbox that texts and calls prospects.
    case 'opt-out':
      if (!email.params) return { cannot: 'It was kept without its contents' }
      return leadTemplate
        ? { templateId: leadTemplate, params: { ...email.params, to_email: inboxes.leadEmail } }
        : missing
    case 'daily-ceiling':
      if (!email.params) return { cannot: 'It was kept without its contents' }
      return leadTemplate
        ? { templateId: leadTemplate, params: ceilingEmailParams(email.params, refused, inboxes.leadEmail) }
        : missing
  }
}

/**
 * The day's email when the site reached its ceiling on requests, in the lead template's parameters: since when,
 * how many were refused so far, and what it means.
 */
function ceilingEmailParams(kept: Record<string, string>, refused: number, inbox: string) {
  const requests = refused === 1 ? '1 request' : `${refused} requests`
  return {
    to_email: inbox,
    message: `The website reached today's ceiling on requests (${kept.day})`,
    fullName: '',
    phone: '',
    email: '',
    language: 'English',
    submittedAt: kept.since ?? '',
    additionalInfo: [
      `Since ${kept.since}, the website's quote and service forms have refused ${requests} past today's ceiling (${kept.ceiling}).`,
      'Each visitor refused was shown the office’s phone number and asked to call; their request was not kept.',
      'A real busy day never comes near the ceiling: if the calls do not come, the site is being flooded by a script. The forms take requests again at midnight (Central time).',
      'Whoever runs the site can raise it (REQUESTS_PER_DAY, REQUESTS_MB_PER_DAY): see “The daily ceiling on requests” in docs/operations.md.',
    ].join('\n'),
  }
}
