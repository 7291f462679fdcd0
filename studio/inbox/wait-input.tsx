import { type StringInputProps, TextWithTone, useFormValue } from 'sanity'

import { RecordTimeInput } from './record-text-input'
import { useNow } from './use-now'
import { waitStatus } from './wait'

// Often enough that “Waiting 14 min” turns into “Waiting too long” while the request is open.
const TICK = 30_000

/**
 * The first answer's time, headed by what it means: “Answered in 12 min” once answered; while the request is new,
 * how long it has waited and until when it may. The time itself is shown once there is one.
 */
export function FirstResponseInput(props: StringInputProps) {
  const stage = useFormValue(['stage'])
  const submittedAt = useFormValue(['submittedAt']) as string | undefined
  const answerBy = useFormValue(['answerBy']) as string | undefined
  const now = useNow(TICK)
  const wait = waitStatus({ stage, submittedAt, answerBy, firstResponseAt: props.value }, now)

  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {wait ? (
        <TextWithTone tone={wait.tone} size={1} weight="semibold" data-testid="request-wait">
          {wait.text}
        </TextWithTone>
      ) : null}
      {props.value ? <RecordTimeInput {...props} /> : null}
    </div>
  )
}
