import { connection } from 'next/server'

import { crmWebhook } from '@/lib/crm-webhook/crm-webhook'
import { carriesBearerToken } from '@/lib/http/bearer-token'
import { serverEnv } from '@/lib/config/env'
import { jsonResponse, methodNotAllowed } from '@/lib/http/responses'
import { serverEmails } from '@/lib/outbox/server-emails'
import { reviewRequests } from '@/lib/reviews/server/review-requests'

// What retries the CRM's events and the server's emails where no process stays up (Vercel Cron calls it, signed
// with CRON_SECRET), and asks the won clients whose day has come for a review first: every due try is made before
// the answer, so the platform keeps the function alive for them. Each is swept whether or not the others are
// configured.
export async function GET(request: Request) {
  await connection()
  const secret = serverEnv().CRON_SECRET
  if (!secret) return jsonResponse(404, { error: 'Not found' })
  if (!carriesBearerToken(request, secret)) return jsonResponse(401, { error: 'Unauthorized' })
  const webhook = crmWebhook()
  const emails = serverEmails()
  const reviews = await reviewRequests()?.sweep()
  const [events, emailed] = await Promise.all([webhook?.sweep(), emails?.sweep()])
  await Promise.all([webhook?.settled(), emails?.settled()])
  return jsonResponse(
    200,
    {
      configured: Boolean(webhook),
      ...events,
      ...(emailed && { agencyEmails: emailed.emails }),
      ...(reviews && { reviewRequests: reviews }),
    },
    { 'cache-control': 'no-store' },
  )
}

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
