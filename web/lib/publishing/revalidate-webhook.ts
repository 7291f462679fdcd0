import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import { BodyError, readBody } from '@/lib/http/read-body'
import { jsonResponse } from '@/lib/http/responses'
import { log } from '@/lib/log/logger.mjs'

/** Sanity webhook payloads are small projections ({_id, _type}); anything much larger is not ours. */
export const MAX_BODY_BYTES = 64 * 1024
/** A projection of a few bytes arrives at once; a body still trickling in after this is an attack. */
export const BODY_TIMEOUT_MS = 5000
/**
 * How far a signature's timestamp may be from the server's clock, either way. Sanity signs when it sends, so a
 * genuine call is seconds old; the margin covers clock skew between Sanity and this server.
 */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000

/** The signatures of the calls already accepted, so that a captured call replayed within the window does nothing. */
export type SignatureMemory = {
  /** Records the signature; false when it was already recorded. */
  add(signature: string, timestamp: number, now: number): Promise<boolean>
  /** For a call whose revalidation failed: a retry of it must be processed, not taken for a replay. */
  forget(signature: string): Promise<void>
}

/**
 * One server's memory of accepted signatures. Only valid signatures get in, and each leaves once its timestamp is
 * out of the window (where the window check refuses it anyway), so it holds at most one window's worth of genuine
 * webhooks.
 */
export class AcceptedSignatures implements SignatureMemory {
  private readonly expiries = new Map<string, number>()

  async add(signature: string, timestamp: number, now: number) {
    this.prune(now)
    if (this.expiries.has(signature)) return false
    this.expiries.set(signature, timestamp + SIGNATURE_WINDOW_MS)
    return true
  }

  async forget(signature: string) {
    this.expiries.delete(signature)
  }

  get size() {
    return this.expiries.size
  }

  private prune(now: number) {
    for (const [signature, expiry] of this.expiries) if (expiry < now) this.expiries.delete(signature)
  }
}

type Options = {
  secret: string | undefined
  /** Marks every cached fetch that carries the tag stale. */
  revalidate: (tag: string) => void
  /**
   * Expires a newly published document's own page as a whole: an address opened before its page or guide existed
   * keeps the 404's head (title, no canonical) through a tag revalidation alone. Only for new documents, since
   * it expires at once: for an edit, a failed render must keep serving the last good page.
   */
  revalidateAddress?: (documentId: string) => Promise<void>
  /** How long to let the Content Lake settle before pages are regenerated from it. */
  consistencyWaitMs: number
  /** Must outlive the request: one per server (shared through Redis in shared mode), a fresh one per test. */
  acceptedSignatures: SignatureMemory
  now?: () => number
  bodyTimeoutMs?: number
}

const TYPE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/

/**
 * The on-demand revalidation endpoint: a signed Sanity webhook names the changed document, and every page that
 * shows a document of its type is refreshed. Fails closed: no secret configured means nothing is accepted.
 */
export async function handleRevalidateWebhook(request: Request, options: Options): Promise<Response> {
  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!options.secret) {
    log.error('Revalidation refused: SANITY_REVALIDATE_SECRET is not set')
    return jsonResponse(401, { error: 'Invalid signature' })
  }
  if (!signature) return jsonResponse(401, { error: 'Missing signature' })

  let body: string
  try {
    body = await readBody(request, {
      maxBytes: MAX_BODY_BYTES,
      timeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    // No `Connection: close`: Node closes without lingering, so a client still sending would get a reset instead
    // of this answer. The rest of the body stays unread, and the keep-alive timeout drops the socket.
    return jsonResponse(error.status, { error: error.message })
  }

  const now = (options.now ?? Date.now)()
  const timestamp = await verifySignature(signature, body, options.secret.trim(), now)
  if (timestamp instanceof Response) return timestamp
  const payload = parsePayload(body)
  if (payload instanceof Response) return payload
  // The header must equal the one computed from timestamp and body, so it names exactly one call.
  if (!(await options.acceptedSignatures.add(signature, timestamp, now))) {
    return jsonResponse(200, { revalidated: [], duplicate: true })
  }
  try {
    return await revalidate(payload, options)
  } catch (error) {
    await options.acceptedSignatures.forget(signature)
    throw error
  }
}

/** The signature's timestamp when it is recent and made with the secret over this body; else the refusal. */
async function verifySignature(signature: string, body: string, secret: string, now: number) {
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(signature).timestamp
  } catch {
    return jsonResponse(401, { error: 'Invalid signature' })
  }
  // @sanity/webhook checks the hash but not the time: without this, a captured call would be valid forever.
  if (now - timestamp > SIGNATURE_WINDOW_MS) return jsonResponse(401, { error: 'Signature expired' })
  if (timestamp - now > SIGNATURE_WINDOW_MS) return jsonResponse(401, { error: 'Signature not yet valid' })
  if (!(await isValidSignature(body, signature, secret)))
    return jsonResponse(401, { error: 'Invalid signature' })
  return timestamp
}

type Payload = { _id?: unknown; _type: string; operation?: unknown }

function parsePayload(body: string): Payload | Response {
  let payload: { _id?: unknown; _type?: unknown; operation?: unknown }
  try {
    payload = JSON.parse(body)
  } catch {
    return jsonResponse(400, { error: 'Body is not JSON' })
  }
  if (typeof payload?._type !== 'string' || !TYPE_PATTERN.test(payload._type)) {
    return jsonResponse(400, { error: 'Body must name the document type as _type' })
  }
  return { _id: payload._id, _type: payload._type, operation: payload.operation }
}

async function revalidate(payload: Payload, options: Options) {
  if (options.consistencyWaitMs > 0)
    await new Promise((resolve) => setTimeout(resolve, options.consistencyWaitMs))
  const tags = [payload._type]
  tags.forEach(options.revalidate)
  // The webhook's projection names the operation (`delta::operation()`): "create" is a first publish.
  if (payload.operation === 'create' && typeof payload._id === 'string')
    await options.revalidateAddress?.(payload._id)
  return jsonResponse(200, {
    revalidated: tags,
    documentId: typeof payload._id === 'string' ? payload._id : null,
  })
}
