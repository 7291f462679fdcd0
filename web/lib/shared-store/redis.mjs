// @ts-check
// Plain JavaScript: Next loads the cache handlers with a bare `import()` at run time, and they share this file
// with the app's compiled routes.
import { createClient } from '@redis/client'

import { log } from '../log/logger.mjs'

/** Every key this site writes starts with it, so the site can share a Redis with other applications. */
export const KEY_PREFIX = 'lone-star-shield:'

// A Redis that answers nothing for this long is treated as down: a page or a lead never waits longer on it.
const COMMAND_TIMEOUT_MS = 500
const CONNECT_TIMEOUT_MS = 2000
const MAX_RECONNECT_DELAY_MS = 5000

/** @typedef {ReturnType<typeof createRedisClient>} RedisClient */
/** @typedef {{ client: RedisClient, ready: Promise<boolean>, reachable: boolean | undefined, where: string }} Connection */

// The routes are compiled into separate bundles and the cache handlers are loaded beside them, each with its own
// copy of this module: the connection lives on globalThis so the process opens exactly one.
const CONNECTION = Symbol.for('lone-star-shield.redis')
const READY_CALLBACKS = Symbol.for('lone-star-shield.redis-ready')

/** @returns {{ [CONNECTION]?: Connection | null, [READY_CALLBACKS]?: ((client: RedisClient) => Promise<void>)[] }} */
const processGlobals = () => /** @type {any} */ (globalThis)

const readyCallbacks = () => (processGlobals()[READY_CALLBACKS] ??= [])

/**
 * Runs `callback` each time this process's connection to Redis becomes ready, at start and after every outage:
 * a Redis that restarted empty gets back what the servers hold. A failure waits for the next time.
 * @param {(client: RedisClient) => Promise<void>} callback
 */
export function onSharedRedisReady(callback) {
  readyCallbacks().push(callback)
  const connection = processGlobals()[CONNECTION]
  if (connection?.client.isReady)
    callback(connection.client).catch((error) => markUnreachable(connection, error))
}

/** The address without credentials, for logs. */
function describeUrl(/** @type {string} */ url) {
  try {
    const { protocol, host, pathname } = new URL(url)
    return `${protocol}//${host}${pathname === '/' ? '' : pathname}`
  } catch {
    return 'REDIS_URL (not a valid URL)'
  }
}

/** @param {Connection} connection @param {unknown} error */
function markUnreachable(connection, error) {
  if (connection.reachable === false) return
  connection.reachable = false
  const { code, message } = /** @type {{ code?: string, message?: string }} */ (error ?? {})
  log.warn(
    `Redis at ${connection.where} cannot be reached (${code ?? message ?? 'no answer'}): this server keeps ` +
      'serving, with its cache, lead limit and webhook memory in its own memory until Redis is back.',
  )
}

/** @param {Connection} connection */
function markReachable(connection) {
  if (connection.reachable === true) return
  log.info(
    connection.reachable === false
      ? `Redis at ${connection.where} is reachable again: shared cache, lead limit and webhook memory resumed.`
      : `Shared mode: cache, lead limit and webhook memory in Redis at ${connection.where}.`,
  )
  connection.reachable = true
}

/** @param {string} url */
function createRedisClient(url) {
  return createClient({
    url,
    // Commands fail at once while the connection is down, so callers fall back instead of queueing behind it.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  })
}

/** @param {string} url @returns {Connection} */
function connect(url) {
  const client = createRedisClient(url)
  /** @type {Connection} */
  const connection = { client, ready: Promise.resolve(false), reachable: undefined, where: describeUrl(url) }
  client.on('error', (error) => markUnreachable(connection, error))
  client.on('ready', () => {
    markReachable(connection)
    for (const callback of readyCallbacks())
      callback(client).catch((error) => markUnreachable(connection, error))
  })
  connection.ready = client.connect().then(
    () => true,
    (error) => {
      markUnreachable(connection, error)
      return false
    },
  )
  return connection
}

/**
 * The process's Redis connection: made on first use when REDIS_URL is set, null without it (the site then keeps
 * everything in its own memory, as a single server does) and while `next build` prerenders.
 * @returns {Connection | null}
 */
function sharedConnection() {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null
  const globals = processGlobals()
  if (globals[CONNECTION] === undefined) globals[CONNECTION] = connect(url)
  return globals[CONNECTION] ?? null
}

/** The Redis client when shared mode is on (it may be momentarily disconnected), else null. */
export function sharedRedis() {
  return sharedConnection()?.client ?? null
}

/**
 * Connects at start, so the first request finds Redis ready, and says in one line whether it is reachable. Waits
 * at most the connect timeout: a server whose Redis is down starts anyway.
 */
export async function connectSharedStore() {
  const connection = sharedConnection()
  if (!connection) return
  const timeout = new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS, false).unref())
  if (!(await Promise.race([connection.ready, timeout]))) markUnreachable(connection, { code: 'ETIMEDOUT' })
}

/** At the server's stop: waits for the commands sent, then closes the connection (no reconnecting after it). */
export async function closeSharedStore() {
  const connection = processGlobals()[CONNECTION]
  if (connection?.client.isOpen) await connection.client.close()
}

/**
 * Runs `operation` against Redis when shared mode is on and Redis answers; otherwise, or when it fails, runs
 * `local`, this server's own stand-in. A failure is logged once per outage.
 * @template T
 * @param {(client: RedisClient) => Promise<T>} operation
 * @param {() => T | Promise<T>} local
 * @returns {Promise<T>}
 */
export async function withSharedRedis(operation, local) {
  const connection = sharedConnection()
  if (!connection || !connection.client.isReady) return local()
  try {
    const result = await operation(connection.client)
    markReachable(connection)
    return result
  } catch (error) {
    markUnreachable(connection, error)
    return local()
  }
}
