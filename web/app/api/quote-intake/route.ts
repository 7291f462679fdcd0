import { after, type NextRequest } from 'next/server'

import { getSiteSettings } from '@/lib/content'
import { crmWebhook } from '@/lib/crm-webhook/crm-webhook'
import { serverEmailSender } from '@/lib/delivery/server/server-email'
import { clientAddress } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { methodNotAllowed } from '@/lib/http/responses'
import { intakeEmailParams } from '@/lib/intake/emails'
import { handleIntakePost, type IntakePostOptions } from '@/lib/intake/server/handle-intake-post'
import { intakeCeiling } from '@/lib/intake/server/intake-ceiling'
import { publicEnv } from '@/lib/public-env'

// A step a second for a minute is more than anyone answering needs; a script sending more costs only requests.
const rateLimiter = createRateLimiter({ name: 'quote-intake', limit: 60, windowSeconds: 60 })

// Made on the first request, not at import: the build loads the route without serving anything.
let configured: Pick<IntakePostOptions, 'crm' | 'emailAgency' | 'ceiling'> | undefined
const configure = (): Pick<IntakePostOptions, 'crm' | 'emailAgency' | 'ceiling'> => {
  const send = serverEmailSender()
  const template = publicEnv.emailjsAgencyTemplateId
  return {
    ceiling: intakeCeiling(),
    crm: crmWebhook(),
    emailAgency:
      send && template
        ? async (lead, intake) =>
            send(template, intakeEmailParams(lead, intake, (await getSiteSettings('en')).leadEmail))
        : null,
  }
}

export const POST = (request: NextRequest) => {
  configured ??= configure()
  return handleIntakePost(request, { ...configured, rateLimiter, clientAddress, afterResponse: after })
}

const refuse = methodNotAllowed('POST')
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
