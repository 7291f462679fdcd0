// @ts-check
// Preloaded into the sites the browser tests start (NODE_OPTIONS=--import): every error the server prints is
// also appended to E2E_SERVER_ERROR_LOG as one JSON line, so the run can fail on an error no test expected
// (tests/support/servers/server-errors.ts). The server logs JSON lines through its logger, Next's own errors included;
// the streams are watched rather than the console, which the logger does not write through.
import { appendFileSync } from 'node:fs'
import { StringDecoder } from 'node:string_decoder'

/**
 * @typedef {{ level?: unknown, time?: unknown, msg?: unknown, err?: { message?: unknown, stack?: unknown },
 *   method?: unknown, route?: unknown, status?: unknown }} LogEntry
 */

/**
 * What a line the server printed says about an error, or null when it is none: a log line at level error or
 * fatal (its message, then the error's stack, or its message without one; for a request answered with a server
 * error, its method, route and status); on stderr, any line that is not a log line, such as Node's report of an
 * uncaught exception.
 * @param {string} line
 * @param {'stdout' | 'stderr'} stream
 * @returns {{ time: string, message: string } | null}
 */
export function serverError(line, stream) {
  if (!line.trim()) return null
  /** @type {LogEntry | null} */
  let entry = null
  try {
    const parsed = JSON.parse(line)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entry = parsed
  } catch {
    // Not a log line.
  }
  if (!entry) return stream === 'stderr' ? { time: new Date().toISOString(), message: line } : null
  if (entry.level !== 'error' && entry.level !== 'fatal') return null
  const request = entry.status === undefined ? [] : [`${entry.method} ${entry.route} ${entry.status}`]
  const parts = [entry.msg, ...request, entry.err?.stack || entry.err?.message].filter(
    (part) => typeof part === 'string' && part !== '',
  )
  return {
    time: typeof entry.time === 'string' ? entry.time : new Date().toISOString(),
    message: parts.join('\n'),
  }
}

/**
 * Calls `onLine` with each whole line written to `stream`, then writes as before.
 * @param {NodeJS.WriteStream} stream
 * @param {(line: string) => void} onLine
 */
function watchLines(stream, onLine) {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  const write = stream.write.bind(stream)
  stream.write = /** @type {typeof stream.write} */ (
    (/** @type {string | Uint8Array} */ chunk, /** @type {any[]} */ ...rest) => {
      pending += typeof chunk === 'string' ? chunk : decoder.write(Buffer.from(chunk))
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine(line)
      return write(chunk, ...rest)
    }
  )
}

// NODE_OPTIONS reaches every Node process a test server's command starts, `next build` and its workers among
// them, whose warnings on stderr are no errors of the site: only the server itself (server.js) is watched.
const file = process.env.E2E_SERVER_ERROR_LOG
if (file && process.argv[1]?.endsWith('server.js')) {
  for (const name of /** @type {const} */ (['stdout', 'stderr'])) {
    // A server still stopping when the test run that started it has ended writes into a closed pipe: each EPIPE,
    // reported as an error, would be written and fail again, endlessly. Nobody is left to read its lines.
    process[name].on('error', (error) => {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EPIPE') throw error
    })
    watchLines(process[name], (line) => {
      const error = serverError(line, name)
      if (error) appendFileSync(file, `${JSON.stringify(error)}\n`)
    })
  }
}
