import type { EmailKind } from '../delivery/email-kind'
import { sendEmails } from '../delivery/send-emails'
import { publicEnv } from '../config/public-env'
import { confirmationEmailParams, serviceEmailParams } from './emails'
import type { ServiceRequest, ServiceRequestContext } from './service-request'

/**
 * Sends the client's confirmation (in their language) and the request to the agency's service inbox. Loaded on
 * submit, so the emails' wording stays out of the page's first load. Resolves with the emails that did not go
 * out.
 */
export function sendServiceRequestEmails(
  request: ServiceRequest,
  serviceInbox: string,
  context: ServiceRequestContext,
  requestTypeLabel: string,
): Promise<EmailKind[]> {
  return sendEmails({
    form: 'service',
    what: 'Service request',
    templates: {
      NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID: publicEnv.emailjsServiceConfirmationTemplateId,
      NEXT_PUBLIC_EMAILJS_SERVICE_REQUEST_TEMPLATE_ID: publicEnv.emailjsServiceRequestTemplateId,
    },
    build: (ids) => ({
      customer: {
        templateId:
          (context.language === 'es' && publicEnv.emailjsServiceConfirmationTemplateIdEs) ||
          ids.NEXT_PUBLIC_EMAILJS_SERVICE_CONFIRMATION_TEMPLATE_ID!,
        params: confirmationEmailParams(request, context, requestTypeLabel),
      },
      agency: {
        templateId: ids.NEXT_PUBLIC_EMAILJS_SERVICE_REQUEST_TEMPLATE_ID!,
        params: serviceEmailParams(request, serviceInbox, context),
      },
    }),
  })
}
