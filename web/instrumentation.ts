import type { Instrumentation } from 'next'

// Runs once when a server starts, before it answers anything. The Node-only start-up lives in its own module so
// the Edge compile of this file never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startNodeServer } = await import('./lib/server/server-start')
  await startNodeServer()
}

/** Every error a request meets on the server, with the route it failed in (lib/log/request-log). */
export const onRequestError: Instrumentation.onRequestError = async (...details) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./lib/log/request-log')
  logRequestError(...details)
}
