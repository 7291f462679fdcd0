import { getConsentWords, getSiteSettings, getSmsConsentWords } from '../../content'
import { contactChoicesStore } from '../../contact-choices/choices-store'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import { clientAddress } from '../../http/client-address'
import { serverEmails } from '../../outbox/server-emails'
import type { Kept } from '../request-record'
import { requestCeiling } from './request-ceiling'
import type { RequestServices } from './request-form'
import { requestStore, type RequestStore } from './request-store'

// The office's hours decide when a request should be answered; they are the same in every language.
const openingHours = async () => (await getSiteSettings('en')).hours ?? []

/** What the server's requests are kept and followed up with: this server's store, ceiling, CRM, register and outbox. */
export const requestServices = <Document extends Kept>(): RequestServices<Document> => ({
  store: requestStore() as RequestStore<Document>,
  ceiling: requestCeiling(),
  crm: crmWebhook(),
  contactChoices: contactChoicesStore(),
  emails: serverEmails(),
  openingHours,
  smsConsentWords: getSmsConsentWords,
  consentWords: getConsentWords,
  clientAddress,
})
