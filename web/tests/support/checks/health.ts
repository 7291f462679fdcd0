import { E2E } from '../servers/servers'

export type Health = { status: string; checks?: Record<string, { status: string; detail?: string }> }

/**
 * /api/health of `origin` as the operator reads it, with the test servers' HEALTH_TOKEN; `token: null` asks as a
 * stranger does, a string with that token instead.
 */
export async function askHealth(origin: string, { token = E2E.healthToken }: { token?: string | null } = {}) {
  const response = await fetch(`${origin}/api/health`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Health }
}
