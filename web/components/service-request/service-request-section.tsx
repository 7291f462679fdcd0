import { consentDisclosure } from '@/components/forms/consent-disclosure'
import { DeliveryError } from '@/components/forms/delivery-error'
import { RecordFields } from '@/components/forms/record-fields'
import { SmsConsentField } from '@/components/forms/sms-consent-field'
import { SUBMIT_ICONS } from '@/components/forms/submit-icons'
import { consentVersion } from '@/lib/consent-version'
import { getSmsConsent } from '@/lib/content'
import type { Language } from '@/lib/i18n'
import type { ServiceCenterPageQueryResult } from '@/sanity.types'

import { SentNotice } from './service-request-fields'
import { ServiceRequestForm } from './service-request-form'

export const SERVICE_REQUEST_ID = 'service-request'

type Props = {
  form: NonNullable<ServiceCenterPageQueryResult>['requestForm']
  /** The directory's carriers, by name: the form's carrier choices. */
  carriers: string[]
  serviceInbox: string
  /** The office's phone number, offered when a request could not be sent. */
  phone: string
  language: Language
  /** The page's address, recorded with the request. */
  path: string
}

/**
 * The service request form in its card, with the confirmation a form posted without JavaScript lands on. Site
 * settings give the “text me” box by its phone field.
 */
export async function ServiceRequestSection({ form, carriers, serviceInbox, phone, language, path }: Props) {
  const { consentDisclosure: blocks, writtenConfirmationNotice: noticeBlocks, ...copy } = form
  const consent = consentDisclosure(blocks)
  // Kept with the request like the consent: drawn from the same kind of words, and posted by its version alone.
  const notice = consentDisclosure(noticeBlocks)
  const smsConsent = await getSmsConsent(language)
  return (
    <section
      id={SERVICE_REQUEST_ID}
      aria-labelledby={`${SERVICE_REQUEST_ID}-title`}
      className="mt-16 scroll-mt-24 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={`${SERVICE_REQUEST_ID}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {copy.heading}
      </h2>
      {copy.intro && <p className="mt-2 text-slate-700">{copy.intro}</p>}
      {/* The server sends a form posted without JavaScript back here (#request-sent); only then is this shown. */}
      <div
        id="request-sent"
        className="mt-6 hidden scroll-mt-24 rounded-xl bg-green-50 p-6 ring-1 ring-green-200 target:block"
      >
        <p className="text-xl font-bold text-green-900">{copy.successTitle}</p>
        <p className="mt-2 text-slate-800">{copy.successText}</p>
        <SentNotice notice={notice} />
      </div>
      <div className="mt-6">
        <ServiceRequestForm
          copy={copy}
          carriers={carriers}
          serviceInbox={serviceInbox}
          deliveryError={<DeliveryError text={copy.deliveryError} phone={phone} />}
          language={language}
          icons={SUBMIT_ICONS}
          consent={consent.node}
          notice={notice}
          smsConsent={<SmsConsentField id="sms-consent" copy={smsConsent} />}
          hiddenFields={
            <>
              <RecordFields path={path} consent={consent.text} language={language} />
              <input
                type="hidden"
                name="writtenConfirmationNoticeVersion"
                value={consentVersion(notice.text)}
              />
            </>
          }
        />
      </div>
    </section>
  )
}
