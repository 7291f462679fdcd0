import { connection } from 'next/server'

import { healthAnswer } from '@/lib/health/health-answer'
import { serverHealth } from '@/lib/health/server-health'
import { jsonResponse, methodNotAllowed } from '@/lib/http/responses'

// A load balancer takes a server out of rotation on 503: only when it cannot do its job. A part the server works
// around (Redis, the content source) answers 200 with that part degraded, so an outage shared by every server
// never takes them all out at once. Whoever asks gets that status; the parts only with the token.
export async function GET(request: Request) {
  // Checked when asked, never prerendered.
  await connection()
  const health = await serverHealth()
  return jsonResponse(health.status === 'failing' ? 503 : 200, healthAnswer(request, health), {
    'cache-control': 'no-store',
  })
}

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
