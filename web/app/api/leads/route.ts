import { after } from 'next/server'

import { getLeadChoices, getSiteSettings, getThankYouPath } from '@/lib/content'
import { requestStore } from '@/lib/delivery/server/request-store'
import { serverEmailSender } from '@/lib/delivery/server/server-email'
import { clientAddress } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { methodNotAllowed } from '@/lib/http/responses'
import { agencyEmailParams } from '@/lib/lead/emails'
import { handleLeadRequest } from '@/lib/lead/server/handle-lead-request'
import type { LeadDocument } from '@/lib/lead/server/lead-document'
import { publicEnv } from '@/lib/public-env'

// Leads reach this endpoint only when email failed or JavaScript is off, so five a minute from one address is
// far above any visitor's need and well below what would flood the agency.
const rateLimiter = createRateLimiter({ name: 'leads', limit: 5, windowSeconds: 60 })

// Made on the first lead, not at import: the build loads this module without serving anything.
let configured: Pick<Parameters<typeof handleLeadRequest>[1], 'store' | 'emailAgency'> | undefined
function configure() {
  const send = serverEmailSender()
  const template = publicEnv.emailjsAgencyTemplateId
  return {
    store: requestStore(),
    emailAgency:
      send && template
        ? async (lead: LeadDocument) =>
            send(template, agencyEmailParams(lead, (await getSiteSettings('en')).leadEmail, lead))
        : null,
  }
}

export function POST(request: Request) {
  configured ??= configure()
  return handleLeadRequest(request, {
    ...configured,
    rateLimiter,
    clientAddress,
    choices: getLeadChoices,
    thankYouPath: getThankYouPath,
    afterResponse: after,
  })
}

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
export const OPTIONS = methodNotAllowed('POST')
