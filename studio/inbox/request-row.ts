// What a request's row says under the person's name, most telling first: what she acts on (when the answer is due,
// how long it has waited, or how fast it was answered), what they asked for, the language when it is not English,
// and what needs a look. Pure, so the lists, the search's previews and the tests share it.
import { emailNotSentMark } from './server-emails'
import { failedEvents } from './crm-delivery'
import { type Stage, stageTitle } from './stages'
import { waitLine, waitStatus, type WaitFacts } from './wait'

export type RowTone = 'default' | 'positive' | 'caution' | 'critical'
export type RowFact = { text: string; tone: RowTone }

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
  const waitFact: RowFact | undefined = wait
    ? wait
    : (() => {
        const line = waitLine(request)
        return line ? { text: line, tone: 'default' } : undefined
      })()
  const facts: (RowFact | undefined)[] = [
    showStage ? { text: stageTitle(stages, request.stage), tone: 'default' } : undefined,
    waitFact,
    asked ? { text: asked, tone: 'default' } : undefined,
    request.language === 'es' ? { text: 'Spanish', tone: 'default' } : undefined,
    request.quoteReady === true ? { text: 'Quote-ready', tone: 'positive' } : undefined,
    request.possibleDuplicateOf ? { text: 'Possible duplicate', tone: 'caution' } : undefined,
    failedEvents(request.webhookEvents).length ? { text: 'Not sent to CRM', tone: 'critical' } : undefined,
    ((mark) => (mark ? { text: mark, tone: 'critical' as const } : undefined))(
      emailNotSentMark(request.serverEmails),
    ),
  ]
  return facts.filter((fact): fact is RowFact => Boolean(fact))
}
