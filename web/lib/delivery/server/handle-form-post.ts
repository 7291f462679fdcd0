import { randomUUID } from 'node:crypto'

import type { ContactChoicesStore } from '../../contact-choices/choices-store'
import { contactKeysOf, type ContactChoices } from '../../contact-choices/contact-choices'
import { FORM, JSON_TYPE, mediaType, readSubmission, refusal, type ClientLimit } from '../../http/form-post'
import { jsonResponse } from '../../http/responses'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n'
import { describeFailure } from '../../log/describe-failure'
import { log } from '../../log/logger.mjs'
import { newServerEmail, type ServerEmail } from '../../outbox/server-email'
import type { ServerEmails } from '../../outbox/server-emails'
import { adDataOf, type Kept, type Received } from '../request-record'
import { answerBy, type OpeningHours } from './answer-by'
import type { Admission, RequestCeiling } from './request-ceiling'
import type { RequestStore } from './request-store'
import { acceptedWordings, smsConsentClaim, type PublishedWords, type SmsConsentWords } from './sms-consent'

/** A possible duplicate is an earlier request from the same email or phone within this many days. */
const DUPLICATE_WINDOW_DAYS = 30

/** What a form's reading makes of a valid post: the document to keep, and a cookie its answer sets, if any. */
export type FormRead<Document extends Kept> = { document: Document; cookie?: string }

/**
 * A kind of request the site takes (the quote form's lead, the service center's request), declared once: its
 * limits, how it reads and validates what was posted, where the visitor goes next, and the pages a visitor without
 * JavaScript gets when it cannot be kept. Everything else (the checks, the stamps, the CRM, the emails, the
 * ceiling) is the same for every kind: {@link handleFormPost}.
 */
export type FormKind<Document extends Kept> = {
  /** Names the rate limit's keys: "leads". */
  name: string
  /** What it keeps, for the log: "Lead". */
  what: string
  maxBytes: number
  /** The document to keep, or the names of the fields that are missing or not valid (never their values). */
  read: (received: Received) => Promise<FormRead<Document> | { invalid: string[] }>
  /** Where a plain form post lands, in the form's language. */
  next: (language: Language) => Promise<string>
  /** What a visitor without JavaScript sees instead, in their language (the script gets a status and JSON). */
  pages: {
    /** Some fields are missing or wrong: each problem in the field's own words, and the way back (400). */
    invalid: (invalid: string[], language: Language, raw: Record<string, unknown>) => Promise<Response>
    /** It could not be kept (a full disk, a database locked past its wait): the office's phone (503). */
    unkept: (language: Language, raw: Record<string, unknown>) => Promise<Response>
    /** The day's ceiling on requests is reached: the office's phone (429). */
    busy: (language: Language, raw: Record<string, unknown>) => Promise<Response>
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

/** What every kind of request is kept and followed up with: the same for all, made once per endpoint. */
export type FormServices<Document extends Kept> = ClientLimit & {
  store: RequestStore<Document>
  /** The office's opening hours, from content: a request should be answered 15 minutes into them. */
  openingHours: () => Promise<OpeningHours[]>
  /** The “text me” box's words, from content: published now, and replaced since. */
  smsConsentWords: () => Promise<SmsConsentWords>
  /** The consent under the button, from content: published now, and replaced since. */
  consentWords: () => Promise<PublishedWords>
  /** The site's daily ceiling on the requests it keeps, whoever sends them. */
  ceiling: Pick<RequestCeiling, 'admit' | 'limits'>
  /** The register of contact choices, read for the CRM's created event. */
  contactChoices: Pick<ContactChoicesStore, 'choicesFor'> | null
  /**
   * The server's outbox, when it can send email: the agency's email of a request whose browser did not send it is
   * kept with the request, then sent after the answer and retried until sent.
   */
  emails: Pick<ServerEmails, 'handOff' | 'sendUnkept' | 'settled' | 'tellCeiling'> | null
  crm: CrmHandover | null
  /** Runs a task once the visitor has their answer. */
  afterResponse: (task: () => Promise<void>) => void
  now?: () => Date
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The form's key for the request (a random UUID it made), or a new one when it sent none. */
function keyFromBody(raw: Record<string, unknown>): string {
  const key = typeof raw.key === 'string' ? raw.key.toLowerCase() : ''
  return KEY.test(key) ? key : randomUUID()
}

/** The server's stamps: the answer-by time, and the earlier request this one may repeat, when the store can tell. */
async function stamp<D extends Kept>(
  document: D,
  what: string,
  services: FormServices<D>,
  now: Date,
): Promise<D> {
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 24 * 3600_000)
  const [hours, earlier] = await Promise.all([
    services.openingHours().catch(() => []),
    services.store.earlierFrom(document, since).catch((error: unknown) => {
      log.warn(`${what} ${document._id}: could not look for an earlier request (${describeFailure(error)})`)
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
const withAgencyEmail = <D extends Kept>(document: D, now: Date, emails: FormServices<D>['emails']): D =>
  emails && !document.emailsSent.includes('agency')
    ? { ...document, serverEmails: [newServerEmail('agency', now)] }
    : document

/**
 * Whether the day's ceiling lets the request be kept; the first refusal of the day tells the agency, after the
 * answer. A count that cannot be read never costs a request.
 */
async function admitted<D extends Kept>(document: D, what: string, services: FormServices<D>, now: Date) {
  const { ceiling, emails } = services
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
    services.afterResponse(() =>
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
  what: string,
  afterResponse: FormServices<D>['afterResponse'],
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
async function choicesFor<D extends Kept>(document: D, what: string, services: FormServices<D>) {
  if (!services.crm || !services.contactChoices) return undefined
  return services.contactChoices.choicesFor(contactKeysOf(document)).catch((error: unknown) => {
    log.warn(`${what} ${document._id}: the contact choices could not be read (${describeFailure(error)})`)
    return undefined
  })
}

/** A plain form post is sent on to the form's confirmation; the script is told the request was received. */
async function accepted(
  { plainForm, language }: Pick<Received, 'plainForm' | 'language'>,
  next: FormKind<Kept>['next'],
  cookie?: string,
): Promise<Response> {
  const headers = new Headers(cookie ? { 'Set-Cookie': cookie } : {})
  if (!plainForm) return jsonResponse(202, { received: true }, Object.fromEntries(headers))
  headers.set('Location', await next(language))
  return new Response(null, { status: 303, headers })
}

/**
 * The one path of every request a form sends, whichever its kind: where a form's script hands it over (noting which
 * emails went out), and where a browser without JavaScript posts the form itself. In order:
 * 1. refuse what no visitor sends: too often from one network, from another site, in another form, too large;
 * 2. read the fields, and a filled hidden field (a bot) answered as a person would be, keeping nothing;
 * 3. validate them into the document the kind keeps, with the consent words the Studio published;
 * 4. stamp it (answer-by time, possible duplicate), with the agency's email the browser did not send and the CRM's
 *    event, and what the register says of the person;
 * 5. admit it under the day's ceiling;
 * 6. keep it with its email and event in one write (once: a repeat of its key is the same request);
 * 7. answer: 202 to the script, 303 to the kind's next page, or the kind's page when it could not be kept;
 * 8. after the answer: hand the email to the outbox and the event to the CRM.
 */
export async function handleFormPost<D extends Kept>(
  kind: FormKind<D>,
  request: Request,
  services: FormServices<D>,
): Promise<Response> {
  const { what } = kind
  const type = mediaType(request)
  const refused = await refusal(request, type, [JSON_TYPE, FORM], services)
  if (refused) return refused
  const raw = await readSubmission(request, type, kind.maxBytes)
  if (raw instanceof Response) return raw

  // Read before validation, so a bot's request lands on the same page a person's would. A form that names no
  // known language is English.
  const language = isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE
  const plainForm = type === FORM
  if (typeof raw.website === 'string' && raw.website.trim() !== '')
    return accepted({ plainForm, language }, kind.next)

  const now = services.now?.() ?? new Date()
  const { smsConsent, smsConsentVersion, adUserData, ...fields } = raw
  const [smsWords, consentWords] = await Promise.all([
    wordsOf(what, "the text consent's words", services.smsConsentWords),
    wordsOf(what, "the consent's words", services.consentWords),
  ])
  const read = await kind.read({
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
      clientAddress: services.clientAddress(request.headers),
      userAgent: request.headers.get('user-agent') ?? '',
    },
  })
  if ('invalid' in read) {
    if (plainForm) return kind.pages.invalid(read.invalid, language, raw)
    return jsonResponse(400, { error: 'Some fields are missing or not valid', fields: read.invalid })
  }

  const { crm, emails } = services
  const stamped = withAgencyEmail(await stamp(read.document, what, services, now), now, emails)
  const document = crm
    ? crm.withCreatedEvent(stamped, now, await choicesFor(stamped, what, services))
    : stamped
  if (!(await admitted(document, what, services, now))) {
    if (plainForm) return kind.pages.busy(language, raw)
    return jsonResponse(429, { error: 'The site takes no more requests today: please call the office' })
  }

  const kept = await keep(document, what, services.store)
  if (kept === 'failed') {
    if (emails && document.serverEmails) sendUnkept(emails, document, what, services.afterResponse)
    if (plainForm) return kind.pages.unkept(language, raw)
    return jsonResponse(500, { error: 'The request could not be saved' })
  }
  if (kept === 'new') {
    const { serverEmails } = document
    if (emails && serverEmails)
      services.afterResponse(() => handOffEmails(emails, document._id, serverEmails))
    if (crm) services.afterResponse(() => crm.handOff(document))
  }
  // A request sent again under its key carries the form's same secret, so its cookie opens what was kept first.
  return accepted({ plainForm, language }, kind.next, read.cookie)
}
