import { after, type NextRequest } from 'next/server'

import { crmWebhook } from '@/lib/crm-webhook/crm-webhook'
import { clientAddress } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { methodNotAllowed } from '@/lib/http/responses'
import { handleIntakePost, type IntakePostOptions } from '@/lib/intake/server/handle-intake-post'
import { intakeCeiling } from '@/lib/intake/server/intake-ceiling'
import { serverEmails } from '@/lib/outbox/server-emails'

// A step a second for a minute is more than anyone answering needs; a script sending more costs only requests.
const rateLimiter = createRateLimiter({ name: 'quote-intake', limit: 60, windowSeconds: 60 })

// Made on the first request, not at import: the build loads the route without serving anything.
let configured: Pick<IntakePostOptions, 'crm' | 'emails' | 'ceiling'> | undefined

export const POST = (request: NextRequest) => {
  configured ??= { ceiling: intakeCeiling(), crm: crmWebhook(), emails: serverEmails() }
  return handleIntakePost(request, { ...configured, rateLimiter, clientAddress, afterResponse: after })
}

const refuse = methodNotAllowed('POST')
export { refuse as GET, refuse as PUT, refuse as PATCH, refuse as DELETE, refuse as OPTIONS }
