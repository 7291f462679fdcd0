// A lead's online quote as the agent reads it: where it stands in one line, then the answers under their steps and,
// in a step asked for each driver or vehicle, under each one. Pure, so the tests pin every line; the site writes
// the progress (web/lib/intake/intake-progress.ts), in English whatever language the visitor answered in.
import { formatAgencyTime } from './agency-time'

/** One answer as the site keeps it; any field may be missing from a record someone edited by hand. */
export type OnlineQuoteAnswer = {
  _key?: string
  step?: string
  item?: number
  question?: string
  value?: string
  stepTitle?: string
  itemTitle?: string
  label?: string
  shown?: string
}

/** The lead's `intake` field, as far as this view reads it. */
export type OnlineQuote = {
  language?: string
  startedAt?: string
  updatedAt?: string
  finishedAt?: string
  quoteReady?: boolean
  stepsDone?: string[]
  stepsTotal?: number
  answers?: OnlineQuoteAnswer[]
}

export type AnswerLine = { key: string; label: string; shown: string }

/** The answers about one driver, vehicle or person; a step asked once has one group without a title. */
export type ItemAnswers = { key: string; title?: string; answers: AnswerLine[] }

export type StepAnswers = { key: string; title: string; items: ItemAnswers[] }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The answers by step, the steps in the order their first answer comes; inside each step by driver, vehicle or
 * person (“Driver 1”, “Driver 2”), each answer as its English question and its English answer.
 */
export function groupAnswers(answers: readonly OnlineQuoteAnswer[] | undefined): StepAnswers[] {
  const steps = new Map<string, StepAnswers>()
  const items = new Map<string, ItemAnswers>()
  for (const [index, answer] of (answers ?? []).entries()) {
    const stepTitle = text(answer.stepTitle) || text(answer.step) || 'Other answers'
    const stepKey = text(answer.step) || stepTitle
    let step = steps.get(stepKey)
    if (!step) {
      step = { key: stepKey, title: stepTitle, items: [] }
      steps.set(stepKey, step)
    }
    const itemTitle = text(answer.itemTitle) || undefined
    const itemKey = `${stepKey}\u0000${typeof answer.item === 'number' ? answer.item : (itemTitle ?? '')}`
    let item = items.get(itemKey)
    if (!item) {
      item = { key: itemKey, title: itemTitle, answers: [] }
      items.set(itemKey, item)
      step.items.push(item)
    }
    item.answers.push({
      key: text(answer._key) || String(index),
      label: text(answer.label) || text(answer.question) || 'Answer',
      shown: text(answer.shown) || text(answer.value),
    })
  }
  return [...steps.values()]
}

export type QuoteStatus = {
  ready: boolean
  /** “Quote-ready”, or “In progress: 2 of 3 steps answered”. */
  headline: string
  /** “Finished Mar 2, 10:00 AM (Dallas time)” or “Last saved …”, then “Answered in Spanish” when it was. */
  details: string[]
}

/**
 * Where the online quote stands: quote-ready (every answer needed to quote is there) or how many of its steps are
 * answered; when it was finished or last saved, on Dallas time; and whether the visitor answered in Spanish (the
 * agent may want to call in Spanish).
 */
export function quoteStatus(quote: OnlineQuote | undefined): QuoteStatus {
  const ready = quote?.quoteReady === true
  const done = new Set(quote?.stepsDone ?? []).size
  const total = Math.max(done, typeof quote?.stepsTotal === 'number' ? quote.stepsTotal : 0)
  const details: string[] = []
  const finished = formatAgencyTime(quote?.finishedAt)
  const saved = formatAgencyTime(quote?.updatedAt)
  if (finished) {
    details.push(`Finished ${finished}`)
    // Changed again after it was finished: the agent reads the answers as they are now.
    if (saved && Date.parse(quote!.updatedAt!) > Date.parse(quote!.finishedAt!))
      details.push(`Last saved ${saved}`)
  } else if (saved) {
    details.push(`Last saved ${saved}`)
  }
  if (quote?.language === 'es') details.push('Answered in Spanish')
  return {
    ready,
    headline: ready
      ? 'Quote-ready'
      : `In progress: ${done} of ${total} ${total === 1 ? 'step' : 'steps'} answered`,
    details,
  }
}
