import { createHash } from 'node:crypto'

import { KEY_PREFIX, sharedRedis, withSharedRedis } from '@/lib/shared-store/redis.mjs'

import { AcceptedSignatures, SIGNATURE_WINDOW_MS, type SignatureMemory } from './revalidate-webhook'

const keyOf = (signature: string) =>
  `${KEY_PREFIX}webhook:${createHash('sha256').update(signature).digest('base64url')}`

/**
 * The webhook's memory of accepted calls for this server: with REDIS_URL one memory for every server (one atomic
 * SET NX that expires with the signature's window), so a call taken by one server is a duplicate on all of them;
 * while Redis is unreachable, and without it, this server's own.
 */
export function acceptedSignaturesMemory(): SignatureMemory {
  const local = new AcceptedSignatures()
  if (!sharedRedis()) return local
  return {
    add: (signature, timestamp, now) =>
      withSharedRedis(
        async (redis) =>
          (await redis.set(keyOf(signature), '1', {
            condition: 'NX',
            expiration: { type: 'PXAT', value: timestamp + SIGNATURE_WINDOW_MS },
          })) === 'OK',
        () => local.add(signature, timestamp, now),
      ),
    forget: (signature) =>
      withSharedRedis(
        async (redis) => {
          await redis.del(keyOf(signature))
        },
        () => local.forget(signature),
      ),
  }
}
