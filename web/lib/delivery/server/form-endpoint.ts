import { after } from 'next/server'

import { getConsentWords, getSiteSettings, getSmsConsentWords } from '../../content'
import { contactChoicesStore } from '../../contact-choices/choices-store'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import { clientAddress } from '../../http/client-address'
import { createRateLimiter } from '../../http/rate-limit'
import { postOnly } from '../../http/responses'
import { serverEmails } from '../../outbox/server-emails'
import type { Kept } from '../request-record'
import { handleFormPost, type FormKind, type FormServices } from './handle-form-post'
import { requestCeiling } from './request-ceiling'
import { requestStore, type RequestStore } from './request-store'

// The office's hours decide when a request should be answered; they are the same in every language.
const openingHours = async () => (await getSiteSettings('en')).hours ?? []

/**
 * A form kind's endpoint as a route module exports it: POST handled by the one pipeline, every other method 405.
 * Every request a visitor sends arrives once (a retry of the same one is kept once), so five a minute from one
 * address is far above any visitor's need and well below what would flood the agency.
 */
export function formEndpoint<Document extends Kept>(kind: FormKind<Document>) {
  const rateLimiter = createRateLimiter({ name: kind.name, limit: 5, windowSeconds: 60 })
  // Made on the first request, not at import: the build loads the route without serving anything.
  let services: FormServices<Document> | undefined
  const configure = (): FormServices<Document> => ({
    store: requestStore() as RequestStore<Document>,
    ceiling: requestCeiling(),
    crm: crmWebhook(),
    contactChoices: contactChoicesStore(),
    emails: serverEmails(),
    openingHours,
    smsConsentWords: getSmsConsentWords,
    consentWords: getConsentWords,
    rateLimiter,
    clientAddress,
    afterResponse: after,
  })
  return postOnly((request) => handleFormPost(kind, request, (services ??= configure())))
}
