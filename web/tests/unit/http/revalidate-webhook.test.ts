import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it, vi } from 'vitest'

import * as route from '@/app/api/revalidate/route'
import {
  AcceptedSignatures,
  handleRevalidateWebhook,
  MAX_BODY_BYTES,
  SIGNATURE_WINDOW_MS,
} from '@/lib/publishing/revalidate-webhook'

import { captureLog } from '../operations/log-capture'

const SECRET = 'a-webhook-secret-of-some-length'
const MINUTE = 60_000

async function signed(body: string, secret = SECRET, timestamp = Date.now()) {
  return encodeSignatureHeader(body, timestamp, secret)
}

function post(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
}

type CallOptions = {
  secret?: string | undefined
  acceptedSignatures?: AcceptedSignatures
  now?: number
  bodyTimeoutMs?: number
  consistencyWaitMs?: number
  revalidated?: string[]
  addresses?: string[]
}

async function call(request: Request, options: CallOptions = {}) {
  const revalidated = options.revalidated ?? []
  const addresses = options.addresses ?? []
  const response = await handleRevalidateWebhook(request, {
    secret: 'secret' in options ? options.secret : SECRET,
    revalidate: (tag) => revalidated.push(tag),
    revalidateAddress: async (id) => {
      addresses.push(id)
    },
    consistencyWaitMs: options.consistencyWaitMs ?? 0,
    acceptedSignatures: options.acceptedSignatures ?? new AcceptedSignatures(),
    now: options.now === undefined ? undefined : () => options.now!,
    bodyTimeoutMs: options.bodyTimeoutMs,
  })
  return { status: response.status, body: await response.json(), revalidated }
}

const review = JSON.stringify({ _id: 'review-1', _type: 'review' })

/** A chunked upload that would go on for `totalBytes`; counts what the reader actually pulled out of it. */
function endlessUpload(totalBytes: number) {
  const chunk = new Uint8Array(16 * 1024).fill(120)
  const source = { produced: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (source.produced >= totalBytes) return controller.close()
      source.produced += chunk.byteLength
      controller.enqueue(chunk)
    },
    cancel() {
      source.cancelled = true
    },
  })
  return { stream, source }
}

describe('revalidation webhook', () => {
  it('revalidates the changed document’s type on a valid signature', async () => {
    const result = await call(post(review, { [SIGNATURE_HEADER_NAME]: await signed(review) }))
    expect(result).toEqual({
      status: 200,
      body: { revalidated: ['review'], documentId: 'review-1' },
      revalidated: ['review'],
    })
  })

  it('also expires a newly published document’s own page, never an edited one’s, and only when signed', async () => {
    const created = JSON.stringify({ _id: 'article-new-guide', _type: 'article', operation: 'create' })
    const edited = JSON.stringify({ _id: 'article-old-guide', _type: 'article', operation: 'update' })
    const addresses: string[] = []
    await call(post(created, { [SIGNATURE_HEADER_NAME]: await signed(created) }), { addresses })
    await call(post(edited, { [SIGNATURE_HEADER_NAME]: await signed(edited) }), { addresses })
    await call(post(review, { [SIGNATURE_HEADER_NAME]: await signed(review) }), { addresses })
    await call(post(created, { [SIGNATURE_HEADER_NAME]: await signed(created, 'another-secret') }), {
      addresses,
    })
    expect(addresses).toEqual(['article-new-guide'])
  })

  it('refuses a signature made with another secret', async () => {
    const result = await call(
      post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, 'not-the-right-secret') }),
    )
    expect(result).toMatchObject({ status: 401, revalidated: [] })
  })

  it('refuses a request without a signature, or with a malformed one', async () => {
    expect(await call(post(review))).toMatchObject({ status: 401, revalidated: [] })
    expect(await call(post(review, { [SIGNATURE_HEADER_NAME]: 'v1=abc' }))).toMatchObject({
      status: 401,
      body: { error: 'Invalid signature' },
      revalidated: [],
    })
  })

  it('refuses a tampered body, and a signature replayed over a changed body', async () => {
    const signature = await signed(review)
    const tampered = review.replace('review-1', 'review-2')
    expect(await call(post(tampered, { [SIGNATURE_HEADER_NAME]: signature }))).toMatchObject({
      status: 401,
      revalidated: [],
    })
    const otherType = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' })
    expect(await call(post(otherType, { [SIGNATURE_HEADER_NAME]: signature }))).toMatchObject({
      status: 401,
      revalidated: [],
    })
  })

  it('fails closed when no secret is configured, and says why in the log', async () => {
    const logged = captureLog()
    const result = await call(
      post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, 'any-secret-at-all') }),
      { secret: undefined },
    )
    vi.restoreAllMocks()
    expect(result).toMatchObject({ status: 401, revalidated: [] })
    expect(logged.map(({ level, msg }) => [level, msg])).toEqual([
      ['error', 'Revalidation refused: SANITY_REVALIDATE_SECRET is not set'],
    ])
  })

  it('answers 413 to an oversized body, declared or not', async () => {
    const big = JSON.stringify({ _type: 'review', padding: 'x'.repeat(MAX_BODY_BYTES) })
    const declared = await call(
      post(big, { [SIGNATURE_HEADER_NAME]: await signed(big), 'content-length': String(big.length) }),
    )
    expect(declared).toMatchObject({ status: 413, revalidated: [] })
    const streamed = post(new Blob([big]).stream(), { [SIGNATURE_HEADER_NAME]: await signed(big) })
    expect(await call(streamed)).toMatchObject({ status: 413, revalidated: [] })
  })

  it('stops reading a chunked 50 MB body just past 64 KB, whatever the signature', async () => {
    const { stream, source } = endlessUpload(50 * 1024 * 1024)
    const response = await handleRevalidateWebhook(
      post(stream, { [SIGNATURE_HEADER_NAME]: 't=1,v1=anything' }),
      {
        secret: SECRET,
        revalidate: () => {},
        consistencyWaitMs: 0,
        acceptedSignatures: new AcceptedSignatures(),
      },
    )
    expect(response.status).toBe(413)
    expect(source.produced).toBeGreaterThan(MAX_BODY_BYTES)
    expect(source.produced).toBeLessThanOrEqual(MAX_BODY_BYTES + 64 * 1024)
    expect(source.cancelled).toBe(true)
  })

  it('answers 408 to a body that trickles in', async () => {
    let sent = 0
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        controller.enqueue(new TextEncoder().encode(review[sent++ % review.length]))
      },
    })
    const result = await call(post(trickle, { [SIGNATURE_HEADER_NAME]: await signed(review) }), {
      bodyTimeoutMs: 100,
    })
    expect(result).toMatchObject({ status: 408, revalidated: [] })
  })

  it('refuses a signature older than the window, or dated too far ahead', async () => {
    const now = Date.now()
    const at = async (timestamp: number) =>
      call(post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, SECRET, timestamp) }), { now })

    expect(await at(now - SIGNATURE_WINDOW_MS - 1)).toMatchObject({
      status: 401,
      body: { error: 'Signature expired' },
      revalidated: [],
    })
    expect(await at(now - 60 * MINUTE)).toMatchObject({ status: 401, revalidated: [] })
    expect(await at(now + SIGNATURE_WINDOW_MS + 1)).toMatchObject({
      status: 401,
      body: { error: 'Signature not yet valid' },
      revalidated: [],
    })
    expect(await at(now - 4 * MINUTE)).toMatchObject({ status: 200, revalidated: ['review'] })
    expect(await at(now + 4 * MINUTE)).toMatchObject({ status: 200, revalidated: ['review'] })
  })

  it('answers a replayed call with a no-op, without waiting', async () => {
    const acceptedSignatures = new AcceptedSignatures()
    const revalidated: string[] = []
    const signature = await signed(review)
    const replay = () =>
      call(post(review, { [SIGNATURE_HEADER_NAME]: signature }), {
        acceptedSignatures,
        revalidated,
        consistencyWaitMs: 200,
      })

    const first = replay()
    // A replay racing the first call, while it waits for the Content Lake, is recognised too.
    await vi.waitFor(() => expect(acceptedSignatures.size).toBe(1))
    const started = Date.now()
    const racing = await replay()
    expect(Date.now() - started).toBeLessThan(150)
    expect(racing).toMatchObject({ status: 200, body: { revalidated: [], duplicate: true } })
    expect(await first).toMatchObject({ status: 200, body: { revalidated: ['review'] } })
    expect((await replay()).body).toEqual({ revalidated: [], duplicate: true })
    expect(revalidated).toEqual(['review'])

    const next = JSON.stringify({ _id: 'review-2', _type: 'review' })
    const other = await call(post(next, { [SIGNATURE_HEADER_NAME]: await signed(next) }), {
      acceptedSignatures,
      revalidated,
    })
    expect(other.body).toEqual({ revalidated: ['review'], documentId: 'review-2' })
  })

  it('forgets accepted signatures once they leave the window', async () => {
    const acceptedSignatures = new AcceptedSignatures()
    const start = Date.now()
    const at = async (timestamp: number, now: number) =>
      call(post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, SECRET, timestamp) }), {
        acceptedSignatures,
        now,
      })

    for (let minute = 0; minute < 4; minute++) {
      expect(await at(start + minute * MINUTE, start + minute * MINUTE)).toMatchObject({ status: 200 })
    }
    expect(acceptedSignatures.size).toBe(4)
    const later = start + 3 * MINUTE + SIGNATURE_WINDOW_MS
    expect(await at(later, later)).toMatchObject({ status: 200 })
    // Only the last two calls (minute 3 and now) are still inside the window.
    expect(acceptedSignatures.size).toBe(2)
    expect(await at(start, later)).toMatchObject({ status: 401, body: { error: 'Signature expired' } })
  })

  it('lets a call whose revalidation failed be delivered again', async () => {
    const acceptedSignatures = new AcceptedSignatures()
    const signature = await signed(review)
    const request = () => post(review, { [SIGNATURE_HEADER_NAME]: signature })
    const failing = handleRevalidateWebhook(request(), {
      secret: SECRET,
      revalidate: () => {
        throw new Error('cache unavailable')
      },
      consistencyWaitMs: 0,
      acceptedSignatures,
    })
    await expect(failing).rejects.toThrow('cache unavailable')
    expect(await call(request(), { acceptedSignatures })).toMatchObject({
      status: 200,
      revalidated: ['review'],
    })
  })

  it('does not remember refused calls', async () => {
    const acceptedSignatures = new AcceptedSignatures()
    const noType = JSON.stringify({ _id: 'review-1' })
    const signature = await signed(noType)
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(
        await call(post(noType, { [SIGNATURE_HEADER_NAME]: signature }), { acceptedSignatures }),
      ).toMatchObject({ status: 400 })
    }
    await call(post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, 'wrong-secret') }), {
      acceptedSignatures,
    })
    expect(acceptedSignatures.size).toBe(0)
  })

  it('answers 400 to a signed body that is not JSON or names no type', async () => {
    const notJson = '{"_type": "review"'
    expect(await call(post(notJson, { [SIGNATURE_HEADER_NAME]: await signed(notJson) }))).toMatchObject({
      status: 400,
      revalidated: [],
    })
    const noType = JSON.stringify({ _id: 'review-1' })
    expect(await call(post(noType, { [SIGNATURE_HEADER_NAME]: await signed(noType) }))).toMatchObject({
      status: 400,
      revalidated: [],
    })
  })

  it('answers every other method 405 with Allow: POST', async () => {
    for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE]) {
      const response = handler()
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
      expect(await response.json()).toEqual({ error: 'Method not allowed: use POST' })
    }
  })
})
