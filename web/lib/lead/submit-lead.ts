import { isoWithOffset } from '../format'
import { withTimeout } from '../timeout'
import { visitAttribution } from './attribution'
import type { EmailKind } from './email-lead'
import type { Fields } from './fields'
import type { Language } from '../i18n'
import { leadFromFields, type Lead, type LeadContext } from './lead'
import { postLeadToServer } from './post-lead-to-server'
import { claimSubmission } from './submission-guard'

export const LIBRARY_LOAD_TIMEOUT_MS = 10_000

// The tag manager's helpers load with the email library, on the first submit, bounded by the same wait. A
// script that cannot load means no event, as behind a blocker; the lead still reaches the agency.
const loadAnalytics = () =>
  withTimeout(import('../analytics'), LIBRARY_LOAD_TIMEOUT_MS, 'Analytics did not load').catch(() => null)

export type Submission = { fields: Fields; leadInbox: string; language: Language }
type Delivery = 'email' | 'server' | 'nowhere'

async function emailLead(lead: Lead, leadInbox: string, context: LeadContext): Promise<EmailKind[]> {
  try {
    // Loaded on the first submit: the email library stays out of the page's first load. If it cannot load
    // (blocked, offline, stalled), the lead goes to the server like any other failed send.
    const { sendLeadEmails } = await withTimeout(
      import('./email-lead'),
      LIBRARY_LOAD_TIMEOUT_MS,
      `The email library did not load within ${LIBRARY_LOAD_TIMEOUT_MS / 1000} s`,
    )
    return await sendLeadEmails(lead, leadInbox, context)
  } catch (error) {
    console.error('Failed to send emails', error)
    return ['customer', 'agency']
  }
}

async function deliver({ fields, leadInbox, language }: Submission, lead: Lead): Promise<Delivery> {
  const context: LeadContext = {
    consentText: fields.consent,
    pageUrl: `${location.origin}${fields.page}`,
    submittedAt: isoWithOffset(new Date()),
    attribution: visitAttribution(),
    language,
    coverageLabel: fields.coverageLabel,
  }
  const undelivered = await emailLead(lead, leadInbox, context)
  if (undelivered.length === 0) return 'email'
  if (await postLeadToServer({ ...fields, ...context.attribution }, undelivered)) return 'server'
  console.error('Quote request lost: neither the email service nor the site could take it')
  return 'nowhere'
}

/**
 * What the form does on submit. Resolves once the lead has reached the agency by email or through the site's
 * server, or neither could take it; the form shows success in every case, as how the lead travelled is
 * nothing the visitor could fix. A filled honeypot (a bot) and a repeat of the same request from this tab
 * within 10 s send nothing. Throws only when the handler itself fails, and then the same request may be sent
 * again at once.
 */
export async function submitLead(submission: Submission): Promise<void> {
  if (submission.fields.website !== '') return
  const lead = leadFromFields(submission.fields)
  const release = await claimSubmission(lead)
  if (!release) return
  const analytics = loadAnalytics()
  try {
    const delivery = await deliver(submission, lead)
    if (delivery === 'nowhere') release()
    else (await analytics)?.trackLead(lead, submission.language)
  } catch (error) {
    release()
    throw error
  }
}
