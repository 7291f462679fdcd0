import { randomUUID } from 'node:crypto'

import { contactChoicesStore, type ContactChoicesStore } from '../../contact-choices/choices-store'
import { contactKeysOf, optOutEmailDocumentId, RECORDED_BY_SITE } from '../../contact-choices/contact-choices'
import { getOptOutPage, getSiteSettings } from '../../content'
import { crmWebhook } from '../../crm-webhook/crm-webhook'
import type { FormKind, Keeping } from '../../forms/form-kind'
import { FORM } from '../../http/form-post'
import { seeOther } from '../../http/responses'
import type { Language } from '../../i18n'
import { describeFailure } from '../../log/describe-failure'
import { log } from '../../log/logger.mjs'
import { serverEmails } from '../../outbox/server-emails'
import { newServerEmail } from '../../outbox/server-email'
import { OPT_OUT_SENT_PATHS } from '../../routes'
import { optOutEmailParams } from '../opt-out-email'
import { channelsText, readOptOut, typedIn, type OptOutRequest } from '../opt-out-request'
import { refusedPage, type OptOutCopy } from './opt-out-pages'

export type OptOutServices = {
  /** The register of contact choices: the opt-out is a line of it, with the agency's email. */
  store: Pick<ContactChoicesStore, 'recordOptOut' | 'where'>
  /** The page's words in `language`: the refusal names each field's problem in them. */
  copy: (language: Language) => Promise<OptOutCopy>
  /** The office's phone, which the page names when the request could not be recorded. */
  officePhone: () => Promise<string>
  /**
   * Tells the agency's CRM at once, after the answer (the sweep that turns the new lines into `*.opted_out`
   * events); null without a CRM.
   */
  tellCrm: (() => Promise<unknown>) | null
  /** Whether the server can send email: the agency is then emailed of every request. */
  sendsEmail: boolean
}

type OptOutRecord = Keeping & { request: OptOutRequest; at: Date }

const defaults = (): OptOutServices => {
  const store = contactChoicesStore()
  const crm = crmWebhook()
  return {
    store,
    copy: getOptOutPage,
    officePhone: async () => (await getSiteSettings('en')).phone,
    tellCrm: crm && (() => crm.sweep()),
    sendsEmail: serverEmails() !== null,
  }
}

/**
 * The stop page's form, posted to `/api/contact-choices` by a plain form: a visitor's request to stop texts, calls
 * or both. It is recorded in the register at once, whoever the number belongs to, and answered with the same page
 * for every number, so the answer tells no one whether the agency knows it. A field that is wrong comes back with
 * the form filled in as typed.
 */
export function optOutForm(services: OptOutServices = defaults()): FormKind<OptOutRequest, OptOutRecord> {
  const { store } = services
  return {
    name: 'contact-choices',
    accepts: [FORM],
    // A phone number, an email and two boxes: a few hundred bytes. Anything far past that is not this form.
    maxBytes: 4 * 1024,
    // As the other forms: five a minute from one address is far above any visitor's need.
    perMinute: 5,
    where: () => store.where,
    validate: async ({ fields }) => {
      const read = readOptOut(typedIn(fields))
      return 'invalid' in read ? read : { valid: read }
    },
    // Each request is its own email, however many the person sends; it goes on the register's document of the phone.
    stamp: async (request, { language, now }) => {
      // A valid request has a phone number, so the document is always named.
      const keptOn = (await optOutEmailDocumentId(contactKeysOf(request)))!
      const email = (recorded: boolean) =>
        newServerEmail('opt-out', now, {
          key: `opt-out-${randomUUID()}`,
          params: optOutEmailParams(request, language, now, recorded),
        })
      const emails = services.sendsEmail ? [email(true)] : []
      const emailsIfUnkept = services.sendsEmail ? [email(false)] : []
      return {
        record: {
          request,
          at: now,
          keptOn,
          record: { _id: keptOn, _type: 'contactChoice' },
          emails,
          emailsIfUnkept,
        },
      }
    },
    keep: async ({ request: { phoneNumber, email, channels }, at, emails }) => {
      await store.recordOptOut(
        { keys: contactKeysOf({ phoneNumber, email }), channels, how: 'web form', by: RECORDED_BY_SITE },
        at,
        emails[0],
      )
      return 'new'
    },
    answer: async ({ language }) => seeOther(OPT_OUT_SENT_PATHS[language]),
    follow: ({ request }) => {
      const { tellCrm } = services
      if (!tellCrm) return []
      return [
        () =>
          tellCrm().then(
            () => undefined,
            (error: unknown) =>
              log.warn(
                `Opt-out of ${channelsText(request.channels)}: the CRM could not be told yet (${describeFailure(error)}); the next sweep tells it`,
              ),
          ),
      ]
    },
    named: ({ request }) => ({ subject: `Opt-out of ${channelsText(request.channels)} from the web form` }),
    pages: {
      invalid: async (invalid, { language, fields }) =>
        refusedPage(await services.copy(language), language, typedIn(fields), invalid),
      unkept: async ({ language, fields }) => {
        const copy = await services.copy(language)
        const phone = await services.officePhone().catch(() => '')
        const summary = `${copy.deliveryError ?? ''} ${phone}`.trim()
        return refusedPage(copy, language, typedIn(fields), [], 503, summary)
      },
    },
  }
}
