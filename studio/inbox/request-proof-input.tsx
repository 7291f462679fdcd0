import { type BooleanInputProps, type ObjectInputProps, TextWithTone } from 'sanity'

import { type AdData, adDataLine, CONSENT_NOT_CONFIRMED } from './ad-data'

/** The ad-data choice the request was sent with, in one line, in place of the object's fields. */
export function AdDataInput({ value }: ObjectInputProps) {
  const line = adDataLine(value as AdData | undefined)
  if (!line) return null
  return (
    <TextWithTone tone={line.tone} size={1} weight="semibold" data-testid="ad-data">
      {line.text}
    </TextWithTone>
  )
}

/** Shown only when the server could not vouch for the general consent words the page sent. */
export function ConsentConfirmedInput({ value }: BooleanInputProps) {
  if (value !== false) return null
  return (
    <TextWithTone tone="caution" size={1} weight="semibold" data-testid="consent-not-confirmed">
      {CONSENT_NOT_CONFIRMED}
    </TextWithTone>
  )
}
