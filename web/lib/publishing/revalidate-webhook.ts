import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

/** Sanity webhook payloads are small projections ({_id, _type}); anything much larger is not ours. */
export const MAX_BODY_BYTES = 64 * 1024

type Options = {
  secret: string | undefined
  /** Marks every cached fetch that carries the tag stale. */
  revalidate: (tag: string) => void
  /** How long to let the Content Lake settle before pages are regenerated from it. */
  consistencyWaitMs: number
}

const json = (status: number, body: object) => Response.json(body, { status })
const TYPE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/

/**
 * The on-demand revalidation endpoint: a signed Sanity webhook names the changed document, and every page that
 * shows a document of its type is refreshed. Fails closed: no secret configured means nothing is accepted.
 */
export async function handleRevalidateWebhook(request: Request, options: Options): Promise<Response> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0)
  if (declaredLength > MAX_BODY_BYTES) return json(413, { error: 'Payload too large' })

  const signature = request.headers.get(SIGNATURE_HEADER_NAME)
  if (!options.secret) {
    console.error('Revalidation refused: SANITY_REVALIDATE_SECRET is not set')
    return json(401, { error: 'Invalid signature' })
  }
  if (!signature) return json(401, { error: 'Missing signature' })

  const body = await request.text()
  if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) return json(413, { error: 'Payload too large' })
  if (!(await isValidSignature(body, signature, options.secret.trim()))) {
    return json(401, { error: 'Invalid signature' })
  }

  let payload: { _id?: unknown; _type?: unknown }
  try {
    payload = JSON.parse(body)
  } catch {
    return json(400, { error: 'Body is not JSON' })
  }
  if (typeof payload?._type !== 'string' || !TYPE_PATTERN.test(payload._type)) {
    return json(400, { error: 'Body must name the document type as _type' })
  }

  if (options.consistencyWaitMs > 0)
    await new Promise((resolve) => setTimeout(resolve, options.consistencyWaitMs))
  const tags = [payload._type]
  tags.forEach(options.revalidate)
  return json(200, { revalidated: tags, documentId: typeof payload._id === 'string' ? payload._id : null })
}
