import { startCrmWebhook } from '../crm-webhook/crm-webhook'
import { closeDatabases, DatabaseSettingError } from '../database/database'
import { describeFailure } from '../log/describe-failure'
import { requestStore } from '../delivery/server/request-store'
import { serverEnv } from '../config/env'
import { installClientAddressHook } from '../http/client-address'
import { log, routeConsoleToLogger } from '../log/logger.mjs'
import { installRequestLog } from '../log/request-log'
import { startServerEmails } from '../outbox/server-emails'
import { startReviewRequests } from '../reviews/server/review-requests'
import { installGracefulStop } from './server-stop'
import { closeSharedStore, connectSharedStore } from '../shared-store/redis.mjs'

/**
 * Opens the database requests are kept in (importing an earlier version's files) before the first request, so no
 * visitor waits for it. A database that cannot be opened does not stop the server: its pages still serve, the
 * health check says `failing`, and each request tries again.
 */
async function prepareRequestStore() {
  try {
    await requestStore().prepare()
  } catch (error) {
    if (error instanceof DatabaseSettingError) {
      log.fatal(error.message)
      process.exit(1)
    }
    log.error(
      `The requests database cannot be opened: ${describeFailure(error)}; requests cannot be kept until it can`,
    )
  }
}

/**
 * Sends the console to the logger, checks the environment, then wires the request log, the client address and
 * the shared store, before the first request; then resumes handing requests to the CRM and sending the agency's
 * emails of finished online quotes (each on its own, so either works without the other), and readies the stop
 * that closes all of it once the last request is answered.
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
  await prepareRequestStore()
  const stopCrmWebhook = startCrmWebhook()
  const stopServerEmails = startServerEmails()
  const stopReviewRequests = startReviewRequests()
  installGracefulStop([
    { name: 'the review requests', close: stopReviewRequests },
    { name: 'the CRM webhook', close: stopCrmWebhook },
    { name: "the agency's emails", close: stopServerEmails },
    { name: 'the connection to Redis', close: closeSharedStore },
    { name: 'the requests database', close: closeDatabases },
  ])
}
