import { type DateTimeInputProps, set, TextWithTone, unset } from 'sanity'

import { formatReceived } from './agency-time'

/**
 * “Opted out of texts”: one button records now as the moment the visitor replied STOP; once recorded, the time and
 * a way to take back a click made by mistake. The site never writes or clears it.
 */
export function SmsOptOutInput({ value, onChange, readOnly }: DateTimeInputProps) {
  if (!value) {
    return (
      <button
        type="button"
        disabled={readOnly}
        style={{ minHeight: '2rem', padding: '0 0.75rem' }}
        onClick={() => onChange(set(new Date().toISOString()))}
      >
        They replied STOP: record it now
      </button>
    )
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
      <TextWithTone tone="critical" size={1} weight="semibold" data-testid="sms-opted-out">
        Opted out on {formatReceived(value) ?? value}
      </TextWithTone>
      <button
        type="button"
        disabled={readOnly}
        style={{ minHeight: '2rem', padding: '0 0.75rem' }}
        onClick={() => onChange(unset())}
      >
        Recorded by mistake: remove
      </button>
    </div>
  )
}
