import { after } from 'next/server'

import { contactChoicesStore } from '../../contact-choices/choices-store'
import { contactKeysOf, RECORDED_BY_SITE } from '../../contact-choices/contact-choices'
import { getOptOutPage, getSiteSettings } from '../../content'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import { clientAddress } from '../../http/client-address'
import { createRateLimiter } from '../../http/rate-limit'
import { postOnly } from '../../http/responses'
import { serverEmails } from '../../outbox/server-emails'
import { handleOptOutPost } from './handle-opt-out-post'

// As the other forms: five a minute from one address is far above any visitor's need.
const rateLimiter = createRateLimiter({ name: 'contact-choices', limit: 5, windowSeconds: 60 })

// Made on the first request, not at import: the build loads the route without serving anything.
let configured: ReturnType<typeof configure> | undefined
function configure() {
  const crm = crmWebhook()
  return { store: contactChoicesStore(), tellCrm: crm && (() => crm.sweep()), emails: serverEmails() }
}

/** `/api/contact-choices` as its route module exports it: POST handled, every other method 405. */
export function optOutEndpoint() {
  return postOnly((request) => {
    configured ??= configure()
    const { store, emails, tellCrm } = configured
    return handleOptOutPost(request, {
      rateLimiter,
      clientAddress,
      record: ({ phoneNumber, email, channels }, now, agencyEmail) =>
        store.recordOptOut(
          { keys: contactKeysOf({ phoneNumber, email }), channels, how: 'web form', by: RECORDED_BY_SITE },
          now,
          agencyEmail,
        ),
      where: store.where,
      copy: getOptOutPage,
      officePhone: async () => (await getSiteSettings('en')).phone,
      tellCrm,
      emails,
      afterResponse: after,
    })
  })
}
