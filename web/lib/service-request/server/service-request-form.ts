import { getCarriers, getServiceCenterPage, getWrittenConfirmationNoticeWords } from '../../content'
import { busyPage, couldNotKeepPage } from '../../forms/could-not-keep-page'
import { requestForm, wordsOf, type RequestServices } from '../../delivery/server/request-form'
import { acceptedWordings, type PublishedWords } from '../../delivery/server/sms-consent'
import { invalidRequestPage } from '../../forms/invalid-request-page'
import { receiptOf } from '../../delivery/request-record'
import type { Language } from '../../i18n'
import { SERVICE_CENTER_PATHS } from '../../routes'
import { SERVICE_REQUEST_BODY_MAX_BYTES, type RequestType } from '../fields'
import { serviceRequestFromFields, type WrittenConfirmationNotice } from '../service-request'
import { validateServiceRequest } from '../validate-service-request'
import type { ServiceRequestDocument } from './service-request-document'

/** Where the form's checks come from: the Studio's content. */
type ServiceRequestContent = {
  /** The directory's carriers, by name: the only carriers a request may name. */
  carriers: () => Promise<string[]>
  /** The notice by the button, as each service center published it now and before. */
  noticeWords: () => Promise<PublishedWords>
}

const CONTENT: ServiceRequestContent = {
  carriers: async () => (await getCarriers('en')).map((carrier) => carrier.name),
  noticeWords: getWrittenConfirmationNoticeWords,
}

/** The notice as kept: the Studio's words for the version the page drew, when it published them now or lately. */
function keptNotice(version: string, accepted: ReadonlyMap<string, string>): WrittenConfirmationNotice {
  const text = accepted.get(version)
  return text === undefined ? { shown: false } : { shown: true, text, version }
}

const formPath = (language: Language) => `${SERVICE_CENTER_PATHS[language]}#service-request`

/** The service center's request form, posted to `/api/service-requests`; its confirmation is on the same page. */
export function serviceRequestForm(
  { carriers, noticeWords }: ServiceRequestContent = CONTENT,
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
        const notice = await wordsOf(
          'Service request',
          "the written confirmation notice's words",
          noticeWords,
        )
        return {
          document: {
            _id: `serviceRequests.${received.key}`,
            _type: 'serviceRequest',
            ...serviceRequestFromFields({ ...fields, requestType: fields.requestType as RequestType }),
            ...receiptOf(received, fields),
            writtenConfirmationNotice: keptNotice(
              fields.writtenConfirmationNoticeVersion,
              acceptedWordings(notice, received.now),
            ),
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
