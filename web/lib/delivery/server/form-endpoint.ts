import { after } from 'next/server'

import { getConsentWords, getSiteSettings, getSmsConsentWords } from '../../content'
import { contactChoicesStore } from '../../contact-choices/choices-store'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import { clientAddress } from '../../http/client-address'
import { createRateLimiter } from '../../http/rate-limit'
import { postOnly } from '../../http/responses'
import { serverEmails } from '../../outbox/server-emails'
import type { FormPostOptions, Kept } from './handle-form-post'
import { requestCeiling } from './request-ceiling'
import { requestStore } from './request-store'

type Shared<Document extends Kept> = Pick<
  FormPostOptions<Document>,
  | 'store'
  | 'openingHours'
  | 'smsConsentWords'
  | 'consentWords'
  | 'contactChoices'
  | 'emails'
  | 'crm'
  | 'rateLimiter'
  | 'clientAddress'
  | 'afterResponse'
  | 'ceiling'
>

type Endpoint<Document extends Kept> = {
  /** Names the rate limit's keys. */
  name: string
  handle: (request: Request, shared: Shared<Document>) => Promise<Response>
}

// The office's hours decide when a request should be answered; they are the same in every language.
const openingHours = async () => (await getSiteSettings('en')).hours ?? []

/**
 * A form's endpoint as a route module exports it: POST handled, every other method 405. Every request a visitor
 * sends arrives once (a retry of the same one is kept once), so five a minute from one address is far above any
 * visitor's need and well below what would flood the agency.
 */
export function formEndpoint<Document extends Kept>({ name, handle }: Endpoint<Document>) {
  const rateLimiter = createRateLimiter({ name, limit: 5, windowSeconds: 60 })
  // Made on the first request, not at import: the build loads the route without serving anything.
  let configured:
    Pick<Shared<Document>, 'store' | 'emails' | 'crm' | 'contactChoices' | 'ceiling'> | undefined
  const configure = () => ({
    ceiling: requestCeiling(),
    store: requestStore(),
    crm: crmWebhook(),
    contactChoices: contactChoicesStore(),
    emails: serverEmails(),
  })
  return postOnly((request) => {
    configured ??= configure()
    return handle(request, {
      ...configured,
      openingHours,
      smsConsentWords: getSmsConsentWords,
      consentWords: getConsentWords,
      rateLimiter,
      clientAddress,
      afterResponse: after,
    })
  })
}
