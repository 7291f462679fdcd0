// Runs once when a server starts, before it answers anything. The Node-only start-up lives in its own module so
// the Edge compile of this file never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startNodeServer } = await import('./lib/server-start')
  await startNodeServer()
}
