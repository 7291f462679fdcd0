import { after } from 'next/server'

import { clientAddress } from '../http/client-address'
import { createRateLimiter } from '../http/rate-limit'
import { postOnly } from '../http/responses'
import { serverEmails } from '../outbox/server-emails'
import type { FormKind, Keeping } from './form-kind'
import { handleFormPost, type FormServices } from './handle-form-post'

/**
 * A form kind's endpoint as a route module exports it: POST handled by the one pipeline, every other method 405.
 * The kind and its services are made on the first request, not at import: the build loads the route without
 * serving anything.
 */
export function formEndpoint<V, R extends Keeping>(makeKind: () => FormKind<V, R>) {
  let made: { kind: FormKind<V, R>; services: FormServices } | undefined
  const make = () => {
    const kind = makeKind()
    const rateLimiter = createRateLimiter({ name: kind.name, limit: kind.perMinute, windowSeconds: 60 })
    return { kind, services: { rateLimiter, clientAddress, emails: serverEmails(), afterResponse: after } }
  }
  return postOnly((request) => {
    made ??= make()
    return handleFormPost(made.kind, request, made.services)
  })
}
