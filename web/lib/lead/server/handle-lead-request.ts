import { randomUUID } from 'node:crypto'

import { isoWithOffset } from '../../format'
import { BodyError, readBody } from '../../http/read-body'
import type { RateLimiter } from '../../http/rate-limit'
import { jsonResponse } from '../../http/responses'
import { attributionFrom, boundedAttribution, NOT_PROVIDED } from '../attribution'
import { LEAD_BODY_MAX_BYTES, type Fields } from '../fields'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n'
import { leadFromFields, withDefaults } from '../lead'
import type { LeadDocument } from './lead-document'
import type { LeadStore } from './lead-store'
import { undeliveredFromBody, validateSubmission, type LeadChoices } from './validate-submission'

const BODY_TIMEOUT_MS = 5_000

type Options = {
  rateLimiter: RateLimiter
  /** Who is counted against the limit: the client's address, as far as the server can vouch for it. */
  clientAddress: (headers: Headers) => string
  choices: () => Promise<LeadChoices>
  /** Where a plain form post lands: the thank-you page in the form's language. */
  thankYouPath: (language: Language) => Promise<string>
  store: LeadStore
  /** Sends the agency email from the server, when it can; run after the answer, so the visitor never waits. */
  emailAgency: ((lead: LeadDocument) => Promise<void>) | null
  afterResponse: (task: () => Promise<void>) => void
  now?: () => Date
}

const FORM = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'

// A browser sends Origin with every POST; a page on another site (or a script without one) is refused, so no
// other site can make its visitors' browsers file leads here.
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

/** The posted fields, as sent, with what the handler reads from them before validation. */
type Received = { raw: Record<string, unknown>; plainForm: boolean; language: Language }

const mediaType = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

// Checked before the body is read, so a refused request costs the server no more than its headers.
async function refusal(request: Request, type: string, options: Options): Promise<Response | null> {
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
async function readSubmission(request: Request, type: string): Promise<Record<string, unknown> | Response> {
  let body: string
  try {
    body = await readBody(request, { maxBytes: LEAD_BODY_MAX_BYTES, timeoutMs: BODY_TIMEOUT_MS })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const message =
      error.status === 413 ? `Request over ${LEAD_BODY_MAX_BYTES / 1024} KB` : 'Request took too long'
    return jsonResponse(error.status, { error: message })
  }
  return parseBody(body, type) ?? jsonResponse(400, { error: 'The body is not a JSON object' })
}

function leadDocument(request: Request, fields: Fields, received: Received, now: Date): LeadDocument {
  const { raw, plainForm, language } = received
  const origin = request.headers.get('origin')!
  return {
    _id: `leads.${randomUUID()}`,
    _type: 'lead',
    ...withDefaults(leadFromFields(fields)),
    consentText: fields.consent,
    language,
    coverageLabel: fields.coverageLabel || fields.coverageType,
    pageUrl: fields.page ? `${origin}${fields.page}` : NOT_PROVIDED,
    submittedAt: isoWithOffset(now),
    attribution: plainForm ? attributionFrom(request.headers.get('referer'), null) : boundedAttribution(raw),
    channel: plainForm ? 'no-javascript' : 'browser-fallback',
    undeliveredEmails: plainForm ? ['customer', 'agency'] : undeliveredFromBody(raw),
    contacted: false,
  }
}

/** Resolves false when the store could not keep the lead; the log says why, without the visitor's details. */
async function keepLead(lead: LeadDocument, store: LeadStore): Promise<boolean> {
  try {
    await store.save(lead)
  } catch (error) {
    console.error(
      `Lead ${lead._id} could not be kept (${lead.channel}, ${store.where}): ${describeFailure(error)}`,
    )
    return false
  }
  console.info(`Lead ${lead._id} kept (${lead.channel}, ${store.where})`)
  return true
}

// Only an agency email the browser did not send, so the agency never gets the same lead twice.
function emailAgencyAfterResponse(lead: LeadDocument, options: Options) {
  const { emailAgency } = options
  if (!emailAgency || !lead.undeliveredEmails.includes('agency')) return
  options.afterResponse(() =>
    emailAgency(lead).then(
      () => console.info(`Lead ${lead._id} emailed to the agency from the server`),
      (error) =>
        console.error(`Lead ${lead._id} could not be emailed from the server: ${describeFailure(error)}`),
    ),
  )
}

/** A plain form post is sent on to the thank-you page; the script is told the lead was received. */
async function accepted({ plainForm, language }: Received, options: Options): Promise<Response> {
  if (!plainForm) return jsonResponse(202, { received: true })
  return new Response(null, { status: 303, headers: { Location: await options.thankYouPath(language) } })
}

/**
 * The site's lead endpoint: where the quote form posts a lead it could not email, and where a browser without
 * JavaScript posts the form itself. It keeps the lead (Content Lake or local file) and answers 202 to the
 * script or 303 to the thank-you page for a plain form post.
 */
export async function handleLeadRequest(request: Request, options: Options): Promise<Response> {
  const type = mediaType(request)
  const refused = await refusal(request, type, options)
  if (refused) return refused
  const raw = await readSubmission(request, type)
  if (raw instanceof Response) return raw

  // Read before validation, so a bot's request lands on the same page a person's would. A form that names no
  // known language is English.
  const language = isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE
  const received: Received = { raw, plainForm: type === FORM, language }
  // A bot that filled the hidden field is told what a person would be, and nothing is kept.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return accepted(received, options)

  const { fields, invalid } = validateSubmission(raw, await options.choices())
  if (!fields) return jsonResponse(400, { error: 'Some fields are missing or not valid', fields: invalid })

  const lead = leadDocument(request, fields, received, options.now?.() ?? new Date())
  if (!(await keepLead(lead, options.store))) {
    return jsonResponse(500, { error: 'The request could not be saved' })
  }
  emailAgencyAfterResponse(lead, options)
  return accepted(received, options)
}
