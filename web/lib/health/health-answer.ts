import 'server-only'

import { serverEnv } from '../config/env'
import { carriesBearerToken } from '../http/bearer-token'
import type { ServerHealth } from './server-health'

/**
 * What a caller of /api/health may read. A load balancer needs the status alone (and the HTTP status it gives);
 * the parts tell when the online-quote ceiling was reached, how many of the agency's emails failed and when an
 * older server last wrote, which is for the operator only: they come with `Authorization: Bearer <HEALTH_TOKEN>`.
 * While HEALTH_TOKEN is unset, everyone gets the status alone.
 */
export function healthAnswer(
  request: Request,
  health: ServerHealth,
  token = serverEnv().HEALTH_TOKEN,
): ServerHealth | Pick<ServerHealth, 'status'> {
  return token && carriesBearerToken(request, token) ? health : { status: health.status }
}
