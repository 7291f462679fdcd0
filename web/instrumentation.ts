// Runs once when a server starts, before it answers anything.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // A misconfigured deployment stops here, with the variable named, rather than on some later request.
  const { serverEnv } = await import('./lib/env')
  const { installClientAddressHook } = await import('./lib/http/client-address')
  installClientAddressHook(serverEnv().TRUSTED_PROXIES)
  const { connectSharedStore } = await import('./lib/shared-store/redis.mjs')
  await connectSharedStore()
}
