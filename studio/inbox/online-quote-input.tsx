import { CheckmarkCircleIcon, ClockIcon } from '@sanity/icons'
import type { CSSProperties } from 'react'
import { type ObjectInputProps, TextWithTone } from 'sanity'

import { groupAnswers, type OnlineQuote, quoteStatus } from './online-quote'

// The Studio's own card and border colours, so the block follows its light and dark schemes.
const card: CSSProperties = {
  display: 'grid',
  gap: '0.75rem',
  padding: '0.75rem',
  border: '1px solid var(--card-border-color)',
  borderRadius: '3px',
}

const badge: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  padding: '0.35rem 0.6rem',
  border: '1px solid currentColor',
  borderRadius: '999px',
}

// The same columns in every group, so the answers line up down the whole online quote.
const answerList: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 16rem) minmax(0, 1fr)',
  columnGap: '1rem',
  rowGap: '0.5rem',
  margin: 0,
}

/**
 * The lead's online quote as the agent reads it, in place of the object's fields: where it stands (quote-ready,
 * or how many steps are answered; finished or last saved; in Spanish), then every answer under its step and, in a
 * step asked for each driver or vehicle, under each one. Read-only: the site writes it.
 */
export function OnlineQuoteInput({ value }: ObjectInputProps) {
  const quote = value as OnlineQuote | undefined
  const status = quoteStatus(quote)
  const steps = groupAnswers(quote?.answers)

  return (
    <div data-testid="online-quote" style={{ display: 'grid', gap: '1rem' }}>
      <div
        data-testid="online-quote-status"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}
      >
        <TextWithTone tone={status.ready ? 'positive' : 'caution'} size={1} weight="semibold">
          <span style={badge}>
            {status.ready ? <CheckmarkCircleIcon aria-hidden /> : <ClockIcon aria-hidden />}
            {status.headline}
          </span>
        </TextWithTone>
        {status.details.length > 0 ? (
          <TextWithTone tone="default" size={1}>
            {status.details.join(' · ')}
          </TextWithTone>
        ) : null}
      </div>
      {steps.length === 0 ? (
        <TextWithTone tone="default" size={1}>
          No answers yet.
        </TextWithTone>
      ) : null}
      {steps.map((step) => (
        <section key={step.key} aria-label={step.title} style={card}>
          <TextWithTone tone="default" size={2} weight="semibold">
            <span role="heading" aria-level={3}>
              {step.title}
            </span>
          </TextWithTone>
          {step.items.map((item) => (
            <div key={item.key} style={{ display: 'grid', gap: '0.5rem' }}>
              {item.title ? (
                <TextWithTone tone="default" size={1} weight="semibold">
                  <span role="heading" aria-level={4}>
                    {item.title}
                  </span>
                </TextWithTone>
              ) : null}
              <dl style={answerList}>
                {item.answers.map((answer) => (
                  <div key={answer.key} style={{ display: 'contents' }}>
                    <dt>
                      <TextWithTone tone="default" size={1} muted>
                        {answer.label}
                      </TextWithTone>
                    </dt>
                    <dd style={{ margin: 0 }}>
                      <TextWithTone tone="default" size={1} style={{ whiteSpace: 'pre-line' }}>
                        {answer.shown}
                      </TextWithTone>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}
