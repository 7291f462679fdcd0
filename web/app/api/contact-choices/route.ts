import { after } from 'next/server'

import { contactChoicesStore } from '@/lib/contact-choices/choices-store'
import { contactKeysOf, RECORDED_BY_SITE } from '@/lib/contact-choices/contact-choices'
import { getOptOutPage, getSiteSettings } from '@/lib/content'
import { serverEmailSender } from '@/lib/delivery/server/server-email'
import { clientAddress } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { methodNotAllowed } from '@/lib/http/responses'
import type { Language } from '@/lib/i18n'
import { optOutEmailParams } from '@/lib/opt-out/opt-out-email'
import type { OptOutRequest } from '@/lib/opt-out/opt-out-request'
import { handleOptOutPost } from '@/lib/opt-out/server/handle-opt-out-post'
import { publicEnv } from '@/lib/public-env'

// As the other forms: five a minute from one address is far above any visitor's need.
const rateLimiter = createRateLimiter({ name: 'contact-choices', limit: 5, windowSeconds: 60 })

// Made on the first request, not at import: the build loads the route without serving anything.
let configured: ReturnType<typeof configure> | undefined
function configure() {
  const store = contactChoicesStore()
  const send = serverEmailSender()
  // The lead template, as the finished online quote's email: its inbox is the one that texts and calls prospects.
  const template = publicEnv.emailjsAgencyTemplateId
  return {
    store,
    emailAgency:
      send && template
        ? async (request: OptOutRequest, language: Language, now: Date) =>
            send(template, optOutEmailParams(request, language, now, (await getSiteSettings('en')).leadEmail))
        : null,
  }
}

export function POST(request: Request) {
  configured ??= configure()
  const { store, emailAgency } = configured
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
    emailAgency,
    afterResponse: after,
  })
}

const refuse = methodNotAllowed('POST')
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
