import { after } from 'next/server'

import { contactChoicesStore } from '../../contact-choices/choices-store'
import { contactKeysOf, RECORDED_BY_SITE } from '../../contact-choices/contact-choices'
import { getOptOutPage, getSiteSettings } from '../../content'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import { serverEmailSender } from '../../delivery/server/server-email'
import { clientAddress } from '../../http/client-address'
import { createRateLimiter } from '../../http/rate-limit'
import { postOnly } from '../../http/responses'
import type { Language } from '../../i18n'
import { publicEnv } from '../../public-env'
import { optOutEmailParams } from '../opt-out-email'
import type { OptOutRequest } from '../opt-out-request'
import { handleOptOutPost } from './handle-opt-out-post'

// As the other forms: five a minute from one address is far above any visitor's need.
const rateLimiter = createRateLimiter({ name: 'contact-choices', limit: 5, windowSeconds: 60 })

// Made on the first request, not at import: the build loads the route without serving anything.
let configured: ReturnType<typeof configure> | undefined
function configure() {
  const store = contactChoicesStore()
  const send = serverEmailSender()
  const crm = crmWebhook()
  // The lead template, as the finished online quote's email: its inbox is the one that texts and calls prospects.
  const template = publicEnv.emailjsAgencyTemplateId
  return {
    store,
    tellCrm: crm && (() => crm.sweep()),
    emailAgency:
      send && template
        ? async (request: OptOutRequest, language: Language, now: Date) =>
            send(template, optOutEmailParams(request, language, now, (await getSiteSettings('en')).leadEmail))
        : null,
  }
}

/** `/api/contact-choices` as its route module exports it: POST handled, every other method 405. */
export function optOutEndpoint() {
  return postOnly((request) => {
    configured ??= configure()
    const { store, emailAgency, tellCrm } = configured
    return handleOptOutPost(request, {
      rateLimiter,
      clientAddress,
      record: ({ phoneNumber, email, channels }, now) =>
        store.recordOptOut(
          { keys: contactKeysOf({ phoneNumber, email }), channels, how: 'web form', by: RECORDED_BY_SITE },
          now,
        ),
      where: store.where,
      copy: getOptOutPage,
      officePhone: async () => (await getSiteSettings('en')).phone,
      tellCrm,
      emailAgency,
      afterResponse: after,
    })
  })
}
