import { startCrmWebhook } from './crm-webhook/crm-webhook'
import { serverEnv } from './env'
import { installClientAddressHook } from './http/client-address'
import { log, routeConsoleToLogger } from './log/logger.mjs'
import { installRequestLog } from './log/request-log'
import { connectSharedStore } from './shared-store/redis.mjs'

/**
 * Sends the console to the logger, checks the environment, then wires the request log, the client address and
 * the shared store, before the first request; then resumes handing requests to the CRM.
 */
export async function startNodeServer() {
  routeConsoleToLogger()
  let env: ReturnType<typeof serverEnv>
  try {
    env = serverEnv()
  } catch (error) {
    // A misconfigured deployment stops here, with the variable named; Next would otherwise stay up answering 500.
    log.fatal((error as Error).message)
    process.exit(1)
  }
  installRequestLog()
  installClientAddressHook(env.TRUSTED_PROXIES)
  await connectSharedStore()
  startCrmWebhook()
}
