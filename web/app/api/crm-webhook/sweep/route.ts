import { connection } from 'next/server'

import { crmWebhook } from '@/lib/crm-webhook/crm-webhook'
import { isCronCall } from '@/lib/crm-webhook/cron-call'
import { serverEnv } from '@/lib/env'
import { jsonResponse, methodNotAllowed } from '@/lib/http/responses'

// What retries the CRM's events where no process stays up (Vercel Cron calls it, signed with CRON_SECRET): every
// due try is made before the answer, so the platform keeps the function alive for them.
export async function GET(request: Request) {
  await connection()
  const secret = serverEnv().CRON_SECRET
  if (!secret) return jsonResponse(404, { error: 'Not found' })
  if (!isCronCall(request, secret)) return jsonResponse(401, { error: 'Unauthorized' })
  const webhook = crmWebhook()
  if (!webhook) return jsonResponse(200, { configured: false }, { 'cache-control': 'no-store' })
  const { events } = await webhook.sweep()
  await webhook.settled()
  return jsonResponse(200, { configured: true, events }, { 'cache-control': 'no-store' })
}

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
