import { randomUUID } from 'node:crypto'

import { consentVersion } from '../../consent-version'
import type { ContactChoicesStore } from '../../contact-choices/choices-store'
import { contactKeysOf, type ContactChoices } from '../../contact-choices/contact-choices'
import { isoWithOffset } from '../../format'
import { BodyError, readBody } from '../../http/read-body'
import type { RateLimiter } from '../../http/rate-limit'
import { jsonResponse } from '../../http/responses'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n'
import { attributionFrom, boundedAttribution, NOT_PROVIDED, type Attribution } from '../attribution'
import { log } from '../../log/logger.mjs'
import { newServerEmail, type ServerEmail } from '../../outbox/server-email'
import type { ServerEmails } from '../../outbox/server-emails'
import { EMAIL_KINDS, type EmailKind } from '../email-kind'
import { answerBy, type OpeningHours } from './answer-by'
import type { Admission, RequestCeiling } from './request-ceiling'
import type { RequestStore, StoredDocument } from './request-store'
import {
  acceptedWordings,
  smsConsentClaim,
  smsConsentRecord,
  type SmsConsent,
  type SmsConsentClaim,
  type PublishedWords,
  type SmsConsentWords,
} from './sms-consent'

const BODY_TIMEOUT_MS = 5_000

/** How a request reached the server: sent by the form's script (whatever its emails did), or posted by a browser without JavaScript. */
export type Channel = 'form' | 'no-javascript'

/** A possible duplicate is an earlier request from the same email or phone within this many days. */
const DUPLICATE_WINDOW_DAYS = 30

/** What every kept request records beside the visitor's answers: how, when and where it came, and what they agreed to. */
export type Receipt = {
  language: Language
  pageUrl: string
  /** ISO 8601 with the agency's offset, e.g. 2026-03-02T10:00:00-06:00. */
  submittedAt: string
  /**
   * The consent disclosure under the button, as plain text, and that text's version: the Studio's words for the
   * version the page showed, never the post's. A page that sent words the Studio never published (or replaced more
   * than 30 days ago) is kept all the same, without them, and marked not confirmed.
   */
  consentText?: string
  consentVersion?: string
  consentConfirmed: boolean
  /** The answer to the “text me” box by the phone field, with its proof. */
  smsConsent: SmsConsent
  /** Whether the visitor's browser let the agency share their data with ad platforms when they sent it. */
  adData: AdData
  attribution: Attribution
  channel: Channel
  /** The emails the visitor's browser sent: both, one or none. */
  emailsSent: EmailKind[]
  /** Where the office manager's work starts. */
  stage: 'new'
}

/**
 * A browser's "don't share my data": Global Privacy Control (the Sec-GPC header, which a post without JavaScript
 * carries too), or the page's Consent Mode state with ad_user_data denied, as the form's script posts it.
 */
export type AdData = { allowed: true } | { allowed: false; signal: 'gpc' | 'consent-mode' }

export function adDataOf(headers: Headers, raw: Record<string, unknown>): AdData {
  if (headers.get('sec-gpc')?.trim() === '1') return { allowed: false, signal: 'gpc' }
  if (raw.adUserData === 'denied') return { allowed: false, signal: 'consent-mode' }
  return { allowed: true }
}

/** What the server adds once the request is valid: when it should be answered, and a request it may repeat. */
type Stamps = {
  /** ISO 8601 (UTC). */
  answerBy: string
  possibleDuplicateOf?: { _type: 'reference'; _ref: string; _weak: true }
}

/** A document the endpoint keeps, with the emails the server sends of it. */
export type Kept = StoredDocument & Receipt & Partial<Stamps> & { serverEmails?: ServerEmail[] }

/** The posted fields, as sent, with what the handler reads from them before validation. */
export type Received = {
  raw: Record<string, unknown>
  plainForm: boolean
  language: Language
  /** The request's own key, from the form's script, else a new one: the kept document's id is `<path>.<key>`. */
  key: string
  /** The site's own origin, as the browser named it (checked). */
  origin: string
  referer: string | null
  now: Date
  /** The consent words under the button a request may claim, by version. */
  consentWords: ReadonlyMap<string, string>
  adData: AdData
  /** The “text me” box as posted (read before validation: no answer to it ever refuses a request). */
  sms: SmsConsentClaim & {
    /** The words a request may claim, by version. */
    accepted: ReadonlyMap<string, string>
    clientAddress: string
    userAgent: string
  }
}

/** The receipt of a valid request, from its checked page path and consent text. */
export function receiptOf(
  { raw, plainForm, language, origin, referer, now, sms, consentWords, adData }: Received,
  fields: { page: string; consent: string; consentVersion: string },
): Receipt {
  const { page } = fields
  const pageUrl = page ? `${origin}${page}` : NOT_PROVIDED
  // A page drawn before its form sent the version names its words only: their version is the same code.
  const version = fields.consentVersion || consentVersion(fields.consent)
  const words = consentWords.get(version)
  return {
    language,
    pageUrl,
    submittedAt: isoWithOffset(now),
    ...(words === undefined
      ? { consentConfirmed: false }
      : { consentText: words, consentVersion: version, consentConfirmed: true }),
    smsConsent: smsConsentRecord(sms, sms.accepted, { now, pageUrl, ...sms }),
    adData,
    // Without a script, the page the form was on (the Referer) is all there is to go on.
    attribution: plainForm ? attributionFrom(referer, null) : boundedAttribution(raw),
    channel: plainForm ? 'no-javascript' : 'form',
    emailsSent: plainForm ? [] : emailsSentFromBody(raw),
    stage: 'new',
  }
}

/** Hands each new request on to the agency's CRM, when one is configured (lib/crm-webhook). */
export type CrmHandover = {
  /**
   * The request about to be kept, with the event that tells the CRM it came in and what the register of contact
   * choices says of the person: both are kept together.
   */
  withCreatedEvent: <D extends Kept>(document: D, now: Date, choices?: ContactChoices) => D
  /** Starts delivering a request just kept; run after the answer, so the visitor never waits for the CRM. */
  handOff: (document: Kept) => Promise<void>
}

export type FormPostOptions<Document extends Kept> = {
  /** What the endpoint keeps, for the log: "Lead". */
  what: string
  maxBytes: number
  rateLimiter: RateLimiter
  /** Who is counted against the limit: the client's address, as far as the server can vouch for it. */
  clientAddress: (headers: Headers) => string
  /** Where a plain form post lands, in the form's language. */
  redirectTo: (language: Language) => Promise<string>
  /** The document to keep, or the names of the fields that are missing or not valid (never their values). */
  read: (received: Received) => Promise<Document | { invalid: string[] }>
  /**
   * The answer to a form posted without JavaScript whose fields are not valid: a page that tells the visitor
   * what to fix, in their language. Without it, the same 400 the script gets.
   */
  explainInvalid?: (invalid: string[], language: Language, raw: Record<string, unknown>) => Promise<Response>
  /**
   * The answer to a form posted without JavaScript whose request could not be kept (a full disk, a database locked
   * past its wait): a page in the visitor's language with the agency's phone. Without it, the script's 500.
   */
  explainFailure?: (language: Language, raw: Record<string, unknown>) => Promise<Response>
  store: RequestStore<Document>
  /** The office's opening hours, from content: a request should be answered 15 minutes into them. */
  openingHours: () => Promise<OpeningHours[]>
  /** The “text me” box's words, from content: published now, and replaced since. */
  smsConsentWords: () => Promise<SmsConsentWords>
  /** The consent under the button, from content: published now, and replaced since. */
  consentWords: () => Promise<PublishedWords>
  /** The site's daily ceiling on the requests it keeps, whoever sends them. */
  ceiling: Pick<RequestCeiling, 'admit' | 'limits'>
  /**
   * The answer to a form posted without JavaScript past the day's ceiling: the "call us" page in the visitor's
   * language. Without it, the script's 429.
   */
  explainBusy?: (language: Language, raw: Record<string, unknown>) => Promise<Response>
  /** The register of contact choices, read for the CRM's created event. */
  contactChoices?: Pick<ContactChoicesStore, 'choicesFor'> | null
  /**
   * The server's outbox, when it can send email: the agency's email of a request whose browser did not send it is
   * kept with the request, then sent after the answer and retried until sent.
   */
  emails: Pick<ServerEmails, 'handOff' | 'sendUnkept' | 'settled' | 'tellCeiling'> | null
  crm?: CrmHandover | null
  afterResponse: (task: () => Promise<void>) => void
  /** The answer to a request kept (now or before), as the endpoint sends it: a lead's sets the online quote's cookie. */
  respond?: (response: Response, document: Document) => Response
  now?: () => Date
}

/** What each form's handler takes from its route as it is: the limits, the store, the clock and the refusal page. */
export type HandlerOptions<Document extends Kept> = Pick<
  FormPostOptions<Document>,
  | 'rateLimiter'
  | 'clientAddress'
  | 'store'
  | 'openingHours'
  | 'smsConsentWords'
  | 'consentWords'
  | 'contactChoices'
  | 'emails'
  | 'crm'
  | 'afterResponse'
  | 'now'
  | 'explainInvalid'
  | 'explainFailure'
  | 'explainBusy'
  | 'ceiling'
>

export const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'

// A browser sends Origin with every POST; a page on another site (or a script without one) is refused, so no
// other site can make its visitors' browsers file requests here.
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (!origin || !host || request.headers.get('sec-fetch-site') === 'cross-site') return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

function parseBody(body: string, type: string): Record<string, unknown> | null {
  if (type === FORM) return Object.fromEntries(new URLSearchParams(body))
  try {
    const parsed: unknown = JSON.parse(body)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

// Error texts name what went wrong, never what was sent: logs and answers carry no personal data. SQLite's
// `errstr` is the fixed text of its result code ("database or disk is full"), never a value.
export function describeFailure(error: unknown): string {
  const { name, code, statusCode, errstr } = error as {
    name?: string
    code?: string
    statusCode?: number
    errstr?: string
  }
  return [name ?? 'Error', code, statusCode && `HTTP ${statusCode}`, errstr && `(${errstr})`]
    .filter(Boolean)
    .join(' ')
}

export const mediaType = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

// Checked before the body is read, so a refused request costs the server no more than its headers.
export async function refusal(
  request: Request,
  type: string,
  accepted: string[],
  { rateLimiter, clientAddress }: Pick<FormPostOptions<Kept>, 'rateLimiter' | 'clientAddress'>,
): Promise<Response | null> {
  const retryAfter = await rateLimiter.hit(clientAddress(request.headers))
  if (retryAfter !== null) {
    return jsonResponse(
      429,
      { error: 'Too many requests: try again in a minute' },
      { 'Retry-After': String(retryAfter) },
    )
  }
  if (!fromThisSite(request))
    return jsonResponse(403, { error: 'Requests must come from this site’s own pages' })
  if (!accepted.includes(type)) {
    return jsonResponse(415, { error: `Send the request as ${accepted.join(' or ')}` })
  }
  return null
}

/** The body as an object, or the answer that says why it could not be read as one. */
export async function readSubmission(
  request: Request,
  type: string,
  maxBytes: number,
): Promise<Record<string, unknown> | Response> {
  let body: string
  try {
    body = await readBody(request, { maxBytes, timeoutMs: BODY_TIMEOUT_MS })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const message = error.status === 413 ? `Request over ${maxBytes / 1024} KB` : 'Request took too long'
    return jsonResponse(error.status, { error: message })
  }
  return parseBody(body, type) ?? jsonResponse(400, { error: 'The body is not a JSON object' })
}

// Only what the form says went out counts as sent; anything else is an email the agency may still have to send.
function emailsSentFromBody(raw: Record<string, unknown>): EmailKind[] {
  const listed = typeof raw.emailsSent === 'string' ? raw.emailsSent.split(',') : []
  return EMAIL_KINDS.filter((kind) => listed.includes(kind))
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The form's key for the request (a random UUID it made), or a new one when it sent none. */
function keyFromBody(raw: Record<string, unknown>): string {
  const key = typeof raw.key === 'string' ? raw.key.toLowerCase() : ''
  return KEY.test(key) ? key : randomUUID()
}

/** The server's stamps: the answer-by time, and the earlier request this one may repeat, when the store can tell. */
async function stamp<D extends Kept>(document: D, options: FormPostOptions<D>, now: Date): Promise<D> {
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 24 * 3600_000)
  const [hours, earlier] = await Promise.all([
    options.openingHours().catch(() => []),
    options.store.earlierFrom(document, since).catch((error: unknown) => {
      log.warn(
        `${options.what} ${document._id}: could not look for an earlier request (${describeFailure(error)})`,
      )
      return undefined
    }),
  ])
  return {
    ...document,
    answerBy: answerBy(now, hours).toISOString(),
    ...(earlier && { possibleDuplicateOf: { _type: 'reference', _ref: earlier, _weak: true } }),
  }
}

/**
 * Keeps the request: 'new', 'kept-before' (the same request arrived already) or 'failed'; the log says which,
 * without the visitor's details.
 */
async function keep<D extends Kept>(
  document: D,
  what: string,
  store: RequestStore<D>,
): Promise<'new' | 'kept-before' | 'failed'> {
  const started = performance.now()
  try {
    if (!(await store.save(document))) {
      log.info(`${what} ${document._id} was kept already (${document.channel}, ${store.where})`)
      return 'kept-before'
    }
  } catch (error) {
    log.error(
      `${what} ${document._id} could not be kept (${document.channel}, ${store.where}): ${describeFailure(error)}`,
    )
    return 'failed'
  }
  const ms = Math.round(performance.now() - started)
  log.info({ ms }, `${what} ${document._id} kept (${document.channel}, ${store.where})`)
  return 'new'
}

// Only an agency email the browser did not send, so the agency never gets the same request twice.
const withAgencyEmail = <D extends Kept>(document: D, now: Date, emails: FormPostOptions<D>['emails']): D =>
  emails && !document.emailsSent.includes('agency')
    ? { ...document, serverEmails: [newServerEmail('agency', now)] }
    : document

/**
 * Whether the day's ceiling lets the request be kept; the first refusal of the day tells the agency, after the
 * answer. A count that cannot be read never costs a request.
 */
async function admitted<D extends Kept>(document: D, options: FormPostOptions<D>, now: Date) {
  const { ceiling, emails, what } = options
  let admission: Admission
  try {
    admission = await ceiling.admit(Buffer.byteLength(JSON.stringify(document)), now)
  } catch (error) {
    log.warn(`${what} ${document._id}: the daily ceiling could not be counted (${describeFailure(error)})`)
    return true
  }
  if (admission.admitted) return true
  log.info(`${what} ${document._id} refused: the site's daily ceiling on requests is reached`)
  if (admission.firstToday && emails)
    options.afterResponse(() =>
      emails.tellCeiling(now, ceiling.limits).catch((error: unknown) => {
        log.error(`The daily ceiling's email to the agency could not be kept (${describeFailure(error)})`)
      }),
    )
  return false
}

// A request that could not be kept still reaches the agency: its email carries it, sent from this process's memory.
function sendUnkept<D extends Kept>(
  emails: Pick<ServerEmails, 'sendUnkept' | 'settled'>,
  document: D,
  { what, afterResponse }: Pick<FormPostOptions<D>, 'what' | 'afterResponse'>,
) {
  afterResponse(async () => {
    if (await emails.sendUnkept(document, document.serverEmails ?? []))
      log.warn(`${what} ${document._id}: its agency email is sent from this server's memory`)
    else log.error(`${what} ${document._id}: its agency email could not be held either (too many waiting)`)
    await emails.settled()
  })
}

// Kept with the request either way: an email that cannot be started now is taken by the next sweep.
const handOffEmails = (emails: Pick<ServerEmails, 'handOff'>, id: string, serverEmails: ServerEmail[]) =>
  emails.handOff(id, serverEmails).catch((error: unknown) => {
    log.warn(
      `${id}: the agency's email could not be started (${describeFailure(error)}); the next sweep sends it`,
    )
  })

// Content that cannot be read must not cost the request: the box then counts as not ticked, the consent as not
// confirmed, and the office calls or emails as it would anyway.
const wordsOf = <Words extends PublishedWords>(
  what: string,
  which: string,
  read: () => Promise<Words>,
): Promise<PublishedWords> =>
  read().catch((error: unknown): PublishedWords => {
    log.warn(`${what}: ${which} could not be read (${describeFailure(error)})`)
    return { current: [], retired: [] }
  })

// What the register says of the person goes with the CRM's first event; a register that cannot be read leaves it
// out (the sweep still tells every opt-out with an event of its own) rather than cost the request.
async function choicesFor<D extends Kept>(document: D, options: FormPostOptions<D>) {
  if (!options.crm || !options.contactChoices) return undefined
  return options.contactChoices.choicesFor(contactKeysOf(document)).catch((error: unknown) => {
    log.warn(
      `${options.what} ${document._id}: the contact choices could not be read (${describeFailure(error)})`,
    )
    return undefined
  })
}

/** A plain form post is sent on to the form's confirmation; the script is told the request was received. */
async function accepted(
  { plainForm, language }: Pick<Received, 'plainForm' | 'language'>,
  redirectTo: (language: Language) => Promise<string>,
): Promise<Response> {
  if (!plainForm) return jsonResponse(202, { received: true })
  return new Response(null, { status: 303, headers: { Location: await redirectTo(language) } })
}

/**
 * A form endpoint of the site: where a form's script hands over every request (noting which emails went out),
 * and where a browser without JavaScript posts the form itself. It keeps the request once (Content Lake or local
 * file) and answers 202 to the script or 303 to the form's confirmation for a plain form post.
 */
export async function handleFormPost<D extends Kept>(
  request: Request,
  options: FormPostOptions<D>,
): Promise<Response> {
  const type = mediaType(request)
  const refused = await refusal(request, type, [JSON_TYPE, FORM], options)
  if (refused) return refused
  const raw = await readSubmission(request, type, options.maxBytes)
  if (raw instanceof Response) return raw

  // Read before validation, so a bot's request lands on the same page a person's would. A form that names no
  // known language is English.
  const language = isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE
  const plainForm = type === FORM
  // A bot that filled the hidden field is told what a person would be, and nothing is kept.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') {
    return accepted({ plainForm, language }, options.redirectTo)
  }

  const now = options.now?.() ?? new Date()
  const { smsConsent, smsConsentVersion, adUserData, ...fields } = raw
  const [smsWords, consentWords] = await Promise.all([
    wordsOf(options.what, "the text consent's words", options.smsConsentWords),
    wordsOf(options.what, "the consent's words", options.consentWords),
  ])
  const read = await options.read({
    raw: fields,
    plainForm,
    language,
    key: keyFromBody(raw),
    origin: request.headers.get('origin')!,
    referer: request.headers.get('referer'),
    now,
    consentWords: acceptedWordings(consentWords, now),
    adData: adDataOf(request.headers, { adUserData }),
    sms: {
      ...smsConsentClaim({ smsConsent, smsConsentVersion }),
      accepted: acceptedWordings(smsWords, now),
      clientAddress: options.clientAddress(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
    },
  })
  if ('invalid' in read) {
    if (plainForm && options.explainInvalid) return options.explainInvalid(read.invalid, language, raw)
    return jsonResponse(400, { error: 'Some fields are missing or not valid', fields: read.invalid })
  }
  const stamped = withAgencyEmail(await stamp(read, options, now), now, options.emails)
  const { crm, emails } = options
  const document = crm ? crm.withCreatedEvent(stamped, now, await choicesFor(stamped, options)) : stamped
  if (!(await admitted(document, options, now))) {
    if (plainForm && options.explainBusy) return options.explainBusy(language, raw)
    return jsonResponse(429, { error: 'The site takes no more requests today: please call the office' })
  }
  const kept = await keep(document, options.what, options.store)
  if (kept === 'failed') {
    if (emails && document.serverEmails) sendUnkept(emails, document, options)
    if (plainForm && options.explainFailure) return options.explainFailure(language, raw)
    return jsonResponse(500, { error: 'The request could not be saved' })
  }
  if (kept === 'new') {
    const { serverEmails } = document
    if (emails && serverEmails) options.afterResponse(() => handOffEmails(emails, document._id, serverEmails))
    if (crm) options.afterResponse(() => crm.handOff(document))
  }
  const response = await accepted({ plainForm, language }, options.redirectTo)
  return options.respond ? options.respond(response, document) : response
}
