// Preloaded into the sites the browser tests start (NODE_OPTIONS=--import): every console.error of the server,
// Next's own error logs included, is also appended to E2E_SERVER_ERROR_LOG as one JSON line, so the run can fail
// on an error no test expected (tests/support/server-errors.ts).
import { appendFileSync } from 'node:fs'
import { format } from 'node:util'

const file = process.env.E2E_SERVER_ERROR_LOG
if (file) {
  const original = console.error.bind(console)
  console.error = (...args) => {
    appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), message: format(...args) })}\n`)
    original(...args)
  }
}
