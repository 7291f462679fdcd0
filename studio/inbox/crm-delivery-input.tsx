import type { CSSProperties } from 'react'
import { type ArrayOfObjectsInputProps, TextWithTone } from 'sanity'

import { deliveryLine, FAILED, type KeyedEvent } from './crm-delivery'
import { useSendToCrmAgain } from './send-again-action'
import { useNow } from './use-now'

// Often enough that a next try turns into “any moment now” while the request is open; the lines follow each try
// by themselves, as the server writes it.
const TICK = 30_000

const button: CSSProperties = { minHeight: '2.75rem', padding: '0 1rem' }

/**
 * One plain line per event: what happened, the server's own words beneath it for whoever set up the connection,
 * and on a line the CRM never got, the button that sends it again.
 */
export function CrmEventLines({ events, testId }: { events: readonly KeyedEvent[]; testId: string }) {
  const now = useNow(TICK)
  const sendAgain = useSendToCrmAgain()
  return (
    <div data-testid={testId} style={{ display: 'grid', gap: '1rem' }}>
      {events.map((event) => {
        const line = deliveryLine(event, now)
        return (
          <div
            key={event._key}
            data-testid="crm-delivery-event"
            style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}
          >
            <TextWithTone tone={line.tone} size={1}>
              {line.text}
            </TextWithTone>
            {line.detail && (
              <TextWithTone tone="default" size={0} dimmed>
                {line.detail}
              </TextWithTone>
            )}
            {event.status === FAILED && (
              <button
                type="button"
                style={button}
                disabled={sendAgain.disabled}
                onClick={() => sendAgain.send([event])}
              >
                Send to CRM again
              </button>
            )}
          </div>
        )
      })}
    </div>
  )
}

/** Every event of the request, in place of the array's list of items, which could only be opened to read fields. */
export function CrmDeliveryInput({ value }: ArrayOfObjectsInputProps) {
  return <CrmEventLines events={(value ?? []) as KeyedEvent[]} testId="crm-delivery" />
}
