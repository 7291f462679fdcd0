import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'

import { handleRevalidateWebhook, MAX_BODY_BYTES } from '@/lib/publishing/revalidate-webhook'

const SECRET = 'a-webhook-secret-of-some-length'

async function signed(body: string, secret = SECRET) {
  return encodeSignatureHeader(body, Date.now(), secret)
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

async function call(request: Request, secret: string | undefined = SECRET) {
  const revalidated: string[] = []
  const response = await handleRevalidateWebhook(request, {
    secret,
    revalidate: (tag) => revalidated.push(tag),
    consistencyWaitMs: 0,
  })
  return { status: response.status, body: await response.json(), revalidated }
}

const review = JSON.stringify({ _id: 'review-1', _type: 'review' })

describe('revalidation webhook', () => {
  it('revalidates the changed document’s type on a valid signature', async () => {
    const result = await call(post(review, { [SIGNATURE_HEADER_NAME]: await signed(review) }))
    expect(result).toEqual({
      status: 200,
      body: { revalidated: ['review'], documentId: 'review-1' },
      revalidated: ['review'],
    })
  })

  it('refuses a signature made with another secret', async () => {
    const result = await call(
      post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, 'not-the-right-secret') }),
    )
    expect(result).toMatchObject({ status: 401, revalidated: [] })
  })

  it('refuses a request without a signature', async () => {
    expect(await call(post(review))).toMatchObject({ status: 401, revalidated: [] })
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

  it('fails closed when no secret is configured', async () => {
    const result = await call(
      post(review, { [SIGNATURE_HEADER_NAME]: await signed(review, 'any-secret-at-all') }),
      undefined,
    )
    expect(result).toMatchObject({ status: 401, revalidated: [] })
  })

  it('answers 413 to an oversized body, before and after reading it', async () => {
    const big = JSON.stringify({ _type: 'review', padding: 'x'.repeat(MAX_BODY_BYTES) })
    const declared = await call(
      post(big, { [SIGNATURE_HEADER_NAME]: await signed(big), 'content-length': String(big.length) }),
    )
    expect(declared).toMatchObject({ status: 413, revalidated: [] })
    const stream = new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: await signed(big) },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(await call(stream)).toMatchObject({ status: 413, revalidated: [] })
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
})
