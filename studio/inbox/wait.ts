// How long a request waited for its first answer, or has been waiting: what the request's form and the lists show.
// Pure (the time to measure against is passed in), so the tests pin every case.
import { formatAgencyTime } from './agency-time'
import { isNew } from './stages'

const MINUTE = 60_000

/** “less than 1 min”, “12 min”, “2 h 5 min”, “1 day 4 h”, “3 days”: a wait rounded down, as people say it. */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.floor(Math.max(0, milliseconds) / MINUTE)
  if (minutes < 1) return 'less than 1 min'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  // Past two days the hours no longer change what anyone does.
  if (days >= 2) return `${days} days`
  return hours % 24 ? `1 day ${hours % 24} h` : '1 day'
}

export type WaitFacts = {
  stage?: unknown
  submittedAt?: string
  answerBy?: string
  /** The time the visitor booked for our call: the answer is due then, not before. */
  callAt?: string
  firstResponseAt?: string
}

export type Wait = { tone: 'positive' | 'caution' | 'critical'; text: string }

const timeOf = (time: string | undefined) => {
  const milliseconds = time ? Date.parse(time) : Number.NaN
  return Number.isNaN(milliseconds) ? undefined : milliseconds
}

/** “Answered in 12 min”, once the request was first answered. */
export function answeredIn({ submittedAt, firstResponseAt }: WaitFacts): string | undefined {
  const submitted = timeOf(submittedAt)
  const answered = timeOf(firstResponseAt)
  if (submitted === undefined || answered === undefined) return undefined
  return `Answered in ${formatDuration(answered - submitted)}`
}

const stillWaiting = (facts: WaitFacts) => !facts.firstResponseAt && isNew(facts.stage)

/**
 * What the request's form says about the wait at `now`: how fast it was answered, or how long it has waited and
 * until when it may (“Waiting 25 min — answer by Mar 2, 10:15 AM (Dallas time)”), or that it waited too long. Nothing for a request
 * moved on before the first answer was recorded.
 */
export function waitStatus(facts: WaitFacts, now: Date): Wait | undefined {
  const answered = answeredIn(facts)
  if (answered) return { tone: 'positive', text: answered }
  if (!stillWaiting(facts)) return undefined
  const submitted = timeOf(facts.submittedAt)
  const waited = submitted === undefined ? undefined : `Waiting ${formatDuration(now.getTime() - submitted)}`
  const call = timeOf(facts.callAt)
  if (call !== undefined) {
    const callAt = formatAgencyTime(facts.callAt, now.getTime())
    if (now.getTime() > call)
      return { tone: 'critical', text: `Waiting too long: the call was booked for ${callAt}` }
    return { tone: 'caution', text: `Call booked for ${callAt}` }
  }
  const due = timeOf(facts.answerBy)
  if (due === undefined) return waited ? { tone: 'caution', text: waited } : undefined
  const dueAt = formatAgencyTime(facts.answerBy, now.getTime())
  if (now.getTime() > due) return { tone: 'critical', text: `Waiting too long: answer was due ${dueAt}` }
  return { tone: 'caution', text: waited ? `${waited} — answer by ${dueAt}` : `Answer by ${dueAt}` }
}

/**
 * The same in a list, which is not redrawn as time passes: how fast it was answered, or when the answer is due
 * (the “Waiting too long” list holds those past it).
 */
export function waitLine(facts: WaitFacts): string | undefined {
  const answered = answeredIn(facts)
  if (answered) return answered
  if (!stillWaiting(facts)) return undefined
  if (timeOf(facts.callAt) !== undefined) return `Call booked for ${formatAgencyTime(facts.callAt)}`
  if (timeOf(facts.answerBy) === undefined) return undefined
  return `Answer by ${formatAgencyTime(facts.answerBy)}`
}
