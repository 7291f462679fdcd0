import { randomUUID } from 'node:crypto'

import { isoWithOffset } from '../../format'
import { BodyError, readBody } from '../../http/read-body'
import type { RateLimiter } from '../../http/rate-limit'
import { jsonResponse } from '../../http/responses'
import { attributionFrom, boundedAttribution, NOT_PROVIDED } from '../attribution'
import { LEAD_BODY_MAX_BYTES } from '../fields'
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

/**
 * The site's lead endpoint: where the quote form hands a lead it could not email, and where a browser without
 * JavaScript posts the form itself. It keeps the lead (Content Lake or local file) and answers 202 to the
 * script or 303 to the thank-you page for a plain form post.
 */
export async function handleLeadRequest(request: Request, options: Options): Promise<Response> {
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
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== FORM && type !== JSON_TYPE) {
    return jsonResponse(415, { error: `Send the request as ${JSON_TYPE} or ${FORM}` })
  }

  let body: string
  try {
    body = await readBody(request, { maxBytes: LEAD_BODY_MAX_BYTES, timeoutMs: BODY_TIMEOUT_MS })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const message =
      error.status === 413 ? `Request over ${LEAD_BODY_MAX_BYTES / 1024} KB` : 'Request took too long'
    return jsonResponse(error.status, { error: message })
  }
  const raw = parseBody(body, type)
  if (!raw) return jsonResponse(400, { error: 'The body is not a JSON object' })

  const plainForm = type === FORM
  // Read before validation, so a bot's request lands on the same page a person's would. A form that names no
  // known language is English.
  const language = isLanguage(raw.language) ? raw.language : DEFAULT_LANGUAGE
  const done = async () =>
    plainForm
      ? new Response(null, {
          status: 303,
          headers: { Location: await options.thankYouPath(language) },
        })
      : jsonResponse(202, { received: true })
  // A bot that filled the hidden field is told what a person would be, and nothing is kept.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') return done()

  const { fields, invalid } = validateSubmission(raw, await options.choices())
  if (!fields) return jsonResponse(400, { error: 'Some fields are missing or not valid', fields: invalid })

  const origin = request.headers.get('origin')!
  const lead: LeadDocument = {
    _id: `leads.${randomUUID()}`,
    _type: 'lead',
    ...withDefaults(leadFromFields(fields)),
    consentText: fields.consent,
    language,
    coverageLabel: fields.coverageLabel || fields.coverageType,
    pageUrl: fields.page ? `${origin}${fields.page}` : NOT_PROVIDED,
    submittedAt: isoWithOffset(options.now?.() ?? new Date()),
    attribution: plainForm ? attributionFrom(request.headers.get('referer'), null) : boundedAttribution(raw),
    channel: plainForm ? 'no-javascript' : 'browser-fallback',
    undeliveredEmails: plainForm ? ['customer', 'agency'] : undeliveredFromBody(raw),
    contacted: false,
  }
  try {
    await options.store.save(lead)
  } catch (error) {
    console.error(
      `Lead ${lead._id} could not be kept (${lead.channel}, ${options.store.where}): ${describeFailure(error)}`,
    )
    return jsonResponse(500, { error: 'The request could not be saved' })
  }
  console.info(`Lead ${lead._id} kept (${lead.channel}, ${options.store.where})`)

  const { emailAgency } = options
  if (emailAgency && lead.undeliveredEmails.includes('agency')) {
    options.afterResponse(() =>
      emailAgency(lead).then(
        () => console.info(`Lead ${lead._id} emailed to the agency from the server`),
        (error) =>
          console.error(`Lead ${lead._id} could not be emailed from the server: ${describeFailure(error)}`),
      ),
    )
  }
  return done()
}
