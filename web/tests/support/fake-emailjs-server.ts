// EmailJS's REST API as a process for the browser tests, for the site's server-side sends (the browser's own
// sends are intercepted by Playwright instead). It records every send and answers 200;
// GET /__sent lists what it took. A test can have it refuse a lead's emails for a while, as an EmailJS outage:
// POST /__refuse {"leadId": "leads.…", "times": 2} answers 503 to that lead's next two sends, and
// GET /__tries lists every send it was asked for, taken or refused, with the time it came.
//   tsx tests/support/fake-emailjs-server.ts
import { createServer, type IncomingMessage } from 'node:http'

const port = Number(process.env.E2E_EMAILJS_PORT ?? 3192)
type Send = { template_params?: { leadId?: string } }
const sent: Send[] = []
const tries: { at: number; leadId?: string; status: number }[] = []
/** How many more sends of each lead's email are refused. */
const refusals = new Map<string, number>()

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
    const { leadId, times } = (await read(request)) as { leadId: string; times: number }
    refusals.set(leadId, times)
    return json(200, { leadId, times })
  }
  if (request.method !== 'POST' || request.url !== '/api/v1.0/email/send') {
    response.writeHead(404).end()
    return
  }
  const send = (await read(request)) as Send
  const leadId = send.template_params?.leadId
  const refused = leadId !== undefined && (refusals.get(leadId) ?? 0) > 0
  tries.push({ at: Date.now(), leadId, status: refused ? 503 : 200 })
  if (refused) {
    refusals.set(leadId, refusals.get(leadId)! - 1)
    response.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable')
    return
  }
  sent.push(send)
  response.writeHead(200, { 'content-type': 'text/plain' }).end('OK')
}).listen(port, '127.0.0.1', () => console.log(`Fake EmailJS on ${port}`))
