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

/**
 * What a line says: in plain words, with its tone, and `detail`, the server's own words for whoever set up the
 * connection (“HTTP 502 after 8 tries”), shown smaller beneath.
 */
export type DeliveryLine = {
  tone: 'default' | 'positive' | 'caution' | 'critical'
  text: string
  detail?: string
}

function eventTitle({ type, stage }: WebhookEvent): string {
  if (type?.endsWith('.stage_changed')) {
    const stages = type.startsWith('service_request.') ? SERVICE_REQUEST_STAGES : LEAD_STAGES
    return stage ? `Stage changed to ${stageTitle(stages, stage)}` : 'Stage changed'
  }
  return EVENT_TYPES.find(({ value }) => value === type)?.title ?? type ?? 'Update'
}

const triesText = (tries: number) => (tries === 1 ? '1 try' : `${tries} tries`)

const ASK_CONNECTION = 'Ask whoever set it up to check the connection, then send it again.'
const WHEN_BACK = 'Send it again once your CRM is back up.'

/**
 * What the server's last error means, and what to do once the site has stopped trying. The server writes the CRM's
 * answer as “HTTP <status>” (“HTTP 410: the receiver asked to stop”), a timeout as “Timed out after 10 s”, and any
 * other failure to reach it as Node's code (ECONNREFUSED) or the error's name: the first that matches says it.
 */
const REASONS: [error: RegExp, meaning: string, whatToDo: string][] = [
  [
    /^HTTP 410\b/,
    'your CRM asked the site to stop sending (it answered 410 Gone)',
    'Ask whoever set it up to give the site a new address, then send it again.',
  ],
  [/^HTTP 429\b/, 'your CRM was sent too many messages at once', 'Send it again in a few minutes.'],
  [
    /^HTTP 3\d\d\b/,
    'your CRM’s address has moved',
    'Ask whoever set it up to give the site the new one, then send it again.',
  ],
  [/^HTTP 5\d\d\b/, 'your CRM had a problem on its side', WHEN_BACK],
  [/^HTTP\b/, 'your CRM refused the request', ASK_CONNECTION],
  [
    /^Timed out\b|\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|UND_ERR_\w+)\b/,
    'your CRM did not answer',
    WHEN_BACK,
  ],
  [
    /\b(ENOTFOUND|EAI_AGAIN)\b/,
    'the site could not find your CRM’s address',
    'Ask whoever set it up to check the address, then send it again.',
  ],
  [/./, 'the site could not reach your CRM', ASK_CONNECTION],
]

const reasonOf = (error: string) => REASONS.find(([pattern]) => pattern.test(error))!

const isTime = (time: string | undefined): time is string => Boolean(time) && !Number.isNaN(Date.parse(time!))

/**
 * “Nov 26, 10:20 AM (Dallas time)” for a next try still to come, “any moment now” for one that is due, “by itself”
 * when the record names no time.
 */
function nextTry(nextTryAt: string | undefined, now: Date): string {
  if (!isTime(nextTryAt)) return 'by itself'
  return Date.parse(nextTryAt) > now.getTime()
    ? formatAgencyTime(nextTryAt, now.getTime())!
    : 'any moment now'
}

/**
 * One line for one event: what it told the CRM and where its delivery stands at `now`, e.g. “New lead — sent to
 * your CRM Nov 26, 10:15 AM (Dallas time).”, “Stage changed to Contacted — not sent yet: your CRM had a problem on
 * its side. The site tries again Nov 26, 10:20 AM (Dallas time).”, “New service request — not sent: your CRM did
 * not answer. Send it again once your CRM is back up.”, each with the server's words as its detail.
 */
export function deliveryLine(event: WebhookEvent, now: Date): DeliveryLine {
  const title = eventTitle(event)
  const tries = typeof event.tries === 'number' && event.tries > 0 ? event.tries : 0
  const error = event.lastError?.trim()
  const line = (tone: DeliveryLine['tone'], text: string, detail?: string): DeliveryLine => ({
    tone,
    text: `${title} — ${text}`,
    ...(detail ? { detail } : {}),
  })

  if (event.status === 'delivered') {
    const at = isTime(event.deliveredAt) ? ` ${formatAgencyTime(event.deliveredAt, now.getTime())}` : ''
    return line('positive', `sent to your CRM${at}.`, tries > 1 ? `after ${triesText(tries)}` : undefined)
  }
  if (event.status === FAILED) {
    const after = tries ? `after ${triesText(tries)}` : ''
    if (!error) {
      return line(
        'critical',
        'not sent to your CRM. Send it again, and if it fails again, ask whoever set it up to check the connection.',
        after,
      )
    }
    const [, meaning, whatToDo] = reasonOf(error)
    return line('critical', `not sent: ${meaning}. ${whatToDo}`, [error, after].filter(Boolean).join(' '))
  }
  if (event.status === 'pending') {
    // Only “Send to CRM again” starts a failed event over with no try made: the server counts every try it makes.
    if (error && !tries) {
      return line(
        'default',
        'will be sent to your CRM again within a minute.',
        `Last try failed with ${error}`,
      )
    }
    if (error) {
      return line(
        'caution',
        `not sent yet: ${reasonOf(error)[1]}. The site tries again ${nextTry(event.nextTryAt, now)}.`,
        `${error}, ${triesText(tries)} so far`,
      )
    }
    return line('default', 'being sent to your CRM.', tries ? `${triesText(tries)} so far` : undefined)
  }
  return { tone: 'default', text: title }
}

/** An event as the form holds it: in an array, so with the key a patch finds it by. */
export type KeyedEvent = WebhookEvent & { _key: string }

/** The events of a record, each with the key a patch finds it by, that `keep` keeps. */
const keyedEvents = (events: unknown, keep: (event: KeyedEvent) => boolean): KeyedEvent[] =>
  Array.isArray(events)
    ? events.filter(
        (event): event is KeyedEvent =>
          typeof event === 'object' && event !== null && typeof event._key === 'string' && keep(event),
      )
    : []

/** The events of a record that the CRM never got. */
export const failedEvents = (events: unknown) => keyedEvents(events, (event) => event.status === FAILED)

/**
 * The events the contact card puts in front of her: those the CRM never got, and those sent again since, until
 * they reach it (the line then says it will be sent again, and once delivered it leaves the card).
 */
export const troubledEvents = (events: unknown) =>
  keyedEvents(
    events,
    (event) => event.status === FAILED || (event.status !== 'delivered' && Boolean(event.lastError)),
  )

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
