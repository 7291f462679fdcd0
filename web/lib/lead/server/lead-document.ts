import type { Kept } from '../../delivery/request-record'
import type { IntakeProgress } from '../../intake/intake-progress'
import type { Lead } from '../lead'

/**
 * A lead the server keeps, as a Sanity document (the `lead` type in the Studio, where the office manager works
 * it). Its id sits under the `leads.` path, which the Content Lake never serves to anonymous readers. The
 * embedded dataset's file holds the same documents, one per line, so it can be imported into a project as is.
 */
export type LeadDocument = Lead &
  Kept & {
    _id: `leads.${string}`
    _type: 'lead'
    /** The coverage as the visitor read it; coverageType is the agency's (English) name for it. */
    coverageLabel: string
    /** The SHA-256 (hex) of the secret in the link to the lead's online quote; the link itself is never kept. */
    intakeLinkHash: string
    /** The online quote, once the visitor starts it (on the embedded dataset, in its own file beside the leads). */
    intake?: IntakeProgress
  }
