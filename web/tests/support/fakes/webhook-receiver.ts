// The agency's CRM as the tests stand it up: a small HTTP server on a free loopback port that checks every
// request's Standard Webhooks signature and answers as each test tells it to (200, 500, or not at all).
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { Socket } from 'node:net'

import { Webhook } from 'standardwebhooks'

/** A secret in the format the site takes (whsec_ + base64), for the tests only. */
export const TEST_WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

export type WebhookTry = {
  id: string
  /** The event as sent: { type, timestamp, data }. */
  body: { type: string; timestamp: string; data: Record<string, unknown> & { id: string; kind: string } }
  /** Whether webhook-signature checks out against the secret, body and headers (standardwebhooks' verify). */
  validSignature: boolean
  /** When it arrived (Date.now()). */
  at: number
  /** What the receiver answered. */
  status: number
}

export type WebhookReceiver = {
  url: string
  /** Every try, in the order they arrived. */
  tries: WebhookTry[]
  /** The tries answered 2xx: the events the CRM took. */
  accepted: () => WebhookTry[]
  /** Stops listening (connections dropped): the CRM is down. */
  stop: () => Promise<void>
  /** Listens again on the same port. */
  start: () => Promise<void>
}

const readAll = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Starts the receiver. `answer` decides the status of each try, given the try and how many tries of the same
 * webhook-id came before it (0 for the first).
 */
export async function startWebhookReceiver(
  answer: (request: WebhookTry, earlierTries: number) => number = () => 200,
  secret = TEST_WEBHOOK_SECRET,
): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret)
  const tries: WebhookTry[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer(async (request, response) => {
    const raw = await readAll(request)
    const headers = {
      'webhook-id': String(request.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
    }
    let validSignature = true
    try {
      verifier.verify(raw, headers)
    } catch {
      validSignature = false
    }
    const received: WebhookTry = {
      id: headers['webhook-id'],
      body: JSON.parse(raw) as WebhookTry['body'],
      validSignature,
      at: Date.now(),
      status: 0,
    }
    const earlier = tries.filter((earlierTry) => earlierTry.id === received.id).length
    received.status = validSignature ? answer(received, earlier) : 401
    tries.push(received)
    response.writeHead(received.status, { 'content-type': 'application/json' }).end('{}')
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  let port = 0
  const start = () =>
    new Promise<void>((resolve) =>
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port
        resolve()
      }),
    )
  await start()
  return {
    url: `http://127.0.0.1:${port}/hooks/catch/lone-star`,
    tries,
    accepted: () => tries.filter((received) => received.status >= 200 && received.status < 300),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
    start,
  }
}
