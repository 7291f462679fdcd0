// What a request's row says under the person's name, most telling first: what she acts on (when the answer is due,
// how long it has waited, or how fast it was answered), what they asked for, the language when it is not English,
// and what needs a look. Pure, so the lists, the search's previews and the tests share it.
import { emailNotSentMark } from './server-emails'
import { failedEvents } from './crm-delivery'
import { type Stage, stageTitle } from './stages'
import { waitLine, waitStatus, type WaitFacts } from './wait'

export type RowTone = 'default' | 'positive' | 'caution' | 'critical'
/** What a fact is about: a row draws when (the stage, the wait), what (asked for, language) and marks apart. */
export type RowFactKind = 'when' | 'what' | 'mark'
export type RowFact = { text: string; tone: RowTone; kind: RowFactKind }

export type RequestRowValues = WaitFacts & {
  language?: unknown
  possibleDuplicateOf?: unknown
  webhookEvents?: unknown
  serverEmails?: unknown
  quoteReady?: unknown
}

export type RowOptions = {
  /** Lists that hold one stage (New, Won) leave it out: every row would repeat it. */
  showStage: boolean
  /** The time the wait is read at, in a list redrawn as time passes; without one, the due time alone. */
  now?: Date
}

export function requestRowFacts(
  stages: readonly Stage[],
  asked: string | undefined,
  request: RequestRowValues,
  { showStage, now }: RowOptions,
): RowFact[] {
  const wait = now ? waitStatus(request, now) : undefined
  const waitLineText = now ? undefined : waitLine(request)
  const fact = (text: string | undefined, kind: RowFactKind, tone: RowTone = 'default') =>
    text ? { text, tone, kind } : undefined
  const facts: (RowFact | undefined)[] = [
    showStage ? fact(stageTitle(stages, request.stage), 'when') : undefined,
    wait ? fact(wait.text, 'when', wait.tone) : fact(waitLineText, 'when'),
    fact(asked, 'what'),
    request.language === 'es' ? fact('Spanish', 'what') : undefined,
    request.quoteReady === true ? fact('Quote-ready', 'mark', 'positive') : undefined,
    request.possibleDuplicateOf ? fact('Possible duplicate', 'mark', 'caution') : undefined,
    failedEvents(request.webhookEvents).length ? fact('Not sent to CRM', 'mark', 'critical') : undefined,
    fact(emailNotSentMark(request.serverEmails), 'mark', 'critical'),
  ]
  return facts.filter((fact): fact is RowFact => Boolean(fact))
}
