import { requestKeyOf } from '../delivery/request-key'
import type { Kept } from '../delivery/request-record'
import type { SmsConsent } from '../delivery/server/sms-consent'
import type { IntakeProgress } from '../intake/intake-progress'
import type { CrmEvent } from '../database/crm-event-row'
import { textsStanding, type ContactChoices } from '../contact-choices/contact-choices'

/** A kept request as the CRM hand-over reads it: its events, and what the Studio adds once it is worked. */
export type CrmRecord = Omit<Kept, 'stage'> & {
  stage?: string
  firstResponseAt?: string
  webhookEvents?: CrmEvent[]
  [field: string]: unknown
}

/** The record's kind as the events name it: "lead" or "service_request". */
export const kindOf = (record: Pick<CrmRecord, '_type'>) =>
  record._type === 'serviceRequest' ? 'service_request' : 'lead'

// Ids derived from the request's key are the same on every server that sees the record.
const recordKey = (record: Pick<CrmRecord, '_id'>) => requestKeyOf(record._id).replaceAll('-', '')

/**
 * An event of the record, not tried yet; its first try is claimed for `claimedUntil` by whoever made it. It keeps
 * what the register of contact choices said of the person then.
 */
function newEvent(
  record: Pick<CrmRecord, '_id'>,
  fields: Pick<CrmEvent, 'id' | 'type' | 'stage' | 'previousStage'>,
  now: Date,
  claimedUntil: Date,
  choices: ContactChoices | undefined,
): CrmEvent {
  return {
    _key: fields.id,
    _type: 'webhookEvent',
    ...fields,
    createdAt: now.toISOString(),
    status: 'pending',
    tries: 0,
    nextTryAt: claimedUntil.toISOString(),
    ...(choices && { choices }),
  }
}

/** The event that tells the CRM a request came in. */
export function createdEvent(
  record: CrmRecord,
  now: Date,
  claimedUntil: Date,
  choices?: ContactChoices,
): CrmEvent {
  return newEvent(
    record,
    { id: `msg_${recordKey(record)}`, type: `${kindOf(record)}.created`, stage: record.stage ?? 'new' },
    now,
    claimedUntil,
    choices,
  )
}

/**
 * The last event that reported the record's stage as news: the created event or a stage change. A finished online
 * quote's event and an opt-out's carry the stage the record had then, but a stage change made just before them is
 * still to be told.
 */
export const lastStageReport = (events: CrmEvent[]) =>
  events.findLast((event) => event.type.endsWith('.created') || event.type.endsWith('.stage_changed'))

/**
 * The event for a stage the record moved to since its last event (set in the Studio), or null when it has not
 * moved. Its id counts the record's events, so every server that notices the same change names it alike.
 */
export function stageChangedEvent(
  record: CrmRecord,
  now: Date,
  claimedUntil: Date,
  choices?: ContactChoices,
): CrmEvent | null {
  const events = record.webhookEvents ?? []
  const last = lastStageReport(events)
  if (!last || !record.stage || record.stage === last.stage) return null
  return newEvent(
    record,
    {
      id: `msg_${recordKey(record)}_${events.length}`,
      type: `${kindOf(record)}.stage_changed`,
      stage: record.stage,
      previousStage: last.stage,
    },
    now,
    claimedUntil,
    choices,
  )
}

/**
 * The event that tells the CRM the person asked not to be texted or called, for each of their requests it knows.
 * Named by the register's line that asked, so every server that notices the line makes the same event.
 */
export function optedOutEvent(record: CrmRecord, line: string, now: Date, choices: ContactChoices): CrmEvent {
  return newEvent(
    record,
    {
      id: `msg_${recordKey(record)}_optout_${line}`,
      type: `${kindOf(record)}.opted_out`,
      stage: record.stage ?? 'new',
    },
    now,
    now,
    choices,
  )
}

/**
 * An event about a lead, named by its key and `suffix`, reporting the stage the lead had when it was made (so a
 * stage change made just before is still noticed): what the site tells the CRM of a lead besides its stages.
 */
function leadEvent(
  record: Pick<CrmRecord, '_id' | 'stage'>,
  type: CrmEvent['type'],
  suffix: string,
  now: Date,
  claimedUntil: Date,
): CrmEvent {
  const fields = { id: `msg_${recordKey(record)}_${suffix}`, type, stage: record.stage ?? 'new' }
  return newEvent(record, fields, now, claimedUntil, undefined)
}

/** The event that tells the CRM a lead's online quote is finished. One per lead, whoever finishes it: `_intake`. */
export const intakeCompletedEvent = (
  record: Pick<CrmRecord, '_id' | 'stage'>,
  now: Date,
  claimedUntil: Date,
) => leadEvent(record, 'lead.intake_completed', 'intake', now, claimedUntil)

/**
 * The event that tells the CRM when the visitor asked to be called: `lead.call_scheduled` for the first time they
 * chose, `lead.call_rescheduled` for every change after, a change back to "as soon as you can" (no `callAt`)
 * included. One request makes it, once: its id is the lead's key and the moment it was made.
 */
export function callEvent(
  record: Pick<CrmRecord, '_id' | 'stage'>,
  { callAt, rescheduled }: { callAt: string | null; rescheduled: boolean },
  now: Date,
  claimedUntil: Date,
): CrmEvent {
  const type = rescheduled ? 'lead.call_rescheduled' : 'lead.call_scheduled'
  const event = leadEvent(record, type, `call_${now.getTime().toString(36)}`, now, claimedUntil)
  return { ...event, ...(callAt && { callAt }) }
}

const isCallEvent = (event: CrmEvent) =>
  event.type === 'lead.call_scheduled' || event.type === 'lead.call_rescheduled'

/** The event that tells the CRM the client of a won lead was emailed to ask for a review. Once per lead: `_review`. */
export const reviewRequestedEvent = (
  record: Pick<CrmRecord, '_id' | 'stage'>,
  now: Date,
  claimedUntil: Date,
) => leadEvent(record, 'lead.review_requested', 'review', now, claimedUntil)

/** The online quote as the CRM reads it: whether it is quote-ready, and every answer under its English question. */
function intakeData(record: CrmRecord) {
  const intake = record.intake as IntakeProgress | undefined
  return {
    id: record._id,
    kind: kindOf(record),
    language: intake?.language,
    coverageType: record.coverageType,
    quoteReady: intake?.quoteReady ?? false,
    finishedAt: intake?.finishedAt,
    answers: (intake?.answers ?? []).map(
      ({ step, stepTitle, item, itemTitle, question, label, value, shown }) => ({
        step,
        stepTitle,
        item,
        ...(itemTitle && { itemTitle }),
        question,
        label,
        value,
        shown,
      }),
    ),
  }
}

/**
 * Whom an event about a person is about, for the events that carry no whole request (a call's time, a review
 * request): who, on which number and email, in which language, from fields that never change after the request, so
 * every try sends the same bytes.
 */
function personData(record: CrmRecord, event: CrmEvent) {
  return {
    id: record._id,
    kind: kindOf(record),
    orderId: requestKeyOf(record._id),
    fullName: record.fullName,
    phoneNumber: record.phoneNumber,
    email: record.email,
    language: record.language,
    coverageType: record.coverageType,
    stage: event.stage,
  }
}

// The office's own working fields and the store's bookkeeping (the contact keys a duplicate is found by) stay in
// the Studio; the online quote's link is a
// secret's hash, and its answers change after any event is made (they go with lead.intake_completed).
/** Set in the Studio as the stage moves: the first answer, the first quote, the sale and its annual premium. */
const RECORDED_BY_STAGE_CHANGES = new Set(['firstResponseAt', 'quotedAt', 'wonAt', 'annualPremium'])

const INTERNAL = new Set([
  'intakeLinkHash',
  'emailKey',
  'phoneKey',
  'intake',
  '_id',
  '_type',
  '_rev',
  '_createdAt',
  '_updatedAt',
  '_system',
  'notes',
  'owner',
  'webhookEvents',
  'smsConsent',
  'smsOptedOutAt',
  // The call's time goes with the events that set it, each the time chosen then.
  'callAt',
  // The review request is told by its own event; whether not to ask, and why, is the office's own.
  'reviewRequest',
  'noReviewRequest',
  'noReviewRequestReason',
])

/**
 * What an automation checks before it texts or calls: whether the visitor agreed to texts, when and under which
 * words, the opt-out that outweighs it (`optedOutAt`) or that they agreed again after (`earlierOptOutAt`), and
 * whether they asked not to be called, as the register said when the event was made. The words, address and browser
 * kept as proof stay with the record.
 */
function contactChoicesData(record: CrmRecord, event: CrmEvent) {
  const consent = record.smsConsent as SmsConsent | undefined
  const standing = textsStanding(consent, event.choices?.texts ?? null)
  const calls = event.choices?.calls
  return {
    smsConsent: {
      given: consent?.given ?? false,
      at: consent?.at ?? null,
      version: consent?.version ?? null,
      optedOutAt: standing.state === 'opted-out' ? standing.optOut.at : null,
      ...(standing.state === 'agreed-again' && { earlierOptOutAt: standing.optOut.at }),
    },
    doNotCall: calls ? { at: calls.at } : null,
  }
}

/**
 * The JSON the receiver gets: the event's type and time, and the record as the visitor sent it and the server
 * kept it. Built from what never changes after the event (the visitor's answers are read-only in the Studio, the
 * stage is the event's), so every try sends the same bytes.
 */
export function eventBody(record: CrmRecord, event: CrmEvent): string {
  if (event.type === 'lead.intake_completed') {
    return JSON.stringify({ type: event.type, timestamp: event.createdAt, data: intakeData(record) })
  }
  if (isCallEvent(event)) {
    const data = { ...personData(record, event), callAt: event.callAt ?? null }
    return JSON.stringify({ type: event.type, timestamp: event.createdAt, data })
  }
  if (event.type === 'lead.review_requested') {
    const data = { ...personData(record, event), reviewRequestedAt: event.createdAt }
    return JSON.stringify({ type: event.type, timestamp: event.createdAt, data })
  }
  // What the office records as it works the request comes with the stage change that records it: a created event
  // never carries it, so a retry made after the office answered still sends what the first try did.
  const stageEvent = event.type.endsWith('.stage_changed')
  const fields = Object.fromEntries(
    Object.entries(record).filter(
      ([name]) => !INTERNAL.has(name) && (stageEvent || !RECORDED_BY_STAGE_CHANGES.has(name)),
    ),
  )
  const duplicate = record.possibleDuplicateOf as { _ref?: string } | undefined
  return JSON.stringify({
    type: event.type,
    timestamp: event.createdAt,
    data: {
      id: record._id,
      kind: kindOf(record),
      // The data layer's transaction_id at the form: what an ad platform's upload ties the sale to.
      ...(kindOf(record) === 'lead' && { orderId: requestKeyOf(record._id) }),
      ...fields,
      ...contactChoicesData(record, event),
      stage: event.stage,
      ...(event.previousStage && { previousStage: event.previousStage }),
      ...(duplicate?._ref ? { possibleDuplicateOf: duplicate._ref } : { possibleDuplicateOf: undefined }),
    },
  })
}
