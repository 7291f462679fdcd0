import 'server-only'

import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Instrumentation } from 'next'

import { errorLevel, log, requestContext } from './logger.mjs'

/** What nginx's $request_id and most tracing headers look like; anything else is replaced by an id of our own. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/
const MAX_ROUTE_LENGTH = 200
const HOOK_INSTALLED = Symbol.for('lone-star-shield.request-log-hook')

type ProcessGlobals = { [HOOK_INSTALLED]?: boolean }
type Level = 'error' | 'warn' | 'info' | 'debug'

/** The id the proxy in front gave the request (X-Request-Id), when it is well formed; else a new one. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * The path a request asked for, for the log: never the query string (a form sent with GET puts its answers
 * there) and never the scheme, host or credentials of an absolute-form target; at most 200 characters.
 */
export function routeOf(target: string): string {
  const [beforeQuery = ''] = target.split(/[?#]/, 1)
  let path = beforeQuery
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname
    } catch {
      // `*` (OPTIONS *) or a target Node let through that is no URL: logged as sent.
    }
  }
  return path.slice(0, MAX_ROUTE_LENGTH)
}

// Answers worth a look when they repeat: a webhook signed with the wrong secret, a post from another site, a
// client over the rate limit.
const REFUSALS = new Set([401, 403, 429])

/**
 * How loud a request's line is: a server error is an error; a refusal a warning; the rest, 404s for addresses
 * strangers try included, ordinary traffic; the build's static files only when debugging.
 */
export function requestLevel(route: string, status: number): Level {
  if (status >= 500) return 'error'
  if (route.startsWith('/_next/static/')) return 'debug'
  if (REFUSALS.has(status)) return 'warn'
  return 'info'
}

function startRequest(request: IncomingMessage, response: ServerResponse) {
  const started = performance.now()
  const route = routeOf(request.url ?? '/')
  const reqId = requestId(request.headers['x-request-id'])
  request.headers['x-request-id'] = reqId
  response.setHeader('X-Request-Id', reqId)
  // Next's handler runs right after this subscriber, in the same turn: the store stays with it and with
  // everything it awaits, so each line logged on the request's behalf carries its id.
  requestContext.enterWith({ reqId })
  response.once('close', () => {
    const status = response.statusCode
    log[requestLevel(route, status)](
      {
        reqId,
        method: request.method,
        route,
        status,
        ms: Math.round(performance.now() - started),
        // The client went away before the answer was sent.
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
}

/**
 * One line per request when its response ends, and a request id for everything logged on its behalf: taken from
 * X-Request-Id when the proxy in front sent a well-formed one, else made here; given to the routes in the
 * request's x-request-id header and to the client in the response's. Node's `http.server.request.start` channel
 * fires before the server's handler, Next's included, sees the request.
 */
export function installRequestLog() {
  const globals = globalThis as ProcessGlobals
  if (globals[HOOK_INSTALLED]) return
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse }
    startRequest(request, response)
  })
  globals[HOOK_INSTALLED] = true
}

/**
 * Next's onRequestError: each server error with the route it failed in, under `err` with its stack and digest.
 * Next prints the error itself just before (a line at level error, with the stack and the request's reqId): for
 * those, this line adds the route at level info, with the digest and without the stack again.
 */
export function logRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>) {
  const where = {
    routePath: context.routePath,
    routeType: context.routeType,
    method: request.method,
    path: routeOf(request.path),
  }
  const { message, digest } = (error ?? {}) as { message?: string; digest?: string }
  const text = message ?? String(error)
  if (errorLevel(error) === 'error') log.error({ ...where, err: error }, text)
  else log.info({ ...where, digest }, text)
}
