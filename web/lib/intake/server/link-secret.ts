import 'server-only'

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new secret for a lead's link, as the form makes one: for a form posted without JavaScript. */
export const newLinkSecret = () => randomBytes(18).toString('base64url')

/** The SHA-256 of a link's secret, as the lead keeps it: the link itself is never kept. */
export const linkHash = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** Whether `secret` is the one whose hash the lead keeps, compared in constant time. */
export function matchesLinkHash(secret: string, hash: string | undefined) {
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return false
  return timingSafeEqual(Buffer.from(linkHash(secret), 'hex'), Buffer.from(hash, 'hex'))
}
