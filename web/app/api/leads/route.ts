import { getLeadChoices, getThankYouPath } from '@/lib/content'
import { formEndpoint } from '@/lib/delivery/server/form-endpoint'
import { agencyEmailParams } from '@/lib/lead/emails'
import { explainInvalidLead } from '@/lib/lead/server/explain-invalid-lead'
import { handleLeadRequest } from '@/lib/lead/server/handle-lead-request'
import type { LeadDocument } from '@/lib/lead/server/lead-document'
import { publicEnv } from '@/lib/public-env'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint<LeadDocument>({
  name: 'leads',
  agencyTemplateId: publicEnv.emailjsAgencyTemplateId,
  agencyEmail: (lead, settings) => agencyEmailParams(lead, settings.leadEmail, lead),
  handle: (request, shared) =>
    handleLeadRequest(request, {
      ...shared,
      choices: getLeadChoices,
      thankYouPath: getThankYouPath,
      explainInvalid: explainInvalidLead,
    }),
})
