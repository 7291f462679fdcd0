import { type ObjectInputProps, TextWithTone } from 'sanity'

import { type QuoteReadyEmail, quoteReadyEmailLine } from './quote-ready-email'
import { useNow } from './use-now'

// Often enough that “tries again at 10:20 AM” turns into “any moment now” while the lead is open.
const TICK = 30_000

/** One plain line in place of the object's fields: whether the agency's lead inbox got the email, and what to do. */
export function QuoteReadyEmailInput({ value }: ObjectInputProps) {
  const now = useNow(TICK)
  const line = quoteReadyEmailLine(value as QuoteReadyEmail | undefined, now)
  return (
    <TextWithTone tone={line.tone} size={1} data-testid="quote-ready-email">
      {line.text}
    </TextWithTone>
  )
}
