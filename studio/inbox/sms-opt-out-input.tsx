import { type DateTimeInputProps, TextWithTone } from 'sanity'

import { formatAgencyTime } from './agency-time'

/**
 * A STOP the Studio kept on this request alone, before one register per person: still an opt-out of texts for every
 * request of the number (the Texts block says so), shown until the register's migration moves it. Recording a new
 * one, or withdrawing one, is done with the Texts block's buttons, which write the register.
 */
export function SmsOptOutInput({ value }: DateTimeInputProps) {
  if (!value) return null
  return (
    <TextWithTone tone="critical" size={1} weight="semibold" data-testid="sms-opted-out">
      Opted out on {formatAgencyTime(value) ?? value}
    </TextWithTone>
  )
}
