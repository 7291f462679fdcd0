import { type ArrayOfObjectsInputProps, TextWithTone } from 'sanity'

import { deliveryLine, type WebhookEvent } from './crm-delivery'
import { useNow } from './use-now'

// Often enough that “at 10:20 AM” turns into “since 10:20 AM” while the request is open; the lines follow each try
// by themselves, as the server writes it.
const TICK = 30_000

/** One plain line per event in place of the array's list of items, which could only be opened to read its fields. */
export function CrmDeliveryInput({ value }: ArrayOfObjectsInputProps) {
  const now = useNow(TICK)
  const events = (value ?? []) as (WebhookEvent & { _key: string })[]

  return (
    <div data-testid="crm-delivery" style={{ display: 'grid', gap: '0.75rem' }}>
      {events.map((event) => {
        const line = deliveryLine(event, now)
        return (
          <TextWithTone key={event._key} tone={line.tone} size={1} data-testid="crm-delivery-event">
            {line.text}
          </TextWithTone>
        )
      })}
    </div>
  )
}
