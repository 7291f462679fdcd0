// The inbox's lists: what each holds, in what order, and what it says when it holds nothing. The Inbox pane counts
// them with one query; each list pane reads its rows with the same filter.
import { CONTACT_CHOICE_TYPE } from '../../web/lib/contact-choices/contact-choices'
import { DAILY_CEILING_TYPE, EMAIL_NOT_SENT_FILTER } from './server-emails'

export const LEAD_TYPE = 'lead'
export const SERVICE_REQUEST_TYPE = 'serviceRequest'
const REQUEST_TYPES = [LEAD_TYPE, SERVICE_REQUEST_TYPE]

// Requests kept before there were stages have none, and count as new.
const STILL_NEW = '(stage == "new" || !defined(stage))'

// The answer is due at the time the visitor booked for our call, else by the answer-by time. now() is a string in
// GROQ, and a time never equals or orders against a string: both sides are read as times.
const DUE = 'dateTime(coalesce(callAt, answerBy))'
const PAST_ANSWER_BY = `${DUE} < dateTime(now())`

// Some event the site could not hand to the agency's CRM, even after every retry (or the CRM asked it to stop), or
// some email the site's server sends the agency (a request the browser did not email, a finished online quote, a
// stop request), which could not be sent either.
const NOT_DELIVERED = `count(webhookEvents[status == "failed"]) > 0 || ${EMAIL_NOT_SENT_FILTER}`

// Leads whose online quote has every answer needed to quote their line; listed until they are quoted.
const QUOTE_READY = 'intake.quoteReady == true'

export type InboxList = {
  id: string
  title: string
  types: string[]
  filter?: string
  /** Lists of one stage leave the stage out of their rows. */
  showStage: boolean
  /** What is due first comes first in the lists she works; the others read newest first. */
  order: string
  /** Said when the list holds nothing: kind, and true. */
  empty: string
  /** Counted beside its name in the Inbox: the lists that ask her to do something. */
  counted?: 'attention' | 'alarm'
}

const DUE_FIRST = `${DUE} asc, dateTime(submittedAt) asc`
const NEWEST_FIRST = 'dateTime(submittedAt) desc'

export const INBOX_LISTS: InboxList[] = [
  {
    id: 'newRequests',
    title: 'New',
    types: REQUEST_TYPES,
    filter: STILL_NEW,
    showStage: false,
    order: DUE_FIRST,
    empty: 'Nothing new: every request has been answered.',
    counted: 'attention',
  },
  {
    id: 'waitingTooLong',
    title: 'Waiting too long',
    types: REQUEST_TYPES,
    filter: `${STILL_NEW} && ${PAST_ANSWER_BY}`,
    showStage: false,
    order: DUE_FIRST,
    empty: 'Nobody is waiting too long: every new request is still within its answer-by time.',
    counted: 'alarm',
  },
  {
    // From midnight in Dallas: the day's calls, made or still to make, then the coming days'.
    id: 'calls',
    title: 'Calls',
    types: [LEAD_TYPE],
    filter: 'defined(callAt) && dateTime(callAt) >= dateTime($todayStarts)',
    showStage: true,
    order: 'dateTime(callAt) asc',
    empty: 'No call is booked for today or the coming days. Visitors book them on the thank-you page.',
  },
  {
    // With the documents that hold an email of no request: the stop page's, kept on the person's register, and the
    // day's on the ceiling.
    id: 'notDelivered',
    title: 'Not delivered',
    types: [...REQUEST_TYPES, CONTACT_CHOICE_TYPE, DAILY_CEILING_TYPE],
    filter: NOT_DELIVERED,
    showStage: true,
    order: NEWEST_FIRST,
    empty: 'Nothing failed: your CRM and the agency’s inbox got everything the site sent.',
    counted: 'alarm',
  },
  {
    id: 'quoteReady',
    title: 'Quote-ready',
    types: [LEAD_TYPE],
    filter: `${QUOTE_READY} && (${STILL_NEW} || stage == "contacted")`,
    showStage: true,
    order: NEWEST_FIRST,
    empty: 'No finished online quote is waiting for a quote.',
    counted: 'attention',
  },
  {
    id: 'wonLeads',
    title: 'Won',
    types: [LEAD_TYPE],
    filter: 'stage == "won"',
    showStage: false,
    order: NEWEST_FIRST,
    empty: 'No lead has been won yet. When you move one to Won, it shows here.',
  },
  {
    id: 'allRequests',
    title: 'All requests',
    types: REQUEST_TYPES,
    showStage: true,
    order: NEWEST_FIRST,
    empty: 'No request has come in yet.',
  },
  {
    id: 'allLeads',
    title: 'All leads',
    types: [LEAD_TYPE],
    showStage: true,
    order: NEWEST_FIRST,
    empty: 'No quote request has come in yet.',
  },
  {
    id: 'allServiceRequests',
    title: 'All service requests',
    types: [SERVICE_REQUEST_TYPE],
    showStage: true,
    order: NEWEST_FIRST,
    empty: 'No service request has come in yet.',
  },
]

export const inboxFilter = (list: InboxList) =>
  list.filter ? `_type in $types && (${list.filter})` : '_type in $types'

/** One query for every counted list's count, read again whenever a request changes. */
export const COUNTS_QUERY = `{${INBOX_LISTS.filter((list) => list.counted)
  .map((list) => `"${list.id}": count(*[${inboxFilter(list).replace('$types', JSON.stringify(list.types))}])`)
  .join(', ')}}`

/** Every type any list holds: a change to one of them may change a count or a row. */
export const LISTED_TYPES = [...new Set(INBOX_LISTS.flatMap((list) => list.types))]

/** The document type of a listed document, by the private id the site's server gives it. */
export function listedType(id: string): string | undefined {
  const types: Record<string, string> = {
    leads: LEAD_TYPE,
    serviceRequests: SERVICE_REQUEST_TYPE,
    contactChoices: CONTACT_CHOICE_TYPE,
    dailyCeilings: DAILY_CEILING_TYPE,
  }
  return types[id.split('.')[0] ?? '']
}
