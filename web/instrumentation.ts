// Runs once when a server starts, before it answers anything.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installClientAddressHook } = await import('./lib/http/client-address')
  installClientAddressHook(process.env.TRUSTED_PROXIES)
  const { connectSharedStore } = await import('./lib/shared-store/redis.mjs')
  await connectSharedStore()
}
