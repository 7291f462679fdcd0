import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'

import proxyAddress from 'proxy-addr'

/**
 * Where this server puts the address it worked out for each request. Whatever a client sends under this name is
 * overwritten before Next sees the request, so the header can be trusted once the hook is installed.
 */
const CLIENT_ADDRESS_HEADER = 'x-client-address'
const HOOK_INSTALLED = Symbol.for('lone-star-shield.client-address-hook')

type ProcessGlobals = { [HOOK_INSTALLED]?: boolean }

/**
 * How this server tells clients apart: the socket's peer, walking back through X-Forwarded-For only while the
 * hop is a proxy TRUSTED_PROXIES names (a comma-separated list of addresses, ranges such as `10.0.0.0/8`, or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Unset, no proxy is trusted: the client is the
 * socket's peer, whatever headers it sends. Throws on an entry that is not an address or range.
 */
export function clientAddressResolver(setting: string | undefined) {
  const trust = proxyAddress.compile(
    (setting ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  return (request: Pick<IncomingMessage, 'headers' | 'socket'>) =>
    proxyAddress(request as IncomingMessage, trust)
}

/**
 * Works out each request's client address from the socket, walking back through X-Forwarded-For only across the
 * proxies TRUSTED_PROXIES names, and hands it to the routes in a header of its own. Next gives route handlers no
 * socket, so this runs where the socket is: Node's `http.server.request.start` channel fires for every request
 * before the server's request handler (Next's included) sees it.
 */
export function installClientAddressHook(setting: string | undefined) {
  const globals = globalThis as ProcessGlobals
  if (globals[HOOK_INSTALLED]) return
  const resolve = clientAddressResolver(setting)
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage }
    request.headers[CLIENT_ADDRESS_HEADER] = resolve(request)
  })
  globals[HOOK_INSTALLED] = true
}

/**
 * The client's address, as far as this server can vouch for it: on Vercel the platform's own header (Vercel
 * overwrites it at its edge); elsewhere what the hook above worked out. Without either (the hook not installed),
 * every request counts as one unknown client, which keeps a limit a limit.
 */
export function clientAddress(headers: Headers): string {
  if (process.env.VERCEL) return headers.get('x-vercel-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
  if (!(globalThis as ProcessGlobals)[HOOK_INSTALLED]) return 'unknown'
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
