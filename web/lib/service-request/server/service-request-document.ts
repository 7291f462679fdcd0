import type { Delivery } from '../../delivery/server/handle-form-post'
import type { ServiceRequest, ServiceRequestContext } from '../service-request'

/**
 * A service request the server keeps, as a Sanity document (the `serviceRequest` type in the Studio, listed under
 * "Service requests to handle"). Its id sits under the `serviceRequests.` path, which the Content Lake never
 * serves to anonymous readers; without a project it goes to the same file as leads.
 */
export type ServiceRequestDocument = ServiceRequest &
  ServiceRequestContext &
  Delivery & {
    _id: `serviceRequests.${string}`
    _type: 'serviceRequest'
    done: false
  }
