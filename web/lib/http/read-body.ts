/** Why a body could not be read; each maps to the status the endpoint answers. */
export class BodyError extends Error {
  constructor(
    readonly status: 408 | 413,
    message: string,
  ) {
    super(message)
  }
}

type Limits = {
  maxBytes: number
  /** The whole body must have arrived by then, however slowly it trickles. */
  timeoutMs: number
}

/**
 * Reads a request body as text, stopping at the byte limit whatever Content-Length says (chunked bodies have
 * none, and a declared one can lie) and at the deadline: nothing over the limit is ever held in memory, and a
 * client that trickles bytes cannot keep the handler waiting.
 */
export async function readBody(request: Request, { maxBytes, timeoutMs }: Limits): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {})
    throw new BodyError(413, `Body over ${maxBytes} bytes`)
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BodyError(408, `Body not received within ${timeoutMs} ms`)),
      timeoutMs,
    )
  })
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline])
      if (done) break
      size += value.byteLength
      if (size > maxBytes) throw new BodyError(413, `Body over ${maxBytes} bytes`)
      chunks.push(value)
    }
  } catch (error) {
    // Stops the upload: the rest of an oversized or stalled body is never read.
    reader.cancel().catch(() => {})
    throw error
  } finally {
    clearTimeout(timer)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
