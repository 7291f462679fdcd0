import { BodyError, readBody } from './read-body'
import type { RateLimiter } from './rate-limit'
import { jsonResponse } from './responses'

// What every form endpoint of the site does with a post before it reads a field: who may send it, in what form and
// how much, and its body as an object.

const BODY_TIMEOUT_MS = 5_000

export const FORM = 'application/x-www-form-urlencoded'
export const JSON_TYPE = 'application/json'

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

export const mediaType = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

/** The limit a form's posts are counted against, and who is counted: the client's address, as far as the server can vouch for it. */
export type ClientLimit = { rateLimiter: RateLimiter; clientAddress: (headers: Headers) => string }

// Checked before the body is read, so a refused request costs the server no more than its headers.
export async function refusal(
  request: Request,
  type: string,
  accepted: readonly string[],
  { rateLimiter, clientAddress }: ClientLimit,
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
