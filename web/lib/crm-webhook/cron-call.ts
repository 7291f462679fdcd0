import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries `Authorization: Bearer <CRON_SECRET>`, as Vercel Cron sends it; compared in constant time. */
export function isCronCall(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization') ?? ''
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`))
}
