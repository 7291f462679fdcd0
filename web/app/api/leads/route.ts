import { getLeadChoices, getThankYouPath } from '@/lib/content'
import { formEndpoint } from '@/lib/delivery/server/form-endpoint'
import {
  explainBusyLead,
  explainInvalidLead,
  explainUnkeptLead,
} from '@/lib/lead/server/explain-invalid-lead'
import { handleLeadRequest } from '@/lib/lead/server/handle-lead-request'
import type { LeadDocument } from '@/lib/lead/server/lead-document'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint<LeadDocument>({
  name: 'leads',
  handle: (request, shared) =>
    handleLeadRequest(request, {
      ...shared,
      choices: getLeadChoices,
      thankYouPath: getThankYouPath,
      explainInvalid: explainInvalidLead,
      explainFailure: explainUnkeptLead,
      explainBusy: explainBusyLead,
    }),
})
