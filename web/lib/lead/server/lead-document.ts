import type { Delivery } from '../../delivery/server/handle-form-post'
import type { Attribution } from '../attribution'
import type { Lead, LeadContext } from '../lead'

/**
 * A lead the server keeps, as a Sanity document (the `lead` type in the Studio). Its id sits under the `leads.`
 * path, which the Content Lake never serves to anonymous readers. The embedded dataset's fallback file holds
 * the same documents, one per line, so it can be imported into a project as is.
 */
export type LeadDocument = Lead &
  Omit<LeadContext, 'attribution'> &
  Delivery & {
    _id: `leads.${string}`
    _type: 'lead'
    attribution: Attribution
    contacted: false
  }
