import { deliverRequest, loadOnSubmit } from '../delivery/deliver-request'
import { postToServer } from '../delivery/post-to-server'
import { isoWithOffset } from '../format'
import type { Language } from '../i18n'
import { visitAttribution } from '../delivery/attribution'
import { SERVICE_REQUEST_ENDPOINT } from '../routes'
import type { RequestType, ServiceFields } from './fields'
import { serviceRequestFromFields, type ServiceRequestContext } from './service-request'

// The form checks its fields with this module: the phone number's rules load with the delivery, not the page.
export { validateServiceRequest } from './validate-service-request'

export type ServiceSubmission = {
  /** Valid fields (the form checks them first), the phone in the agency's format. */
  fields: ServiceFields & { requestType: RequestType }
  serviceInbox: string
  language: Language
  /** The kind of request as the client read it, for their confirmation. */
  requestTypeLabel: string
  /** The notice by the button as the client read it (nothing changes until confirmed in writing), for the agency. */
  notice: string
}

/**
 * What the service request form does on submit: the request goes to the agency by email and to the site's
 * server. Resolves false when it reached neither. A filled honeypot (a bot) sends nothing.
 */
export async function submitServiceRequest(submission: ServiceSubmission): Promise<boolean> {
  const { fields, serviceInbox, language, requestTypeLabel, notice } = submission
  if (fields.website !== '') return true
  const request = serviceRequestFromFields(fields)
  const context: ServiceRequestContext = {
    consentText: fields.consent,
    writtenConfirmationNotice: notice
      ? { shown: true, text: notice, version: fields.writtenConfirmationNoticeVersion }
      : { shown: false },
    smsConsent: { ticked: fields.smsConsent === 'yes' },
    pageUrl: `${location.origin}${fields.page}`,
    submittedAt: isoWithOffset(new Date()),
    language,
  }
  return deliverRequest({
    what: 'Service request',
    request,
    email: async () =>
      (await loadOnSubmit(() => import('./email-service-request'))).sendServiceRequestEmails(
        request,
        serviceInbox,
        context,
        requestTypeLabel,
      ),
    toServer: (receipt) =>
      postToServer(
        SERVICE_REQUEST_ENDPOINT,
        { ...fields, ...visitAttribution() },
        receipt,
        'service request',
      ),
    track: (analytics) => analytics.trackServiceRequest(request.requestType, language),
  })
}
