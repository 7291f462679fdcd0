import { BodyError, readBody } from '../../http/read-body'
import type { RateLimiter } from '../../http/rate-limit'
import { jsonResponse } from '../../http/responses'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n'
import { log } from '../../log/logger.mjs'
import type { EmailKind } from '../send-emails'
import type { RequestStore, StoredDocument } from './request-store'

const BODY_TIMEOUT_MS = 5_000

/** How a request reached the server: the form's fallback after email failed, or a form posted without JavaScript. */
export type Channel = 'browser-fallback' | 'no-javascript'

/** What every kept request records about its own delivery. */
export type Delivery = { channel: Channel; undeliveredEmails: EmailKind[] }

/** A document the endpoint keeps. */
export type Kept = StoredDocument & Delivery

/** The posted fields, as sent, with what the handler reads from them before validation. */
export type Received = {
  raw: Record<string, unknown>
  plainForm: boolean
  language: Language
  delivery: Delivery
  /** The site's own origin, as the browser named it (checked). */
  origin: string
  referer: string | null
  now: Date
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
  explainInvalid?: (invalid: string[], language: Language) => Promise<Response>
  store: RequestStore<Document>
  /** Sends the agency email from the server, when it can; run after the answer, so the visitor never waits. */
  emailAgency: ((document: Document) => Promise<void>) | null
  afterResponse: (task: () => Promise<void>) => void
  now?: () => Date
}

const FORM = 'application/x-www-form-urlencoded'
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

// Error texts name what went wrong, never what was sent: logs and answers carry no personal data.
function describeFailure(error: unknown): string {
  const { name, code, statusCode } = error as { name?: string; code?: string; statusCode?: number }
  return [name ?? 'Error', code, statusCode && `HTTP ${statusCode}`].filter(Boolean).join(' ')
}

const mediaType = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

// Checked before the body is read, so a refused request costs the server no more than its headers.
async function refusal<D extends Kept>(
  request: Request,
  type: string,
  options: FormPostOptions<D>,
): Promise<Response | null> {
  const retryAfter = await options.rateLimiter.hit(options.clientAddress(request.headers))
  if (retryAfter !== null) {
    return jsonResponse(
      429,
      { error: 'Too many requests: try again in a minute' },
      { 'Retry-After': String(retryAfter) },
    )
  }
  if (!fromThisSite(request))
    return jsonResponse(403, { error: 'Requests must come from this site’s own pages' })
  if (type !== FORM && type !== JSON_TYPE) {
    return jsonResponse(415, { error: `Send the request as ${JSON_TYPE} or ${FORM}` })
  }
  return null
}

/** The body as an object, or the answer that says why it could not be read as one. */
async function readSubmission(
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

function undeliveredFromBody(raw: Record<string, unknown>): EmailKind[] {
  const listed = typeof raw.undelivered === 'string' ? raw.undelivered.split(',') : []
  const kinds = (['customer', 'agency'] as const).filter((kind) => listed.includes(kind))
  // A fallback that names nothing is still a request the agency has not had: treat it as undelivered.
  return kinds.length ? kinds : ['customer', 'agency']
}

/** Resolves false when the store could not keep the request; the log says why, without the visitor's details. */
async function keep<D extends Kept>(document: D, what: string, store: RequestStore<D>): Promise<boolean> {
  try {
    await store.save(document)
  } catch (error) {
    log.error(
      `${what} ${document._id} could not be kept (${document.channel}, ${store.where}): ${describeFailure(error)}`,
    )
    return false
  }
  log.info(`${what} ${document._id} kept (${document.channel}, ${store.where})`)
  return true
}

// Only an agency email the browser did not send, so the agency never gets the same request twice.
function emailAgencyAfterResponse<D extends Kept>(document: D, options: FormPostOptions<D>) {
  const { emailAgency, what } = options
  if (!emailAgency || !document.undeliveredEmails.includes('agency')) return
  options.afterResponse(() =>
    emailAgency(document).then(
      () => log.info(`${what} ${document._id} emailed to the agency from the server`),
      (error) =>
        log.error(`${what} ${document._id} could not be emailed from the server: ${describeFailure(error)}`),
    ),
  )
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
 * A form endpoint of the site: where a form posts a request it could not email, and where a browser without
 * JavaScript posts the form itself. It keeps the request (Content Lake or local file) and answers 202 to the
 * script or 303 to the form's confirmation for a plain form post.
 */
export async function handleFormPost<D extends Kept>(
  request: Request,
  options: FormPostOptions<D>,
): Promise<Response> {
  const type = mediaType(request)
  const refused = await refusal(request, type, options)
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

  const document = await options.read({
    raw,
    plainForm,
    language,
    delivery: {
      channel: plainForm ? 'no-javascript' : 'browser-fallback',
      undeliveredEmails: plainForm ? ['customer', 'agency'] : undeliveredFromBody(raw),
    },
    origin: request.headers.get('origin')!,
    referer: request.headers.get('referer'),
    now: options.now?.() ?? new Date(),
  })
  if ('invalid' in document) {
    if (plainForm && options.explainInvalid) return options.explainInvalid(document.invalid, language)
    return jsonResponse(400, { error: 'Some fields are missing or not valid', fields: document.invalid })
  }
  if (!(await keep(document, options.what, options.store))) {
    return jsonResponse(500, { error: 'The request could not be saved' })
  }
  emailAgencyAfterResponse(document, options)
  return accepted({ plainForm, language }, options.redirectTo)
}
