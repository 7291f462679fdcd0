import type { Attribution } from '../attribution'
import type { EmailKind } from '../email-lead'
import type { Lead, LeadContext } from '../lead'

/** How a lead reached the server: the form's fallback after email failed, or a form posted without JavaScript. */
export type LeadChannel = 'browser-fallback' | 'no-javascript'

/**
 * A lead the server keeps, as a Sanity document (the `lead` type in the Studio). Its id sits under the `leads.`
 * path, which the Content Lake never serves to anonymous readers. The embedded dataset's fallback file holds
 * the same documents, one per line, so it can be imported into a project as is.
 */
export type LeadDocument = Lead &
  Omit<LeadContext, 'attribution'> & {
    _id: `leads.${string}`
    _type: 'lead'
    attribution: Attribution
    channel: LeadChannel
    undeliveredEmails: EmailKind[]
    contacted: false
  }
