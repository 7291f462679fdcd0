import { getCarriers, getServiceCenterPage } from '@/lib/content'
import { formEndpoint } from '@/lib/delivery/server/form-endpoint'
import { busyPage, couldNotKeepPage } from '@/lib/delivery/server/could-not-keep-page'
import { invalidRequestPage } from '@/lib/delivery/server/invalid-request-page'
import { SERVICE_CENTER_PATHS } from '@/lib/routes'
import { handleServiceRequest } from '@/lib/service-request/server/handle-service-request'
import type { ServiceRequestDocument } from '@/lib/service-request/server/service-request-document'

export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = formEndpoint<ServiceRequestDocument>({
  name: 'service-requests',
  handle: (request, shared) =>
    handleServiceRequest(request, {
      ...shared,
      carriers: async () => (await getCarriers('en')).map((carrier) => carrier.name),
      confirmationPath: (language) => `${SERVICE_CENTER_PATHS[language]}#request-sent`,
      explainFailure: async (language) =>
        couldNotKeepPage(
          language,
          (await getServiceCenterPage(language)).requestForm.deliveryError,
          `${SERVICE_CENTER_PATHS[language]}#service-request`,
        ),
      explainBusy: async (language) =>
        busyPage(language, `${SERVICE_CENTER_PATHS[language]}#service-request`),
      explainInvalid: async (invalid, language) => {
        const { requestForm } = await getServiceCenterPage(language)
        return invalidRequestPage({
          invalid,
          language,
          summary: requestForm.errorSummary,
          messages: requestForm.errors,
          formPath: `${SERVICE_CENTER_PATHS[language]}#service-request`,
        })
      },
    }),
})
