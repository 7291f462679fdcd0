import { describe, expect, it } from 'vitest'

import { BodyError, readBody } from '@/lib/http/read-body'

const LIMITS = { maxBytes: 64 * 1024, timeoutMs: 1000 }

/** A source that produces `chunkBytes` per pull up to `totalBytes`, and records what was taken from it. */
function source(totalBytes: number, chunkBytes = 16 * 1024) {
  const seen = { produced: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.produced >= totalBytes) return controller.close()
      const size = Math.min(chunkBytes, totalBytes - seen.produced)
      seen.produced += size
      controller.enqueue(new Uint8Array(size).fill(120))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

function request(body: ReadableStream<Uint8Array> | string | null, headers: Record<string, string> = {}) {
  return new Request('http://127.0.0.1/upload', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit)
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the body was accepted'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(BodyError)
      return error as BodyError
    },
  )

describe('readBody', () => {
  it('reads a normal body, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ _type: 'review', text: 'Très bien – ★★★★★' }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.slice(at, at + 3))
        controller.close()
      },
    })
    expect(JSON.parse(await readBody(request(stream), LIMITS))).toEqual({
      _type: 'review',
      text: 'Très bien – ★★★★★',
    })
    expect(await readBody(request('{"a":1}'), LIMITS)).toBe('{"a":1}')
    expect(await readBody(request(null), LIMITS)).toBe('')
  })

  it('reads a body of exactly the limit', async () => {
    const { stream } = source(LIMITS.maxBytes)
    expect((await readBody(request(stream), LIMITS)).length).toBe(LIMITS.maxBytes)
  })

  it('refuses a declared length over the limit without reading anything', async () => {
    const { stream, seen } = source(50 * 1024 * 1024)
    const error = await failure(
      readBody(request(stream, { 'content-length': String(50 * 1024 * 1024) }), LIMITS),
    )
    expect(error.status).toBe(413)
    expect(seen.cancelled).toBe(true)
    // The stream pulls once on its own to fill its queue; the reader takes nothing.
    expect(seen.produced).toBeLessThanOrEqual(16 * 1024)
  })

  it('stops a chunked body with no length just past the limit, and cancels the rest', async () => {
    const { stream, seen } = source(50 * 1024 * 1024)
    const error = await failure(readBody(request(stream), LIMITS))
    expect(error.status).toBe(413)
    expect(seen.cancelled).toBe(true)
    expect(seen.produced).toBeGreaterThan(LIMITS.maxBytes)
    expect(seen.produced).toBeLessThanOrEqual(LIMITS.maxBytes + 2 * 16 * 1024)
  })

  it('gives up on a body that trickles in, and cancels it', async () => {
    let cancelled = false
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 10))
        controller.enqueue(new Uint8Array([120]))
      },
      cancel() {
        cancelled = true
      },
    })
    const started = Date.now()
    const error = await failure(readBody(request(trickle), { ...LIMITS, timeoutMs: 100 }))
    expect(error.status).toBe(408)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(cancelled).toBe(true)
  })

  it('gives up on a body that stops arriving', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([123]))
      },
    })
    const error = await failure(readBody(request(stalled), { ...LIMITS, timeoutMs: 50 }))
    expect(error.status).toBe(408)
  })
})
