import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether the request carries `Authorization: Bearer <secret>`; compared in constant time, and as digests of one
 * length, so neither the time nor a length check tells a guesser how close they came.
 */
export function carriesBearerToken(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization') ?? ''
  return timingSafeEqual(digest(given), digest(`Bearer ${secret}`))
}
