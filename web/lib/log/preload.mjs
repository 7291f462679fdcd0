// @ts-check
// Given to `node --import` where the standalone server starts (scripts/start-standalone.sh, the container's CMD).
// Next prints its start banner before register() can send the console to the logger: held until then, those
// lines come out as JSON like every other.
import { tracingChannel } from 'node:diagnostics_channel'
import { Server } from 'node:http'

import { holdConsole } from './console-sink.mjs'

holdConsole()

// The server stops itself on SIGTERM (lib/server/server-stop.ts): Next's own handler exits 143 as soon as its HTTP server
// has closed, without the CRM queue's worker, Redis or the database closed. Next reads this when it starts
// listening, before register() runs, so it is set here.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true'

// Next keeps its HTTP server to itself; the stop needs it to refuse new connections and to wait for the open
// ones. It is the first one this process listens with.
const HTTP_SERVER = Symbol.for('lone-star-shield.http-server')
const listening = tracingChannel('net.server.listen')
const keep = (/** @type {unknown} */ message) => {
  const { server } = /** @type {{ server?: unknown }} */ (message)
  const globals = /** @type {{ [HTTP_SERVER]?: Server }} */ (globalThis)
  if (server instanceof Server) globals[HTTP_SERVER] ??= server
}
listening.subscribe({ start() {}, end() {}, asyncStart: keep, asyncEnd() {}, error() {} })
