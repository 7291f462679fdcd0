import { subscribe } from 'node:diagnostics_channel'
import type { Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'

import { log } from '../log/logger.mjs'

/** What must be closed once no request is left, in order: each may still use the ones after it. */
export type Closer = { name: string; close: () => Promise<void> }

/**
 * Docker kills a container 10 s after SIGTERM unless told otherwise (compose.yaml keeps that default): whatever is
 * still running a second before is cut, and the exit code says so.
 */
const STOP_WITHIN_MS = 9000
/** How long nothing must be in flight before the connections left open, idle, are closed. */
const QUIET_MS = 500
/** An event-loop turn this short, with no connection to accept, leaves none waiting to be. */
const SHORT_TURN_MS = 5
/** How long the stop waits for such a turn under load before it stops listening all the same. */
const SHORT_TURN_WAIT_MS = 2000

const HTTP_SERVER = Symbol.for('lone-star-shield.http-server')
// Next hands the work it defers past a response (after(), a page re-rendered in the background) to the waitUntil
// of the platform's request context when there is one, and otherwise awaits it only in its own SIGTERM handler.
const REQUEST_CONTEXT = Symbol.for('@next/request-context')

type WaitUntil = (promise: Promise<unknown>) => void
type ProcessGlobals = {
  [HTTP_SERVER]?: Server
  [REQUEST_CONTEXT]?: { get: () => { waitUntil?: WaitUntil } | undefined }
}

type RequestMessage = { response: ServerResponse }

/**
 * Where the preload took SIGTERM from Next (lib/log/preload.mjs, the standalone server as the container runs it):
 * on SIGTERM or SIGINT, stops taking connections, answers the requests it has, lets the work deferred past them
 * finish, closes `closers`, and exits 0, all within STOP_WITHIN_MS. Elsewhere (`next dev`, `next start`) Next's own
 * handler stays.
 */
export function installGracefulStop(closers: Closer[]) {
  const globals = globalThis as ProcessGlobals
  const server = globals[HTTP_SERVER]
  if (!process.env.NEXT_MANUAL_SIG_HANDLE || !server) return

  const inFlight = new Set<ServerResponse>()
  const deferred = new Set<Promise<unknown>>()
  let stopping = false
  let quietSince = Date.now()
  subscribe('http.server.request.start', (message) => {
    const { response } = message as RequestMessage
    inFlight.add(response)
    // Its client is told not to send another request on the same connection.
    if (stopping) response.setHeader('connection', 'close')
  })
  subscribe('http.server.response.finish', (message) => {
    inFlight.delete((message as RequestMessage).response)
    if (!inFlight.size) quietSince = Date.now()
  })
  globals[REQUEST_CONTEXT] ??= {
    get: () => ({
      waitUntil: (promise) => {
        // Reported as Next's own waitUntil reports a failure, through the console (which the logger takes).
        const settled = Promise.resolve(promise).catch((error: unknown) => console.error(error))
        deferred.add(settled)
        void settled.finally(() => deferred.delete(settled))
      },
    }),
  }

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    quietSince = started
    log.info(`${signal}: no new connections; finishing ${inFlight.size} request(s) in flight, then stopping`)
    setTimeout(() => {
      log.warn(
        `Could not stop within ${STOP_WITHIN_MS / 1000} s: ${inFlight.size} request(s) and ${deferred.size} ` +
          'deferred task(s) cut',
      )
      process.exit(1)
    }, STOP_WITHIN_MS).unref()
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close')
    await new Promise<void>((resolve) => {
      // http.Server's close() also closes every connection without a request under way, and under load that
      // includes connections accepted whose request is not read yet: nginx has sent it, and must not resend a
      // POST, so it answers 502. net.Server's close() only stops listening; the connections close one by one, as
      // each answer goes out with `Connection: close`.
      const stopListening = () => NetServer.prototype.close.call(server, () => resolve())
      // Connections the kernel has accepted but this process not yet are reset when it stops listening, and they
      // pile up while a long event-loop turn (renders, under load) keeps it from accepting. So it stops listening
      // after a short turn that found no connection to accept: a lull between requests.
      const giveUpAt = started + SHORT_TURN_WAIT_MS
      let turnStarted = 0
      let accepted = false
      const accept = () => (accepted = true)
      server.on('connection', accept)
      const turn = () => {
        const now = performance.now()
        if ((now - turnStarted < SHORT_TURN_MS && !accepted) || Date.now() >= giveUpAt) {
          server.off('connection', accept)
          stopListening()
        } else {
          turnStarted = now
          accepted = false
          setImmediate(turn)
        }
      }
      setImmediate(() => {
        turnStarted = performance.now()
        setImmediate(turn)
      })
      // Kept-alive connections with nothing under way, and any that never sent a request, once every request that
      // was on its way has had time to be read.
      const idle = setInterval(() => {
        if (!inFlight.size && Date.now() - quietSince >= QUIET_MS) server.closeIdleConnections()
      }, 100)
      idle.unref()
    })
    while (deferred.size) await Promise.all(deferred)
    for (const { name, close } of closers) {
      await close().catch((error: unknown) =>
        log.warn(`Stopping: ${name} did not close cleanly (${(error as Error).name})`),
      )
    }
    log.info(`Stopped in ${Date.now() - started} ms`)
    process.exit(0)
  }
  process.once('SIGTERM', (signal) => void stop(signal))
  process.once('SIGINT', (signal) => void stop(signal))
}
