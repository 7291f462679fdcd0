// Runs once when a server starts, before it answers anything.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { serverEnv } = await import('./lib/env')
  let env: ReturnType<typeof serverEnv>
  try {
    env = serverEnv()
  } catch (error) {
    // A misconfigured deployment stops here, with the variable named; Next would otherwise stay up answering 500.
    console.error((error as Error).message)
    process.exit(1)
  }
  const { installClientAddressHook } = await import('./lib/http/client-address')
  installClientAddressHook(env.TRUSTED_PROXIES)
  const { connectSharedStore } = await import('./lib/shared-store/redis.mjs')
  await connectSharedStore()
}
