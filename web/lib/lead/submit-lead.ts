import { deliverRequest, loadOnSubmit } from '../delivery/deliver-request'
import { postToServer } from '../delivery/post-to-server'
import { isoWithOffset } from '../format'
import type { Language } from '../i18n'
import { LEAD_ENDPOINT } from '../routes'
import { visitAttribution } from '../delivery/attribution'
import type { Fields } from './fields'
import { leadFromFields, type LeadContext } from './lead'

export type Submission = { fields: Fields; leadInbox: string; language: Language }

/**
 * What the quote form does on submit: the lead goes to the agency by email and to the site's server. Resolves
 * false when it reached neither. A filled honeypot (a bot) sends nothing.
 */
export async function submitLead({ fields, leadInbox, language }: Submission): Promise<boolean> {
  if (fields.website !== '') return true
  const lead = leadFromFields(fields)
  const context: LeadContext = {
    consentText: fields.consent,
    pageUrl: `${location.origin}${fields.page}`,
    submittedAt: isoWithOffset(new Date()),
    attribution: visitAttribution(),
    language,
    coverageLabel: fields.coverageLabel,
  }
  return deliverRequest({
    what: 'Quote request',
    request: lead,
    email: async () =>
      (await loadOnSubmit(() => import('./email-lead'))).sendLeadEmails(lead, leadInbox, context),
    toServer: (receipt) =>
      postToServer(LEAD_ENDPOINT, { ...fields, ...context.attribution }, receipt, 'quote request'),
    track: (analytics) => analytics.trackLead(lead, language),
  })
}
