import { getCarriers, getServiceCenterPage } from '../../content'
import { busyPage, couldNotKeepPage } from '../../forms/could-not-keep-page'
import { requestForm, type RequestServices } from '../../delivery/server/request-form'
import { invalidRequestPage } from '../../forms/invalid-request-page'
import { receiptOf } from '../../delivery/request-record'
import type { Language } from '../../i18n'
import { SERVICE_CENTER_PATHS } from '../../routes'
import { SERVICE_REQUEST_BODY_MAX_BYTES, type RequestType } from '../fields'
import { serviceRequestFromFields } from '../service-request'
import { validateServiceRequest } from '../validate-service-request'
import type { ServiceRequestDocument } from './service-request-document'

/** The directory's carriers, by name: the only carriers a request may name. */
const carrierNames = async () => (await getCarriers('en')).map((carrier) => carrier.name)

const formPath = (language: Language) => `${SERVICE_CENTER_PATHS[language]}#service-request`

/** The service center's request form, posted to `/api/service-requests`; its confirmation is on the same page. */
export function serviceRequestForm(
  carriers = carrierNames,
  services?: RequestServices<ServiceRequestDocument>,
) {
  return requestForm<ServiceRequestDocument>(
    {
      name: 'service-requests',
      what: 'Service request',
      maxBytes: SERVICE_REQUEST_BODY_MAX_BYTES,
      read: async (received) => {
        const { fields, invalid } = validateServiceRequest(received.raw, await carriers())
        if (!fields) return { invalid }
        return {
          document: {
            _id: `serviceRequests.${received.key}`,
            _type: 'serviceRequest',
            ...serviceRequestFromFields({ ...fields, requestType: fields.requestType as RequestType }),
            ...receiptOf(received, fields),
          },
        }
      },
      next: async (language) => `${SERVICE_CENTER_PATHS[language]}#request-sent`,
      pages: {
        invalid: async (invalid, { language }) => {
          const { requestForm } = await getServiceCenterPage(language)
          return invalidRequestPage({
            invalid,
            language,
            summary: requestForm.errorSummary,
            messages: requestForm.errors,
            formPath: formPath(language),
          })
        },
        unkept: async ({ language }) =>
          couldNotKeepPage(
            language,
            (await getServiceCenterPage(language)).requestForm.deliveryError,
            formPath(language),
          ),
        atLimit: ({ language }) => busyPage(language, formPath(language)),
      },
    },
    services,
  )
}
