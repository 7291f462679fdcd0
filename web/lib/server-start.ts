import { serverEnv } from './env'
import { installClientAddressHook } from './http/client-address'
import { connectSharedStore } from './shared-store/redis.mjs'

/** Checks the environment, then wires the client address and the shared store, before the first request. */
export async function startNodeServer() {
  let env: ReturnType<typeof serverEnv>
  try {
    env = serverEnv()
  } catch (error) {
    // A misconfigured deployment stops here, with the variable named; Next would otherwise stay up answering 500.
    console.error((error as Error).message)
    process.exit(1)
  }
  installClientAddressHook(env.TRUSTED_PROXIES)
  await connectSharedStore()
}
