// What the database keeps of each CRM event: the shape the stores read and write, defined here, beneath the
// hand-over that makes and sends the events, so the store never reaches up into what uses it.

import type { ContactChoices } from './contact-choice'

/** What the agency's CRM is told about. */
export type CrmEventType =
  | 'lead.created'
  | 'lead.stage_changed'
  | 'lead.intake_completed'
  | 'service_request.created'
  | 'service_request.stage_changed'
  | 'lead.opted_out'
  | 'service_request.opted_out'
  | 'lead.call_scheduled'
  | 'lead.call_rescheduled'
  | 'lead.review_requested'

/**
 * pending: waiting for its next try (or for a queue to take it); delivered: the receiver accepted it; failed: every
 * try failed, or the receiver asked to stop (HTTP 410).
 */
export type CrmEventStatus = 'pending' | 'delivered' | 'failed'

/** One event and its delivery, as kept on the record it is about (`webhookEvents`, shown in the Studio). */
export type CrmEvent = {
  _key: string
  _type: 'webhookEvent'
  /** The `webhook-id` every try of the event carries, so a receiver can drop repeats. */
  id: string
  type: CrmEventType
  /** The stage the event reports. */
  stage: string
  previousStage?: string
  /** ISO 8601 (UTC): when the request was kept or the stage change was seen. */
  createdAt: string
  status: CrmEventStatus
  tries: number
  /** ISO 8601 (UTC). */
  nextTryAt?: string
  deliveredAt?: string
  /** What went wrong on the last failed try, never what was sent: "HTTP 500", "Timed out after 10 s". */
  lastError?: string
  /**
   * What the register of contact choices said of the person when the event was made: every try tells the same,
   * and a later opt-out is told by an event of its own.
   */
  choices?: ContactChoices
  /** On a call event: the time the visitor chose (UTC); none on a change back to "as soon as you can". */
  callAt?: string
}

/** What a try changes on an event. */
export type CrmEventUpdate = Partial<
  Pick<CrmEvent, 'status' | 'tries' | 'nextTryAt' | 'deliveredAt' | 'lastError'>
>
