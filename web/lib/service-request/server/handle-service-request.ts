import {
  handleFormPost,
  receiptOf,
  type HandlerOptions,
  type Received,
} from '../../delivery/server/handle-form-post'
import type { Language } from '../../i18n'
import { SERVICE_REQUEST_BODY_MAX_BYTES, type RequestType } from '../fields'
import { serviceRequestFromFields } from '../service-request'
import { validateServiceRequest } from '../validate-service-request'
import type { ServiceRequestDocument } from './service-request-document'

type Options = HandlerOptions<ServiceRequestDocument> & {
  /** The directory's carriers, by name: the only carriers a request may name. */
  carriers: () => Promise<string[]>
  /** Where a plain form post lands: the service center's confirmation, in the form's language. */
  confirmationPath: (language: Language) => string
}

async function readServiceRequest(
  received: Received,
  carriers: string[],
): Promise<ServiceRequestDocument | { invalid: string[] }> {
  const { fields, invalid } = validateServiceRequest(received.raw, carriers)
  if (!fields) return { invalid }
  return {
    _id: `serviceRequests.${received.key}`,
    _type: 'serviceRequest',
    ...serviceRequestFromFields({ ...fields, requestType: fields.requestType as RequestType }),
    ...receiptOf(received, fields),
  }
}

/**
 * The service center's endpoint: where the request form's script hands over every request, and where a browser
 * without JavaScript posts the form itself. It keeps the request and answers 202 to the script or 303 to the
 * service center's confirmation for a plain form post.
 */
export function handleServiceRequest(request: Request, { carriers, confirmationPath, ...options }: Options) {
  return handleFormPost<ServiceRequestDocument>(request, {
    ...options,
    what: 'Service request',
    maxBytes: SERVICE_REQUEST_BODY_MAX_BYTES,
    redirectTo: async (language) => confirmationPath(language),
    read: async (received) => readServiceRequest(received, await carriers()),
  })
}
