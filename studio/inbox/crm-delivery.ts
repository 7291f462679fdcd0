// What became of a request's hand-over to the agency's CRM, in words the office manager reads at a glance. The
// site's server writes one event on the request for each thing it tells the CRM (the request kept, each change of
// stage) and updates it after every try. Pure (the time to compare with is passed in), so the tests pin every line.
import { formatAgencyTime } from './agency-time'
import { LEAD_STAGES, SERVICE_REQUEST_STAGES, stageTitle } from './stages'

/** The field of a lead or a service request that holds its events. */
export const WEBHOOK_EVENTS = 'webhookEvents'

export const EVENT_TYPES = [
  { value: 'lead.created', title: 'New lead' },
  { value: 'lead.stage_changed', title: 'Stage of a lead changed' },
  { value: 'lead.intake_completed', title: 'Online quote finished' },
  { value: 'service_request.created', title: 'New service request' },
  { value: 'service_request.stage_changed', title: 'Stage of a service request changed' },
  { value: 'lead.opted_out', title: 'Opted out of texts or calls' },
  { value: 'service_request.opted_out', title: 'Opted out of texts or calls' },
]

export const FAILED = 'failed'

export const DELIVERY_STATUSES = [
  { value: 'pending', title: 'Waiting to be sent' },
  { value: 'delivered', title: 'Delivered' },
  { value: FAILED, title: 'Not delivered' },
]

/** An event as the server writes it; any field may be missing from a record someone edited by hand. */
export type WebhookEvent = {
  _key?: string
  type?: string
  stage?: string
  status?: string
  tries?: number
  nextTryAt?: string
  deliveredAt?: string
  lastError?: string
}

export type DeliveryLine = { tone: 'default' | 'positive' | 'caution' | 'critical'; text: string }

function eventTitle({ type, stage }: WebhookEvent): string {
  if (type?.endsWith('.stage_changed')) {
    const stages = type.startsWith('service_request.') ? SERVICE_REQUEST_STAGES : LEAD_STAGES
    return stage ? `Stage changed to ${stageTitle(stages, stage)}` : 'Stage changed'
  }
  return EVENT_TYPES.find(({ value }) => value === type)?.title ?? type ?? 'Update'
}

const triesText = (tries: number) => (tries === 1 ? '1 try' : `${tries} tries`)

const STOPPED = /^HTTP 410\b/

// Network errors arrive as Node's codes; the office manager gets what happened, the code stays for whoever fixes it.
const NETWORK_ERRORS: [code: RegExp, meaning: string][] = [
  [/\bECONNREFUSED\b/, 'the CRM refused the connection'],
  [/\b(ENOTFOUND|EAI_AGAIN)\b/, 'the CRM’s address was not found'],
  [/\bECONNRESET\b/, 'the connection to the CRM was cut'],
]

function errorText(error: string): string {
  const network = NETWORK_ERRORS.find(([code]) => code.test(error))
  return network ? `${network[1]} (${error})` : error
}

const isTime = (time: string | undefined): time is string => Boolean(time) && !Number.isNaN(Date.parse(time!))

/** “ at 10:20 AM” for a next try still to come, “ since 10:20 AM” for one that is due (the day too on another day). */
function nextTry(nextTryAt: string | undefined, now: Date): string {
  if (!isTime(nextTryAt)) return ''
  const when = formatAgencyTime(nextTryAt, now.getTime())
  return Date.parse(nextTryAt) > now.getTime() ? ` at ${when}` : ` since ${when}`
}

/**
 * One line for one event: what it told the CRM and where its delivery stands at `now`, e.g. “New lead — delivered
 * Nov 26, 10:15 AM (2 tries)”, “Stage changed to Contacted — waiting to be sent again at 10:20 AM; last try failed:
 * HTTP 500 (3 tries)”, “New service request — not delivered: HTTP 500 after 8 tries”. Times are on Dallas time.
 */
export function deliveryLine(event: WebhookEvent, now: Date): DeliveryLine {
  const title = eventTitle(event)
  const tries = typeof event.tries === 'number' && event.tries > 0 ? event.tries : 0
  const error = event.lastError?.trim()

  if (event.status === 'delivered') {
    const at = isTime(event.deliveredAt) ? ` ${formatAgencyTime(event.deliveredAt)}` : ''
    return { tone: 'positive', text: `${title} — delivered${at}${tries ? ` (${triesText(tries)})` : ''}` }
  }
  if (event.status === FAILED) {
    if (error && STOPPED.test(error)) {
      return { tone: 'critical', text: `${title} — not delivered: the CRM asked to stop (HTTP 410)` }
    }
    const why = error ? `: ${errorText(error)}` : ''
    return {
      tone: 'critical',
      text: `${title} — not delivered${why}${tries ? ` after ${triesText(tries)}` : ''}`,
    }
  }
  if (event.status === 'pending') {
    if (error) {
      const count = tries ? ` (${triesText(tries)})` : ''
      return {
        tone: 'caution',
        text: `${title} — waiting to be sent again${nextTry(event.nextTryAt, now)}; last try failed: ${errorText(error)}${count}`,
      }
    }
    const soFar = tries ? ` (${triesText(tries)} so far)` : ''
    return { tone: 'default', text: `${title} — waiting to be sent${nextTry(event.nextTryAt, now)}${soFar}` }
  }
  return { tone: 'default', text: title }
}

type KeyedEvent = WebhookEvent & { _key: string }

/** The events of a record that the CRM never got, each with the key a patch finds it by. */
export const failedEvents = (events: unknown): KeyedEvent[] =>
  Array.isArray(events)
    ? events.filter(
        (event): event is KeyedEvent =>
          typeof event === 'object' &&
          event !== null &&
          event.status === FAILED &&
          typeof event._key === 'string',
      )
    : []

/**
 * The patches that have the site send each failed event again, from the start of its schedule and under the same
 * id (so a CRM that did get it once can tell): the server's next sweep picks them up.
 */
export function sendAgainPatches(events: readonly KeyedEvent[], now: Date) {
  const at = (event: KeyedEvent, field: string) =>
    `${WEBHOOK_EVENTS}[_key==${JSON.stringify(event._key)}].${field}`
  return [
    {
      set: Object.fromEntries(
        events.flatMap((event) => [
          [at(event, 'status'), 'pending'],
          [at(event, 'tries'), 0],
          [at(event, 'nextTryAt'), now.toISOString()],
        ]),
      ),
    },
    { unset: events.map((event) => at(event, 'deliveredAt')) },
  ]
}
