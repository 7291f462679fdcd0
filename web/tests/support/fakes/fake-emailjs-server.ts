// EmailJS's REST API as a process for the browser tests, for the site's server-side sends (the browser's own
// sends are intercepted by Playwright instead). It records every send and answers 200;
// GET /__sent lists what it took. A test can have it refuse a lead's emails for a while, as an EmailJS outage:
// POST /__refuse {"leadId": "leads.…", "times": 2} answers 503 to that lead's next two sends (or, by the visitor's
// address in the email, {"email": "…", "times": 1, "status": 400}), and GET /__tries lists every send it was asked
// for, taken or refused, with the time it came.
//   tsx tests/support/fakes/fake-emailjs-server.ts
import { createServer, type IncomingMessage } from 'node:http'

const port = Number(process.env.E2E_EMAILJS_PORT ?? 3192)
type Send = { template_params?: { leadId?: string; email?: string } }
const sent: Send[] = []
const tries: { at: number; leadId?: string; email?: string; status: number }[] = []
/** How many more sends of each lead's email (or each visitor's) are refused, and with which status. */
const refusals = new Map<string, { times: number; status: number }>()
const keysOf = (send: Send) =>
  [send.template_params?.leadId, send.template_params?.email && `email:${send.template_params.email}`].filter(
    (key): key is string => Boolean(key),
  )

const read = async (request: IncomingMessage) => {
  let body = ''
  for await (const chunk of request) body += chunk
  return JSON.parse(body) as unknown
}

createServer(async (request, response) => {
  const json = (status: number, value: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
  if (request.method === 'GET' && request.url === '/__sent') return json(200, sent)
  if (request.method === 'GET' && request.url === '/__tries') return json(200, tries)
  if (request.method === 'POST' && request.url === '/__refuse') {
    const {
      leadId,
      email,
      times,
      status = 503,
    } = (await read(request)) as {
      leadId?: string
      email?: string
      times: number
      status?: number
    }
    refusals.set(leadId ?? `email:${email}`, { times, status })
    return json(200, { leadId, email, times, status })
  }
  if (request.method !== 'POST' || request.url !== '/api/v1.0/email/send') {
    response.writeHead(404).end()
    return
  }
  const send = (await read(request)) as Send
  const { leadId, email } = send.template_params ?? {}
  const key = keysOf(send).find((each) => (refusals.get(each)?.times ?? 0) > 0)
  const refusal = key ? refusals.get(key) : undefined
  tries.push({ at: Date.now(), leadId, email, status: refusal?.status ?? 200 })
  if (key && refusal) {
    refusals.set(key, { ...refusal, times: refusal.times - 1 })
    response.writeHead(refusal.status, { 'content-type': 'text/plain' }).end('Refused')
    return
  }
  sent.push(send)
  response.writeHead(200, { 'content-type': 'text/plain' }).end('OK')
}).listen(port, '127.0.0.1', () => console.log(`Fake EmailJS on ${port}`))
