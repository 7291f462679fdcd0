// EmailJS's REST API as a process for the browser tests, for the site's server-side sends (the browser's own
// sends are intercepted by Playwright instead). It records every send and answers 200;
// GET /__sent lists what it received.
//   tsx tests/support/fake-emailjs-server.ts
import { createServer } from 'node:http'

const port = Number(process.env.E2E_EMAILJS_PORT ?? 3192)
const sent: unknown[] = []

createServer(async (request, response) => {
  if (request.method === 'GET' && request.url === '/__sent') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sent))
    return
  }
  if (request.method !== 'POST' || request.url !== '/api/v1.0/email/send') {
    response.writeHead(404).end()
    return
  }
  let body = ''
  for await (const chunk of request) body += chunk
  sent.push(JSON.parse(body))
  response.writeHead(200, { 'content-type': 'text/plain' }).end('OK')
}).listen(port, '127.0.0.1', () => console.log(`Fake EmailJS on ${port}`))
