import { agencyEmailAbout } from '../lead/emails'
import type { LeadDocument } from '../lead/server/lead-document'
import { callTimeText } from './call-time-words'

/**
 * The agency's email of the time a lead chose for the call, in the lead template's parameters and in English, the
 * agency's working language: who to call, when, and on which number. `callAt` is the time chosen then (UTC), or
 * null when they went back to "as soon as you can".
 */
export function callTimeEmailParams(lead: LeadDocument, callAt: string | null, inbox: string) {
  const when = callAt ? callTimeText(Date.parse(callAt), 'en', 'Dallas time') : null
  return {
    ...agencyEmailAbout(lead, inbox),
    message: when
      ? `Call booked: ${lead.fullName} - ${lead.coverageType}, ${when}`
      : `Call as soon as you can: ${lead.fullName} - ${lead.coverageType}`,
    additionalInfo: when
      ? `${lead.fullName} asked to be called on ${when}, at ${lead.phoneNumber}. The time is held for this call: no other visitor can book it past the number of calls the office takes at once.`
      : `${lead.fullName} no longer has a time booked and asked to be called as soon as possible, at ${lead.phoneNumber}.`,
    language: lead.language === 'es' ? 'Spanish' : 'English',
    leadId: lead._id,
  }
}
