import { useMemo } from 'react'
import { useFormValue } from 'sanity'

import { choicesInForce } from '../../web/lib/contact-choices/contact-choices'
import { requestKeys } from './contact-choices'
import { type SmsConsent, smsConsentSummary } from './sms-consent'
import { useContactRegister } from './use-contact-register'

// The texting-hours line turns at 9 PM and at the morning's start while the request is open.
export const TEXTS_TICK = 60_000

/**
 * Whether the open request's person may be texted and called at `now`: their consent on this request read against
 * the register of their choices, kept across all their requests. Until the register is read, nobody is offered a
 * text the register may forbid.
 */
export function useTextsStanding(now: Date) {
  const consent = useFormValue(['smsConsent']) as SmsConsent | undefined
  const earlierOptOut = useFormValue(['smsOptedOutAt']) as string | undefined
  const phoneKey = useFormValue(['phoneKey'])
  const emailKey = useFormValue(['emailKey'])
  const phoneNumber = useFormValue(['phoneNumber'])
  const email = useFormValue(['email'])
  const keys = useMemo(
    () => requestKeys({ phoneKey, emailKey, phoneNumber, email }),
    [phoneKey, emailKey, phoneNumber, email],
  )
  const register = useContactRegister(keys, earlierOptOut)
  const choices = choicesInForce(register.entries)
  const summary = smsConsentSummary(consent, choices, now)
  return { consent, keys, register, choices, summary, mayText: register.loaded && summary.mayText }
}
