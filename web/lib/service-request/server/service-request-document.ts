import type { Kept } from '../../delivery/request-record'
import type { ServiceRequest, WrittenConfirmationNotice } from '../service-request'

/**
 * A service request the server keeps, as a Sanity document (the `serviceRequest` type in the Studio, in the same
 * inbox as leads). Its id sits under the `serviceRequests.` path, which the Content Lake never serves to anonymous
 * readers; without a project it goes to the same file as leads.
 */
export type ServiceRequestDocument = ServiceRequest &
  Kept & {
    _id: `serviceRequests.${string}`
    _type: 'serviceRequest'
    /** Requests kept before the form showed the notice lack it. */
    writtenConfirmationNotice?: WrittenConfirmationNotice
  }
