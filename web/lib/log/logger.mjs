// @ts-check
// Plain JavaScript: Next's cache handlers (lib/shared-store), loaded at run time without the app's compiler, log
// through it too.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { format, stripVTControlCharacters } from 'node:util'

import pino from 'pino'

import { setConsoleSink } from './console-sink.mjs'

/** @typedef {{ reqId: string }} RequestContext */
/** @typedef {import('pino').Logger} Logger */
/** @typedef {{ logger: Logger, requests: AsyncLocalStorage<RequestContext>, reported: WeakSet<object> }} LogState */

const STATE = Symbol.for('lone-star-shield.log')

/** What LOG_LEVEL may say, most detailed first. */
export const LOG_LEVELS = [...Object.keys(pino.levels.values), 'silent']

// An unknown LOG_LEVEL stops the server at its start, named (lib/env); until then, the default.
const levelSetting = (setting = process.env.LOG_LEVEL) =>
  setting && LOG_LEVELS.includes(setting) ? setting : 'info'

// Next takes `Date.now()` or `new Date()` during a prerender for reading the clock, which changes how the page
// renders; a log line must not. Next leaves the performance clock alone, so the time comes from it.
const isoTime = () => `,"time":"${new Date(performance.timeOrigin + performance.now()).toISOString()}"`

/** JSON on stdout; in `next dev`, the same lines made readable, written in this thread as they come. */
function destination() {
  if (process.env.NODE_ENV !== 'development') return process.stdout
  /** @type {typeof import('pino-pretty')} */
  const { prettyFactory } = createRequire(import.meta.url)('pino-pretty')
  const prettify = prettyFactory({})
  return { write: (/** @type {string} */ line) => process.stdout.write(prettify(line)) }
}

/** @returns {LogState} */
function createState() {
  /** @type {AsyncLocalStorage<RequestContext>} */
  const requests = new AsyncLocalStorage()
  const logger = pino(
    {
      level: levelSetting(),
      // Labels rather than pino's numbers: a person reading the raw lines, and a log shipper mapping them to its
      // severities, both take "error" as it is.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: isoTime,
      // No pid or hostname: the container runtime already says which replica a line came from.
      base: undefined,
      mixin: () => {
        const request = requests.getStore()
        return request ? { reqId: request.reqId } : {}
      },
    },
    destination(),
  )
  return { logger, requests, reported: new WeakSet() }
}

// The routes are compiled into separate bundles, each with its own copy of this module, and the cache handlers
// load one more: the logger lives on globalThis so the process has exactly one.
const globals = /** @type {{ [STATE]?: LogState }} */ (globalThis)
const state = (globals[STATE] ??= createState())

/**
 * The server's logger: one JSON object per line on stdout, with `level`, `time`, `msg`, and `reqId` while a
 * request is served. It redacts nothing: never give it personal data (names, phone numbers, email addresses,
 * form answers, query strings).
 */
export const log = state.logger

/** The request being served: every line logged on its behalf carries its reqId (lib/log/request-log). */
export const requestContext = state.requests

/**
 * The level to log an error at: "error" the first time the object is logged, "info" after. Next prints a failed
 * request's error, then hands the same object to onRequestError: the failure counts once among the errors.
 * @param {unknown} error
 * @returns {'error' | 'info'}
 */
export function errorLevel(error) {
  if (typeof error !== 'object' || error === null) return 'error'
  if (state.reported.has(error)) return 'info'
  state.reported.add(error)
  return 'error'
}

/** @type {Record<import('./console-sink.mjs').ConsoleMethod, 'info' | 'warn' | 'error' | 'debug'>} */
const CONSOLE_LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' }
// Next starts its lines with a mark for their level ("⨯ Error: …", "⚠ …", "✓ Ready in …"): `level` says it now.
const NEXT_MARK = /^[⨯⚠✓▲○»]\s*/

/** @type {import('./console-sink.mjs').ConsoleSink} */
function logConsoleCall(method, args) {
  const err = args.find((arg) => arg instanceof Error)
  const text = stripVTControlCharacters(format(...args.filter((arg) => arg !== err)))
    .trim()
    .replace(NEXT_MARK, '')
  // Next's blank lines between its own.
  if (!text && !err) return
  const level = method === 'error' && err ? errorLevel(err) : CONSOLE_LEVELS[method]
  log[level](err ? { err } : {}, text || err?.message)
}

/**
 * Sends console.log/info/warn/error/debug to the logger, Next's own messages included: a failed render's
 * `⨯ Error: …` becomes a line at level error with the error's stack under `err`.
 */
export function routeConsoleToLogger() {
  setConsoleSink(logConsoleCall)
}
