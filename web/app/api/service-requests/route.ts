import { after } from 'next/server'

import { getCarriers, getServiceCenterPage, getSiteSettings } from '@/lib/content'
import { requestStore } from '@/lib/delivery/server/request-store'
import { serverEmailSender } from '@/lib/delivery/server/server-email'
import { clientAddress } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { methodNotAllowed } from '@/lib/http/responses'
import { publicEnv } from '@/lib/public-env'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'
import { serviceEmailParams } from '@/lib/service-request/emails'
import { handleServiceRequest } from '@/lib/service-request/server/handle-service-request'
import { invalidRequestPage } from '@/lib/service-request/server/invalid-request-page'
import type { ServiceRequestDocument } from '@/lib/service-request/server/service-request-document'

// Like the lead endpoint's: requests arrive here only when email failed or JavaScript is off.
const rateLimiter = createRateLimiter({ name: 'service-requests', limit: 5, windowSeconds: 60 })

// Made on the first request, not at import: the build loads this module without serving anything.
let configured: Pick<Parameters<typeof handleServiceRequest>[1], 'store' | 'emailAgency'> | undefined
function configure() {
  const send = serverEmailSender()
  const template = publicEnv.emailjsServiceRequestTemplateId
  return {
    store: requestStore(),
    emailAgency:
      send && template
        ? async (request: ServiceRequestDocument) =>
            send(template, serviceEmailParams(request, (await getSiteSettings('en')).serviceEmail, request))
        : null,
  }
}

export function POST(request: Request) {
  configured ??= configure()
  return handleServiceRequest(request, {
    ...configured,
    rateLimiter,
    clientAddress,
    carriers: async () => (await getCarriers('en')).map((carrier) => carrier.name),
    confirmationPath: (language) => `${SERVICE_CENTER_PATHS[language]}#request-sent`,
    explainInvalid: async (invalid, language) =>
      invalidRequestPage(invalid, language, (await getServiceCenterPage(language)).requestForm),
    afterResponse: after,
  })
}

export const GET = methodNotAllowed('POST')
export const PUT = methodNotAllowed('POST')
export const PATCH = methodNotAllowed('POST')
export const DELETE = methodNotAllowed('POST')
export const OPTIONS = methodNotAllowed('POST')
