// @ts-check
// No dependencies, so the standalone server can preload it (preload.mjs) from anywhere: the build ships pino
// only where its compiled routes load it from, which a preload cannot reach.

/** @typedef {'log' | 'info' | 'warn' | 'error' | 'debug'} ConsoleMethod */
/** @typedef {(method: ConsoleMethod, args: unknown[]) => void} ConsoleSink */
/** @typedef {{ sink: ConsoleSink | null, held: Array<[ConsoleMethod, unknown[]]>, plain: ConsoleSink }} ConsoleRoute */

/** @type {ConsoleMethod[]} */
const METHODS = ['log', 'info', 'warn', 'error', 'debug']
const ROUTE = Symbol.for('lone-star-shield.console-route')
// The server's start sets the sink a few milliseconds after Next's banner.
const HOLD_MS = 10_000

/** @returns {{ [ROUTE]?: ConsoleRoute }} */
const processGlobals = () => /** @type {any} */ (globalThis)

/**
 * Puts the process's console methods in front of a sink that can be set later; until then, what they are given
 * is held. Once per process: whoever comes first (the preload, or the server's start in `next dev`).
 * @returns {ConsoleRoute}
 */
function consoleRoute() {
  const globals = processGlobals()
  const existing = globals[ROUTE]
  if (existing) return existing
  const original = /** @type {Record<ConsoleMethod, (...args: unknown[]) => void>} */ (
    Object.fromEntries(METHODS.map((method) => [method, console[method].bind(console)]))
  )
  /** @type {ConsoleRoute} */
  const route = { sink: null, held: [], plain: (method, args) => original[method](...args) }
  for (const method of METHODS) {
    console[method] = (...args) => {
      if (route.sink) route.sink(method, args)
      else route.held.push([method, args])
    }
  }
  globals[ROUTE] = route
  return route
}

/** @param {ConsoleRoute} route @param {ConsoleSink} sink */
function drainTo(route, sink) {
  route.sink = sink
  for (const [method, args] of route.held.splice(0)) sink(method, args)
}

/**
 * Holds whatever the console is given until setConsoleSink() names where it goes. Should that not come (a start
 * that failed, which Next serves on after) or the process end first, what was held, and what follows, is
 * printed as the console would have.
 */
export function holdConsole() {
  const route = consoleRoute()
  const release = () => {
    if (!route.sink) drainTo(route, route.plain)
  }
  setTimeout(release, HOLD_MS).unref()
  process.once('exit', release)
}

/**
 * Sends every console.log/info/warn/error/debug call to `sink`, those held so far first.
 * @param {ConsoleSink} sink
 */
export function setConsoleSink(sink) {
  drainTo(consoleRoute(), sink)
}
