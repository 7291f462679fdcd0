import { randomUUID } from 'node:crypto'

import { getConsentWords, getSiteSettings, getSmsConsentWords } from '../../content'
import { contactChoicesStore, type ContactChoicesStore } from '../../contact-choices/choices-store'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import { contactKeysOf, type ContactChoices } from '../../contact-choices/contact-choices'
import type { FormKind, Keeping, Refusal } from '../../forms/form-kind'
import { clientAddress } from '../../http/client-address'
import { FORM, JSON_TYPE } from '../../http/form-post'
import { jsonResponse } from '../../http/responses'
import type { Language } from '../../i18n'
import { describeFailure } from '../../log/describe-failure'
import { log } from '../../log/logger.mjs'
import { newServerEmail } from '../../outbox/server-email'
import { serverEmails, type ServerEmails } from '../../outbox/server-emails'
import { adDataOf, type Kept, type Received } from '../request-record'
import { answerBy, type OpeningHours } from './answer-by'
import { requestCeiling, type Admission, type RequestCeiling } from './request-ceiling'
import { requestStore, type RequestStore } from './request-store'
import { acceptedWordings, smsConsentClaim, type PublishedWords, type SmsConsentWords } from './sms-consent'

/** A possible duplicate is an earlier request from the same email or phone within this many days. */
const DUPLICATE_WINDOW_DAYS = 30

/** What a request form's reading makes of a valid post: the document to keep, and a cookie its answer sets, if any. */
export type FormRead<Document extends Kept> = { document: Document; cookie?: string }

/**
 * What a kind of request (the quote form's lead, the service center's request) declares: its limits, how it reads
 * and validates what was posted, where the visitor goes next, and its pages. Everything else (the stamps, the
 * ceiling, the CRM, the agency's email) is the same for every kind of request: {@link requestForm}.
 */
export type RequestKind<Document extends Kept> = Pick<
  FormKind<never, Keeping>,
  'name' | 'maxBytes' | 'pages'
> & {
  /** What it keeps, for the log: "Lead". */
  what: string
  /** The document to keep, or the names of the fields that are missing or not valid (never their values). */
  read: (received: Received) => Promise<FormRead<Document> | { invalid: string[] }>
  /** Where a plain form post lands, in the form's language. */
  next: (language: Language) => Promise<string>
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
export type RequestServices<Document extends Kept> = {
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
   * kept with the request; the day's ceiling is told through it.
   */
  emails: Pick<ServerEmails, 'tellCeiling'> | null
  crm: CrmHandover | null
  /** Who sent it, as the text consent's proof names them. */
  clientAddress: (headers: Headers) => string
}

// The office's hours decide when a request should be answered; they are the same in every language.
const openingHours = async () => (await getSiteSettings('en')).hours ?? []

/** What the server's requests are kept and followed up with: this server's store, ceiling, CRM, register and outbox. */
const requestServices = <Document extends Kept>(): RequestServices<Document> => ({
  store: requestStore() as RequestStore<Document>,
  ceiling: requestCeiling(),
  crm: crmWebhook(),
  contactChoices: contactChoicesStore(),
  emails: serverEmails(),
  openingHours,
  smsConsentWords: getSmsConsentWords,
  consentWords: getConsentWords,
  clientAddress,
})

/** A request as kept: its document, with its email and event inside, and the cookie its answer sets. */
export type RequestRecord<Document extends Kept> = Keeping & { document: Document; cookie?: string }

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
  services: RequestServices<D>,
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

// Only an agency email the browser did not send, so the agency never gets the same request twice.
const withAgencyEmail = <D extends Kept>(document: D, now: Date, emails: RequestServices<D>['emails']): D =>
  emails && !document.emailsSent.includes('agency')
    ? { ...document, serverEmails: [newServerEmail('agency', now)] }
    : document

/**
 * Whether the day's ceiling lets the request be kept, or the refusal; the first refusal of the day tells the agency,
 * after the answer. A count that cannot be read never costs a request.
 */
async function admitted<D extends Kept>(
  document: D,
  what: string,
  services: RequestServices<D>,
  now: Date,
): Promise<true | Refusal> {
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
  if (!admission.firstToday || !emails) return { atLimit: true }
  const follow = () =>
    emails.tellCeiling(now, ceiling.limits).catch((error: unknown) => {
      log.error(`The daily ceiling's email to the agency could not be kept (${describeFailure(error)})`)
    })
  return { atLimit: true, follow }
}

// Content that cannot be read must not cost the request: the box then counts as not ticked, the consent as not
// confirmed (a service request's notice as not shown), and the office calls or emails as it would anyway.
export const wordsOf = <Words extends PublishedWords>(
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
async function choicesFor<D extends Kept>(document: D, what: string, services: RequestServices<D>) {
  if (!services.crm || !services.contactChoices) return undefined
  return services.contactChoices.choicesFor(contactKeysOf(document)).catch((error: unknown) => {
    log.warn(`${what} ${document._id}: the contact choices could not be read (${describeFailure(error)})`)
    return undefined
  })
}

/**
 * A kind of request as a form kind: read with the consent words the Studio published; stamped with its answer-by
 * time, possible duplicate, the agency's email the browser did not send, the CRM's event and what the register says
 * of the person; admitted under the day's ceiling; kept once (a repeat of its key is the same request); answered
 * 202 to the script or 303 to the kind's next page; handed to the CRM after the answer.
 */
export function requestForm<D extends Kept>(
  kind: RequestKind<D>,
  services: RequestServices<D> = requestServices(),
): FormKind<FormRead<D>, RequestRecord<D>> {
  const { what } = kind
  return {
    name: kind.name,
    accepts: [JSON_TYPE, FORM],
    maxBytes: kind.maxBytes,
    // Every request a visitor sends arrives once (a retry of the same one is kept once), so five a minute from one
    // address is far above any visitor's need and well below what would flood the agency.
    perMinute: 5,
    where: () => services.store.where,
    pages: kind.pages,
    validate: async ({ request, fields: raw, plainForm, language, now }) => {
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
      return 'invalid' in read ? read : { valid: read }
    },
    stamp: async ({ document: read, cookie }, { now }) => {
      const stamped = withAgencyEmail(await stamp(read, what, services, now), now, services.emails)
      const document = services.crm
        ? services.crm.withCreatedEvent(stamped, now, await choicesFor(stamped, what, services))
        : stamped
      const admission = await admitted(document, what, services, now)
      if (admission !== true) return admission
      return {
        record: {
          document,
          cookie,
          keptOn: document._id,
          record: document,
          emails: document.serverEmails ?? [],
        },
      }
    },
    keep: async ({ document }) => ((await services.store.save(document)) ? 'new' : 'kept-before'),
    // A request sent again under its key carries the form's same secret, so its cookie opens what was kept first.
    answer: async ({ plainForm, language }, record) => {
      const headers = new Headers(record?.cookie ? { 'Set-Cookie': record.cookie } : {})
      if (!plainForm) return jsonResponse(202, { received: true }, Object.fromEntries(headers))
      headers.set('Location', await kind.next(language))
      return new Response(null, { status: 303, headers })
    },
    follow: ({ document }) => (services.crm ? [() => services.crm!.handOff(document)] : []),
    named: ({ document }) => ({ subject: `${what} ${document._id}`, detail: document.channel }),
  }
}
